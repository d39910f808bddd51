import { data, redirect } from "react-router";
import type { Route } from "./+types/social-login-callback";
import { localeContext } from "~/.server/context";
import { homePath, loginPath } from "~/.server/auth/guards";
import {
  clearSocialFlowCookie,
  logSocialFailure,
  SocialLoginError,
  socialAuthenticator,
  type SocialLoginResult,
} from "~/.server/auth/social";
import { signIn } from "~/.server/auth/state";
import { errorMessageKey } from "~/.server/auth/errors";
import { isPlatformError } from "~/.server/platform";
import { sendToast } from "~/.server/toast";
import { safeRedirect } from "~/lib/safe-redirect";
import type { TranslationHandle } from "~/lib/i18n";

export const handle: TranslationHandle = { i18n: ["social"] };

/**
 * /social-login/callback, /hr/social-login/callback: the provider sends the browser back here. The
 * code is exchanged, the identity goes to the platform, and the visitor is logged in exactly like a
 * password login (signIn, core.login.success). Every failure goes back to the login page with a
 * translated toast, never a 500.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const authenticator = socialAuthenticator(context);
  if (!authenticator) throw data(null, { status: 404 });
  const locale = context.get(localeContext);
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", await clearSocialFlowCookie(request));
  let login: SocialLoginResult;
  try {
    login = await authenticator.authenticate("oauth2", request);
  } catch (error) {
    logSocialFailure(error);
    const key =
      error instanceof SocialLoginError
        ? error.key
        : isPlatformError(error, 429)
          ? errorMessageKey(error)
          : "social.errors.failed";
    sendToast(context, { type: "error", key });
    return redirect(loginPath(locale), { headers });
  }
  signIn(context, login);
  sendToast(context, { type: "success", key: "core.login.success" });
  return redirect(safeRedirect(login.redirectTo, homePath(locale)), { headers });
}

/** Never rendered (the loader always redirects). */
export default function SocialLoginCallback() {
  return null;
}
