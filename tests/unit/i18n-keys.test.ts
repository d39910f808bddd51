/**
 * Missing translations, found before anyone sees a raw key: every key the code uses exists in both
 * locales, plural forms are complete, and each route declares (`handle.i18n`, or `handle.i18nWhen` for
 * what only some renders show) the namespaces of the keys it renders — a page carries only its routes'
 * namespaces (docs/decisions/0012-i18next.md, 0048-namespaces-from-loader-data.md).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { locales } from "#server/contract/urls";
import {
  appFile,
  KeyScanner,
  leafKeys,
  relativePath,
  root,
  usableKeys,
  type Catalogue,
  type KeyUse,
} from "../support/i18n-scan";

type Namespaces = Record<string, Catalogue>;

function namespacesOf(locale: string): Namespaces {
  const dir = join(root, "locales", locale);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => [f.replace(/\.json$/, ""), JSON.parse(readFileSync(join(dir, f), "utf8")) as Catalogue]),
  );
}

const catalogues = Object.fromEntries(locales.map((locale) => [locale, namespacesOf(locale)])) as Record<
  (typeof locales)[number],
  Namespaces
>;
const en = catalogues.en;
const namespaceNames = Object.keys(en).sort();

/** Every group of keys, merged over the namespaces, to tell keys from other dotted strings. */
const allGroups: Catalogue = Object.assign({}, ...Object.values(en));
const scanner = new KeyScanner(allGroups);

function keysIn(namespaces: Namespaces, names: readonly string[]): Set<string> {
  return new Set(names.flatMap((name) => [...usableKeys(namespaces[name] ?? {})]));
}

function describeUse(use: KeyUse): string {
  return `${use.key}${use.prefix ? ".*" : ""} (${relativePath(use.file)})`;
}

/** A use is covered when its key (or, for a template literal, every key below its fixed part) is there. */
function missing(uses: KeyUse[], available: Set<string>, everything: Set<string>): string[] {
  return uses
    .filter((use) => {
      if (!use.prefix) return !available.has(use.key);
      const below = [...everything].filter((key) => key.startsWith(`${use.key}.`));
      return below.length === 0 || below.some((key) => !available.has(key));
    })
    .map(describeUse);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".css.ts") ? [path] : [];
  });
}

interface RouteEntry {
  id?: string;
  file: string;
  children?: RouteEntry[];
}

interface RouteChain {
  id: string;
  file: string;
  /** The namespaces it and its parents declare for every render (`handle.i18n`), the root's first. */
  namespaces: string[];
  /** Those and the ones some renders add by their loader data (`handle.i18nWhen`): what it may render. */
  declared: string[];
}

/** Every route with the namespaces it and its parents declare. */
function routeChains(): RouteChain[] {
  const root = scanner.handleOf(appFile("root.tsx"));
  const chains: RouteChain[] = [
    { id: "root", file: "root.tsx", namespaces: root.namespaces, declared: [...root.namespaces, ...root.conditional] },
  ];
  const walk = (entries: RouteEntry[], parent: RouteChain) => {
    for (const entry of entries) {
      const own = scanner.handleOf(appFile(entry.file));
      const chain: RouteChain = {
        id: entry.id ?? entry.file,
        file: entry.file,
        namespaces: [...new Set([...parent.namespaces, ...own.namespaces])],
        declared: [...new Set([...parent.declared, ...own.namespaces, ...own.conditional])],
      };
      chains.push(chain);
      if (entry.children) walk(entry.children, chain);
    }
  };
  walk(routes as RouteEntry[], chains[0]!);
  return chains;
}

/**
 * Failed platform calls become form errors as keys (app/.server/auth/errors.ts,
 * app/.server/checkout/messages.ts), which the pages of these routes render with their namespaces.
 */
const serverMessagesShownBy: Record<string, string[]> = {
  ".server/auth/errors.ts": [
    "page:login:en",
    "page:register:en",
    "page:forgotPassword:en",
    "page:setPassword:en",
    "page:profile:en",
    "admin:login:en",
  ],
  ".server/checkout/messages.ts": ["page:checkout:en:address", "page:checkoutShipping:en", "page:checkoutPayment:en"],
  // A new product's description refused for a link leading nowhere, in edit mode's words (textRefusal).
  ".server/edit-mode.ts": ["admin:product-new:en"],
};

/** Every string of a catalogue, at any depth. */
function leafValues(tree: Catalogue): string[] {
  return Object.values(tree).flatMap((value) =>
    value !== null && typeof value === "object" ? leafValues(value as Catalogue) : [String(value)],
  );
}

