import { expect as baseExpect, test, type Page } from "@playwright/test";
import { logInAsAdmin } from "./support/admin";
import { axeViolations } from "./support/axe";
import { open, submitWith } from "./support/cart";
import { insertSimpleProduct, withDb } from "./support/db";
import { hydrated } from "./support/hydration";
import { oldPicture } from "./support/media";
import { horizontalOverflow } from "./support/site";

/**
 * A product's gallery and cross-sells in the back office (decision 0080), in both projects: on a
 * product of this test's own (inserted, deleted at the end, so the demo's counts stay), the admin
 * ticks two pictures and numbers them, and names two demo products' SKUs and an unknown one as
 * cross-sells; the unknown SKU is refused under the field, named, with what was typed kept; fixed,
 * the save shows the cross-sells by name, and the shop's product page shows the main picture, then
 * the gallery in the numbered order, and the cross-sells in their order. Then the order is changed
 * and one of each taken out, and the product is deleted in the back office. The API tests check
 * carts, creation, caps and the other refusals. The gallery's picture search (decision 0085): a
 * picture of the test's own, older than the newest 48 offered, is found by part of its title in
 * another case, picked, kept through another search and a refused save, saved,
 * and shown by the shop. Without JavaScript the search posts the product's form, so what was typed
 * and ticked survives searches and pages, and Enter in an ordinary field still saves.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

interface Own {
  id: number;
  slug: string;
  name: string;
}

/** A simple product of this test's own, listed alone, with a main picture and no gallery. */
function ownProduct(suffix: string, mainPicture: number): Own {
  return withDb((db) => {
    const id = insertSimpleProduct(db, {
      sku: `E2E-GAL-${suffix}`.toUpperCase(),
      price: 1500,
      mediaId: mainPicture,
      texts: {
        en: { name: `Gallery kite ${suffix}`, slug: `gallery-kite-${suffix}` },
        hr: { name: `Zmaj galerija ${suffix}`, slug: `zmaj-galerija-${suffix}` },
      },
    });
    return { id, slug: `gallery-kite-${suffix}`, name: `Gallery kite ${suffix}` };
  });
}

/** Two listed, simple demo products (only named as cross-sells, never changed). */
function demoProducts(): { sku: string; name: string }[] {
  return withDb(
    (db) =>
      db
        .prepare(
          `SELECT p.sku, t.name FROM products p JOIN product_translations t ON t.product_id = p.id AND t.language_code = 'en'
           WHERE p.site_id = 1 AND p.archived = 0 AND p.is_visible_individually = 1 AND p.parent_id IS NULL
             AND p.format = 'Simple' AND p.sku NOT LIKE 'E2E%' ORDER BY p.id LIMIT 2`,
        )
        .all() as { sku: string; name: string }[],
  );
}

/** Three pictures of the media library, newest first (the form offers the newest, as the media search orders them). */
function pictures(): number[] {
  return withDb((db) =>
    (
      db
        .prepare(
          "SELECT id FROM media WHERE site_id = 1 AND mime LIKE 'image/%' ORDER BY created_at DESC, id DESC LIMIT 3",
        )
        .all() as { id: number }[]
    ).map((r) => r.id),
  );
}

/** The product form's gallery, its search field and its count of pictures found. */
function productGallery(page: Page) {
  const form = page.getByTestId("product-form");
  const gallery = form.getByTestId("product-gallery");
  return {
    form,
    gallery,
    search: gallery.getByLabel("Find pictures by title or file name"),
    count: gallery.getByTestId("gallery-search-count"),
  };
}

/** A test's own product and its old picture, gone. */
function forget(product: number, picture: number): void {
  withDb((db) => {
    db.prepare("DELETE FROM products WHERE id = ?").run(product);
    db.prepare("DELETE FROM media WHERE id = ?").run(picture);
  });
}

async function toast(page: Page, text: string | RegExp) {
  await expect(page.getByTestId("toast")).toContainText(text);
}

