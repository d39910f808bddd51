import type { Locale } from "../../server/contract/urls";
import { createTranslator, type TFunction, type Translations } from "../lib/i18n";

/**
 * Every JSON file under locales/{en,hr}/ is one area of strings (translation.json for the shared
 * ones, account.json, cart.json ...); they are merged into one tree per locale at build time.
 */
const files = import.meta.glob<Translations>("../../locales/*/*.json", { eager: true, import: "default" });

function merge(into: Translations, from: Translations): Translations {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    into[key] = typeof value === "object" && typeof existing === "object" ? merge({ ...existing }, value) : value;
  }
  return into;
}

const translations: Record<Locale, Translations> = { en: {}, hr: {} };
for (const [path, content] of Object.entries(files)) {
  const locale = /locales\/(\w+)\//.exec(path)?.[1] as Locale | undefined;
  if (locale && locale in translations) merge(translations[locale], content);
}

export function translationsFor(locale: Locale): Translations {
  return translations[locale];
}

export function tFor(locale: Locale): TFunction {
  return createTranslator(locale, translations[locale]);
}
