import { readdirSync } from "node:fs";
import { basename } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig, type Rollup } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

/** Resource routes are the .ts route modules (a loader or an action, no component). */
const resourceRoutes = new Set(
  readdirSync("app/routes", { recursive: true, encoding: "utf8" })
    .filter((file) => /(?<!\.css|\.server)\.ts$/.test(file))
    .map((file) => basename(file, ".ts")),
);

/**
 * Two Rollup warnings that say nothing about this code (docs/decisions/0015-build-flags.md):
 * React Router makes every route module a client entry, as the route manifest points at each and the
 * browser imports one before a fetcher posts to it, so a resource route's chunk is empty by design;
 * and zod's own comments sit where Rollup looks for pure annotations, which it drops, changing nothing.
 */
function quietWarning(warning: Rollup.RollupLog): boolean {
  if (warning.code === "EMPTY_BUNDLE")
    return !!warning.names?.length && warning.names.every((name) => resourceRoutes.has(name));
  return warning.code === "INVALID_ANNOTATION" && !!warning.id?.includes("/node_modules/zod/");
}

/**
 * Rollup cuts the app's shared modules into many small chunks by which routes import them, and each
 * file costs its own gzip overhead and import lines. Two groups go into one chunk each instead:
 * - storefront: what the root route and the main layout import (every storefront page loads it),
 *   and the few small helpers nearly every page adds (hooks, meta tags, cart form names);
 * - catalog: what a product card is made of (price, wishlist heart, add-to-cart form) and the
 *   breadcrumbs, which the home, category, search and product pages all load. The card itself stays apart: the product page loads it only with its cross-sells.
 */
function sharedChunks(): Rollup.GetManualChunk {
  let groups: Map<string, string> | null = null;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!groups) {
      const found = new Map<string, string>();
      const ids = [...getModuleIds()];
      const visit = (m: string, group: string) => {
        if (found.has(m) || m.includes("/node_modules/")) return;
        found.set(m, group);
        getModuleInfo(m)?.importedIds.forEach((next) => visit(next, group));
      };
      const roots = (pattern: RegExp) => ids.filter((m) => pattern.test(m));
      roots(/\/app\/(root\.tsx|routes\/layout\/main\.tsx|lib\/(hooks|seo|cart-form)\.ts)/).forEach((m) =>
        visit(m, "storefront"),
      );
      const card = roots(/\/app\/components\/catalog\/ProductCard\.tsx$/);
      for (const m of [
        ...card.flatMap((c) => getModuleInfo(c)?.importedIds ?? []),
        ...roots(/\/app\/components\/catalog\/Breadcrumbs\.tsx$/),
      ]) {
        visit(m, "catalog");
      }
      groups = found;
    }
    return groups.get(id);
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [vanillaExtractPlugin(), reactRouter(), tsconfigPaths()],
  ssr: { external: ["better-sqlite3", "sharp", "pg"] },
  build: {
    target: "es2022",
    rollupOptions: {
      onwarn(warning, warn) {
        if (!quietWarning(warning)) warn(warning);
      },
      ...(isSsrBuild ? {} : { output: { manualChunks: sharedChunks() } }),
    },
  },
}));
