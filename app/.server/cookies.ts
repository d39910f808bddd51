import {
  createContext,
  createCookie,
  type Cookie,
  type CookieOptions,
  type MiddlewareFunction,
  type RouterContextProvider,
} from "react-router";
import { config } from "./config";

const YEAR = 365 * 24 * 60 * 60;

/** Every cookie is signed, httpOnly and SameSite=Lax; Secure whenever the site is served over HTTPS. */
export function signedCookie(name: string, options: CookieOptions = {}): Cookie {
  return createCookie(name, { path: "/", httpOnly: true, sameSite: "lax", secrets: config.sessionSecrets, ...options });
}

/** A site whose public address is https is served over it, even where a proxy that ends TLS
 * forwards plain HTTP and TRUST_PROXY is not set (the request's own scheme then reads http). */
const publicHttps = config.publicUrl.startsWith("https:");

export function secureFor(request: Request): { secure: boolean } {
  return { secure: publicHttps || new URL(request.url).protocol === "https:" };
}

/** The visitor's locale, kept 365 days (spec section 2). */
export const localeCookie = signedCookie("locale", { maxAge: YEAR });
/** Per locale and scheme, the locale cookie's Set-Cookie header. */
const localeHeaders = new Map<string, Promise<string>>();

/**
 * The locale cookie's Set-Cookie header. It carries Max-Age, not an expiry date, so for a locale
 * and scheme it is always the same: signed once, not on every page of every new visitor (signing
 * took 2% of a page's CPU under load).
 */
export function localeCookieHeader(locale: string, request: Request): Promise<string> {
  const secure = secureFor(request);
  const key = `${locale}|${secure.secure}`;
  let header = localeHeaders.get(key);
  if (!header) {
    header = localeCookie.serialize(locale, secure);
    localeHeaders.set(key, header);
    header.catch(() => localeHeaders.delete(key));
  }
  return header;
}

/** How many cookie values each cookie read through `verifiedOnce` remembers having read. */
const REMEMBERED_VALUES = 10_000;

/**
 * The cookie, its signature checked once per value: every page a visitor opens carries the same
 * cookies, and checking one (an HMAC through Web Crypto, on the thread pool) took about 5% of the
 * cart page's CPU under load. Whether a value verifies never changes while the server runs (its
 * secrets are read at start), so the reading is remembered by the value's text.
 */
export function verifiedOnce(cookie: Cookie): Cookie {
  const read = new Map<string, Promise<unknown>>();
  const valueIn = new RegExp(`(?:^|;)\\s*${cookie.name}=([^;]*)`);
  return {
    get name() {
      return cookie.name;
    },
    get isSigned() {
      return cookie.isSigned;
    },
    get expires() {
      return cookie.expires;
    },
    serialize: (value, options) => cookie.serialize(value, options),
    parse(header, options) {
      const raw = header ? valueIn.exec(header)?.[1] : undefined;
      if (raw === undefined || options) return cookie.parse(header, options);
      let value = read.get(raw);
      if (!value) {
        value = cookie.parse(`${cookie.name}=${raw}`);
        if (read.size >= REMEMBERED_VALUES) read.delete(read.keys().next().value!);
        read.set(raw, value);
        value.catch(() => read.delete(raw));
      }
      return value;
    },
  };
}

/** The cookie banner's answer. */
export const cookieConsentCookie = verifiedOnce(signedCookie("cookie-consent", { maxAge: YEAR }));

/** A tampered or unreadable cookie counts as absent, never as an error. */
export async function readCookie<T>(cookie: Cookie, request: Request): Promise<T | null> {
  try {
    return ((await cookie.parse(request.headers.get("Cookie"))) as T | null) ?? null;
  } catch {
    return null;
  }
}

/** Whether the request carries the cookie at all (readable or not). */
export function hasCookie(request: Request, name: string): boolean {
  return new RegExp(`(?:^|;\\s*)${name}=`).test(request.headers.get("Cookie") ?? "");
}

/** The answer with these Set-Cookie headers added (a copy when its headers are immutable, as a
 * Response from fetch has). */
