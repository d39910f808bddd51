import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/cookie-consent";
import { cookieConsentCookie, secureFor } from "~/.server/cookies";
import { wantsDocument } from "~/.server/http";
import { sendToast } from "~/.server/toast";
import { cookieConsentSchema } from "~/lib/forms/cookie-consent";
import { safeRedirect } from "~/lib/safe-redirect";

/** The cookie banner's answer, accepted or rejected, kept in the consent cookie. A plain form post
 * (no JavaScript) comes back to the page it was on with a 303; a fetcher gets data. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: cookieConsentSchema });
  const { consent, redirectTo } =
    submission.status === "success" ? submission.value : { consent: null, redirectTo: undefined };
  const headers = new Headers();
  if (consent) headers.append("Set-Cookie", await cookieConsentCookie.serialize(consent, secureFor(request)));
  else sendToast(context, { type: "error", key: "cookies.invalidChoice" });
  if (wantsDocument(request)) return redirect(safeRedirect(redirectTo), { status: 303, headers });
  return data({ consent }, { status: consent ? 200 : 400, headers });
}

export function loader() {
  throw data(null, { status: 405 });
}
