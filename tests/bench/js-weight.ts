/**
 * The gzipped JavaScript a page makes the browser load, read from the build (build/client): the
 * client entry and, for every route the page matches, its module and the chunks it imports — the
 * `<link rel="modulepreload">` set React Router writes into the document (the route manifest is
 * inlined in the document with lazy route discovery). Chunks loaded later on demand are not
 * counted. Sizes are gzip at level 6, what the host's compression sends.
 * `node --import tsx tests/bench/js-weight.ts` prints the table after `npm run build`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestEntry {
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry & { parentId?: string }>;
}

/** The pages weighed, each by the id of its deepest route (its parents are added). */
export const weighedPages: Record<string, string> = {
  home: "content:home:en",
  category: "page:shop:en",
  product: "page:product:en",
  search: "page:search:en",
  cart: "page:cart:en",
  checkout: "page:checkout:en:address",
  login: "page:login:en",
  register: "page:register:en",
  profile: "page:profile:en",
};

export interface PageWeight {
  page: string;
  files: number;
  gzipBytes: number;
}

function readManifest(clientDir: string): Manifest {
  const assets = join(clientDir, "assets");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No route manifest in ${assets}: run npm run build first`);
  const source = readFileSync(join(assets, file), "utf8");
  const json = source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1);
  return JSON.parse(json) as Manifest;
}

export function jsWeights(clientDir = resolve("build/client"), pages = weighedPages): PageWeight[] {
  const manifest = readManifest(clientDir);
  const sizes = new Map<string, number>();
  const gzipped = (path: string) => {
    let size = sizes.get(path);
    if (size === undefined) sizes.set(path, (size = gzipSync(readFileSync(join(clientDir, path)), { level: 6 }).length));
    return size;
  };
  return Object.entries(pages).map(([page, routeId]) => {
    const files = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
    for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
      const route = manifest.routes[id];
      if (!route) throw new Error(`No route ${id} in the manifest`);
      files.add(route.module);
      for (const chunk of route.imports ?? []) files.add(chunk);
    }
    const gzipBytes = [...files].reduce((sum, path) => sum + gzipped(path), 0);
    return { page, files: files.size, gzipBytes };
  });
}

export function jsWeightTable(weights: PageWeight[]): string {
  return [
    "| page | JS files | gzipped JS KB |",
    "|---|---|---|",
    ...weights.map((w) => `| ${w.page} | ${w.files} | ${(w.gzipBytes / 1024).toFixed(1)} |`),
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(jsWeightTable(jsWeights()));
