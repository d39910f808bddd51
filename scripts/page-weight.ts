/**
 * JavaScript a page makes the browser load, gzipped: every module script and modulepreload of the
 * server-rendered document. Usage: node --import tsx scripts/page-weight.ts http://127.0.0.1:3000 / /cart ...
 */
import { gzipSync } from "node:zlib";

const [base, ...paths] = process.argv.slice(2);
if (!base || !paths.length) {
  console.error("usage: page-weight.ts <base url> <path> [path ...]");
  process.exit(2);
}

for (const path of paths) {
  const html = await (await fetch(base + path)).text();
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload"[^>]*? href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)|from "([^"]+\.js)"|<script[^>]+src="([^"]+\.js)"/g))
    urls.add(m[1] ?? m[2] ?? m[3]);
  let total = 0;
  for (const url of urls) total += gzipSync(Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer())).length;
  console.log(`${path}\t${(total / 1024).toFixed(1)} KB gzip\t${urls.size} files`);
}
