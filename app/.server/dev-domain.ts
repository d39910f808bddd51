/**
 * The developer menu's domain choice (spec section 1, "change domain"): outside production a
 * developer may make the storefront serve another site of the platform, as if it were reached on
 * that site's domain. The choice is a signed cookie naming the domain's URL; the platform client
 * then detects the site by that URL (`domainDetect`) instead of by the storefront's API key. In
 * production the cookie is never read, so it can change nothing.
 */
import { createContext } from "react-router";
import { config } from "./config";
import { readCookie, signedCookie } from "./cookies";

/** The chosen domain's URL, kept for the browser session. */
export const devDomainCookie = signedCookie("dev-domain");

/** This request's chosen domain (null: the site of the storefront's API key). */
export const devDomainContext = createContext<string | null>(null);

/** A domain as the picker stores it: an http(s) origin. */
export function isDomainUrl(value: unknown): value is string {
  if (typeof value !== "string" || value.length > 300) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.origin === value.replace(/\/+$/, "");
  } catch {
    return false;
  }
}

/** The domain the request's cookie chose, honoured only outside production. */
export async function devDomainOf(request: Request, isProduction = config.isProduction): Promise<string | null> {
  if (isProduction) return null;
  const chosen = await readCookie<unknown>(devDomainCookie, request);
  return isDomainUrl(chosen) ? chosen : null;
}
