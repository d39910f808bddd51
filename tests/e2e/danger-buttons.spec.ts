import { expect as baseExpect, test, type Page } from "@playwright/test";
import { logInAsAdmin } from "./support/admin";
import { axeViolations } from "./support/axe";
import { insertSimpleProduct, withDb } from "./support/db";
import { weakFocusRings } from "./support/focus-ring";
import { hydrated } from "./support/hydration";

/**
 * Destructive buttons look destructive (decision 0081): every visible control that deletes or
 * removes (or opens the confirmation that does) in the back office and "Delete my account" carries
 * the one danger variant (dangerButton: the danger colour, white text), in both projects; on the
 * product page, with a product of this test's own, axe finds nothing and the danger buttons' focus
 * rings stand out (3:1).
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 300_000 });

/** vars.color.danger (#b42318) and the white text on it. */
const DANGER = "rgb(180, 35, 24)";
const WHITE = "rgb(255, 255, 255)";

/** The visible controls named as a deletion, with their colours. */
function destructiveControls(page: Page) {
  return page.evaluate(() => {
    const named = /^(delete|remove|yes, delete|obriši|izbriši|ukloni|da, obriši)(?=[\s:]|$)/i;
    return (
      [...document.querySelectorAll<HTMLElement>("button, summary, a")]
        .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden")
        // A link to a section of the page (the profile's "Delete my account" in its contents) deletes nothing.
        .filter((el) => !(el instanceof HTMLAnchorElement && el.hash && el.pathname === location.pathname))
        .map((el) => ({
          name: (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " "),
          background: getComputedStyle(el).backgroundColor,
          color: getComputedStyle(el).color,
        }))
        .filter((c) => named.test(c.name))
    );
  });
}

async function expectDanger(page: Page, path: string, javaScriptEnabled: boolean, atLeast: number) {
  await page.goto(path);
  if (javaScriptEnabled) await hydrated(page);
  const controls = await destructiveControls(page);
  expect(controls.length, `${path}: delete controls`).toBeGreaterThanOrEqual(atLeast);
  for (const control of controls)
    expect({ path, ...control }).toEqual({ path, name: control.name, background: DANGER, color: WHITE });
}

function ownRows(suffix: string) {
  return withDb((db) => {
    const now = new Date().toISOString();
    const product = insertSimpleProduct(db, {
      sku: `E2E-DANGER-${suffix}`.toUpperCase(),
      price: 900,
      archived: true,
      texts: {
        en: { name: `Danger lamp ${suffix}`, slug: `e2e-danger-lamp-${suffix}` },
        hr: { name: `Opasna lampa ${suffix}`, slug: `e2e-opasna-lampa-${suffix}` },
      },
    });
    const redirect = Number(
      db
        .prepare(
          "INSERT INTO redirects (site_id, from_path, to_url, status_code, created_at, updated_at) VALUES (1, ?, '/', 301, ?, ?)",
        )
        .run(`/e2e-danger-${suffix}`, now, now).lastInsertRowid,
    );
    const first = (sql: string) => (db.prepare(sql).get() as { id: number } | undefined)?.id;
    return {
      product,
      redirect,
      customer: first("SELECT id FROM users WHERE email = 'customer@example.com'"),
      coupon: first("SELECT id FROM coupons ORDER BY id LIMIT 1"),
      delivery: first("SELECT id FROM delivery_methods ORDER BY id LIMIT 1"),
      category: first("SELECT id FROM categories WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1"),
      media: first("SELECT id FROM media WHERE site_id = 1 ORDER BY id LIMIT 1"),
    };
  });
}

