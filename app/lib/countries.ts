import type { Locale } from "#server/contract/urls";

/** A country's name in a language, from its ISO code: Intl's name, or the code where Intl has none. */
export function countryName(iso: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(iso) ?? iso;
  } catch {
    return iso;
  }
}

/** Countries to choose from, by ISO code: named in a language (the admin's interface language), by name. */
export function countryChoices(codes: readonly string[], locale: Locale): { iso: string; name: string }[] {
  return codes
    .map((iso) => ({ iso, name: countryName(iso, locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}