describe("locale files", () => {
  it("have the same namespaces and the same keys in both locales", () => {
    for (const locale of locales) {
      expect(Object.keys(catalogues[locale]).sort(), locale).toEqual(namespaceNames);
      for (const name of namespaceNames) {
        expect([...usableKeys(catalogues[locale][name])].sort(), `${locale}/${name}.json`).toEqual(
          [...usableKeys(en[name])].sort(),
        );
      }
    }
  });

  it("give every plural key each form its locale needs (Croatian: one, few, other)", () => {
    for (const locale of locales) {
      const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      const leaves = new Set(Object.values(catalogues[locale]).flatMap((tree) => leafKeys(tree)));
      const plurals = new Set(
        [...leaves].filter((key) => /_(one|few|other)$/.test(key)).map((key) => key.replace(/_\w+$/, "")),
      );
      const incomplete = [...plurals].flatMap((key) =>
        forms.filter((form) => !leaves.has(`${key}_${form}`)).map((form) => `${locale}: ${key}_${form}`),
      );
      expect(incomplete).toEqual([]);
    }
  });

  it("quote as each language does: Croatian „…”, English “…”", () => {
    const quoteMarks = { en: { open: "“", close: "”", foreign: "„" }, hr: { open: "„", close: "”", foreign: "“" } };
    for (const locale of locales) {
      const { open, close, foreign } = quoteMarks[locale];
      const misquoted = Object.entries(catalogues[locale]).flatMap(([name, tree]) =>
        leafValues(tree)
          .filter((text) => text.includes(foreign) || text.split(open).length !== text.split(close).length)
          .map((text) => `${locale}/${name}.json: ${text}`),
      );
      expect(misquoted).toEqual([]);
    }
  });

  it("hold each key in one namespace only", () => {
    const owners = new Map<string, string>();
    const twice: string[] = [];
    for (const name of namespaceNames) {
      for (const key of leafKeys(en[name])) {
        if (owners.has(key)) twice.push(`${key}: ${owners.get(key)} and ${name}`);
        owners.set(key, name);
      }
    }
    expect(twice).toEqual([]);
  });
});

