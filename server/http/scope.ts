import { accountsMessages } from "../contract/accounts";
import { platformMessages } from "../contract/errors";
import { isLocale, type Locale } from "../contract/urls";
import type { CallContext } from "../contract/transport";
import { noteRequest } from "../log";
import { activeSession, verifyAccessToken, type AccessClaims } from "../modules/accounts";
import type { CallerFacts, Scope, UserScope } from "../modules/scope";
import { findSiteByApiKey, findSiteByHost, resolveStore, type SiteRecord } from "../modules/site";
import { isStorefrontProof } from "../secrets";
import type { Services } from "../services";
import { forbidden, PlatformError, unauthorized } from "./errors";
import { platformHeaders } from "./headers";

/**
 * What every handler knows about the call it serves (spec section 7 headers, or their typed context
 * in process): the domain's scope (site, store, language, user), handed to module calls as it is,
 * and what only the HTTP layer reads (tokens, the caller's address and proof). Its `userId` is set
 * when the access token is a valid, unexpired token of this site whose session is still open.
 */
export interface RequestScope extends Scope {
  services: Services;
  accessToken: string | null;
  /** The refresh token the caller sent (`refreshtoken`), for the refresh and logout calls. */
  refreshToken: string | undefined;
  /** The user's back-office flag as stored now (not as the token says: it may predate a demotion). */
  isBackoffice: boolean;
  /** Set once the call has been let through as a back-office user's: its change goes to the audit log. */
  actsAsBackoffice: boolean;
  /** The verified claims of the access token (null without a valid one). */
  auth: AccessClaims | null;
  /** True when an access token was sent but is invalid or expired (ignored by public endpoints). */
  accessTokenInvalid: boolean;
  /** True when the storefront calls: with its proof (header `storefront`) over HTTP, with a visitor's
   * address in the context in process. */
  fromStorefront: boolean;
  /** The client's address: the visitor's, when the storefront calls on their behalf, else the
   * connection's (as the Node host saw it), else "unknown". */
  clientAddress: string;
}

/**
 * Who calls, as both transports tell it: header text over HTTP (`callerFromHeaders`), the typed
 * context in process (`callerFromContext`). One resolution (`resolveScope`) serves both.
 */
export interface Caller {
  apiKey: string | undefined;
  language: string | undefined;
  siteId: string | undefined;
  storeId: string | undefined;
  accessToken: string | undefined;
  refreshToken: string | undefined;
  fromStorefront: boolean;
  clientAddress: string;
  /** For the public calls without an API key: the host of the caller's page (Referer, else Host). */
  host: string | null;
}

/** A request whose user is signed in. */
export type SignedIn = RequestScope & UserScope;

const isSignedIn = (scope: RequestScope): scope is SignedIn => scope.userId !== null;

/** The request, with its user; 401 "No active user" without a token, "Invalid access token." with a bad one. */
export function requireUser(scope: RequestScope): SignedIn {
  if (isSignedIn(scope)) return scope;
  if (scope.accessTokenInvalid) throw unauthorized(accountsMessages.invalidAccess);
  throw unauthorized(accountsMessages.noActiveUser);
}

/** The request, with its back-office user; 403 "Forbidden" for other users. */
export function requireBackoffice(scope: RequestScope): SignedIn {
  const signedIn = requireUser(scope);
  if (!scope.isBackoffice) throw forbidden(accountsMessages.forbidden);
  scope.actsAsBackoffice = true;
  return signedIn;
}

/** What the register, password and order calls weigh about the caller (server/modules/scope.ts). */
export function callerFacts(scope: RequestScope): CallerFacts {
  return { trustedStorefront: scope.fromStorefront, clientAddress: scope.clientAddress };
}

/** The address a call is counted by: the one the storefront vouches for, else the connection's. */
function clientAddressOf(fromStorefront: boolean, claimed: string | undefined, connection: string | undefined): string {
  const vouched = fromStorefront ? claimed?.trim() : undefined;
  if (vouched && vouched.length <= 64) return vouched;
  return connection || "unknown";
}

