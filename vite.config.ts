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
  if (warning.code === "EMPTY_BUNDLE") return !!warning.names?.length && warning.names.every((name) => resourceRoutes.has(name));
  return warning.code === "INVALID_ANNOTATION" && !!warning.id?.includes("/node_modules/zod/");
}

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter(), tsconfigPaths()],
  ssr: { external: ["better-sqlite3", "sharp", "pg"] },
  build: {
    target: "es2022",
    rollupOptions: {
      onwarn(warning, warn) {
        if (!quietWarning(warning)) warn(warning);
      },
    },
  },
});
