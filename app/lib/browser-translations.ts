import { createInstance, type ResourceLanguage } from "i18next";
import { defaultLocale, isLocale, type Locale } from "#server/contract/urls";
import {
  i18nextOptions,
  i18nextTranslator,
  namespaceUrl,
  type PageTranslations,
  type TFunction,
  type TranslationSource,
} from "./i18n";

/** A namespace's strings from the server, fetched the first time a page needs them. */
async function fetchNamespace(locale: Locale, namespace: string, version: string): Promise<ResourceLanguage> {
  const response = await fetch(namespaceUrl(locale, namespace, version));
  if (!response.ok) throw new Error(`status ${response.status}`);
  return (await response.json()) as ResourceLanguage;
}

/**
 * The browser's translations: one i18next instance holding the namespaces the document carried
 * (`window.__translations`, written by entry.server) and those loaded since, for the pages a visitor
 * moves on to or the other language. A namespace or locale we do not have is English or empty,
 * never an error; a chunk that fails to load leaves its keys showing and is logged.
 */
export function browserTranslations(page: PageTranslations | undefined): TranslationSource {
  const i18n = createInstance({ ...i18nextOptions, lng: page?.locale ?? defaultLocale, resources: {}, ns: [] });
  void i18n.init();
  for (const carried of page ? [page, page.interface] : [])
    if (carried)
      for (const [namespace, strings] of Object.entries(carried.resources))
        i18n.addResourceBundle(carried.locale, namespace, strings);

  const version = page?.version ?? "";
  const loaded = (locale: Locale, namespaces: readonly string[]) =>
    namespaces.every((namespace) => i18n.hasResourceBundle(locale, namespace));
  const translators = new Map<string, TFunction>();
  const loads = new Map<string, Promise<void>>();

  return {
    translator(requested, namespaces) {
      const locale = isLocale(requested) ? requested : defaultLocale;
      if (!loaded(locale, namespaces)) return null;
      const id = `${locale}|${namespaces.join(",")}`;
      let t = translators.get(id);
      if (!t) {
        t = i18nextTranslator(i18n, locale, namespaces);
        translators.set(id, t);
      }
      return t;
    },
    load(requested, namespaces) {
      const locale = isLocale(requested) ? requested : defaultLocale;
      const id = `${locale}|${namespaces.join(",")}`;
      let loading = loads.get(id);
      if (!loading) {
        const missing = namespaces.filter((namespace) => !i18n.hasResourceBundle(locale, namespace));
        loading = Promise.all(
          missing.map(async (namespace) => {
            const strings = await fetchNamespace(locale, namespace, version).catch((error: unknown) => {
              console.error(`Translations ${locale}/${namespace} could not be loaded`, error);
              return {};
            });
            i18n.addResourceBundle(locale, namespace, strings);
          }),
        ).then(() => undefined);
        loads.set(id, loading);
      }
      return loading;
    },
  };
}
