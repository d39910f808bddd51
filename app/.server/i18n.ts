import { createHash } from "node:crypto";
import { createInstance, type i18n, type ResourceLanguage } from "i18next";
import type { MiddlewareFunction } from "react-router";
import { LanguageDetector } from "remix-i18next/server";
import { defaultLocale, isLocale, localeFromPath, locales, type Locale } from "#server/contract/urls";
import {
  i18nextOptions,
  i18nextTranslator,
  type PageTranslations,
  type TFunction,
  type TranslationSource,
} from "../lib/i18n";
import { localeContext } from "./context";

/**
 * Every JSON file under locales/{en,hr}/ is one namespace of strings (account.json, cart.json ...).
 * The server holds them all: one i18next instance per locale, built once at start-up and shared by
 * every request (docs/decisions/0012-i18next.md).
 */
const files = import.meta.glob<ResourceLanguage>("../../locales/*/*.json", { eager: true, import: "default" });

const resources: Record<string, Record<string, ResourceLanguage>> = {};
for (const [path, content] of Object.entries(files)) {
  const [, locale, namespace] = /locales\/(\w+)\/(\w+)\.json$/.exec(path) ?? [];
  if (locale && namespace && isLocale(locale)) (resources[locale] ??= {})[namespace] = content;
}
const namespaces = Object.keys(resources[defaultLocale] ?? {}).sort();

/** Changes whenever a string does: the browser may keep a namespace fetched with it for good. */
export const translationsVersion = createHash("sha256").update(JSON.stringify(resources)).digest("hex").slice(0, 12);

function instanceFor(locale: Locale): i18n {
  const instance = createInstance({
    ...i18nextOptions,
    lng: locale,
    resources,
    ns: namespaces,
    defaultNS: namespaces[0],
  });
  // With its resources given and initAsync off, init finishes before it returns.
  void instance.init();
  return instance;
}

const instances: Record<Locale, i18n> = { en: instanceFor("en"), hr: instanceFor("hr") };

/** A translator over every namespace of a locale, for loaders, actions and the e-mails they send. */
export function tFor(locale: Locale): TFunction {
  return translatorFor(locale, namespaces);
}

const translators = new Map<string, TFunction>();

/** A translator over some namespaces of a locale; a locale without strings falls back to English. */
function translatorFor(locale: Locale, on: readonly string[]): TFunction {
  const id = `${locale}|${on.join(",")}`;
  let t = translators.get(id);
  if (!t) {
    t = i18nextTranslator(instances[locale] ?? instances[defaultLocale], locale, on);
    translators.set(id, t);
  }
  return t;
}

/** The server's translators: every namespace of every locale is at hand, nothing waits to load. */
export const serverTranslations: TranslationSource = {
  translator: translatorFor,
  load: async () => undefined,
};

/**
 * The strings a document carries for the browser: the page's namespaces in its locale, and in a
 * back-office user's interface language when it is another (decision 0060). A locale or a namespace
 * we do not have falls back to English, or to no strings, never to an error.
 */
export function documentTranslations(
  locale: Locale,
  on: readonly string[],
  interfaceLocale?: Locale,
): PageTranslations {
  const known = isLocale(locale) ? locale : defaultLocale;
  const strings = (of: Locale) =>
    Object.fromEntries(on.map((namespace) => [namespace, namespaceStrings(of, namespace)]));
  const page: PageTranslations = { locale: known, version: translationsVersion, resources: strings(known) };
  if (interfaceLocale && isLocale(interfaceLocale) && interfaceLocale !== known)
    page.interface = { locale: interfaceLocale, resources: strings(interfaceLocale) };
  return page;
}

/** One namespace's strings; a locale or a namespace we do not have is English, or no strings. */
export function namespaceStrings(locale: string, namespace: string): ResourceLanguage {
  const known = isLocale(locale) ? locale : defaultLocale;
  return resources[known]?.[namespace] ?? resources[defaultLocale]?.[namespace] ?? {};
}

/**
 * The locale of a request, by remix-i18next's language detector: from the URL prefix only (never the
 * browser's languages, spec section 2), English when the prefix names no locale of ours. Runs
 * first; it sets the locale every later middleware, loader and action reads.
 */
const detector = new LanguageDetector({
  supportedLanguages: [...locales],
  fallbackLanguage: defaultLocale,
  order: ["custom"],
  findLocale: async (request) => localeFromPath(new URL(request.url).pathname),
});

export const i18nextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const detected = await detector.detect(request);
  context.set(localeContext, isLocale(detected) ? detected : defaultLocale);
  return next();
};
