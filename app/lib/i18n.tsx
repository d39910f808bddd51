import type { i18n, InitOptions, ResourceLanguage } from "i18next";
import { createContext, use, useContext, useMemo, type ReactNode } from "react";
import { defaultLocale, locales, type Locale } from "#server/contract/urls";

/**
 * Translation with i18next (docs/decisions/0012-i18next.md). Strings live in namespaces, one JSON
 * file per locale and area (locales/{en,hr}/common.json, cart.json ...); keys are dotted paths as in
 * the spec (core.notifications.userExists, error.invalidQuantity ...), `{{name}}` interpolation,
 * plurals through Intl.PluralRules (`key_one`, `key_few`, `key_other`; Croatian needs `few`).
 * Each route declares the namespaces its page renders (`handle.i18n`); components get a translator
 * over those from `useTranslation()`, loaders and actions one over every namespace from `tFor()`
 * (app/.server/i18n.ts). The entry modules say where translators come from: the server's i18next
 * instances, built once per locale, or the browser's, holding the page's namespaces.
 */
export type TranslateValues = Record<string, string | number> & { count?: number; defaultValue?: string };
export type TFunction = (key: string, values?: TranslateValues) => string;

/**
 * How every i18next instance of ours reads its strings: keys are dotted paths ("shop.title") and
 * never carry a namespace prefix (a platform message such as "Error: x" stays one key); React
 * escapes what is rendered, so interpolation does not; a locale without a string falls back to
 * English; resources are given, so initialisation is synchronous.
 */
export const i18nextOptions = {
  supportedLngs: [...locales],
  fallbackLng: defaultLocale,
  load: "currentOnly",
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
} satisfies InitOptions;

/**
 * A translator over some namespaces of a locale of an i18next instance. i18next's `t` costs
 * microseconds a call (its options are copied, its result interpolated and searched for nesting) and
 * a page makes hundreds of calls, so the translation of a key without values is looked up once;
 * calls with values (plurals, interpolation, a default) go to i18next each time, without
 * `getFixedT`'s per-call copy of every option.
 */
export function i18nextTranslator(instance: i18n, locale: Locale, namespaces: readonly string[]): TFunction {
  const options = { lng: locale, ns: [...namespaces] };
  const plain = new Map<string, string>();
  return (key, values) => {
    if (values) return instance.t(key, { ...values, ...options }) as string;
    let text = plain.get(key);
    if (text === undefined) plain.set(key, (text = instance.t(key, options) as string));
    return text;
  };
}

/**
 * A route's translations. `i18n` is remix-i18next's `handle.i18n`: the namespaces every render of
 * its page needs. `i18nWhen` names those that only some renders need, each with a test of the
 * route's loader data (an editor's edit mode, a blog post, a form section): a document carries them
 * only when it passes, so a visitor's page does not carry an editor's strings. A page carries the
 * namespaces of its matched routes, the root's "common" included (docs/decisions/0048).
 */
export interface TranslationHandle<Data = unknown> {
  i18n: string[];
  i18nWhen?: Record<string, (loaderData: Data) => boolean>;
}

/** A matched route as the namespaces see it: its module's handle and its loader's data, which is
 * undefined for a route without a loader, one whose loader did not run, or one that failed. */
export interface NamespaceMatch {
  handle?: unknown;
  loaderData?: unknown;
}

/** The namespaces the matched routes declare, for their loaders' data, in a stable order. */
export function routeNamespaces(matches: readonly (NamespaceMatch | undefined)[]): string[] {
  const namespaces = new Set<string>();
  for (const match of matches) {
    const handle = match?.handle as Partial<TranslationHandle> | undefined;
    for (const namespace of Array.isArray(handle?.i18n) ? handle.i18n : []) namespaces.add(namespace);
    if (match?.loaderData === undefined || !handle?.i18nWhen) continue;
    for (const [namespace, needed] of Object.entries(handle.i18nWhen))
      if (needed(match.loaderData)) namespaces.add(namespace);
  }
  return [...namespaces].sort();
}

