/**
 * A product's gallery and cross-sells in the back office (decision 0080): saved with the rest of the
 * product's form in its one transaction, by an edit and a creation alike; the product page and the
 * cart's cross-sell block show them at once. The gallery is the pictures after the main one, in
 * order (a picture of the site's media library each, at most MAX_PRODUCT_GALLERY, none twice); the
 * cross-sells are named by SKU, in order (products of the site, not the product itself, none twice,
 * at most MAX_PRODUCT_CROSS_SELLS). A refusal leaves everything as it was.
 */
process.env.PLATFORM_SECRET ??= "catalog-admin-gallery-test-platform-secret";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cart, catalog, catalogAdmin, type InputOf } from "#server/contract";
import { catalogAdminMessages as m } from "#server/contract/catalog-admin";
import { MAX_PRODUCT_CROSS_SELLS, MAX_PRODUCT_GALLERY } from "#server/contract/catalog-admin-limits";
import { PlatformCallError, startTestPlatform, type TestPlatform } from "../support/platform";
import { backOfficeUser } from "./accounts-fixture";
import { expectFailure, insertProduct, newCart, newProductInput, productSaveInput, SITE_ID } from "./cart-fixture";

let t: TestPlatform;
let admin: Record<string, string>;
let pictures: number[];

beforeAll(async () => {
  t = await startTestPlatform();
  admin = (await backOfficeUser(t)).headers;
  const rows = await t.platform.services.db
    .selectFrom("media")
    .select("id")
    .where("site_id", "=", SITE_ID)
    .where("mime", "like", "image/%")
    .orderBy("id")
    .limit(MAX_PRODUCT_GALLERY + 2)
    .execute();
  pictures = rows.map((r) => r.id);
  expect(pictures.length).toBe(MAX_PRODUCT_GALLERY + 2);
});
afterAll(async () => {
  await t?.close();
});

/** A product of its own for each test (listed in the shop), and its SKU. */
async function ownProduct(): Promise<{ id: number; sku: string; slug: string }> {
  const id = await insertProduct(t, { final: 1000 });
  const row = await t.platform.services.db
    .selectFrom("products as p")
    .innerJoin("product_translations as t", "t.product_id", "p.id")
    .select(["p.sku", "t.slug"])
    .where("p.id", "=", id)
    .where("t.language_code", "=", "en")
    .executeTakeFirstOrThrow();
  return { id, ...row };
}

const save = async (id: number, changes: Partial<InputOf<typeof catalogAdmin.saveProduct>>) =>
  t.call(catalogAdmin.saveProduct, await productSaveInput(t, admin, id, changes), admin);

const page = (slug: string) => t.call(catalog.productGet, { slug }, {});

async function cartCrossSells(productId: number): Promise<number[]> {
  const session = await newCart(t);
  await t.call(cart.addItem, { ...session, productId, qty: 1 });
  return (await t.call(cart.getCart, session)).crossSellIds;
}

function detailsOf(error: PlatformCallError): unknown {
  return (error.body as { details?: unknown }).details;
}

