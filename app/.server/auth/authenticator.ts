import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { accounts, type Tokens, type User } from "#server/contract";
import type { PlatformClient } from "../platform";

export interface LoginResult {
  tokens: Tokens;
  user: User;
}

/**
 * remix-auth 4 keeps no session of its own (stack.md gotcha 6): `authenticate` returns the
 * platform's tokens and user, or throws the platform's error; the caller stores what it needs with
 * signIn() (app/.server/auth/state.ts). The form was validated with conform before this runs. Made
 * per request: its strategy logs in through that request's platform client (the visitor's address
 * goes with it, for the platform's login limits).
 */
export function loginAuthenticator(platform: PlatformClient): Authenticator<LoginResult> {
  return new Authenticator<LoginResult>().use(
    new FormStrategy(async ({ form }) => {
      const username = String(form.get("username") ?? "").trim();
      const password = String(form.get("password") ?? "");
      return platform.call(accounts.login, { username, password });
    }),
    "form",
  );
}