describe("keys used in app/", () => {
  it("exist in both locales", () => {
    const uses = sourceFiles(join(root, "app")).flatMap((file) => scanner.module(file).keys);
    expect(uses.length).toBeGreaterThan(300);
    for (const locale of locales) {
      const everything = keysIn(catalogues[locale], namespaceNames);
      expect(missing(uses, everything, everything), locale).toEqual([]);
    }
  });

  it("are covered by the namespaces each route declares for what it renders", () => {
    const everything = keysIn(en, namespaceNames);
    const chains = routeChains();
    expect(chains.length).toBeGreaterThan(40);
    const problems = chains.flatMap(({ id, file, declared }) => {
      const unknown = declared
        .filter((name) => !namespaceNames.includes(name))
        .map((name) => `${id}: no namespace "${name}"`);
      const rendered = scanner.keysOf(appFile(file)).filter((use) => !use.toast);
      const uncovered = missing(rendered, keysIn(en, declared), everything).map(
        (use) => `${id} [${declared.join(", ")}]: ${use}`,
      );
      return [...unknown, ...uncovered];
    });
    expect(problems).toEqual([]);
  });

  it("are what a route declares: no namespace that nothing it or the routes below it render uses", () => {
    // A document carries every namespace its routes declare; one no key of the page needs is weight.
    // The server's messages a route's forms show count as rendered by it (by its file: in every language).
    const chains = routeChains();
    const serverMessages = (file: string) =>
      Object.entries(serverMessagesShownBy)
        .filter(([, ids]) => chains.some((chain) => chain.file === file && ids.includes(chain.id)))
        .flatMap(([module]) => scanner.module(appFile(module)).keys);
    const uses = (entry: RouteEntry): KeyUse[] => [
      ...scanner.keysOf(appFile(entry.file)).filter((use) => !use.toast),
      ...serverMessages(entry.file),
      ...scanner.lazyEntries(appFile(entry.file)).flatMap((lazy) => scanner.keysOf(lazy)),
      ...(entry.children ?? []).flatMap(uses),
    ];
    const needs = (used: KeyUse[], name: string) => {
      const keys = [...keysIn(en, [name])];
      return used.some((use) =>
        use.prefix ? keys.some((key) => key.startsWith(`${use.key}.`)) : keys.includes(use.key),
      );
    };
    const problems: string[] = [];
    const walk = (entries: RouteEntry[]) => {
      for (const entry of entries) {
        const { namespaces, conditional } = scanner.handleOf(appFile(entry.file));
        const used = uses(entry);
        for (const name of [...namespaces, ...conditional].filter((name) => !needs(used, name)))
          problems.push(`${entry.id ?? entry.file}: "${name}" is declared, yet nothing it renders uses it`);
        for (const name of conditional.filter((name) => namespaces.includes(name)))
          problems.push(`${entry.id ?? entry.file}: "${name}" is declared for every render and for some`);
        walk(entry.children ?? []);
      }
    };
    walk([{ file: "root.tsx" }, ...(routes as RouteEntry[])]);
    expect(problems).toEqual([]);
  });

  it("leave the editor's strings out of every page a visitor sees: only edit mode carries them", () => {
    // The editor's namespace is the back office's and edit mode's (6.7 KB, 2.2 KB gzipped): a
    // storefront route may ask for it only for an editor's render (`i18nWhen`), never for every one.
    const storefront = routeChains().filter(({ id }) => !id.startsWith("admin:") && id !== "layout:admin");
    expect(storefront.length).toBeGreaterThan(40);
    expect(storefront.filter(({ namespaces }) => namespaces.includes("editor")).map(({ id }) => id)).toEqual([]);
  });

  it("in a module loaded on demand are covered by the namespaces its importer wraps it in", () => {
    // CartModal renders the lazy cart popup inside <Translations namespaces={["cart"]}>; a route's
    // lazily loaded parts render inside the route's own namespaces.
    const everything = keysIn(en, namespaceNames);
    const around = scanner.handleOf(appFile("root.tsx")).namespaces;
    // A part a route's own modules load on demand (app/lib/lazy.tsx) renders inside that route, so
    // the namespaces of every route chain whose modules hold the importer wrap it as well.
    const chains = routeChains().map((chain) => ({ ...chain, closure: scanner.closure(appFile(chain.file)) }));
    const importers = [...new Set(chains.flatMap(({ closure }) => closure))].filter((m) => m.lazyImports.length);
    expect(importers.length).toBeGreaterThan(0);
    const problems = importers.flatMap((importer) =>
      importer.lazyImports.flatMap((entry) => {
        const routes = chains.filter(({ closure }) => closure.includes(importer)).map((chain) => chain.declared);
        const everyRoute = routes.reduce((common, next) => common.filter((namespace) => next.includes(namespace)));
        const namespaces = [...new Set([...around, ...everyRoute, ...importer.scopedNamespaces])];
        return missing(scanner.keysOf(entry), keysIn(en, namespaces), everything).map(
          (use) => `${relativePath(entry)} [${namespaces.join(", ")}]: ${use}`,
        );
      }),
    );
    expect(problems).toEqual([]);
  });

  it("sent untranslated to forms by the server are in the namespaces of the pages showing them", () => {
    // Failed platform calls become form errors as keys (app/.server/auth/errors.ts,
    // app/.server/checkout/messages.ts); the page's own namespaces must hold them.
    const everything = keysIn(en, namespaceNames);
    const chains = new Map(routeChains().map((chain) => [chain.id, chain.declared]));
    const problems = Object.entries(serverMessagesShownBy).flatMap(([module, ids]) => {
      const uses = scanner.module(appFile(module)).keys;
      expect(uses.length, module).toBeGreaterThan(3);
      return ids.flatMap((id) =>
        missing(uses, keysIn(en, chains.get(id) ?? []), everything).map((use) => `${id}: ${use}`),
      );
    });
    expect(problems).toEqual([]);
  });

  it("sent untranslated by a back-office action are in the namespaces of every back-office page", () => {
    // A back-office action answers a refusal with refusalKey (app/routes/admin/admin.server.ts): its
    // own codes' keys or, for a general reason, errorMessageKey's (app/.server/auth/errors.ts). Any
    // back-office page may render one, and a page without its namespace showed the raw key.
    const everything = keysIn(en, namespaceNames);
    // (Not the answers to a visitor's own e-mailed links, account.*: no back-office call gets them.)
    const uses = [".server/auth/errors.ts", "routes/admin/admin.server.ts"]
      .flatMap((module) => scanner.module(appFile(module)).keys)
      .filter((use) => !use.key.startsWith("account."));
    expect(uses.map((use) => use.key)).toContain("core.notifications.invalidInput");
    const backOffice = routeChains().filter(({ id }) => id.startsWith("admin:") && !id.startsWith("admin:login:"));
    expect(backOffice.length).toBeGreaterThan(60);
    const problems = backOffice.flatMap(({ id, declared }) =>
      missing(uses, keysIn(en, declared), everything).map((use) => `${id}: ${use}`),
    );
    expect(problems).toEqual([]);
  });
});
