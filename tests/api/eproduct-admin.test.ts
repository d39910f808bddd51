/**
 * E-products in the back office (decision 0049): the list with each product's delivery and pool,
 * setting the delivery, loading codes (blank lines ignored, duplicates skipped, a limit per paste),
 * removing free codes only; and a code product's stock, which is its pool of free codes: sold out when
 * it is empty, never sold beyond it.
 */
process.env.PLATFORM_SECRET ??= "eproduct-admin-test-platform-secret";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cart, catalog, checkout, shopAdmin } from "#server/contract";
import {
  CODES_PAGE_SIZE,
  MAX_CODE_LENGTH,
  MAX_CODES_PER_PASTE,
  MAX_CODES_TEXT,
  shopAdminMessages,
} from "#server/contract/shop-admin";
import { resyncPoolStocks } from "#server/modules/deliveries";
import { startTestPlatform, type TestPlatform } from "../support/platform";
import { backOfficeUser } from "./accounts-fixture";
import { expectFailure, insertProduct, newCart, productBySku, SITE_ID } from "./cart-fixture";
import { orderInput, readyCart } from "./checkout-fixture";

let t: TestPlatform;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await startTestPlatform();
  admin = (await backOfficeUser(t)).headers;
});
afterAll(async () => {
  await t?.close();
});

const detail = (id: number) => t.call(catalog.productGet, { id }, { language: "en" });

/** Orders `qty` of a product by bank transfer (the order holds its codes while it waits). */
async function order(productId: number, qty: number) {
  const ready = await readyCart(t, { delivery: null, lines: [{ productId, qty }], payment: "bank-transfer" });
  return t.call(checkout.orderCreate, await orderInput(t, ready));
}

describe("a code product's stock is its pool", () => {
  it("codes put straight into the database move the stock at the next sweep; an order's held codes stay out", async () => {
    const productId = await insertProduct(t, { final: 700, format: "EProduct" });
    await t.call(shopAdmin.saveEProductDelivery, { id: productId, deliveryType: "code" }, admin);
    await t.call(shopAdmin.addEProductCodes, { id: productId, codes: "SQL-1" }, admin);
    const { db } = t.platform.services;
    const insert = (codes: string[]) =>
      db
        .insertInto("eproduct_codes")
        .values(
          codes.map((code) => ({ product_id: productId, code, order_id: null, created_at: new Date().toISOString() })),
        )
        .execute();
    await insert(["SQL-2", "SQL-3", "SQL-4"]);
    expect((await detail(productId)).stockQty).toBe(1);
    expect(await resyncPoolStocks(t.platform.services)).toContain(productId);
    expect(await detail(productId)).toMatchObject({ inStock: true, stockQty: 4 });
    // In step: the next sweep changes nothing, an order waiting for its payment included.
    await order(productId, 3);
    expect(await resyncPoolStocks(t.platform.services)).not.toContain(productId);
    expect((await detail(productId)).stockQty).toBe(1);

    // A sold-out product is back in stock.
    await order(productId, 1);
    expect(await detail(productId)).toMatchObject({ inStock: false, stockQty: 0 });
    await insert(["SQL-5"]);
    expect(await resyncPoolStocks(t.platform.services)).toContain(productId);
    expect(await detail(productId)).toMatchObject({ inStock: true, stockQty: 1 });
  });

  it("the sweep picks the code products in SQL: a link product with a stock of its own is neither read nor changed", async () => {
    // A link product's stock is no pool (it may be a limit set another way): counting its codes and
    // reading it every minute only to drop it in JavaScript costs a scan per product for nothing.
    const link = await insertProduct(t, { final: 700, format: "EProduct" });
    await t.call(
      shopAdmin.saveEProductDelivery,
      { id: link, deliveryType: "link", url: "https://example.com/ebook" },
      admin,
    );
    const { services } = t.platform;
    const db = services.db;
    await db.updateTable("products").set({ stock_qty: 5 }).where("id", "=", link).execute();
    const read: unknown[] = [];
    services.db = db.withPlugin({
      transformQuery: ({ node }) => node,
      transformResult: ({ result }) => {
        read.push(...result.rows);
        return Promise.resolve(result);
      },
    });
    try {
      expect(await resyncPoolStocks(services)).not.toContain(link);
    } finally {
      services.db = db;
    }
    expect(read).not.toContainEqual(expect.objectContaining({ product_id: link }));
    expect((await detail(link)).stockQty).toBe(5);
  });

  it("the demo's €100 gift card sells as many units as it has codes, then is sold out", async () => {
    const card = await productBySku(t, "GFT-CRD-100");
    expect(await detail(card.id)).toMatchObject({ inStock: true, stockQty: 200 });
    await order(card.id, 197);
    expect(await detail(card.id)).toMatchObject({ inStock: true, stockQty: 3 });

    // Four are more than the three codes left: the cart refuses them.
    const session = await newCart(t);
    await expectFailure(t.call(cart.addItem, { ...session, productId: card.id, qty: 4 }), 409);
    await order(card.id, 3);
    const soldOut = await detail(card.id);
    expect(soldOut).toMatchObject({ inStock: false, stockQty: 0 });
    await expectFailure(t.call(cart.addItem, { ...session, productId: card.id, qty: 1 }), 409);
  });

  it("an e-product set to deliver codes without any is sold out; loading codes puts it in stock", async () => {
    const productId = await insertProduct(t, { final: 700, format: "EProduct" });
    expect((await detail(productId)).inStock).toBe(true);
    await t.call(shopAdmin.saveEProductDelivery, { id: productId, deliveryType: "code" }, admin);
    expect(await detail(productId)).toMatchObject({ inStock: false, stockQty: 0 });
    await t.call(shopAdmin.addEProductCodes, { id: productId, codes: "K-1\nK-2\nK-3" }, admin);
    expect(await detail(productId)).toMatchObject({ inStock: true, stockQty: 3 });
    const ready = await readyCart(t, { delivery: null, lines: [{ productId, qty: 3 }], payment: "bank-transfer" });
    const created = await t.call(checkout.orderCreate, await orderInput(t, ready));
    expect(await detail(productId)).toMatchObject({ inStock: false, stockQty: 0 });
    // Back to a link once the order holding the codes is paid: stock untracked again.
    await t.call(shopAdmin.markOrderPaid, { slug: created.orderSlug }, admin);
    await t.call(
      shopAdmin.saveEProductDelivery,
      { id: productId, deliveryType: "link", url: "https://example.com/course" },
      admin,
    );
    expect(await detail(productId)).toMatchObject({ inStock: true, stockQty: null });
  });
});