export function withCookies(response: Response, cookies: readonly string[]): Response {
  if (!cookies.length) return response;
  try {
    for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const cookie of cookies) copy.headers.append("Set-Cookie", cookie);
    return copy;
  }
}

type Context = Readonly<RouterContextProvider>;

/** What a request means to do with a cookie: leave it, set it, clear it, or (`forget`) read it as
 * absent for the rest of the request without writing anything. */
export type CookieIntent = "keep" | "set" | "clear" | "forget";

interface CookieState<T> {
  request: Request;
  /** The request's value, read on first use. */
  carried: Promise<T | null> | null;
  change: { kind: "keep" | "clear" | "forget" } | { kind: "set"; value: T };
}

/**
 * A cookie with one writer, as the auth middleware is the session's (docs/architecture.md, "One
 * owner per cookie"). Code that needs the cookie reads it here and states what should become of it
 * (set a value, clear it) on the request context; the owning middleware opens the cookie as the
 * request starts and writes its Set-Cookie header once on the way out, whichever loader, action or
 * middleware changed it and however the answer ends (data, a redirect, an error page). A tampered
 * or malformed value reads as absent.
 */
export interface OwnedCookie<T> {
  readonly name: string;
  /** Called by the owning middleware before the request's code runs. */
  open(context: Context, request: Request): void;
  /** The value as this request sees it: what it set, null once cleared or forgotten, else the request's cookie. */
  read(context: Context): Promise<T | null>;
  /** The value the request came with, whatever this request has said since. */
  carried(context: Context): Promise<T | null>;
  /** The value a request carries, read before any of its code runs (the host asking which variant
   * of a page it may answer from its cache). */
  carriedBy(request: Request): Promise<T | null>;
  /** Whether the request carried the cookie (readable or not). */
  present(context: Context): boolean;
  intent(context: Context): CookieIntent;
  set(context: Context, value: T): void;
  clear(context: Context): void;
  forget(context: Context): void;
  /** The Set-Cookie header this request's intent makes, or null to leave the cookie as it is. */
  header(context: Context): Promise<string | null>;
}

export function ownedCookie<T>(cookie: Cookie, parse: (raw: unknown) => T | null): OwnedCookie<T> {
  const slot = createContext<CookieState<T> | null>(null);
  const state = (context: Context): CookieState<T> => {
    const found = context.get(slot);
    if (!found) throw new Error(`The middleware that owns the ${cookie.name} cookie did not run for this request.`);
    return found;
  };
  const carriedBy = (request: Request): Promise<T | null> =>
    readCookie<unknown>(cookie, request).then((raw) => (raw === null ? null : parse(raw)));
  const carried = (context: Context): Promise<T | null> => {
    const s = state(context);
    s.carried ??= carriedBy(s.request);
    return s.carried;
  };
  return {
    name: cookie.name,
    open(context, request) {
      context.set(slot, { request, carried: null, change: { kind: "keep" } });
    },
    carried,
    carriedBy,
    read(context) {
      const { change } = state(context);
      if (change.kind === "set") return Promise.resolve(change.value);
      if (change.kind !== "keep") return Promise.resolve(null);
      return carried(context);
    },
    present(context) {
      return hasCookie(state(context).request, cookie.name);
    },
    intent(context) {
      return state(context).change.kind;
    },
    set(context, value) {
      state(context).change = { kind: "set", value };
    },
    clear(context) {
      state(context).change = { kind: "clear" };
    },
    forget(context) {
      state(context).change = { kind: "forget" };
    },
    async header(context) {
      const { change, request } = state(context);
      if (change.kind === "set") return cookie.serialize(change.value, secureFor(request));
      if (change.kind === "clear") return cookie.serialize("", { ...secureFor(request), maxAge: 0 });
      return null;
    },
  };
}

/** The middleware of cookies that need nothing but their owner: opened first, written once on the way out. */
export function cookieOwner(...cookies: Pick<OwnedCookie<unknown>, "open" | "header">[]): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    for (const cookie of cookies) cookie.open(context, request);
    const response = await next();
    const headers = await Promise.all(cookies.map((cookie) => cookie.header(context)));
    return withCookies(
      response,
      headers.filter((header): header is string => header !== null),
    );
  };
}