describe("a product's gallery and cross-sells", () => {
  it("are saved with the form, in order, and the product page and the cart show them at once", async () => {
    const main = await ownProduct();
    const [x, y] = [await ownProduct(), await ownProduct()];
    // Caches are warm before the save.
    expect((await page(main.slug)).crossSellProducts).toEqual([]);
    expect(await cartCrossSells(main.id)).toEqual([]);

    const [a, b, c] = pictures as [number, number, number];
    const saved = await save(main.id, { mediaId: a, galleryIds: [c, b], crossSellSkus: [y.sku, x.sku] });
    expect(saved.gallery.map((g) => g.id)).toEqual([c, b]);
    expect(saved.crossSells.map((p) => [p.id, p.sku])).toEqual([
      [y.id, y.sku],
      [x.id, x.sku],
    ]);
    // The product page: the main picture first, then the gallery in its order.
    const shown = await page(main.slug);
    expect(shown.gallery.map((g) => g.id)).toEqual([a, c, b]);
    expect(shown.crossSellProducts.map((p) => p.id)).toEqual([y.id, x.id]);
    expect(await cartCrossSells(main.id)).toEqual([y.id, x.id]);

    // Reordered, one removed.
    await save(main.id, { galleryIds: [b], crossSellSkus: [x.sku] });
    expect((await page(main.slug)).gallery.map((g) => g.id)).toEqual([a, b]);
    expect((await page(main.slug)).crossSellProducts.map((p) => p.id)).toEqual([x.id]);
    expect(await cartCrossSells(main.id)).toEqual([x.id]);
    const read = (await t.call(catalogAdmin.product, { id: main.id }, admin)).product;
    expect(read.gallery.map((g) => g.id)).toEqual([b]);
    expect(read.crossSells.map((p) => p.id)).toEqual([x.id]);

    // Emptied.
    await save(main.id, { galleryIds: [], crossSellSkus: [] });
    expect((await page(main.slug)).gallery.map((g) => g.id)).toEqual([a]);
    expect((await page(main.slug)).crossSellProducts).toEqual([]);
  });

  it("keeps both lists when a save leaves them out, and a new main picture leads the gallery", async () => {
    const main = await ownProduct();
    const x = await ownProduct();
    const [a, b, c] = pictures as [number, number, number];
    await save(main.id, { mediaId: a, galleryIds: [b, c], crossSellSkus: [x.sku.toLowerCase()] });
    // An old client's save: no gallery, no cross-sells; the main picture changed to one of the gallery's.
    const input = await productSaveInput(t, admin, main.id, { mediaId: c });
    const saved = await t.call(catalogAdmin.saveProduct, input, admin);
    expect(saved.gallery.map((g) => g.id)).toEqual([b]);
    expect(saved.crossSells.map((p) => p.id)).toEqual([x.id]);
    expect((await page(main.slug)).gallery.map((g) => g.id)).toEqual([c, b]);
    // The main picture given in the gallery too is shown once, first.
    const again = await save(main.id, { mediaId: b, galleryIds: [c, b] });
    expect(again.gallery.map((g) => g.id)).toEqual([c]);
    expect((await page(main.slug)).gallery.map((g) => g.id)).toEqual([b, c]);
  });

  it("refuses the product itself, unknown SKUs (named), duplicates and foreign pictures, writing nothing", async () => {
    const main = await ownProduct();
    const x = await ownProduct();
    const before = await t.call(catalogAdmin.product, { id: main.id }, admin);
    const renamed = { ...before.product.texts.en!, name: "Changed name" };
    const attempt = async (changes: Partial<InputOf<typeof catalogAdmin.saveProduct>>, message: string) => {
      const input = await productSaveInput(t, admin, main.id, changes);
      return expectFailure(
        t.call(catalogAdmin.saveProduct, { ...input, texts: { ...input.texts, en: renamed } }, admin),
        400,
        message,
      );
    };
    await attempt({ crossSellSkus: [x.sku, main.sku] }, m.crossSellSelf);
    const unknown = await attempt({ crossSellSkus: ["NO-SUCH-1", x.sku, "NO-SUCH-2"] }, m.crossSellUnknown);
    expect(detailsOf(unknown)).toEqual({ skus: ["NO-SUCH-1", "NO-SUCH-2"] });
    expect((unknown.body as { code: string }).code).toBe("CROSS_SELL_UNKNOWN");
    const twice = await attempt({ crossSellSkus: [x.sku, x.sku.toLowerCase()] }, m.crossSellDuplicate);
    expect(detailsOf(twice)).toEqual({ skus: [x.sku.toLowerCase()] });
    await attempt({ galleryIds: [pictures[0]!, pictures[0]!] }, m.galleryDuplicate);
    await attempt({ galleryIds: [2_000_000_000] }, m.galleryImageNotFound);
    // A document of the media library is no picture.
    const db = t.platform.services.db;
    const stamp = new Date().toISOString();
    const doc = await db
      .insertInto("media")
      .values({
        site_id: SITE_ID,
        title: "A document",
        description: "",
        original_name: "document.pdf",
        path: `gallery-doc-${Date.now()}`,
        mime: "application/pdf",
        extension: "pdf",
        size: 10,
        width: 0,
        height: 0,
        hash: `gallery-doc-${Date.now()}`,
        access: "public",
        created_at: stamp,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await attempt({ galleryIds: [doc.id] }, m.galleryImageNotFound);
    // Over the caps: the contract refuses them.
    await expectFailure(save(main.id, { galleryIds: pictures.slice(0, MAX_PRODUCT_GALLERY + 1) }), 400);
    await expectFailure(
      save(main.id, {
        crossSellSkus: Array.from({ length: MAX_PRODUCT_CROSS_SELLS + 1 }, (_, i) => `SKU-${i}`),
      }),
      400,
    );
    const after = await t.call(catalogAdmin.product, { id: main.id }, admin);
    expect(after.product.texts.en!.name).toBe(before.product.texts.en!.name);
    expect(after.product.gallery).toEqual([]);
    expect(after.product.crossSells).toEqual([]);
  });

  it("takes up to the caps", async () => {
    const main = await ownProduct();
    const others = [];
    for (let i = 0; i < MAX_PRODUCT_CROSS_SELLS; i++) others.push(await ownProduct());
    const saved = await save(main.id, {
      mediaId: null,
      galleryIds: pictures.slice(0, MAX_PRODUCT_GALLERY),
      crossSellSkus: others.map((o) => o.sku),
    });
    expect(saved.gallery.map((g) => g.id)).toEqual(pictures.slice(0, MAX_PRODUCT_GALLERY));
    expect(saved.crossSells.map((p) => p.id)).toEqual(others.map((o) => o.id));
    // Without a main picture the page shows the gallery.
    expect((await page(main.slug)).gallery.map((g) => g.id)).toEqual(pictures.slice(0, MAX_PRODUCT_GALLERY));
  });

  it("are set on a new product by the same save", async () => {
    const x = await ownProduct();
    const created = await t.call(
      catalogAdmin.createProduct,
      newProductInput({ mediaId: pictures[1]!, galleryIds: [pictures[2]!], crossSellSkus: [x.sku] }),
      admin,
    );
    expect(created.gallery.map((g) => g.id)).toEqual([pictures[2]]);
    expect(created.crossSells.map((p) => p.id)).toEqual([x.id]);
    const shown = await page(created.texts.en!.slug);
    expect(shown.gallery.map((g) => g.id)).toEqual([pictures[1], pictures[2]]);
    expect(shown.crossSellProducts.map((p) => p.id)).toEqual([x.id]);
    // A creation refused for its cross-sells leaves no product behind.
    const refused = newProductInput({ crossSellSkus: ["NO-SUCH-SKU"] });
    await expectFailure(t.call(catalogAdmin.createProduct, refused, admin), 400, m.crossSellUnknown);
    const left = await t.platform.services.db
      .selectFrom("products")
      .select("id")
      .where("sku", "=", refused.sku)
      .execute();
    expect(left).toEqual([]);
  });

  it("are audited with the save", async () => {
    const main = await ownProduct();
    const x = await ownProduct();
    await save(main.id, { galleryIds: [pictures[3]!], crossSellSkus: [x.sku] });
    const entry = await t.platform.services.db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(entry.action).toBe("PUT v1/admin/product/save");
    expect(entry.detail).toContain(x.sku);
  });
});
