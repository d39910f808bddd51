import { readdirSync } from "node:fs";
import { basename } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig, type Plugin, type Rollup } from "vite";
import { minify } from "terser";
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
 * file costs its own gzip overhead and import lines. These groups go into one chunk each instead:
 * - storefront: what the root route and the main layout import (every storefront page loads it),
 *   the few small helpers nearly every page adds (hooks, meta tags, cart form names, the unseen
 *   default submit button of the product, cart and consent forms), and the cart
 *   popup's totals styles (the popup loads later, its styles must be in the page's stylesheet);
 * - catalog: what a product card is made of (price, wishlist heart, add-to-cart form) and the
 *   breadcrumbs, which the home, category, search and product pages all load. The card itself stays apart: the product page loads it only with its cross-sells;
 * - forms and account: the blocks of the login, registration, account and checkout forms, and the
 *   account pages' card, rules and fields (docs/decisions/0027-plain-imports-and-form-chunks.md).
 */
function sharedChunks(): Rollup.GetManualChunk {
  let groups: Map<string, string> | null = null;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!groups) {
      const found = new Map<string, string>();
      const ids = [...getModuleIds()];
      const visit = (m: string, group: string, packages = false) => {
        if (found.has(m) || (!packages && m.includes("/node_modules/"))) return;
        found.set(m, group);
        getModuleInfo(m)?.importedIds.forEach((next) => visit(next, group, packages));
      };
      const roots = (pattern: RegExp) => ids.filter((m) => pattern.test(m));
      roots(
        /\/app\/(root\.tsx|routes\/layout\/main\.tsx|lib\/(hooks|seo|cart-form)\.ts|styles\/button\.css\.ts|components\/(cart\/totals\.css\.ts|forms\/DefaultSubmit\.tsx))/,
      ).forEach((m) => visit(m, "storefront", true));
      const card = roots(/\/app\/components\/catalog\/ProductCard\.tsx$/);
      for (const m of [
        ...card.flatMap((c) => getModuleInfo(c)?.importedIds ?? []),
        ...roots(/\/app\/components\/catalog\/Breadcrumbs\.tsx$/),
      ]) {
        visit(m, "catalog");
      }
      // Named modules only: Rollup adds to a group what its modules import and no group has taken.
      const take = (pattern: RegExp, group: string) =>
        roots(pattern).forEach((m) => found.has(m) || found.set(m, group));
      take(
        /\/app\/(components\/forms\/(Field|ErrorList|SubmitButton|Honeypot|forms\.css)|lib\/forms\/(reply|messages))\.tsx?$/,
        "forms",
      );
      take(
        /\/app\/(components\/account\/(AuthCard|DetailsFields|NewPasswordFields|account\.css)|lib\/account-form)\.tsx?$/,
        "account",
      );
      // Pages take these styles without the forms' code (the product page for its availability form), or
      // these few class names without the forms (the blog's buttons); the consent checkboxes come with
      // every form that has them.
      take(/\/app\/components\/(forms\/forms|account\/account|checkout\/consents)\.css\.ts\.vanilla\.css$/, "styles");
      // The content pages' sections, events, post cards, comments and edit controls: one stylesheet
      // instead of five. Each was a render-blocking request of its own on the home page, past the six
      // connections a phone opens at once; the product and blog pages take a few KB more with it.
      take(
        /\/app\/components\/(cms\/(sections|edit)|events\/events|blog\/blog|comments\/comments)\.css\.ts\.vanilla\.css$/,
        "content",
      );
      take(/\/app\/styles\/button\.css\.ts$/, "button");
      groups = found;
    }
    return groups.get(id);
  };
}

/** Vite's module that preloads what a dynamic import needs, and the marker its dependency list replaces. */
const PRELOAD_HELPER = "\0vite/preload-helper.js";
const PRELOAD_DEPS = /,__VITE_IS_MODERN__\?__VITE_PRELOAD__:void 0(,import\.meta\.url)?\)/g;

