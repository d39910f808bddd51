import { checkout } from "#server/contract";
import { log } from "#server/log";
import type { PlatformClient } from "~/.server/platform";
import type { CountryOption } from "~/components/account/AddressFields";

/**
 * The country select's options in the visitor's language (the platform names and sorts them): the
 * countries the checkout accepts, so that no address saved in the profile or at registration is one
 * the checkout refuses (the platform refuses to save one elsewhere).
 */
export async function countryOptions(api: PlatformClient): Promise<CountryOption[]> {
  try {
    const countries = await api.call(checkout.availableCountries, {});
    return countries.map((c) => ({ value: c.iso, label: c.name }));
  } catch (error) {
    log.warn("countries could not be loaded", { err: error });
    return [];
  }
}
