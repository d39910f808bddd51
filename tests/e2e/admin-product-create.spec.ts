import { expect as baseExpect, test, type Page } from "@playwright/test";
import { logInAsAdmin } from "./support/admin";
import { open, submitWith } from "./support/cart";
import { withDb } from "./support/db";
import { belowHomeAndLiving } from "./support/products";
import { axeViolations } from "./support/axe";
import { hydrated } from "./support/hydration";
import { horizontalOverflow } from "./support/site";

/**
 * Creating and deleting a product in the back office (decision 0076), in both projects: the admin
 * opens "New product" from the list, a SKU another product has is refused under its field with what
 * was typed kept, then the product is created (its English address left empty, made of the name) in
 * a category of its own below Home & living, never featured; the shop shows it on that category's
 * page and its own, and a shopper puts it in a cart; the admin deletes it after a second step, and
 * its address answers 404. The API tests check carts, wishlists, search, orders and refusals.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/** A category of this test's own, below Home & living (other specs count the top level and the demo's). */
function ownCategory(suffix: string): { id: number; slug: string } {
  const slug = `e2e-new-category-${suffix}`;
  const id = belowHomeAndLiving(
    {
      en: { name: `E2E new ${suffix}`, slug },
      hr: { name: `E2E novi ${suffix}`, slug: `e2e-nova-kategorija-${suffix}` },
    },
    997,
  );
  return { id, slug };
}

async function toast(page: Page, text: string | RegExp) {
  await expect(page.getByTestId("toast")).toContainText(text);
}

test("the admin creates a product, the shop lists and sells it, and the admin deletes it", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const suffix = `${javaScriptEnabled ? "js" : "nojs"}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const category = ownCategory(suffix);
  const name = `Quokka lamp ${suffix}`;
  const sku = `E2E-NEW-${suffix}`.toUpperCase();
  const takenSku = withDb(
    (db) => (db.prepare("SELECT sku FROM products ORDER BY id LIMIT 1").get() as { sku: string }).sku,
  );

  // The category, inserted in the database, saved once in the back office as an admin's would be:
  // the catalog's cached tree then has it.
  await logInAsAdmin(page, `/admin/shop-categories/${category.id}`, javaScriptEnabled);
  await page.getByTestId("shop-category-form").getByRole("button", { name: "Save category" }).click();
  await toast(page, "The category has been saved.");

  await page.goto("/admin/products");
  if (javaScriptEnabled) await hydrated(page);
  await page.getByTestId("admin-product-new-link").click();
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
  if (javaScriptEnabled) await hydrated(page);
  const form = page.getByTestId("product-new-form");
  const english = form.getByTestId("product-texts-en");
  const croatian = form.getByTestId("product-texts-hr");
  await form.getByLabel("SKU", { exact: true }).fill(takenSku);
  await english.getByLabel("Name").fill(name);
  await croatian.getByLabel("Name").fill(`Svjetiljka kvoka ${suffix}`);
  await croatian.getByLabel(/^Address \(slug\)/).fill(`svjetiljka-kvoka-${suffix}`);
  await form.getByLabel("Retail price (€)").fill("29,90");
  await form.getByLabel("Selling price (€)").fill("24,90");
  await form.getByLabel(/^Stock/).fill("8");
  await form.getByTestId("product-categories").getByLabel(`E2E new ${suffix}`).check();
  await form.getByRole("button", { name: "Create product" }).click();

  // Another product has the SKU: the message under the field, what was typed kept.
  const skuField = form.getByLabel("SKU", { exact: true });
  await expect(skuField).toHaveAttribute("aria-invalid", "true");
  // The cursor on the field at fault, with JavaScript and without.
  await expect(skuField).toBeFocused();
  const skuId = await skuField.getAttribute("id");
  await expect(page.locator(`[id="${skuId}-error"]`)).toHaveText("Another product has this SKU.");
  await expect(english.getByLabel("Name")).toHaveValue(name);
  await expect(form.getByLabel("Selling price (€)")).toHaveValue("24,90");
  await expect(form.getByTestId("product-categories").getByLabel(`E2E new ${suffix}`)).toBeChecked();

  await skuField.fill(sku);
  await form.getByRole("button", { name: "Create product" }).click();
  await toast(page, "The product is created.");
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Product: ${name}`);
  const slug = `quokka-lamp-${suffix}`;
  await expect(page.getByTestId("product-texts-en").getByLabel(/^Address \(slug\)/)).toHaveValue(slug);

  // The shop: its category's page, its own page, a cart.
  const shop = await browser.newPage({ javaScriptEnabled });
  try {
    await open(shop, `/shop/${category.slug}`, javaScriptEnabled);
    await expect(shop.getByTestId("product-card").filter({ hasText: name })).toHaveCount(1);
    await open(shop, `/product/${slug}`, javaScriptEnabled);
    await expect(shop.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(shop.getByTestId("product-price").first()).toContainText("24.90");
    await shop.getByRole("button", { name: "Add to cart" }).first().click();
    await expect(shop.getByTestId("cart-line").filter({ hasText: name })).toHaveCount(1);
  } finally {
    await shop.close();
  }

  // Deleted after a second step: back to the list, and its address answers 404.
  await page.reload();
  if (javaScriptEnabled) await hydrated(page);
  await page.getByLabel(`Delete product ${name}`, { exact: true }).click();
  const confirm = page.getByTestId("product-delete");
  await expect(confirm.getByRole("heading", { name: `Delete ${name}?` })).toBeVisible();
  await submitWith(page, javaScriptEnabled, confirm.getByRole("button", { name: "Yes, delete it" }));
  await toast(page, "The product is deleted.");
  await expect(page).toHaveURL(/\/admin\/products$/);
  const gone = await page.request.get(`/product/${slug}`);
  expect(gone.status()).toBe(404);
  expect(withDb((db) => db.prepare("SELECT id FROM products WHERE id = ?").get(id))).toBeUndefined();
});

test("a product an order names offers archiving instead of deletion", async ({ page, javaScriptEnabled }) => {
  const id = withDb(
    (db) =>
      (
        db.prepare("SELECT product_id FROM order_items WHERE product_id IS NOT NULL ORDER BY id LIMIT 1").get() as
          { product_id: number } | undefined
      )?.product_id,
  );
  test.skip(id === undefined, "the demo has no order");
  await logInAsAdmin(page, `/admin/products/${id}`, javaScriptEnabled);
  await expect(page.getByTestId("product-kept")).toContainText("Orders name this product, so it cannot be deleted");
  await expect(page.getByLabel(/^Delete product ./)).toHaveCount(0);
});

test("the new product's page fits a phone and a desktop in both languages, axe clean", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsAdmin(page, "/admin/products/new", javaScriptEnabled);
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const path of ["/admin/products/new", "/hr/admin/products/new"]) {
      await page.goto(path);
      if (javaScriptEnabled) await hydrated(page);
      await expect(page.getByTestId("product-new-form")).toBeVisible();
      expect(await horizontalOverflow(page), `${path} at ${width}px`).toBe(0);
      // axe runs in the page: in the js project only, as the other admin specs.
      if (javaScriptEnabled) expect(await axeViolations(page), `${path} at ${width}px`).toEqual([]);
    }
  }
});
