import { randomBytes } from "node:crypto";
import { expect as baseExpect, test } from "@playwright/test";
import { logInAsAdmin } from "./support/admin";
import { axeViolations } from "./support/axe";
import { withDb } from "./support/db";
import { hydrated } from "./support/hydration";
import { horizontalOverflow } from "./support/site";

/**
 * The shop's back office, in both projects: the payment methods' instructions (a placeholder no
 * order can fill in is refused with what was typed kept; a good text is saved), and the orders list
 * and an order's page at a phone's and a desktop's width. The journey of a bank transfer (told, then
 * marked paid) is checkout.spec.ts's. The wallet's text is the one edited here: no other spec reads it.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const walletInstructions = () =>
  withDb(
    (db) =>
      (db.prepare("SELECT instructions FROM payment_methods WHERE code = 'wallet'").get() as { instructions: string })
        .instructions,
  );

test("the admin edits a payment method's instructions; an unknown placeholder is refused and the text kept", async ({
  page,
  javaScriptEnabled,
}) => {
  const before = walletInstructions();
  await logInAsAdmin(page, "/hr/admin/payment-methods", javaScriptEnabled);
  if (javaScriptEnabled) await hydrated(page);
  await expect(page.getByTestId("admin-menu").getByRole("link", { name: "Načini plaćanja" })).toHaveAttribute(
    "href",
    "/hr/admin/payment-methods",
  );
  const transfer = page.getByTestId("admin-payment-method").filter({ hasText: "Uplata na račun" });
  await expect(transfer.getByLabel("Upute na engleskom")).toHaveValue(/IBAN: HR12 1001 0051 8630 0016 0/);
  // Each text is marked with its own language for a screen reader, whatever the admin's language.
  await expect(transfer.getByLabel("Upute na engleskom")).toHaveAttribute("lang", "en");
  await expect(transfer.getByLabel("Upute na hrvatskom")).toHaveAttribute("lang", "hr");

  const wallet = page.getByTestId("admin-payment-method").filter({ hasText: "Sandbox novčanik" });
  const typed = "Referenca {brojNarudzbe}";
  await wallet.getByLabel("Upute na hrvatskom").fill(typed);
  await wallet.getByRole("button", { name: "Spremi upute" }).click();
  const refused = page.getByTestId("admin-payment-method").filter({ hasText: "Sandbox novčanik" });
  await expect(refused.getByText("Mogu se popuniti samo {orderNumber} i {total}")).toBeVisible();
  // The message over the form takes the cursor, with JavaScript and without: it says what to mend.
  await expect(refused.getByTestId("form-error")).toBeFocused();
  await expect(refused.getByLabel("Upute na hrvatskom")).toHaveValue(typed);
  expect(walletInstructions()).toBe(before);

  await refused.getByLabel("Upute na hrvatskom").fill("Narudžba {orderNumber}: {total}");
  await refused.getByRole("button", { name: "Spremi upute" }).click();
  await expect(page.getByText("Upute su spremljene.")).toBeVisible();
  expect(JSON.parse(walletInstructions())).toMatchObject({ hr: "Narudžba {orderNumber}: {total}" });
  await expect(
    page.getByTestId("admin-payment-method").filter({ hasText: "Sandbox novčanik" }).getByLabel("Upute na hrvatskom"),
  ).toHaveValue("Narudžba {orderNumber}: {total}");

  withDb((db) => db.prepare("UPDATE payment_methods SET instructions = ? WHERE code = 'wallet'").run(before));
});

test("the orders list, an order's page and the payment methods fit a phone and a desktop, without axe violations", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the layout is the same without JavaScript; axe runs in the page's JavaScript");
  await logInAsAdmin(page, "/admin/orders", javaScriptEnabled);
  // The demo's customer has orders of her own (server/modules/accounts/seed.ts).
  const first = page.getByTestId("admin-order").first();
  await expect(first).toBeVisible();
  const orderPath = await first.getByRole("link").getAttribute("href");
  for (const path of ["/admin/orders", orderPath!, "/admin/payment-methods", "/hr/admin/orders"]) {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      expect(await horizontalOverflow(page), `${path} at ${width}`).toBe(0);
    }
    expect(await axeViolations(page), path).toEqual([]);
  }
});

test("an order's page refuses an action it does not know, and the order stays as it was", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, "a forged post is the same with JavaScript");
  // An order that waits for a bank transfer (no online payment type): it could be marked paid or cancelled.
  const slug = `DS-E2E-${randomBytes(4).toString("hex").toUpperCase()}`;
  withDb((db) => {
    const now = new Date().toISOString();
    db.prepare(
      `INSERT INTO orders (site_id, store_id, email, slug, status, currency, items_total, delivery_total,
         tax_total, order_total, created_at, updated_at)
       VALUES (1, 58, 'forged-intent@example.com', ?, 'pendingPayment', 'EUR', 1000, 0, 200, 1000, ?, ?)`,
    ).run(slug, now, now);
  });
  const statusOf = () =>
    withDb((db) => (db.prepare("SELECT status FROM orders WHERE slug = ?").get(slug) as { status: string }).status);
  await logInAsAdmin(page, `/admin/orders/${slug}`, javaScriptEnabled);
  await expect(page.getByTestId("admin-order-settle")).toBeVisible();
  for (const body of ["intent=pay", "intent=", "intent=refund", ""]) {
    const answer = await page.request.post(`/admin/orders/${slug}`, {
      headers: { Accept: "text/html", "Content-Type": "application/x-www-form-urlencoded" },
      data: body,
      maxRedirects: 0,
    });
    expect(answer.status(), `"${body}"`).toBe(400);
    expect(statusOf()).toBe("pendingPayment");
  }
  withDb((db) => db.prepare("DELETE FROM orders WHERE slug = ?").run(slug));
});