function hostOfReferer(header: (name: string) => string | undefined): string | null {
  const referer = header("referer");
  if (referer) {
    try {
      return new URL(referer).host;
    } catch {
      /* fall through to Host */
    }
  }
  return header("x-forwarded-host") ?? header("host") ?? null;
}

/**
 * The caller of an HTTP request. `connection` is the address of the Node request it came in on
 * (@hono/node-server's bindings): behind the Express host that is Express's `req.ip`, which
 * honours TRUST_PROXY; served alone (server/main.ts) the plain socket's.
 */
export function callerFromHeaders(
  header: (name: string) => string | undefined,
  connection: string | undefined,
): Caller {
  const fromStorefront = isStorefrontProof(header(platformHeaders.storefront));
  return {
    apiKey: header(platformHeaders.apiKey),
    language: header(platformHeaders.language),
    siteId: header(platformHeaders.siteId),
    storeId: header(platformHeaders.storeId),
    accessToken: header(platformHeaders.accessToken),
    refreshToken: header(platformHeaders.refreshToken),
    fromStorefront,
    clientAddress: clientAddressOf(fromStorefront, header(platformHeaders.clientIp), connection),
    host: hostOfReferer(header),
  };
}

/** The caller of an in-process call: the host's own storefront, so a visitor's address is believed. */
export function callerFromContext(context: CallContext): Caller {
  const fromStorefront = !!context.visitorAddress;
  return {
    apiKey: context.apiKey,
    language: context.language,
    siteId: context.siteId === undefined ? undefined : String(context.siteId),
    storeId: context.storeId === undefined ? undefined : String(context.storeId),
    accessToken: context.accessToken,
    refreshToken: context.refreshToken,
    fromStorefront,
    clientAddress: clientAddressOf(fromStorefront, context.visitorAddress, undefined),
    host: null,
  };
}

export async function resolveScope(services: Services, caller: Caller, isPublic: boolean): Promise<RequestScope> {
  let site: SiteRecord | undefined;
  if (caller.apiKey) {
    site = await findSiteByApiKey(services, caller.apiKey);
    if (!site) throw unauthorized(platformMessages.apiKeyUnknown);
  } else if (isPublic) {
    site = await findSiteByHost(services, caller.host);
  } else {
    throw unauthorized(platformMessages.apiKeyMissing);
  }
  if (!site) throw new PlatformError(platformMessages.noSite, 503);

  if (caller.siteId && Number(caller.siteId) !== site.id) throw unauthorized(platformMessages.siteMismatch);

  const language: Locale = isLocale(caller.language) ? caller.language : site.defaultLanguage;
  const storeId = caller.storeId && /^\d+$/.test(caller.storeId) ? Number(caller.storeId) : null;
  const store = resolveStore(site, language, storeId);
  if (!store) throw new PlatformError(platformMessages.storeUndefined, 400);

  const token = caller.accessToken || null;
  const verified = token ? verifyAccessToken(token) : null;
  // A genuine token still needs its session open: logout, a password reset or a reused refresh
  // token end it before the token expires.
  const session = verified && verified.site === site.id ? await activeSession(services, verified) : null;
  const auth = verified && session ? { ...verified, bo: session.isBackoffice, scope: session.scope } : null;
  if (auth) noteRequest({ userId: auth.sub });
  return {
    services,
    site,
    store,
    language,
    accessToken: token,
    refreshToken: caller.refreshToken,
    userId: auth?.sub ?? null,
    isBackoffice: auth?.bo ?? false,
    actsAsBackoffice: false,
    auth,
    accessTokenInvalid: token !== null && auth === null,
    fromStorefront: caller.fromStorefront,
    clientAddress: caller.clientAddress,
  };
}
