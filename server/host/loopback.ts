/**
 * One loopback name per site (decision 0052). A demo, development or test server whose PUBLIC_URL is
 * on this machine (http://localhost:3000 by default) is also reachable under the other loopback names
 * (127.0.0.1, [::1]). Cookies belong to one name, and the links the platform builds (the payment
 * provider's form and its way back, e-mails, OAuth) to PUBLIC_URL's: a visitor on another name would
 * come back from a payment without their session. Such a visitor's page requests are sent to
 * PUBLIC_URL's name at once. A PUBLIC_URL that is not loopback (production) changes nothing.
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** The request's host name and port as the browser sent them. */
function requestHost(req: Request): { name: string; port: string } | null {
  const header = req.get("host");
  if (!header) return null;
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d+))?$/.exec(header);
  if (!match) return null;
  return { name: match[1]!.toLowerCase(), port: match[2] ?? "" };
}

/**
 * The middleware that redirects a GET or HEAD on another loopback name of PUBLIC_URL's port to
 * PUBLIC_URL (308, path and query kept), or null when PUBLIC_URL is not loopback. The platform's API
 * (/api, /media) answers on every name: its clients are not browsers with a session.
 */
export function loopbackRedirect(publicUrl: string): RequestHandler | null {
  const target = new URL(publicUrl);
  if (!LOOPBACK.has(target.hostname) || (target.protocol !== "http:" && target.protocol !== "https:")) return null;
  const port = target.port || (target.protocol === "https:" ? "443" : "80");
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.path.startsWith("/api/") || req.path.startsWith("/media/")) return next();
    const host = requestHost(req);
    if (!host || !LOOPBACK.has(host.name) || host.name === target.hostname) return next();
    if ((host.port || (req.protocol === "https" ? "443" : "80")) !== port) return next();
    res.redirect(308, target.origin + req.originalUrl);
  };
}