/** The strings of some namespaces of a locale, as a document carries them to the browser. */
export interface PageTranslations {
  locale: Locale;
  /** The strings' version, which the browser adds to the URL of a namespace it fetches later. */
  version: string;
  resources: ResourceLanguage;
  /** The same namespaces in a back-office user's interface language, when it is another
   * (docs/decisions/0060-admin-language.md). */
  interface?: { locale: Locale; resources: ResourceLanguage };
}

/** Where the browser fetches a namespace the document did not carry (app/routes/i18n/locales.ts). */
export const namespaceUrl = (locale: Locale, namespace: string, version: string) =>
  `/_locales/${locale}/${namespace}.json?v=${version}`;

/** Where translators come from, set once by the entry module of each side. */
export interface TranslationSource {
  /** A translator over these namespaces of a locale, or null while one of them is not loaded. */
  translator(locale: Locale, namespaces: readonly string[]): TFunction | null;
  /** Loads namespaces; the same promise for the same request, resolved when they are there. */
  load(locale: Locale, namespaces: readonly string[]): Promise<void>;
}

let source: TranslationSource | null = null;

export function setTranslationSource(translations: TranslationSource) {
  source = translations;
}

const untranslated: TFunction = (key, values) => values?.defaultValue ?? key;

/** A translator outside React (a route's meta); keys as they are until the namespaces are loaded. */
export function fixedT(locale: Locale, namespaces: readonly string[]): TFunction {
  return source?.translator(locale, namespaces) ?? untranslated;
}

/** Loads namespaces ahead of the render that needs them (a navigation's next page). */
export function loadTranslations(locale: Locale, namespaces: readonly string[]): Promise<void> {
  return source?.load(locale, namespaces) ?? Promise.resolve();
}

interface TranslationValue {
  locale: Locale;
  namespaces: readonly string[];
  t: TFunction;
}

const TranslationContext = createContext<TranslationValue>({ locale: defaultLocale, namespaces: [], t: untranslated });

/**
 * Translations for what it renders: these namespaces and those around it, in the given locale (or
 * the one around it). A namespace not loaded yet suspends the render until it is: a navigation
 * keeps the page it leaves on screen meanwhile.
 */
export function Translations({
  locale,
  namespaces,
  children,
}: {
  locale?: Locale;
  namespaces: readonly string[];
  children: React.ReactNode;
}) {
  const outer = useContext(TranslationContext);
  const lng = locale ?? outer.locale;
  const key = [...new Set([...outer.namespaces, ...namespaces])].sort().join(",");
  const all = useMemo(() => (key ? key.split(",") : []), [key]);
  let t = source?.translator(lng, all) ?? null;
  if (!t && source) {
    use(source.load(lng, all));
    t = source.translator(lng, all);
  }
  const value = useMemo(() => ({ locale: lng, namespaces: all, t: t ?? untranslated }), [lng, all, t]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** The translator of the page's namespaces and the locale of the page. */
export function useTranslation(): { locale: Locale; t: TFunction } {
  return useContext(TranslationContext);
}

/**
 * The translator of the same namespaces in another locale (a back-office user's interface language
 * for a control inside the page's content), or the page's when none is given. Keys as they are
 * until the namespaces are loaded (the document carries them in edit mode).
 */
export function useTranslationIn(locale: Locale | null): { locale: Locale; t: TFunction } {
  const outer = useContext(TranslationContext);
  return useMemo(
    () => (locale && locale !== outer.locale ? { locale, t: fixedT(locale, outer.namespaces) } : outer),
    [locale, outer],
  );
}

/** What stands for an element while its sentence is translated: no translation holds this character. */
const ELEMENT_MARK = "\u0000";

/**
 * A translated sentence with an element in it (a link, a number kept on one line): `sentence` gets
 * the mark to interpolate where the element goes, which stands in its place.
 */
export function Interpolated({ sentence, children }: { sentence: (mark: string) => string; children: ReactNode }) {
  const [before = "", after = ""] = sentence(ELEMENT_MARK).split(ELEMENT_MARK);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}
