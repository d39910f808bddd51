/** Texts kept per language in one JSON column ({en, hr}): labels, alt texts. */
import type { Locale } from "../contract/urls";

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
