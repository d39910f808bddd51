import i18next, { type i18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Locale } from "../../server/contract/urls";

export type Translations = Record<string, unknown>;

const instances = new Map<Locale, i18n>();

/**
 * One initialised i18next instance per locale, built once and shared by every request (and on
 * the client, by every render). Building one per request costs a third of the throughput
 * (docs/decisions/0001-i18n-shared-instances.md).
 */
export function i18nFor(locale: Locale, translations: Translations): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = i18next.createInstance();
    instance.use(initReactI18next);
    const resources: Resource = { [locale]: { translation: translations as Resource[string]["translation"] } };
    void instance.init({
      lng: locale,
      fallbackLng: false,
      resources,
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    });
    instances.set(locale, instance);
  }
  return instance;
}
