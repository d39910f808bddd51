/**
 * PasswordProtection on the storefront (docs/decisions/0059-custom-code.md): while the site has a
 * password, a shopper's page request goes to the password page of its language first, with the
 * page as a safe return path. Through: back-office users, the admin login and the back office,
 * files, the platform and the storefront's own calls (the dev gate's exemptions), the password page
 * itself; and a visitor whose signed cookie holds the current password's fingerprint (the options
 * show a fingerprint, never the password: server/modules/cms/site-password.ts), so a new password
 * asks everyone again.
 */
import { redirect, type MiddlewareFunction } from "react-router";
import { cms } from "#server/contract";
import { localeFromPath } from "#server/contract/urls";
import { withRedirect } from "~/lib/account";
import { SITE_PASSWORD_SEGMENT, sitePasswordPath } from "~/lib/site-password";
import { signedCookie, readCookie } from "./cookies";
import { platformContext, viewerContext } from "./context";
import { GATE_EXEMPT_SEGMENTS, gatedPagePath } from "./dev-login-gate";
import type { PlatformClient } from "./platform";

/** The fingerprint of the password the visitor typed; 30 days, httpOnly, signed. */
export const sitePasswordCookie = signedCookie("site-password", { maxAge: 30 * 24 * 60 * 60 });

const EXEMPT = new Set([...GATE_EXEMPT_SEGMENTS, SITE_PASSWORD_SEGMENT]);

/** The current password's fingerprint, "" while the site has none. */
export async function sitePasswordFingerprint(api: PlatformClient): Promise<string> {
  const [option] = await api.call(cms.optionFilter, { keys: ["PasswordProtection"] });
  return option?.value ?? "";
}

/** Whether the visitor's cookie holds this fingerprint. */
export async function passedSitePassword(request: Request, fingerprint: string): Promise<boolean> {
  return fingerprint !== "" && (await readCookie<unknown>(sitePasswordCookie, request)) === fingerprint;
}

/**
 * Where the gate sends this request, or null to let it through. `url` is the request's; a data
 * request is judged, and returned to, as its page.
 */
export function sitePasswordRedirect(url: URL, { gate, passed }: { gate: boolean; passed: boolean }): string | null {
  if (!gate || passed) return null;
  const pathname = gatedPagePath(url, EXEMPT);
  if (pathname === null) return null;
  const back = new URLSearchParams(url.search);
  back.delete("_routes");
  const query = back.size ? `?${back}` : "";
  return withRedirect(sitePasswordPath(localeFromPath(pathname)), `${pathname}${query}`);
}

/** Runs after the auth middleware (it needs the viewer). */
export const sitePasswordGate: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (context.get(viewerContext)?.isBackofficeUser) return next();
  const url = new URL(request.url);
  if (gatedPagePath(url, EXEMPT) === null) return next();
  const fingerprint = await sitePasswordFingerprint(context.get(platformContext));
  const target = sitePasswordRedirect(url, {
    gate: fingerprint !== "",
    passed: await passedSitePassword(request, fingerprint),
  });
  if (target) throw redirect(target, request.method === "GET" || request.method === "HEAD" ? 302 : 303);
  return next();
};
