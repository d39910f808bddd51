import type { Context } from "hono";
import { accountsMessages } from "../contract/accounts";
import { platformMessages } from "../contract/errors";
import { isLocale, type Locale } from "../contract/urls";
import { activeSession, verifyAccessToken, type AccessClaims } from "../modules/accounts";
import { findSiteByApiKey, findSiteByHost, resolveStore, type SiteRecord, type StoreRecord } from "../modules/site";
import { isStorefrontProof } from "../secrets";
import type { Services } from "../services";
import { forbidden, PlatformError, unauthorized } from "./errors";

/** What every handler knows about the request it serves (spec section 7 headers). */
export interface RequestScope {
  services: Services;
  site: SiteRecord;
  store: StoreRecord;
  language: Locale;
  accessToken: string | null;
  request: Request;
  /** The signed-in user: set when the accesstoken header holds a valid, unexpired token of this site
   * whose session is still open. */
  userId: number | null;
  /** The user's back-office flag as stored now (not as the token says: it may predate a demotion). */
  isBackoffice: boolean;
  /** The verified claims of the access token (null without a valid one). */
  auth: AccessClaims | null;
  /** True when an access token was sent but is invalid or expired (ignored by public endpoints). */
  accessTokenInvalid: boolean;
  /** True when the request carries the storefront's proof (header `storefront`). */
  fromStorefront: boolean;
  /** The client's address: the storefront's `clientip` header when it proved itself, else the
   * connection's (as the Node host saw it), else "unknown". */
  clientAddress: string;
}

/** The header names the platform reads; HTTP header names are case-insensitive. */
export const platformHeaders = {
  language: "language",
  storeId: "storeid",
  apiKey: "apikey",
  siteId: "siteid",
  accessToken: "accesstoken",
  refreshToken: "refreshtoken",
  /** The storefront's proof (server/secrets.ts storefrontProof). */
  storefront: "storefront",
  /** The end client's address, trusted only with the storefront's proof. */
  clientIp: "clientip",
} as const;

/** The user of the request; 401 "No active user" without a token, "Invalid access token." with a bad one. */
export function requireUser(scope: RequestScope): number {
  if (scope.userId !== null) return scope.userId;
  if (scope.accessTokenInvalid) throw unauthorized(accountsMessages.invalidAccess);
  throw unauthorized(accountsMessages.noActiveUser);
}

/** The back-office user of the request; 403 "Forbidden" for other users. */
export function requireBackoffice(scope: RequestScope): number {
  const userId = requireUser(scope);
  if (!scope.isBackoffice) throw forbidden(accountsMessages.forbidden);
  return userId;
}

/**
 * What @hono/node-server hands the app with each request: the Node request it came in on. Behind
 * the Express host that is Express's request, whose `ip` honours TRUST_PROXY (the forwarded
 * address only from proxies it trusts); served alone (server/main.ts) it is the plain socket.
 */
type NodeBindings = { incoming?: { ip?: unknown; socket?: { remoteAddress?: string } } } | undefined;

function clientAddressOf(c: Context, fromStorefront: boolean): string {
  const claimed = fromStorefront ? c.req.header(platformHeaders.clientIp)?.trim() : undefined;
  if (claimed && claimed.length <= 64) return claimed;
  const incoming = (c.env as NodeBindings)?.incoming;
  const seen = typeof incoming?.ip === "string" ? incoming.ip : incoming?.socket?.remoteAddress;
  return seen || "unknown";
}

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
    if (!site) throw unauthorized(platformMessages.apiKeyUnknown);
  } else if (isPublic) {
    site = await findSiteByHost(services, hostOfReferer(c));
  } else {
    throw unauthorized(platformMessages.apiKeyMissing);
  }
  if (!site) throw new PlatformError(platformMessages.noSite, 503);

  const siteIdHeader = c.req.header(platformHeaders.siteId);
  if (siteIdHeader && Number(siteIdHeader) !== site.id) throw unauthorized(platformMessages.siteMismatch);

  const requested = c.req.header(platformHeaders.language);
  const language: Locale = isLocale(requested) ? requested : site.defaultLanguage;
  const storeHeader = c.req.header(platformHeaders.storeId);
  const storeId = storeHeader && /^\d+$/.test(storeHeader) ? Number(storeHeader) : null;
  const store = resolveStore(site, language, storeId);
  if (!store) throw new PlatformError(platformMessages.storeUndefined, 400);

  const token = c.req.header(platformHeaders.accessToken) || null;
  const verified = token ? verifyAccessToken(token) : null;
  // A genuine token still needs its session open: logout, a password reset or a reused refresh
  // token end it before the token expires.
  const session = verified && verified.site === site.id ? await activeSession(services, verified) : null;
  const auth = verified && session ? { ...verified, bo: session.isBackoffice, scope: session.scope } : null;
  const fromStorefront = isStorefrontProof(c.req.header(platformHeaders.storefront));
  return {
    services,
    site,
    store,
    language,
    accessToken: token,
    request: c.req.raw,
    userId: auth?.sub ?? null,
    isBackoffice: auth?.bo ?? false,
    auth,
    accessTokenInvalid: token !== null && auth === null,
    fromStorefront,
    clientAddress: clientAddressOf(c, fromStorefront),
  };
}
