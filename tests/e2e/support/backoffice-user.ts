import { expect, type APIRequestContext } from "@playwright/test";
import { API_HEADERS } from "./cart";
import { withDb } from "./db";

/**
 * A back-office user of the test's own (registered through the platform, then verified and given
 * back-office access in the main server's database, as `cli.ts backoffice <email> on` does), for a
 * spec that changes what is the user's own (the interface language) without touching the demo
 * admin the other specs share.
 */
export async function newBackofficeUser(request: APIRequestContext, label: string) {
  const user = {
    email: `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
    password: "Editor-pass-1",
  };
  const answer = await request.post("/api/v1/user/web/register", {
    headers: API_HEADERS,
    data: { details: { firstName: "Edi", lastName: "Tor" }, email: user.email, password: user.password },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  withDb((db) =>
    db
      .prepare("UPDATE users SET is_backoffice_user = 1, email_verified_at = ? WHERE email = ?")
      .run(new Date().toISOString(), user.email),
  );
  return user;
}
