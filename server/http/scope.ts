import type { Context } from "hono";
import { isLocale, type Locale } from "../contract/urls";
import { findSiteByApiKey, findSiteByHost, resolveStore, type SiteRecord, type StoreRecord } from "../modules/site";
import type { Services } from "../services";
import { PlatformError, unauthorized } from "./errors";

/** What every handler knows about the request it serves (spec section 7 headers). */
export interface RequestScope {
  services: Services;
  site: SiteRecord;
  store: StoreRecord;
  language: Locale;
  accessToken: string | null;
  request: Request;
}

/** The header names the platform reads; HTTP header names are case-insensitive. */
export const platformHeaders = {
  language: "language",
  storeId: "storeid",
  apiKey: "apikey",
  siteId: "siteid",
  accessToken: "accesstoken",
} as const;

function hostOfReferer(c: Context): string | null {
  const referer = c.req.header("referer");
  if (referer) {
    try {
      return new URL(referer).host;
    } catch {
      /* fall through to Host */
    }
  }
  return c.req.header("x-forwarded-host") ?? c.req.header("host") ?? null;
}

export async function resolveScope(c: Context, services: Services, isPublic: boolean): Promise<RequestScope> {
  const apiKey = c.req.header(platformHeaders.apiKey);
  let site: SiteRecord | undefined;
  if (apiKey) {
    site = await findSiteByApiKey(services, apiKey);
    if (!site) throw unauthorized("Unknown API key.");
  } else if (isPublic) {
    site = await findSiteByHost(services, hostOfReferer(c));
  } else {
    throw unauthorized("API key is missing.");
  }
  if (!site) throw new PlatformError("No site is configured.", 503);

  const siteIdHeader = c.req.header(platformHeaders.siteId);
  if (siteIdHeader && Number(siteIdHeader) !== site.id) throw unauthorized("The API key does not belong to this site.");

  const requested = c.req.header(platformHeaders.language);
  const language: Locale = isLocale(requested) ? requested : site.defaultLanguage;
  const storeHeader = c.req.header(platformHeaders.storeId);
  const storeId = storeHeader && /^\d+$/.test(storeHeader) ? Number(storeHeader) : null;
  const store = resolveStore(site, language, storeId);
  if (!store) throw new PlatformError("Store is not defined", 400);

  const token = c.req.header(platformHeaders.accessToken) ?? null;
  return { services, site, store, language, accessToken: token || null, request: c.req.raw };
}