/** The media ids of the product page's slides, in order. */
async function slides(page: Page): Promise<number[]> {
  const sources = await page
    .locator("figure[id^='image-'] img")
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute("src") ?? ""));
  return sources.map((src) => Number(/\/media\/[^/]+\/(\d+)\//.exec(src)?.[1]));
}

test("the admin edits a product's gallery and cross-sells, and its shop page shows them", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const suffix = `${javaScriptEnabled ? "js" : "nojs"}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const [main, b, c] = pictures() as [number, number, number];
  const [first, second] = demoProducts() as [{ sku: string; name: string }, { sku: string; name: string }];
  const own = ownProduct(suffix, main);
  try {
    await logInAsAdmin(page, `/admin/products/${own.id}`, javaScriptEnabled);
    const form = page.getByTestId("product-form");
    const gallery = form.getByTestId("product-gallery");
    const skus = form.getByLabel("SKUs, one a line");
    await gallery.getByTestId(`gallery-pick-${b}`).check();
    await gallery.getByTestId(`gallery-position-${b}`).fill("2");
    await gallery.getByTestId(`gallery-pick-${c}`).check();
    await gallery.getByTestId(`gallery-position-${c}`).fill("1");
    await skus.fill(`${second.sku}\nNO-SUCH-E2E-SKU\n${first.sku}`);
    await form.getByRole("button", { name: "Save product" }).click();

    // The unknown SKU is named under the field; what was typed stays.
    await expect(skus).toHaveAttribute("aria-invalid", "true");
    const skusId = await skus.getAttribute("id");
    await expect(page.locator(`[id="${skusId}-error"]`)).toHaveText(
      "No product of the shop has these SKUs: NO-SUCH-E2E-SKU.",
    );
    await expect(skus).toHaveValue(`${second.sku}\nNO-SUCH-E2E-SKU\n${first.sku}`);
    await expect(gallery.getByTestId(`gallery-pick-${c}`)).toBeChecked();
    await expect(gallery.getByTestId(`gallery-position-${c}`)).toHaveValue("1");

    await skus.fill(`${second.sku}\n${first.sku}`);
    await form.getByRole("button", { name: "Save product" }).click();
    await toast(page, "The product is saved.");
    await expect(form.getByTestId("cross-sells-saved").getByRole("listitem")).toHaveText([
      `${second.name} (${second.sku})`,
      `${first.name} (${first.sku})`,
    ]);
    // The gallery is listed first, in its order, numbered.
    await expect(gallery.getByTestId("gallery-choice").nth(0).getByRole("checkbox")).toHaveAttribute(
      "value",
      String(c),
    );
    await expect(gallery.getByTestId(`gallery-position-${b}`)).toHaveValue("2");

    const shop = await browser.newPage({ javaScriptEnabled });
    try {
      await open(shop, `/product/${own.slug}`, javaScriptEnabled);
      await expect(shop.getByRole("heading", { level: 1 })).toHaveText(own.name);
      expect(await slides(shop)).toEqual([main, c, b]);
      await expect(shop.getByTestId("cross-sell").getByTestId("product-card")).toHaveCount(2);
      await expect(shop.getByTestId("cross-sell").getByTestId("product-card").nth(0)).toContainText(second.name);
      await expect(shop.getByTestId("cross-sell").getByTestId("product-card").nth(1)).toContainText(first.name);

      // Reordered and one of each taken out.
      await page.reload();
      if (javaScriptEnabled) await hydrated(page);
      await gallery.getByTestId(`gallery-pick-${c}`).uncheck();
      await skus.fill(first.sku);
      await form.getByRole("button", { name: "Save product" }).click();
      await toast(page, "The product is saved.");
      await expect(form.getByTestId("cross-sells-saved").getByRole("listitem")).toHaveText([
        `${first.name} (${first.sku})`,
      ]);

      await open(shop, `/product/${own.slug}`, javaScriptEnabled);
      expect(await slides(shop)).toEqual([main, b]);
      await expect(shop.getByTestId("cross-sell").getByTestId("product-card")).toHaveCount(1);
      await expect(shop.getByTestId("cross-sell").getByTestId("product-card")).toContainText(first.name);
    } finally {
      await shop.close();
    }

    // Deleted in the back office: its search documents and the shop's caches go with it.
    await page.getByLabel(`Delete product ${own.name}`, { exact: true }).click();
    const confirm = page.getByTestId("product-delete");
    await submitWith(page, javaScriptEnabled, confirm.getByRole("button", { name: "Yes, delete it" }));
    await toast(page, "The product is deleted.");
  } finally {
    // A failure on the way: nothing of this test's own stays behind.
    withDb((db) => db.prepare("DELETE FROM products WHERE id = ?").run(own.id));
  }
});

test("the admin finds an older picture by searching, adds it to the gallery, and the shop shows it", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const suffix = `${javaScriptEnabled ? "js" : "nojs"}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const [main] = pictures() as [number];
  const own = ownProduct(`find-${suffix}`, main);
  const title = `Harbour E2E ${suffix}`;
  const old = oldPicture(title);
  try {
    await logInAsAdmin(page, `/admin/products/${own.id}`, javaScriptEnabled);
    const { form, gallery, search, count } = productGallery(page);
    const name = form.getByTestId("product-name-en");
    const skus = form.getByLabel("SKUs, one a line");
    // Not among the newest pictures offered; older ones are a page away.
    await expect(count).toContainText("The media library's newest pictures");
    await expect(gallery.getByTestId("gallery-choice")).toHaveCount(48);
    await expect(gallery.getByTestId(`gallery-pick-${old}`)).toHaveCount(0);
    await expect(gallery.getByTestId("gallery-older")).toBeVisible();

    // Caseless, part of the title. With JavaScript the list follows the typing; without, Enter in the
    // field posts the product's form, which comes back as typed with the pictures found.
    const asked = `harbour e2e ${suffix.toUpperCase()}`;
    await name.fill(`${own.name} renamed`);
    await search.fill(asked);
    if (!javaScriptEnabled) await search.press("Enter");
    await expect(count).toHaveText(`1 picture has “${asked}” in its title or file name.`);
    await expect(gallery.getByTestId("gallery-choice")).toHaveCount(1);
    await gallery.getByTestId(`gallery-pick-${old}`).check();
    // Another search keeps the ticked picture listed; the form keeps the typed name.
    await search.fill("no-such-e2e-picture");
    if (!javaScriptEnabled) await search.press("Enter");
    await expect(count).toHaveText("No picture has “no-such-e2e-picture” in its title or file name.");
    await expect(gallery.getByTestId("gallery-choice")).toHaveCount(1);
    await expect(gallery.getByTestId(`gallery-pick-${old}`)).toBeChecked();
    await expect(name).toHaveValue(`${own.name} renamed`);
    // A refused save keeps the pick listed and ticked.
    await skus.fill("NO-SUCH-E2E-SKU");
    await form.getByRole("button", { name: "Save product" }).click();
    await expect(skus).toHaveAttribute("aria-invalid", "true");
    await expect(gallery.getByTestId(`gallery-pick-${old}`)).toBeChecked();
    await skus.fill("");
    await form.getByRole("button", { name: "Save product" }).click();
    await toast(page, "The product is saved.");
    // Saved: the gallery's own picture is listed first, ticked, whatever its age.
    await expect(gallery.getByTestId("gallery-choice").first().getByRole("checkbox")).toHaveAttribute(
      "value",
      String(old),
    );
    await expect(gallery.getByTestId(`gallery-pick-${old}`)).toBeChecked();

    const shop = await browser.newPage({ javaScriptEnabled });
    try {
      await open(shop, `/product/${own.slug}`, javaScriptEnabled);
      await expect(shop.getByRole("heading", { level: 1 })).toHaveText(`${own.name} renamed`);
      expect(await slides(shop)).toEqual([main, old]);
    } finally {
      await shop.close();
    }
  } finally {
    forget(own.id, old);
  }
});

