/** Customers made through the platform's API for the account specs, and the links mailed to them. */
import { expect, type Page } from "@playwright/test";
import { API_HEADERS } from "./cart";
import { withDb } from "./db";

/** Registers through the API (in the language's store, with its default confirmation link). */
export async function registerThroughApi(
  page: Page,
  email: string,
  password: string,
  addresses: Record<string, string>[] = [],
  language = "en",
) {
  const registered = await page.request.post("/api/v1/user/web/register", {
    headers: { ...API_HEADERS, language },
    data: { details: { firstName: "Ana", lastName: "Horvat" }, email, password, addresses },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  withDb((db) => db.prepare("DELETE FROM rate_limits WHERE key LIKE 'register:address:%'").run());
}

/** The confirmation link of the newest verification mail to an address, as a path with its query. */
export function confirmationLink(email: string): string {
  const row = withDb(
    (db) =>
      db
        .prepare("SELECT text_body FROM outbox WHERE to_address = ? AND kind = 'verify-email' ORDER BY id DESC LIMIT 1")
        .get(email) as { text_body: string } | undefined,
  );
  const link = /https?:\/\/\S+/.exec(row?.text_body ?? "")?.[0];
  expect(link, `a confirmation link mailed to ${email}`).toBeDefined();
  const url = new URL(link!);
  return url.pathname + url.search;
}
