/**
 * The site's WwwPolicy option (spec section 3; docs/decisions/0056-www-policy.md): "non-www" sends
 * a page asked on `www.<host>` to `<host>`, "www" sends `<host>` to `www.<host>`, with a 301 that
 * keeps the path and query. Any other value (empty, "none") redirects nothing. Only page requests
 * are moved (GET and HEAD outside /api, /media and /assets): a posted form is never redirected,
 * and the platform's API answers on every name. Loopback names, IP addresses and one-label names
 * (a container's) are left alone, and so is PUBLIC_URL's own host name: the links the platform
 * builds (e-mails, payment returns, OAuth) point there, and a redirect away from it would break them.
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { log } from "../log";

export type WwwPolicy = "www" | "non-www" | null;

/** The option's value as a policy; anything else is none. */
export function parseWwwPolicy(value: string | null | undefined): WwwPolicy {
  const v = value?.trim().toLowerCase();
  return v === "www" || v === "non-www" ? v : null;
}

/** How long a browser may keep the redirect: short, so that a changed policy is not fought by the
 * browsers' memory of the old one (a 301 without it is kept for good). */
export const WWW_REDIRECT_MAX_AGE = 3600;

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** The host name a request for `name` belongs on under the policy, or null when it is on it. */
export function wwwTarget(name: string, policy: WwwPolicy, publicHost: string | null): string | null {
  const host = name.toLowerCase();
  if (!policy || host === publicHost) return null;
  if (LOOPBACK.has(host) || host.startsWith("[") || IPV4.test(host) || !host.includes(".")) return null;
  const www = host.startsWith("www.");
  if (policy === "non-www") return www && host.length > 4 && host.slice(4).includes(".") ? host.slice(4) : null;
  if (www || host.endsWith(".localhost")) return null;
  return `www.${host}`;
}

/**
 * The middleware. `policy` reads the option (the caller caches it); when it cannot be read the
 * request goes on, unredirected.
 */
export function wwwPolicyRedirect(publicUrl: string, policy: () => Promise<WwwPolicy>): RequestHandler {
  const publicHost = URL.canParse(publicUrl) ? new URL(publicUrl).hostname.toLowerCase() : null;
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (/^\/(?:api|media|assets)\//.test(req.path)) return next();
    const header = req.get("host");
    const match = header ? /^(\[[^\]]*\]|[^:]*)(?::(\d+))?$/.exec(header) : null;
    if (!match) return next();
    const [, name, port] = match;
    policy().then(
      (current) => {
        const target = wwwTarget(name!, current, publicHost);
        if (!target) return next();
        res.setHeader("Cache-Control", `max-age=${WWW_REDIRECT_MAX_AGE}`);
        res.redirect(301, `${req.protocol}://${target}${port ? `:${port}` : ""}${req.originalUrl}`);
      },
      (err: unknown) => {
        log.warn("WwwPolicy not read", { err });
        next();
      },
    );
  };
}

/**
 * The policy, read once and kept until `forget` (the platform in this process drops the options'
 * memo tag) or, with `seconds`, at most that long (a platform in another process).
 */
export function cachedWwwPolicy(read: () => Promise<WwwPolicy>, seconds: number | null) {
  let kept: { value: Promise<WwwPolicy>; until: number } | null = null;
  return {
    get(): Promise<WwwPolicy> {
      const now = Date.now();
      if (kept && now < kept.until) return kept.value;
      const value = read();
      const entry = { value, until: seconds === null ? Infinity : now + seconds * 1000 };
      kept = entry;
      value.catch(() => {
        if (kept === entry) kept = null;
      });
      return value;
    },
    forget() {
      kept = null;
    },
  };
}
