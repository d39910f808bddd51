import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { accounts, type Tokens, type User } from "../../../server/contract";
import { localeFromPath } from "../../../server/contract/urls";
import { clientIpOf, createPlatformClient } from "../platform";

export interface LoginResult {
  tokens: Tokens;
  user: User;
}

/**
 * remix-auth 4 keeps no session of its own (stack.md gotcha 6): `authenticate` returns the
 * platform's tokens and user, or throws the platform's error; the caller stores what it needs with
 * signIn() (app/.server/auth/state.ts). The form was validated with conform before this runs.
 */
export const authenticator = new Authenticator<LoginResult>();

authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const locale = localeFromPath(new URL(request.url).pathname);
    const username = String(form.get("username") ?? "").trim();
    const password = String(form.get("password") ?? "");
    return createPlatformClient({ locale, clientIp: clientIpOf(request) }).call(accounts.login, { username, password });
  }),
  "form",
);
