/**
 * The production hosts as JavaScript (decision 0086): the storefront host (server.ts, with React
 * Router's server build it imports) and the platform alone (server/main.ts) bundled by esbuild into
 * build/host/, after `react-router build`. Packages stay in node_modules. A start then reads a few
 * files of plain JavaScript instead of sending every module of the project through tsx's loader: on
 * two cores 1.3 s and 1.6 s of CPU to listening against 2.8 s and 4.1 s, which every cluster
 * worker, restart and deploy pays. Development (`npm run dev`) and the command-line tools keep
 * running the TypeScript through tsx.
 */
import { build } from "esbuild";

await build({
  entryPoints: { server: "server.ts", platform: "server/main.ts" },
  outdir: "build/host",
  chunkNames: "chunks/[name]-[hash]",
  bundle: true,
  splitting: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  // Stack traces in the logs name the TypeScript's files and lines (node --enable-source-maps).
  sourcemap: "linked",
  logLevel: "warning",
});
