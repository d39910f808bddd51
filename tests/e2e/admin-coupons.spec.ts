import { expect as baseExpect, test } from "@playwright/test";
import { logInAsAdmin } from "./support/admin";
import { axeViolations } from "./support/axe";
import { expectConsistent, open, readCart, submitWith } from "./support/cart";
import { productSlug, withDb } from "./support/db";
import { hydrated } from "./support/hydration";
import { horizontalOverflow } from "./support/site";

/**
 * The back office's coupons (decision 0072), in both projects: a coupon created on the list page (in
 * the side menu), a refused form first, its messages under the fields and what was typed kept; a
 * shopper applies it in the cart and sees its discount; the admin then deletes it (no order used
 * it). The screens in both languages at a phone's and a desktop's width, without accessibility
 * faults.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** A demo product that is always in stock (no spec buys it). */
const PRODUCT_SKU = "GRD-CAN-004";

test("the admin creates a coupon, a shopper's cart takes its discount, and the admin deletes it", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const code = `E2E-${javaScriptEnabled ? "JS" : "NOJS"}-${Date.now().toString(36)}`.toUpperCase();
  try {
    await logInAsAdmin(page, "/admin", javaScriptEnabled);
    await page.getByTestId("admin-menu").getByRole("link", { name: "Coupons" }).click();
    await expect(page).toHaveURL(/\/admin\/coupons$/);
    await expect(page.getByTestId("admin-coupon").filter({ hasText: "WELCOME10" })).toContainText(
      /WELCOME10\s*10 %\s*—\s*No time limit\s*0 \(no limit\)\s*Active now/,
    );
    await expect(page.getByTestId("admin-coupon").filter({ hasText: "SUMMER2020" })).toContainText("Expired");
    if (javaScriptEnabled) await hydrated(page);

    const form = () => page.getByTestId("coupon-new-form");
    const create = () => form().getByRole("button", { name: "Create coupon" });
    // Refused by the form's rules: each message under its field, everything typed kept.
    await form().getByLabel("Code").fill(code.toLowerCase());
    await form().getByLabel("Discount type").selectOption("percent");
    await form().getByLabel("Discount", { exact: true }).fill("150");
    await form()
      .getByLabel(/^First day/)
      .fill("2027-03-10");
    await form()
      .getByLabel(/^Last day/)
      .fill("2027-03-01");
    await form()
      .getByLabel(/^Usage limit/)
      .fill("0");
    await submitWith(page, javaScriptEnabled, create());
    await expect(form().getByLabel("Discount", { exact: true })).toHaveAccessibleDescription(
      /^Enter a whole number from 1 to 100\./,
    );
    await expect(form().getByLabel(/^Last day/)).toHaveAccessibleDescription(
      /^The last day cannot be before the first day\./,
    );
    await expect(form().getByLabel(/^Usage limit/)).toHaveAccessibleDescription(/^Enter a whole number of at least 1/);
    await expect(form().getByTestId("field-error")).toHaveCount(3);
    // The cursor in the first field at fault, with JavaScript and without.
    await expect(form().getByLabel("Discount", { exact: true })).toBeFocused();
    await expect(form().getByLabel("Code")).toHaveValue(code.toLowerCase());
    await expect(form().getByLabel(/^First day/)).toHaveValue("2027-03-10");
    await expect(form().getByLabel("Discount", { exact: true })).toHaveValue("150");
    await expect(form().getByLabel(/^Active/)).toBeChecked();

    // Refused by the platform: a code another coupon has (in any case), under the code.
    await form().getByLabel("Code").fill("welcome10");
    await form().getByLabel("Discount", { exact: true }).fill("15");
    await form()
      .getByLabel(/^First day/)
      .fill("");
    await form()
      .getByLabel(/^Last day/)
      .fill("");
    await form()
      .getByLabel(/^Usage limit/)
      .fill("");
    await submitWith(page, javaScriptEnabled, create());
    await expect(form().getByLabel("Code")).toHaveAccessibleDescription(/^Another coupon already has this code\./);
    await expect(form().getByLabel("Code")).toBeFocused();
    await expect(form().getByLabel("Discount", { exact: true })).toHaveValue("15");

    await form().getByLabel("Code").fill(code.toLowerCase());
    await submitWith(page, javaScriptEnabled, create());
    await expect(page.getByTestId("toast")).toContainText("The coupon has been created.");
    await expect(page).toHaveURL(/\/admin\/coupons\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Coupon ${code}`);
    await expect(page.getByTestId("coupon-summary")).toContainText(/Active now\s*·\s*15 %/);

    // A shopper applies it (typed in lower case) and the summary takes 15 % off.
    const shop = await browser.newPage({ javaScriptEnabled });
    try {
      await open(shop, `/product/${productSlug(PRODUCT_SKU)}`, javaScriptEnabled);
      await shop.getByRole("button", { name: "Add to cart" }).first().click();
      await expect(shop.getByTestId("cart-line")).toHaveCount(1);
      await shop.goto("/cart");
      if (javaScriptEnabled) await hydrated(shop);
      await shop.getByTestId("coupon-input").fill(code.toLowerCase());
      await submitWith(shop, javaScriptEnabled, shop.getByTestId("coupon-button"));
      await expect(shop.getByTestId("summary-coupon")).toBeVisible();
      await expect(shop.getByTestId("coupon-input")).toHaveValue(code);
      expectConsistent(await readCart(shop), { type: "percent", value: 15 });
    } finally {
      await shop.close();
    }

    // No order used it: it can be deleted, after a second step.
    if (javaScriptEnabled) await hydrated(page);
    await page.getByLabel(`Delete coupon ${code}`, { exact: true }).click();
    const confirm = page.getByTestId("coupon-delete");
    await expect(confirm.getByRole("heading", { name: `Delete coupon ${code}?` })).toBeVisible();
    await submitWith(page, javaScriptEnabled, confirm.getByRole("button", { name: "Yes, delete" }));
    await expect(page.getByTestId("toast")).toContainText("The coupon has been deleted.");
    await expect(page).toHaveURL(/\/admin\/coupons$/);
    await expect(page.getByTestId("admin-coupon").filter({ hasText: code })).toHaveCount(0);
  } finally {
    withDb((db) => db.prepare("DELETE FROM coupons WHERE code = ?").run(code));
  }
});

test("a used coupon offers deactivation instead of deletion", async ({ page, javaScriptEnabled }) => {
  const id = withDb((db) => (db.prepare("SELECT id FROM coupons WHERE code = 'ONCEONLY'").get() as { id: number }).id);
  await logInAsAdmin(page, `/admin/coupons/${id}`, javaScriptEnabled);
  await expect(page.getByTestId("coupon-used")).toHaveText(
    "Orders have used this coupon, so it cannot be deleted: deactivate it instead.",
  );
  await expect(page.getByLabel(/^Delete coupon/)).toHaveCount(0);
  await expect(page.getByTestId("coupon-switch")).toHaveText("Deactivate coupon");
});

test("the coupon screens fit a phone and a desktop, in both languages, without accessibility faults", async ({
  page,
  javaScriptEnabled,
}) => {
  const id = withDb((db) => (db.prepare("SELECT id FROM coupons WHERE code = 'SAVE5'").get() as { id: number }).id);
  await logInAsAdmin(page, "/hr/admin/coupons", javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kuponi");
  await expect(page.getByTestId("admin-coupon").filter({ hasText: "SAVE5" })).toContainText(
    /SAVE5\s*5,00\s*€\s*20,00\s*€\s*Bez vremenskog ograničenja\s*0 \(bez ograničenja\)\s*Trenutačno vrijedi/,
  );
  await expect(page.getByRole("heading", { name: "Novi kupon" })).toBeVisible();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/admin/coupons", "/hr/admin/coupons", `/admin/coupons/${id}`, `/hr/admin/coupons/${id}`]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await horizontalOverflow(page), `${path} at ${width}`).toBe(0);
      if (javaScriptEnabled) expect(await axeViolations(page), `${path} at ${width}`).toEqual([]);
    }
  }
});
