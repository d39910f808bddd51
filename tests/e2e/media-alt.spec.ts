import { expect as baseExpect, test } from "@playwright/test";
import { logInAsAdmin } from "./support/admin";
import { withDb } from "./support/db";
import { hydrated } from "./support/hydration";

/**
 * Alt text and broken images on shoppers' pages (issue 15 item 3), in both projects: the alt text an
 * editor sets at /admin/media is the product gallery image's alt; an image whose file answers 404 is
 * a neutral placeholder box of the image's size (with JavaScript swapped for a placeholder, also when
 * it failed before hydration; without, the <img> itself drawn as the box), so nothing shifts.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** A product with a gallery image of its own: one per project, so the two never share a media item. */
function productWithImage(index: number): { slug: string; hrSlug: string; mediaId: number; title: string } {
  return withDb(
    (db) =>
      db
        .prepare(
          `select pt.slug, hr.slug as hrSlug, pm.media_id as mediaId, m.title from product_media pm
           join product_translations pt on pt.product_id = pm.product_id and pt.language_code = 'en'
           join product_translations hr on hr.product_id = pm.product_id and hr.language_code = 'hr'
           join products p on p.id = pm.product_id and p.parent_id is null
           join media m on m.id = pm.media_id
           where (select count(*) from product_media o where o.media_id = pm.media_id) = 1
           order by pm.product_id, pm.position limit 1 offset ?`,
        )
        .get(index * 5) as { slug: string; hrSlug: string; mediaId: number; title: string },
  );
}

test("the alt text an editor sets in each language reaches the shopper's product page in it", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const product = productWithImage(javaScriptEnabled ? 0 : 1);
  const alt = `Side view ${javaScriptEnabled ? "js" : "no-js"} ${Date.now().toString(36)}`;
  const hrAlt = `Pogled sa strane ${javaScriptEnabled ? "js" : "no-js"} ${Date.now().toString(36)}`;
  await logInAsAdmin(page, `/admin/media?q=${encodeURIComponent(product.title)}`, javaScriptEnabled);
  if (javaScriptEnabled) await hydrated(page);
  const item = page.getByTestId("media-item").filter({ hasText: product.title }).first();
  await item.getByText(`Edit ${product.title}`).click();
  await item.getByLabel("Alternative text in English").fill(alt);
  await item.getByLabel("Alternative text in Croatian").fill(hrAlt);
  await item.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The image's details are saved.")).toBeVisible();

  const shopper = await browser.newPage({ javaScriptEnabled });
  await shopper.goto(`/product/${product.slug}`);
  await expect(shopper.getByRole("region").locator(`figure img[alt="${alt}"]`)).toHaveCount(1);
  await shopper.goto(`/hr/product/${product.hrSlug}`);
  await expect(shopper.getByRole("region").locator(`figure img[alt="${hrAlt}"]`)).toHaveCount(1);
  await shopper.close();
});

test("an image whose file is missing is a neutral box of its size", async ({ page, javaScriptEnabled }) => {
  const { slug } = productWithImage(2);
  await page.goto(`/product/${slug}`);
  const first = page.locator("figure#image-1");
  const loaded = await first.boundingBox();
  expect(loaded?.height).toBeGreaterThan(100);

  await page.route(/\/media\/[^/]+\/\d+\//, (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto(`/product/${slug}`);
  if (javaScriptEnabled) {
    // Swapped for the placeholder, whether the image failed before or after hydration.
    await expect(first.locator("img")).toHaveCount(0);
    const box = first.locator("span");
    await expect(box).toBeVisible();
    await expect(box).toHaveCSS("background-color", "rgb(230, 232, 238)");
  } else {
    const img = first.locator("img");
    await expect(img).toHaveJSProperty("naturalWidth", 0);
    const [w, h] = [Number(await img.getAttribute("width")), Number(await img.getAttribute("height"))];
    const box = (await img.boundingBox())!;
    expect(Math.abs(box.width / box.height - w / h)).toBeLessThan(0.02);
    await page.screenshot({ path: "/tmp/media-alt-broken-no-js.png" });
  }
  // The box takes the loaded image's place: nothing below it moves.
  const broken = (await first.boundingBox())!;
  expect(Math.abs(broken.height - loaded!.height)).toBeLessThan(2);
  expect(Math.abs(broken.width - loaded!.width)).toBeLessThan(2);
});