test("the product form's gallery and cross-sells fit a phone and a desktop in both languages, axe clean", async ({
  page,
  javaScriptEnabled,
}) => {
  const id = withDb(
    (db) =>
      (
        db
          .prepare(
            "SELECT id FROM products WHERE site_id = 1 AND parent_id IS NULL AND archived = 0 AND format = 'Simple' ORDER BY id LIMIT 1",
          )
          .get() as { id: number }
      ).id,
  );
  await logInAsAdmin(page, `/admin/products/${id}`, javaScriptEnabled);
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    // The picture search's field, count and pages too (decision 0085): a search that finds more than a page.
    for (const path of [`/admin/products/${id}?pictures=e&picturesPage=2`, `/hr/admin/products/${id}`]) {
      await page.goto(path);
      if (javaScriptEnabled) await hydrated(page);
      await expect(page.getByTestId("product-gallery")).toBeVisible();
      await expect(page.getByTestId("gallery-search")).toBeVisible();
      await expect(page.getByTestId("product-cross-sells")).toBeVisible();
      expect(await horizontalOverflow(page), `${path} at ${width}px`).toBe(0);
      if (javaScriptEnabled) expect(await axeViolations(page), `${path} at ${width}px`).toEqual([]);
    }
  }
});

test("a picture search keeps what the editor typed and ticked, and Enter in a field still saves", async ({
  page,
  javaScriptEnabled,
}) => {
  const suffix = `${javaScriptEnabled ? "js" : "nojs"}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const [main, newer] = pictures() as [number, number];
  const own = ownProduct(`keep-${suffix}`, main);
  const title = `Lighthouse E2E ${suffix}`;
  const old = oldPicture(title);
  const saved = () =>
    withDb(
      (db) =>
        db
          .prepare(
            `SELECT p.final_price AS price, t.name, t.short_description AS short FROM products p
             JOIN product_translations t ON t.product_id = p.id AND t.language_code = 'en' WHERE p.id = ?`,
          )
          .get(own.id) as { price: number; name: string; short: string | null },
    );
  try {
    await logInAsAdmin(page, `/admin/products/${own.id}`, javaScriptEnabled);
    const { form, gallery, search, count } = productGallery(page);
    const short = form.getByTestId("product-texts-en").getByLabel("Short description");
    const retail = form.getByTestId("product-retailPrice");
    const price = form.getByTestId("product-finalPrice");

    // Typed and ticked, not saved; then a search for the older picture (without JavaScript the
    // product form's own post, which answers the form as typed with the pictures found).
    await short.fill(`Kept through a search ${suffix}`);
    await retail.fill("20.00");
    await price.fill("18.40");
    await gallery.getByTestId(`gallery-pick-${newer}`).check();
    await search.fill(`lighthouse e2e ${suffix}`);
    await gallery.getByTestId("gallery-search-submit").click();
    await expect(count).toHaveText(`1 picture has “lighthouse e2e ${suffix}” in its title or file name.`);
    await expect(short).toHaveValue(`Kept through a search ${suffix}`);
    await expect(price).toHaveValue("18.40");
    // No message: a search is not a save.
    await expect(form.locator("[aria-invalid='true']")).toHaveCount(0);
    await gallery.getByTestId(`gallery-pick-${old}`).check();

    // Enter in the search field searches again and saves nothing; both ticks stay listed.
    await search.fill("no-such-e2e-picture");
    await search.press("Enter");
    await expect(count).toHaveText("No picture has “no-such-e2e-picture” in its title or file name.");
    await expect(gallery.getByTestId(`gallery-pick-${newer}`)).toBeChecked();
    await expect(gallery.getByTestId(`gallery-pick-${old}`)).toBeChecked();
    await expect(short).toHaveValue(`Kept through a search ${suffix}`);
    await expect(price).toHaveValue("18.40");
    expect(saved().price).toBe(1500);

    // Older pages too keep what was typed (without JavaScript a button of the product form).
    await search.fill("");
    await gallery.getByTestId("gallery-search-submit").click();
    await expect(count).toContainText("The media library's newest pictures");
    await gallery.getByTestId("gallery-older").click();
    await expect(count).toContainText("Page 2 of");
    await expect(short).toHaveValue(`Kept through a search ${suffix}`);
    await expect(gallery.getByTestId(`gallery-pick-${old}`)).toBeChecked();

    await form.getByRole("button", { name: "Save product" }).click();
    await toast(page, "The product is saved.");
    expect(saved()).toMatchObject({ price: 1840, short: `Kept through a search ${suffix}` });
    await expect(gallery.getByTestId(`gallery-pick-${newer}`)).toBeChecked();
    await expect(gallery.getByTestId(`gallery-pick-${old}`)).toBeChecked();
    const ticked = await gallery
      .getByRole("checkbox", { checked: true })
      .evaluateAll((boxes) => boxes.map((box) => Number((box as HTMLInputElement).value)));
    expect(ticked.sort()).toEqual([newer, old].sort());

    // Enter in an ordinary field saves the product.
    const name = form.getByTestId("product-name-en");
    await name.fill(`${own.name} entered`);
    await name.press("Enter");
    await toast(page, "The product is saved.");
    await expect.poll(() => saved().name).toBe(`${own.name} entered`);
  } finally {
    forget(own.id, old);
  }
});

test("a new product's form keeps what was typed and ticked through a picture search, and creates nothing", async ({
  page,
  javaScriptEnabled,
}) => {
  const sku = `E2E-GAL-NEW-${javaScriptEnabled ? "JS" : "NOJS"}-${Date.now().toString(36)}`.toUpperCase();
  const [first] = pictures() as [number];
  await logInAsAdmin(page, "/admin/products/new", javaScriptEnabled);
  const form = page.getByTestId("product-new-form");
  const gallery = form.getByTestId("product-gallery");
  await form.getByTestId("product-sku").fill(sku);
  await form.getByTestId("product-name-en").fill("Gallery kite, new");
  await gallery.getByTestId(`gallery-pick-${first}`).check();
  await gallery.getByLabel("Find pictures by title or file name").fill("no-such-e2e-picture");
  await gallery.getByLabel("Find pictures by title or file name").press("Enter");
  await expect(gallery.getByTestId("gallery-search-count")).toHaveText(
    "No picture has “no-such-e2e-picture” in its title or file name.",
  );
  await expect(form.getByTestId("product-sku")).toHaveValue(sku);
  await expect(form.getByTestId("product-name-en")).toHaveValue("Gallery kite, new");
  await expect(gallery.getByTestId(`gallery-pick-${first}`)).toBeChecked();
  await expect(form.locator("[aria-invalid='true']")).toHaveCount(0);
  expect(withDb((db) => db.prepare("SELECT COUNT(*) AS n FROM products WHERE sku = ?").get(sku))).toEqual({ n: 0 });
});
