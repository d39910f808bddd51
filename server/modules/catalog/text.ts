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

export type Labels = Record<string, string>;

/** Parses a JSON {en, hr} label column; bad JSON gives an empty map rather than a failed page. */
export function parseLabels(text: string | null | undefined): Labels {
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === "object" && !Array.isArray(value)) {
      const out: Labels = {};
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) if (typeof v === "string") out[k] = v;
      return out;
    }
    if (typeof value === "string") return { en: value };
  } catch {
    /* fall through */
  }
  return {};
}

/** The label in the language, else English, else any. */
export function labelIn(labels: Labels, language: Locale, fallback = ""): string {
  return labels[language] || labels.en || Object.values(labels).find((v) => v) || fallback;
}

const words = {
  en: { price: "Price", yes: "Yes", no: "No" },
  hr: { price: "Cijena", yes: "Da", no: "Ne" },
} as const satisfies Record<Locale, Record<string, string>>;

export function word(language: Locale, key: keyof (typeof words)["en"]): string {
  return (words[language] ?? words.en)[key];
}

/** BCP 47 tags for Intl formatting per locale. */
export const intlLocale: Record<Locale, string> = { en: "en-IE", hr: "hr-HR" };
