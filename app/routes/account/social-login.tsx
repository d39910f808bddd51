import { data, redirect } from "react-router";
import type { Route } from "./+types/social-login";
import { requireGuest } from "~/.server/auth/guards";
import { socialProvider, startSocialLogin } from "~/.server/auth/social";
import { REDIRECT_PARAM } from "~/lib/account";
import { isSafeRedirect } from "~/lib/safe-redirect";

/**
 * /social-login, /hr/social-login: starts the OAuth 2 sign-in (state and PKCE in a short-lived
 * signed cookie) and sends the browser to the provider. GET (a link) or POST (the login page's
 * button) alike; 404 while no provider is configured.
 */
async function start(request: Request, context: Route.LoaderArgs["context"], target: unknown) {
  if (!socialProvider) throw data(null, { status: 404 });
  requireGuest(context);
  const { location, cookie } = await startSocialLogin(request, socialProvider, isSafeRedirect(target) ? target : null);
  return redirect(location, { status: 303, headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return start(request, context, new URL(request.url).searchParams.get(REDIRECT_PARAM));
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!socialProvider) throw data(null, { status: 404 });
  const form = await request.formData().catch(() => null);
  return start(request, context, form?.get(REDIRECT_PARAM) ?? new URL(request.url).searchParams.get(REDIRECT_PARAM));
}

/** Never rendered (the loader always redirects); it keeps the 404 inside the site's error layout. */
export default function SocialLogin() {
  return null;
}
