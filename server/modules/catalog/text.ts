import type { Locale } from "#server/contract/urls";

/** Lower case without diacritics ("Košarica" -> "kosarica"); đ has no decomposition, so it is mapped by hand. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/đ/g, "d")
    .replace(/ß/g, "ss");
}

/** An address made of a name: folded to ASCII letters and digits, apostrophes dropped, words joined by
 * single hyphens ("Šalica Đir" -> "salica-dir"); `max` characters at most. For the back office's new
 * products and categories. */
export function slugFromName(name: string, max = Infinity): string {
  return fold(name)
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+/, "")
    .slice(0, max)
    .replace(/-+$/, "");
}

export { labelIn, parseLabels, type Labels } from "../labels";

const words = {
  en: { price: "Price", yes: "Yes", no: "No" },
  hr: { price: "Cijena", yes: "Da", no: "Ne" },
} as const satisfies Record<Locale, Record<string, string>>;

export function word(language: Locale, key: keyof (typeof words)["en"]): string {
  return (words[language] ?? words.en)[key];
}

/** BCP 47 tags for Intl formatting per locale. */
export const intlLocale: Record<Locale, string> = { en: "en-IE", hr: "hr-HR" };
