/**
 * What a page costs the browser, gzipped: the server-rendered document (HTML, and the translations it
 * carries by namespace) and every module script and modulepreload it loads. Each file is gzipped on
 * its own, as it travels. Used by `npm run bench` (its "weights" step) and scripts/page-weight.ts.
 */
import { gzipSync } from "node:zlib";

export interface PageWeight {
  path: string;
  /** Gzipped bytes of the page's JavaScript, and how many files carry it. */
  script: number;
  files: number;
  document: number;
  documentGzip: number;
  /** Each namespace of `window.__translations` (entry.server) and its size in the document. */
  translations: Record<string, number>;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function translations(html: string): Record<string, number> {
  const json = /window\.__translations=(\{.*?\})<\/script>/s.exec(html)?.[1];
  if (!json) return {};
  const { resources } = JSON.parse(json) as { resources: Record<string, unknown> };
  return Object.fromEntries(Object.entries(resources).map(([name, strings]) => [name, JSON.stringify(strings).length]));
}

export async function pageWeight(base: string, path: string, init: RequestInit = {}): Promise<PageWeight> {
  const html = await (await fetch(base + path, init)).text();
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload"[^>]*? href="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)|from "([^"]+\.js)"|<script[^>]+src="([^"]+\.js)"/g))
    urls.add((m[1] ?? m[2] ?? m[3])!);
  let script = 0;
  for (const url of urls) script += gzipSync(Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer())).length;
  const document = Buffer.from(html);
  return {
    path,
    script,
    files: urls.size,
    document: document.length,
    documentGzip: gzipSync(document).length,
    translations: translations(html),
  };
}

/** Issue 13's item 5: product and category pages at most 140 KB of gzipped JavaScript, login and
 * register no heavier than the product page. Pages are named by key. */
export function weightBudgetLines(weights: Map<string, PageWeight>): string[] {
  const lines: string[] = [];
  const check = (label: string, ok: boolean, figure: string) =>
    lines.push(`- ${ok ? "PASS" : "FAIL"} ${label}: ${figure}`);
  for (const key of ["product", "category"]) {
    const page = weights.get(key);
    if (page) check(`${key} at most 140 KB of gzipped JavaScript`, page.script <= 140 * 1024, kb(page.script));
  }
  const product = weights.get("product");
  for (const key of ["login", "register"]) {
    const page = weights.get(key);
    if (page && product)
      check(
        `${key} no heavier than the product page`,
        page.script <= product.script,
        `${page.script} B against ${product.script} B`,
      );
  }
  return lines;
}
