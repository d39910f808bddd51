import type { InitOptions } from "i18next";
import { createContext, useContext } from "react";
import { defaultLocale, locales, type Locale } from "../../server/contract/urls";

/**
 * Translation: nested JSON per locale (locales/{en,hr}/translation.json), keys as in the spec
 * (core.notifications.userExists, error.invalidQuantity ...), `{{name}}` interpolation and
 * plurals through Intl.PluralRules (`key_one`, `key_few`, `key_other`; Croatian needs `few`).
 * A small translator of our own instead of i18next: it costs no client JavaScript and nothing per
 * request (docs/decisions/0001-i18n.md).
 */
export type Translations = { [key: string]: string | Translations };
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

const pluralRules = new Map<Locale, Intl.PluralRules>();
const translators = new WeakMap<Translations, TFunction>();

function lookup(translations: Translations, key: string): string | undefined {
  let node: string | Translations | undefined = translations;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

export function createTranslator(locale: Locale, translations: Translations): TFunction {
  const cached = translators.get(translations);
  if (cached) return cached;
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  const plural = rules;
  const t: TFunction = (key, values) => {
    let text: string | undefined;
    if (values?.count !== undefined) text = lookup(translations, `${key}_${plural.select(values.count)}`) ?? lookup(translations, `${key}_other`);
    text ??= lookup(translations, key);
    if (text === undefined) {
      if (values?.defaultValue !== undefined) return values.defaultValue;
      if (import.meta.env?.DEV) console.warn(`Missing translation: ${locale}.${key}`);
      return key;
    }
    if (!values) return text;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (values[name] !== undefined ? String(values[name]) : match));
  };
  translators.set(translations, t);
  return t;
}

const TranslationContext = createContext<{ locale: Locale; t: TFunction }>({
  locale: "en",
  t: (key, values) => values?.defaultValue ?? key,
});

export function TranslationProvider({ locale, translations, children }: { locale: Locale; translations: Translations; children: React.ReactNode }) {
  return <TranslationContext.Provider value={{ locale, t: createTranslator(locale, translations) }}>{children}</TranslationContext.Provider>;
}

export function useTranslation() {
  return useContext(TranslationContext);
}

/** A route's translations (remix-i18next's `handle.i18n`): the namespaces its page renders. A page
 * carries those of its routes, the root's "common" included. */
export interface TranslationHandle {
  i18n: string[];
}