describe("a late delivery", () => {
  it("taking the pool's last code when the order is paid shows the product sold out at once", async () => {
    const productId = await insertProduct(t, { final: 700, format: "EProduct" });
    await t.call(
      shopAdmin.saveEProductDelivery,
      { id: productId, deliveryType: "link", url: "https://e.example" },
      admin,
    );
    // Ordered as a link (no codes held); codes since, one left.
    const created = await order(productId, 1);
    await t.call(shopAdmin.saveEProductDelivery, { id: productId, deliveryType: "code" }, admin);
    await t.call(shopAdmin.addEProductCodes, { id: productId, codes: "LAST-1" }, admin);
    const card = async () => {
      const { records } = await t.call(catalog.productFilter, { ids: [productId] }, { language: "en" });
      return records[0];
    };
    expect(await card()).toMatchObject({ inStock: true });
    await t.call(shopAdmin.markOrderPaid, { slug: created.orderSlug }, admin);
    expect(await detail(productId)).toMatchObject({ inStock: false, stockQty: 0 });
    expect(await card()).toMatchObject({ inStock: false });
  });
});

describe("the back office's e-products", () => {
  it("lists the e-products with their delivery and their pool's counts", async () => {
    const { products } = await t.call(shopAdmin.eProducts, {}, admin);
    const bySku = new Map(products.map((p) => [p.sku, p]));
    expect(bySku.get("EBK-001")).toMatchObject({
      deliveryType: "link",
      file: { name: "the-adriatic-kitchen.pdf" },
      url: null,
      codes: null,
    });
    expect(bySku.get("EBK-004")).toMatchObject({
      deliveryType: "link",
      file: null,
      url: "https://video.example.com/courses/home-coffee-brewing",
    });
    expect(bySku.get("GFT-CRD-050")).toMatchObject({
      deliveryType: "code",
      codes: { available: 200, reserved: 0, delivered: 0 },
    });
    // Only e-products.
    expect(products.every((p) => /^(EBK|GFT)/.test(p.sku) || p.sku.startsWith("CARTFX"))).toBe(true);
  });

  it("loads codes: blank lines ignored, duplicates in the paste and in the pool skipped, a limit per paste", async () => {
    const productId = await insertProduct(t, { final: 700, format: "EProduct" });
    await expectFailure(
      t.call(shopAdmin.addEProductCodes, { id: productId, codes: "A" }, admin),
      409,
      shopAdminMessages.deliveryNotCodes,
    );
    await t.call(shopAdmin.saveEProductDelivery, { id: productId, deliveryType: "qrcode" }, admin);
    const first = await t.call(shopAdmin.addEProductCodes, { id: productId, codes: "A-1\n\n  A-2  \r\nA-1\n" }, admin);
    expect(first).toMatchObject({ added: 2, skipped: 1, product: { codes: { available: 2 } } });
    const second = await t.call(shopAdmin.addEProductCodes, { id: productId, codes: "A-2\nA-3" }, admin);
    expect(second).toMatchObject({ added: 1, skipped: 1, product: { codes: { available: 3 } } });
    const tooMany = Array.from({ length: MAX_CODES_PER_PASTE + 1 }, (_, i) => `X-${i}`).join("\n");
    const refused = await expectFailure(
      t.call(shopAdmin.addEProductCodes, { id: productId, codes: tooMany }, admin),
      400,
    );
    expect(refused.body).toMatchObject({ code: "TOO_MANY_CODES" });
    expect((await detail(productId)).stockQty).toBe(3);
  });

  it("refuses a paste whole, never in part: too many characters, or a code too long", async () => {
    const productId = await insertProduct(t, { final: 700, format: "EProduct" });
    await t.call(shopAdmin.saveEProductDelivery, { id: productId, deliveryType: "code" }, admin);
    // 600 codes of 60 characters: within the lines and the code length, over the characters.
    const long = Array.from({ length: 600 }, (_, i) => `${String(i).padStart(4, "0")}-${"V".repeat(55)}`).join("\n");
    expect(long.length).toBeGreaterThan(MAX_CODES_TEXT);
    const tooLong = await expectFailure(t.call(shopAdmin.addEProductCodes, { id: productId, codes: long }, admin), 400);
    expect(tooLong.body).toMatchObject({ code: "TOO_MANY_CODES" });
    const oneTooLong = `OK-1\n${"L".repeat(MAX_CODE_LENGTH + 1)}`;
    const refused = await expectFailure(
      t.call(shopAdmin.addEProductCodes, { id: productId, codes: oneTooLong }, admin),
      400,
    );
    expect(refused.body).toMatchObject({ code: "CODE_TOO_LONG" });
    const view = await t.call(shopAdmin.eProduct, { id: productId }, admin);
    expect(view.codes).toEqual([]);
    expect((await detail(productId)).stockQty).toBe(0);
  });

  it("the same paste twice at once adds each code once, and the later one says it skipped them", async () => {
    const productId = await insertProduct(t, { final: 700, format: "EProduct" });
    await t.call(shopAdmin.saveEProductDelivery, { id: productId, deliveryType: "code" }, admin);
    const codes = Array.from({ length: 300 }, (_, i) => `TWICE-${i}`).join("\n");
    const results = await Promise.all(
      [1, 2, 3].map(() => t.call(shopAdmin.addEProductCodes, { id: productId, codes }, admin)),
    );
    expect(results.reduce((sum, r) => sum + r.added, 0)).toBe(300);
    expect(results.reduce((sum, r) => sum + r.skipped, 0)).toBe(600);
    expect((await detail(productId)).stockQty).toBe(300);
  });

  it("keeps the delivery type while orders hold the product's codes", async () => {
    const productId = await insertProduct(t, { final: 700, format: "EProduct" });
    await t.call(shopAdmin.saveEProductDelivery, { id: productId, deliveryType: "code" }, admin);
    await t.call(shopAdmin.addEProductCodes, { id: productId, codes: "T-1\nT-2" }, admin);
    const created = await order(productId, 1);
    for (const change of [{ deliveryType: "link", url: "https://example.com/x" }, { deliveryType: "qrcode" }] as const)
      await expectFailure(
        t.call(shopAdmin.saveEProductDelivery, { id: productId, ...change }, admin),
        409,
        shopAdminMessages.deliveryCodesHeld,
      );
    // An upload (which makes the product a link) is refused whole: no document is left behind.
    await expectFailure(
      t.call(
        shopAdmin.uploadEProductFile,
        { id: productId, files: [{ field: "files", file: new File(["%PDF-1.4 orphan"], "orphan-upload.pdf") }] },
        admin,
      ),
      409,
      shopAdminMessages.deliveryCodesHeld,
    );
    const orphans = await t.platform.services.db
      .selectFrom("media")
      .select("id")
      .where("original_name", "=", "orphan-upload.pdf")
      .execute();
    expect(orphans).toEqual([]);
    // The same type saves; once the order is paid (its code delivered), the type may change.
    await t.call(shopAdmin.saveEProductDelivery, { id: productId, deliveryType: "code" }, admin);
    await t.call(shopAdmin.markOrderPaid, { slug: created.orderSlug }, admin);
    const saved = await t.call(shopAdmin.saveEProductDelivery, { id: productId, deliveryType: "qrcode" }, admin);
    expect(saved).toMatchObject({ deliveryType: "qrcode", codes: { available: 1, reserved: 0, delivered: 1 } });
  });

  it("removes a free code, never one an order holds; held codes are masked", async () => {
    const productId = await insertProduct(t, { final: 700, format: "EProduct" });
    await t.call(shopAdmin.saveEProductDelivery, { id: productId, deliveryType: "code" }, admin);
    await t.call(shopAdmin.addEProductCodes, { id: productId, codes: "HELD-CODE-1\nFREE-CODE-2\nFREE-CODE-3" }, admin);
    const ready = await readyCart(t, { delivery: null, lines: [{ productId, qty: 1 }], payment: "bank-transfer" });
    const created = await t.call(checkout.orderCreate, await orderInput(t, ready));
    const view = await t.call(shopAdmin.eProduct, { id: productId }, admin);
    expect(view.product.codes).toEqual({ available: 2, reserved: 1, delivered: 0 });
    expect(view.codes.map((c) => [c.code, c.state])).toEqual([
      ["FREE-CODE-2", "available"],
      ["FREE-CODE-3", "available"],
      ["•••••••DE-1", "reserved"],
    ]);
    const held = view.codes.find((c) => c.state === "reserved")!;
    await expectFailure(
      t.call(shopAdmin.removeEProductCode, { id: productId, codeId: held.id }, admin),
      409,
      shopAdminMessages.codeHeld,
    );
    await t.call(shopAdmin.markOrderPaid, { slug: created.orderSlug }, admin);
    const paid = await t.call(shopAdmin.eProduct, { id: productId }, admin);
    expect(paid.product.codes).toEqual({ available: 2, reserved: 0, delivered: 1 });
    await expectFailure(t.call(shopAdmin.removeEProductCode, { id: productId, codeId: held.id }, admin), 409);

    const free = paid.codes.find((c) => c.code === "FREE-CODE-2")!;
    const after = await t.call(shopAdmin.removeEProductCode, { id: productId, codeId: free.id }, admin);
    expect(after.codes).toEqual({ available: 1, reserved: 0, delivered: 1 });
    expect((await detail(productId)).stockQty).toBe(1);
    // Another product's code, or none: not found.
    await expectFailure(
      t.call(shopAdmin.removeEProductCode, { id: productId, codeId: 2_000_000_000 }, admin),
      404,
      shopAdminMessages.eProductNotFound,
    );
  });

  it("a link delivers a private document of the media library or an address, nothing else", async () => {
    const productId = await insertProduct(t, { final: 700, format: "EProduct" });
    await expectFailure(
      t.call(shopAdmin.saveEProductDelivery, { id: productId, deliveryType: "link" }, admin),
      400,
      shopAdminMessages.deliveryLinkMissing,
    );
    const { files } = await t.call(shopAdmin.eProduct, { id: productId }, admin);
    const book = files.find((f) => f.name === "houseplant-care-guide.pdf")!;
    const saved = await t.call(
      shopAdmin.saveEProductDelivery,
      { id: productId, deliveryType: "link", mediaId: book.id, url: "https://ignored.example.com" },
      admin,
    );
    expect(saved).toMatchObject({ deliveryType: "link", file: { id: book.id }, url: null, codes: null });
    const publicImage = await t.platform.services.db
      .selectFrom("media")
      .select("id")
      .where("access", "=", "public")
      .executeTakeFirstOrThrow();
    await expectFailure(
      t.call(shopAdmin.saveEProductDelivery, { id: productId, deliveryType: "link", mediaId: publicImage.id }, admin),
      400,
      shopAdminMessages.deliveryLinkMissing,
    );
    // An uploaded document becomes the link's private file; anything else is refused.
    const uploaded = await t.call(
      shopAdmin.uploadEProductFile,
      { id: productId, files: [{ field: "files", file: new File(["%PDF-1.4 a book"], "new-edition.pdf") }] },
      admin,
    );
    expect(uploaded).toMatchObject({ deliveryType: "link", file: { name: "new-edition.pdf", title: "new-edition" } });
    const stored = await t.platform.services.db
      .selectFrom("media")
      .select("access")
      .where("id", "=", uploaded.file!.id)
      .executeTakeFirstOrThrow();
    expect(stored.access).toBe("private");
    await expectFailure(
      t.call(
        shopAdmin.uploadEProductFile,
        { id: productId, files: [{ field: "files", file: new File(["MZ"], "setup.exe") }] },
        admin,
      ),
      400,
      shopAdminMessages.deliveryFileRefused,
    );
    // Not an e-product.
    const shirt = await insertProduct(t, { final: 700 });
    await expectFailure(
      t.call(shopAdmin.saveEProductDelivery, { id: shirt, deliveryType: "code" }, admin),
      404,
      shopAdminMessages.eProductNotFound,
    );
  });

  it("pages the pool, free codes first; the counts stay the pool's totals", async () => {
    const productId = await insertProduct(t, { final: 700, format: "EProduct" });
    await t.call(shopAdmin.saveEProductDelivery, { id: productId, deliveryType: "code" }, admin);
    const total = CODES_PAGE_SIZE + 5;
    const codes = Array.from({ length: total }, (_, i) => `PAGE-${String(i).padStart(4, "0")}`).join("\n");
    await t.call(shopAdmin.addEProductCodes, { id: productId, codes }, admin);
    await order(productId, 2);
    const first = await t.call(shopAdmin.eProduct, { id: productId }, admin);
    expect(first).toMatchObject({ page: 1, totalPages: 2, product: { codes: { available: total - 2, reserved: 2 } } });
    expect(first.codes).toHaveLength(CODES_PAGE_SIZE);
    expect(first.codes.every((c) => c.state === "available")).toBe(true);
    const second = await t.call(shopAdmin.eProduct, { id: productId, page: 2 }, admin);
    expect(second.codes.map((c) => c.state)).toEqual(["available", "available", "available", "reserved", "reserved"]);
    // Past the last page: the last one.
    expect(await t.call(shopAdmin.eProduct, { id: productId, page: 9 }, admin)).toMatchObject({ page: 2 });
  });

  // Last: it adds 500 private documents to the media library.
  it("the file list has the product's current file, however many newer documents there are", async () => {
    const productId = await insertProduct(t, { final: 700, format: "EProduct" });
    const { files } = await t.call(shopAdmin.eProduct, { id: productId }, admin);
    const book = files.find((f) => f.name === "houseplant-care-guide.pdf")!;
    await t.call(shopAdmin.saveEProductDelivery, { id: productId, deliveryType: "link", mediaId: book.id }, admin);
    const newer = Array.from({ length: 500 }, (_, i) => ({
      site_id: SITE_ID,
      title: `Newer ${i}`,
      description: "",
      original_name: `newer-${i}.pdf`,
      path: `private/newer-${i}.pdf`,
      mime: "application/pdf",
      extension: "pdf",
      size: 10,
      width: 0,
      height: 0,
      hash: `newer-${i}`,
      access: "private",
      created_at: "2026-01-01T00:00:00.000Z",
    }));
    for (let i = 0; i < newer.length; i += 100)
      await t.platform.services.db
        .insertInto("media")
        .values(newer.slice(i, i + 100))
        .execute();
    const view = await t.call(shopAdmin.eProduct, { id: productId }, admin);
    expect(view.files.some((f) => f.id === book.id)).toBe(true);
    expect(view.product.file?.id).toBe(book.id);
  });
});