test("every delete button is the danger variant; the product page passes axe and its focus rings", async ({
  page,
  javaScriptEnabled,
}) => {
  const suffix = `${javaScriptEnabled ? "js" : "nojs"}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const own = ownRows(suffix);
  try {
    await logInAsAdmin(page, `/admin/products/${own.product}`, javaScriptEnabled);
    await expectDanger(page, `/admin/products/${own.product}`, javaScriptEnabled, 1);
    // The confirmation's own button too.
    await page.getByLabel(`Delete product Danger lamp ${suffix}`, { exact: true }).click();
    const yes = page.getByTestId("product-delete").getByRole("button", { name: "Yes, delete it" });
    await page.mouse.move(0, 0);
    await expect(yes).toHaveCSS("background-color", DANGER);
    await page.keyboard.press("Escape");

    // With a minimum where the demo (or this test) surely has something to delete.
    const pages: [string, number][] = [
      ["/admin/pages", 1],
      ["/admin/pages?view=deleted", 0],
      ["/admin/navigation?tree=main", 1],
      ["/admin/redirects", 1],
      ["/admin/comments", 0],
      ["/admin/consent", 0],
      ["/admin/blog-categories", 0],
      [`/admin/customers/${own.customer}`, 1],
      [`/admin/customers/${own.customer}?confirm=delete`, 1],
      ["/hr/admin/pages", 1],
      ["/profile", 1],
    ];
    if (own.coupon) pages.push([`/admin/coupons/${own.coupon}`, 0]);
    if (own.delivery) pages.push([`/admin/delivery-methods/${own.delivery}`, 0]);
    if (own.category) pages.push([`/admin/shop-categories/${own.category}`, 0]);
    if (own.media) pages.push([`/admin/media/${own.media}`, 0]);
    for (const [path, atLeast] of pages) await expectDanger(page, path, javaScriptEnabled, atLeast);

    // axe on the product page, and the danger buttons' focus rings (WCAG 1.4.11); axe runs in the
    // page's own scripts, so with JavaScript on (as a11y.spec.ts).
    if (!javaScriptEnabled) return;
    await page.goto(`/admin/products/${own.product}`);
    await hydrated(page);
    expect(await axeViolations(page)).toEqual([]);
    const { weak } = await weakFocusRings(page);
    expect(weak.filter((w) => /delete/i.test(w.element))).toEqual([]);
  } finally {
    withDb((db) => {
      db.prepare("DELETE FROM products WHERE id = ?").run(own.product);
      db.prepare("DELETE FROM redirects WHERE id = ?").run(own.redirect);
    });
  }
});

/**
 * A deletion's question opens on its least destructive answer (the WAI-ARIA alertdialog practice):
 * Enter or Space pressed again at once, out of habit, deletes nothing. With JavaScript the dialog's
 * focus goes to its Close button, not "Yes, delete it"; without, the question opens in place under
 * its <summary>, which keeps the focus (Enter again folds it away).
 */
test("a deletion's question opens on Close, not on 'Yes, delete it'", async ({ page, javaScriptEnabled }) => {
  const suffix = `focus-${javaScriptEnabled ? "js" : "nojs"}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const { product, redirect } = ownRows(suffix);
  try {
    await logInAsAdmin(page, `/admin/products/${product}`, javaScriptEnabled);
    const question = page.getByTestId("product-delete");
    const yes = question.getByRole("button", { name: "Yes, delete it" });
    await page.getByLabel(`Delete product Danger lamp ${suffix}`, { exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(yes).toBeVisible();
    await expect(yes).not.toBeFocused();
    if (javaScriptEnabled) await expect(question.getByRole("button", { name: "Close" })).toBeFocused();
    // Enter again, at once: the question goes, the product stays.
    await page.keyboard.press("Enter");
    await expect(yes).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/admin/products/${product}$`));
    expect(withDb((db) => db.prepare("SELECT id FROM products WHERE id = ?").get(product))).toBeTruthy();
  } finally {
    withDb((db) => {
      db.prepare("DELETE FROM products WHERE id = ?").run(product);
      db.prepare("DELETE FROM redirects WHERE id = ?").run(redirect);
    });
  }
});
