import { data, redirect } from "react-router";
import type { Route } from "./+types/cookie-consent";
import { cookieConsentCookie, secureFor } from "../../.server/cookies";
import { wantsDocument } from "../../.server/http";
import { safeRedirect } from "../../lib/safe-redirect";

/** Accepting the cookie banner. A plain form post (no JavaScript) comes back to the page it was on. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const headers = { "Set-Cookie": await cookieConsentCookie.serialize("accepted", secureFor(request)) };
  if (wantsDocument(request)) return redirect(safeRedirect(form.get("redirectTo")), { status: 303, headers });
  return data({ accepted: true }, { headers });
}

export function loader() {
  throw data(null, { status: 405 });
}
