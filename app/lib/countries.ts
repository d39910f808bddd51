import type { Locale } from "#server/contract/urls";

/** A country's name in a language, from its ISO code: Intl's name, or the code where Intl has none. */
export function countryName(iso: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(iso) ?? iso;
  } catch {
    return iso;
  }
}
