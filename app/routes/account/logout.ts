import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/logout";
import { accounts } from "#server/contract";
import { log } from "#server/log";
import { homePath } from "~/.server/auth/guards";
import { currentAuth, signOut } from "~/.server/auth/state";
import { createPlatformClient } from "~/.server/platform";
import { endCartSession, memberCard } from "~/.server/cart";
import { sendToast } from "~/.server/toast";
import { logoutSchema } from "~/lib/forms/logout";

/**
 * POST /_actions/logout (spec section 4): the platform revokes the refresh token, the session cookie
 * (user, tokens; the wishlist goes with them), the cart session and the membership card are cleared,
 * and the visitor lands on the home page of their language with core.login.logout.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: logoutSchema });
  const locale = submission.status === "success" ? submission.value.locale : "en";
  const auth = currentAuth(context);
  if (auth) {
    await createPlatformClient(context, { locale, accessToken: auth.accessToken })
      .call(accounts.logout, { refreshToken: auth.refreshToken })
      .catch((err: unknown) => log.info("platform logout failed; the session is cleared anyway", { err }));
  }
  signOut(context);
  sendToast(context, { type: "success", key: "core.login.logout" });
  endCartSession(context);
  memberCard.clear(context);
  return redirect(homePath(locale), { status: 303 });
}

export function loader() {
  throw data(null, { status: 405 });
}
