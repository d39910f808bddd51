/**
 * What a page costs the browser, gzipped: the server-rendered document (HTML, and the translations it
 * carries by namespace) and every module script and modulepreload it loads.
 * Usage: node --import tsx scripts/page-weight.ts http://127.0.0.1:3000 / /cart ...
 */
import { gzipSync } from "node:zlib";

const [base, ...paths] = process.argv.slice(2);
if (!base || !paths.length) {
  console.error("usage: page-weight.ts <base url> <path> [path ...]");
  process.exit(2);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The namespaces of `window.__translations` (entry.server) and each one's size in the document. */
function translations(html: string): string {
  const json = /window\.__translations=(\{.*?\})<\/script>/s.exec(html)?.[1];
  if (!json) return "no translations";
  const { resources } = JSON.parse(json) as { resources: Record<string, unknown> };
  return Object.entries(resources)
    .map(([namespace, strings]) => `${namespace} ${JSON.stringify(strings).length}`)
    .join(", ");
}

for (const path of paths) {
  const html = await (await fetch(base + path)).text();
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload"[^>]*? href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)|from "([^"]+\.js)"|<script[^>]+src="([^"]+\.js)"/g))
    urls.add(m[1] ?? m[2] ?? m[3]);
  let total = 0;
  for (const url of urls) total += gzipSync(Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer())).length;
  const document = Buffer.from(html);
  console.log(
    [
      path,
      `JS ${kb(total)} gzip (${urls.size} files)`,
      `document ${document.length} B, ${gzipSync(document).length} B gzip`,
      `translations: ${translations(html)}`,
    ].join("\t"),
  );
}
