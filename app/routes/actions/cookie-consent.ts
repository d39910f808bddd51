import { data, redirect } from "react-router";
import type { Route } from "./+types/cookie-consent";
import { cookieConsentCookie, secureFor } from "../../.server/cookies";
import { wantsDocument } from "../../.server/http";
import { sendToast } from "../../.server/toast";
import { isCookieConsent } from "../../components/layout/consent";
import { safeRedirect } from "../../lib/safe-redirect";

/** The cookie banner's answer, accepted or rejected, kept in the consent cookie. A plain form post
 * (no JavaScript) comes back to the page it was on with a 303; a fetcher gets data. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const consent = form.get("consent");
  const valid = isCookieConsent(consent);
  const headers = new Headers();
  if (valid) headers.append("Set-Cookie", await cookieConsentCookie.serialize(consent, secureFor(request)));
  else sendToast(context, { type: "error", key: "cookies.invalidChoice" });
  if (wantsDocument(request)) return redirect(safeRedirect(form.get("redirectTo")), { status: 303, headers });
  return data({ consent: valid ? consent : null }, { status: valid ? 200 : 400, headers });
}

export function loader() {
  throw data(null, { status: 405 });
}