/** The stylesheets a chunk brings with it and with its static imports. */
function stylesOf(bundle: Rollup.OutputBundle, file: string, seen = new Set<string>(), styles = new Set<string>()) {
  const chunk = bundle[file];
  if (seen.has(file) || chunk?.type !== "chunk") return styles;
  seen.add(file);
  chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
  chunk.imports.forEach((next) => stylesOf(bundle, next, seen, styles));
  return styles;
}

/**
 * A part loaded later (lib/lazy.tsx, the cart popup) is a plain `import()` in the browser. Vite
 * wraps each one in a helper that first adds links for the chunk's own imports and stylesheets,
 * and writes their list into the importing chunk: about 0.9 KB gzip of helper on every page and
 * 0.2 to 0.3 KB of list in each route that has such a part. Here neither is needed: the chunk's
 * imports are fetched when it loads, and its styles are already in the stylesheets the page links,
 * which the build checks (a part whose styles would only come with it fails the build).
 */
function plainDynamicImports(): Plugin {
  return {
    name: "plain-dynamic-imports",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    load: {
      order: "pre",
      handler: (id) => (id === PRELOAD_HELPER ? "export const __vitePreload = (load) => load();" : null),
    },
    transform: {
      order: "post",
      // Blanks of the same length keep the source map's columns.
      handler(code) {
        const plain = code.replace(PRELOAD_DEPS, (deps) => `${" ".repeat(deps.length - 1)})`);
        return plain === code ? null : { code: plain, map: null };
      },
    },
    generateBundle: {
      order: "post",
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk") continue;
          const linked = stylesOf(bundle, chunk.fileName);
          for (const part of chunk.dynamicImports) {
            const missing = [...stylesOf(bundle, part)].filter((css) => !linked.has(css));
            if (missing.length)
              this.error(
                `${part}, loaded later by ${chunk.fileName}, needs ${missing.join(", ")}, which the page does not link: import its styles where the part is declared`,
              );
          }
        }
      },
    },
  };
}

/**
 * A route module's chunk may export more than the route's exports: what its lazily loaded parts
 * import from it. React Router asks Rollup to keep a route entry's exports exact, so a route whose
 * parts share its code was two files, the code and an entry that only re-exports it. (Entries with
 * no exports, the resource routes, keep React Router's setting: they must stay files of their own.)
 */
function extensibleRouteEntries(): Plugin {
  return {
    name: "extensible-route-entries",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    moduleParsed(info) {
      if (info.isEntry && info.exports?.length)
        this.emitFile({ type: "chunk", id: info.id, preserveSignature: "allow-extension" });
    },
  };
}

/**
 * Terser, not esbuild, minifies the browser's code: 4 to 4.5 KB less gzip a page, where a product
 * page's budget is 140 KB (docs/decisions/0117-terser-for-the-browser-bundle.md). A plugin of the
 * client environment, as React Router builds both environments from one shared build configuration
 * (`builder.sharedConfigBuild`), where `build.minify` would minify the server's code too.
 */
function terserInTheBrowser(): Plugin {
  return {
    name: "terser-in-the-browser",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    // Once every chunk is rendered: Vite prints each chunk out again for the target after the
    // plugins' own rendering.
    async generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === "chunk")
          chunk.code = (await minify(chunk.code, { module: true, compress: { passes: 2 } })).code ?? chunk.code;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    vanillaExtractPlugin(),
    reactRouter(),
    tsconfigPaths(),
    plainDynamicImports(),
    extensibleRouteEntries(),
    terserInTheBrowser(),
  ],
  ssr: { external: ["better-sqlite3", "sharp", "pg"] },
  build: {
    target: "es2022",
    // The browser's code is minified by terserInTheBrowser; the server's is not minified.
    minify: false,
    cssMinify: "esbuild",
    rollupOptions: {
      onwarn(warning, warn) {
        if (!quietWarning(warning)) warn(warning);
      },
      ...(isSsrBuild ? {} : { output: { manualChunks: sharedChunks() } }),
    },
  },
}));
