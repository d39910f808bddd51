import en from "../../locales/en/translation.json";
import hr from "../../locales/hr/translation.json";
import type { Locale } from "../../server/contract/urls";
import { createTranslator, type TFunction, type Translations } from "../lib/i18n";

const translations: Record<Locale, Translations> = { en, hr };

export function translationsFor(locale: Locale): Translations {
  return translations[locale];
}

export function tFor(locale: Locale): TFunction {
  return createTranslator(locale, translations[locale]);
}
