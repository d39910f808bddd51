import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig, type Rollup } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

/**
 * The app's modules every storefront page loads (what the root route and the main layout import,
 * statically, outside node_modules) go into one chunk: left to itself Rollup cuts them into a dozen
 * files by which routes share them, and each file costs its own gzip overhead and import lines.
 */
function storefrontChunk(): Rollup.GetManualChunk {
  let shell: Set<string> | null = null;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!shell) {
      shell = new Set();
      const roots = [...getModuleIds()].filter((m) => /\/app\/(root|routes\/layout\/main)\.tsx/.test(m));
      const visit = (m: string) => {
        if (shell!.has(m) || m.includes("/node_modules/")) return;
        shell!.add(m);
        getModuleInfo(m)?.importedIds.forEach(visit);
      };
      roots.forEach(visit);
    }
    return shell.has(id) ? "storefront" : undefined;
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [vanillaExtractPlugin(), reactRouter(), tsconfigPaths()],
  ssr: { external: ["better-sqlite3", "sharp", "pg"] },
  build: {
    target: "es2022",
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: storefrontChunk() } },
  },
}));
