import type { CheckoutSettings, CurrencyConfig, DomainConfig, Language, MediaSizeOption } from "#server/contract/site";
import { checkoutSettings as checkoutSettingsSchema } from "#server/contract/site";
import type { Locale } from "#server/contract/urls";
import { isLocale } from "#server/contract/urls";
import type { Services } from "#server/services";

export interface SiteConfig {
  externalURLs: { generatePdf: string };
  mediaOptions: MediaSizeOption[];
  domains: { name: string; url: string }[];
}

export interface StoreRecord {
  id: number;
  languageCode: Locale;
  currencyId: number;
  loyalty: boolean;
  checkoutSettings: CheckoutSettings;
}

export interface SiteRecord {
  id: number;
  name: string;
  url: string;
  subdomain: string;
  apiKey: string;
  apiKeyId: string;
  defaultLanguage: Locale;
  allowedLanguageIds: number[];
  config: SiteConfig;
  stores: StoreRecord[];
}

const SITES = "sites";

async function loadSites(services: Services): Promise<SiteRecord[]> {
  return services.cache.get(SITES, "all", async () => {
    const [sites, stores] = await Promise.all([
      services.db.selectFrom("sites").selectAll().execute(),
      services.db.selectFrom("stores").selectAll().orderBy("id").execute(),
    ]);
    return sites.map((s) => ({
      id: s.id,
      name: s.name,
      url: s.url,
      subdomain: s.subdomain,
      apiKey: s.api_key,
      apiKeyId: s.api_key_id,
      defaultLanguage: isLocale(s.default_language) ? s.default_language : "en",
      allowedLanguageIds: JSON.parse(s.allowed_language_ids) as number[],
      config: JSON.parse(s.config) as SiteConfig,
      stores: stores
        .filter((st) => st.site_id === s.id && isLocale(st.language_code))
        .map((st) => ({
          id: st.id,
          languageCode: st.language_code as Locale,
          currencyId: st.currency_id,
          loyalty: st.loyalty === 1,
          checkoutSettings: checkoutSettingsSchema.parse(JSON.parse(st.checkout_settings)),
        })),
    }));
  });
}

export function invalidateSites(services: Services): void {
  services.cache.invalidate(SITES);
}

export async function findSiteByApiKey(services: Services, apiKey: string): Promise<SiteRecord | undefined> {
  return (await loadSites(services)).find((s) => s.apiKey === apiKey);
}

export async function findSiteById(services: Services, id: number): Promise<SiteRecord | undefined> {
  return (await loadSites(services)).find((s) => s.id === id);
}

/** The site whose URL or one of whose domains has this host; the first site when none matches. */
export async function findSiteByHost(services: Services, host: string | null): Promise<SiteRecord | undefined> {
  const sites = await loadSites(services);
  const hostOf = (url: string) => {
    try {
      return new URL(url).host;
    } catch {
      return "";
    }
  };
  const match = host
    ? sites.find((s) => hostOf(s.url) === host || s.config.domains.some((d) => hostOf(d.url) === host))
    : undefined;
  return match ?? sites[0];
}

/** The store named by the storeId header if it belongs to the site, else the store of the language. */
export function resolveStore(site: SiteRecord, language: Locale, storeId: number | null): StoreRecord | undefined {
  if (storeId !== null) {
    const byId = site.stores.find((s) => s.id === storeId);
    if (byId) return byId;
  }
  return site.stores.find((s) => s.languageCode === language) ?? site.stores[0];
}

export async function listLanguages(services: Services): Promise<Language[]> {
  return services.cache.get(SITES, "languages", () =>
    services.db.selectFrom("languages").selectAll().orderBy("id").execute(),
  );
}

export async function listCountries(services: Services, language: Locale) {
  const rows = await services.cache.get(SITES, "countries", () =>
    services.db.selectFrom("countries").selectAll().orderBy("iso").execute(),
  );
  const names = new Intl.DisplayNames([language], { type: "region" });
  return rows
    .map((r) => ({ id: r.id, iso: r.iso, code: r.code, name: names.of(r.iso) ?? r.iso }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

/**
 * Whether a store delivers to a country (its checkout settings' allowedCountries; 'ALL' is every
 * country). The one rule of where an address may be: the checkout's addresses, both of them, and the
 * address book's (spec section 3).
 */
export function storeDeliversTo(store: StoreRecord, iso: string): boolean {
  const allowed = store.checkoutSettings.allowedCountries;
  return allowed === "ALL" || allowed.some((c) => c.toUpperCase() === iso.trim().toUpperCase());
}

/** The countries a store delivers to (storeDeliversTo), named in the language and sorted by name. */
export async function deliveryCountries(services: Services, store: StoreRecord, language: Locale) {
  return (await listCountries(services, language)).filter((c) => storeDeliversTo(store, c.iso));
}

async function currencyById(services: Services, id: number) {
  const all = await services.cache.get(SITES, "currencies", () =>
    services.db.selectFrom("currencies").selectAll().orderBy("id").execute(),
  );
  const found = all.find((c) => c.id === id);
  if (!found) throw new Error(`Currency ${id} is not configured`);
  return { found, all };
}

export async function currencyConfig(services: Services, store: StoreRecord): Promise<CurrencyConfig> {
  const { found, all } = await currencyById(services, store.currencyId);
  return {
    mainCurrency: found.label,
    mainCurrencyId: found.id,
    mainCurrencySymbol: found.symbol,
    allowedCurrencies: all.filter((c) => c.id === found.id),
  };
}

export async function domainConfig(services: Services, site: SiteRecord): Promise<DomainConfig> {
  const languages = await listLanguages(services);
  const checkoutSettings: Record<string, CheckoutSettings> = {};
  const currencies: Record<string, CurrencyConfig> = {};
  for (const store of site.stores) {
    checkoutSettings[String(store.id)] = store.checkoutSettings;
    currencies[String(store.id)] = await currencyConfig(services, store);
  }
  return {
    apiKeyToken: site.apiKey,
    apiKeyId: site.apiKeyId,
    siteID: site.id,
    site: { name: site.name, url: site.url },
    subdomain: site.subdomain,
    externalURLs: site.config.externalURLs,
    stores: site.stores.map((s) => ({ storeID: s.id, language: s.languageCode, loyalty: s.loyalty })),
    cmsLanguages: languages
      .filter((l) => site.allowedLanguageIds.includes(l.id))
      .map((l) => ({ id: l.id, code2: l.code2, name: l.name, default: l.code2 === site.defaultLanguage })),
    extra: { mediaOptions: site.config.mediaOptions, checkoutSettings, currencyConfig: currencies },
  };
}

export async function findSiteByApiKeyId(services: Services, apiKeyId: string): Promise<SiteRecord | undefined> {
  return (await loadSites(services)).find((s) => s.apiKeyId === apiKeyId);
}

/** Changes a store's checkout settings; every process sees the change (the sites memo is invalidated). */
export async function updateCheckoutSettings(
  services: Services,
  store: StoreRecord,
  changes: Partial<CheckoutSettings>,
): Promise<CheckoutSettings> {
  const next = checkoutSettingsSchema.parse({ ...store.checkoutSettings, ...changes });
  await services.db
    .updateTable("stores")
    .set({ checkout_settings: JSON.stringify(next) })
    .where("id", "=", store.id)
    .execute();
  invalidateSites(services);
  return next;
}
export { allSiteDomains } from "./domains";
