import { expect, type Page } from "@playwright/test";
import { hydrated } from "./hydration";

/** The demo's back-office user: playwright.config.ts starts the servers with DEMO_ADMIN_PASSWORD. */
export const admin = { email: "admin@example.com", password: process.env.DEMO_ADMIN_PASSWORD ?? "admin-password-1" };

/** Logs the demo admin in at /adminLogin (or /hr/adminLogin for a Croatian target) and lands on `to`. */
export async function logInAsAdmin(page: Page, to: string, javaScriptEnabled: boolean): Promise<void> {
  const croatian = to.startsWith("/hr/");
  await page.goto(`${croatian ? "/hr" : ""}/adminLogin?redirectTo=${encodeURIComponent(to)}`);
  if (javaScriptEnabled) await hydrated(page);
  const form = page.getByTestId("login-form");
  await form.getByLabel(croatian ? "E-mail adresa" : "E-mail address").fill(admin.email);
  await form.getByLabel(croatian ? "Lozinka" : "Password", { exact: true }).fill(admin.password);
  await form.getByTestId("login-submit").click();
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[?+.]/g, "\\$&")}$`), { timeout: 15_000 });
}
