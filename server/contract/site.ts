import { z } from "zod";
import { endpoint, idNumber, queryId } from "./define";

export const language = z.object({
  id: z.number(),
  code: z.string(),
  code2: z.string(),
  name: z.string(),
  name_hrv: z.string(),
  name_eng: z.string(),
  name_ger: z.string(),
  name_srp: z.string(),
});
export type Language = z.infer<typeof language>;

export const country = z.object({ id: z.number(), iso: z.string(), code: z.string(), name: z.string() });
export type Country = z.infer<typeof country>;

export const mediaSizeOption = z.object({
  id: z.number(),
  key: z.string(),
  value: z.string(),
  autoResize: z.boolean(),
  x: z.number(),
  y: z.number(),
});
export type MediaSizeOption = z.infer<typeof mediaSizeOption>;

export { mediaSizes, DEFAULT_MEDIA_SIZE, type MediaSizeKey } from "./media-sizes";

export const checkoutSettings = z.object({
  checkoutEnabled: z.number(),
  guestCheckout: z.number(),
  mergeItems: z.number(),
  giftWrap: z.number(),
  giftMessage: z.number(),
  socialLogins: z.number(),
  /** 0 redirect to the cart, 1 stay on the page, 2 popup. */
  cartType: z.number(),
  /** 0 one page, 1 one step. */
  checkoutType: z.number(),
  /** "ALL" or a list of ISO country codes. */
  allowedCountries: z.union([z.literal("ALL"), z.array(z.string())]),
});
export type CheckoutSettings = z.infer<typeof checkoutSettings>;

export const currencyConfig = z.object({
  mainCurrency: z.string(),
  mainCurrencyId: z.number(),
  mainCurrencySymbol: z.string(),
  allowedCurrencies: z.array(z.object({ id: z.number(), label: z.string(), symbol: z.string() })),
});
export type CurrencyConfig = z.infer<typeof currencyConfig>;

export const store = z.object({ storeID: z.number(), language: z.string(), loyalty: z.boolean() });

export const domainConfig = z.object({
  apiKeyToken: z.string(),
  apiKeyId: z.string(),
  siteID: z.number(),
  site: z.object({ name: z.string(), url: z.string() }),
  subdomain: z.string(),
  externalURLs: z.object({ generatePdf: z.string() }),
  stores: z.array(store),
  cmsLanguages: z.array(z.object({ id: z.number(), code2: z.string(), name: z.string(), default: z.boolean() })),
  extra: z.object({
    mediaOptions: z.array(mediaSizeOption),
    checkoutSettings: z.record(z.string(), checkoutSettings),
    currencyConfig: z.record(z.string(), currencyConfig),
  }),
});
export type DomainConfig = z.infer<typeof domainConfig>;

export const commonsLanguages = endpoint({
  method: "GET",
  path: "v1/commons/languages",
  input: z.object({}),
  output: z.array(language),
});

export const commonsCountries = endpoint({
  method: "GET",
  path: "v1/commons/countries",
  input: z.object({}),
  output: z.array(country),
});

export const domainDetect = endpoint({
  method: "POST",
  path: "v2/domainDetect",
  public: true,
  /** Without a url, the Referer (or Host) header of the request decides. */
  input: z.object({ url: z.url().optional() }),
  output: domainConfig,
});

export const domainFilter = endpoint({
  method: "POST",
  path: "v1/domain/filter",
  input: z.object({ page: z.number().int().min(1).default(1), limit: z.number().int().min(1).max(100).default(20) }),
  output: z.object({
    records: z.array(z.object({ name: z.string(), url: z.string() })),
    totalRecords: z.number(),
    totalPages: z.number(),
  }),
});

const domain = z.object({ name: z.string(), url: z.string() });

/**
 * Back office only: every site of the platform with its URL and domains (the developer menu's
 * domain picker, spec section 1 "change domain"), by id.
 */
export const domainAllSites = endpoint({
  method: "GET",
  path: "v1/domain/allSites",
  input: z.object({}),
  output: z.object({
    records: z.array(z.object({ id: z.number(), name: z.string(), url: z.string(), domains: z.array(domain) })),
  }),
});

export const checkoutSettingsGet = endpoint({
  method: "GET",
  path: "v1/settings/getCheckoutSettings",
  input: z.object({ storeId: queryId().optional() }),
  output: checkoutSettings,
});

export const currencyConfigGet = endpoint({
  method: "GET",
  path: "v2/settings/getCurrencyConfig",
  input: z.object({ storeId: queryId().optional() }),
  output: currencyConfig,
});

export const userSettingGet = endpoint({
  method: "GET",
  path: "v1/settings/general/user",
  input: z.object({ group: z.string().min(1).max(50), key: z.string().min(1).max(50) }),
  output: z.object({ group: z.string(), key: z.string(), value: z.string().nullable() }),
});

/** A checkout setting that is on (1) or off (0). */
const onOff = z.number().int().min(0).max(1);

/** Back-office users change a store's checkout settings (the cart-type setting among them). */
export const checkoutSettingsUpdate = endpoint({
  method: "PATCH",
  path: "v1/settings/checkoutSettings",
  input: checkoutSettings
    .extend({
      checkoutEnabled: onOff,
      guestCheckout: onOff,
      mergeItems: onOff,
      giftWrap: onOff,
      giftMessage: onOff,
      socialLogins: onOff,
      cartType: z.number().int().min(0).max(2),
      checkoutType: z.number().int().min(0).max(1),
      allowedCountries: z.union([z.literal("ALL"), z.array(z.string().regex(/^[A-Z]{2}$/)).max(300)]),
    })
    .partial()
    .extend({ storeId: idNumber().optional() }),
  output: checkoutSettings,
});
