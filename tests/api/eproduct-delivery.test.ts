/**
 * E-product delivery (spec section 9, decision 0047): what a paid order delivers (codes, QR codes,
 * download links), once and only once; codes taken by one order only, also under concurrent orders;
 * an order refused when the pool runs out and its codes given back when it is never paid; downloads
 * only for the holder of the signed address the buyer's order page gives.
 */
process.env.PLATFORM_SECRET ??= "eproduct-delivery-test-platform-secret";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, checkout, media, shopAdmin } from "#server/contract";
import { checkoutMessages } from "#server/contract/checkout";
import type { DeliveryType } from "#server/db/schema";
import { deliverDigitalGoods, DOWNLOAD_LINK_SECONDS, downloadUrl } from "#server/modules/deliveries";
import { listOutbox } from "#server/modules/mail";
import { findSiteById } from "#server/modules/site";
import { demoCatalogFacts } from "#server/seed/catalog";
import { startTestPlatform, type TestPlatform } from "../support/platform";
import { backOfficeUser, signedInUser } from "./accounts-fixture";
import {
  bundleMembers,
  demoProduct,
  expectFailure,
  insertProduct,
  productBySku,
  SITE_ID,
  variantsOf,
} from "./cart-fixture";
import {
  decideSandbox,
  formAction,
  guestAddress,
  orderCount,
  orderInput,
  readyCart,
  type ReadyOptions,
} from "./checkout-fixture";

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
const buyer = () => ({ ...guestAddress, contactEmail: `digital-${Date.now().toString(36)}-${++counter}@example.com` });

/** An e-product delivering `type`, with a pool of `codes`. */
async function eProduct(type: DeliveryType, codes: string[] = []): Promise<number> {
  const productId = await insertProduct(t, { final: 1000, format: "EProduct" });
  const db = t.platform.services.db;
  await db
    .insertInto("product_deliveries")
    .values({ product_id: productId, delivery_type: type, media_id: null, url: null })
    .execute();
  if (codes.length)
    await db
      .insertInto("eproduct_codes")
      .values(
        codes.map((code) => ({ product_id: productId, code, order_id: null, created_at: new Date().toISOString() })),
      )
      .execute();
  return productId;
}

async function placeOrder(options: Omit<ReadyOptions, "delivery">) {
  const ready = await readyCart(t, { delivery: null, ...options });
  return t.call(checkout.orderCreate, await orderInput(t, ready), options.headers);
}

/** Pays an HPF order in the sandbox and settles it. */
async function pay(created: { html: unknown }) {
  const result = await decideSandbox(t, formAction(created.html as string), "approve");
  return t.call(checkout.paymentSuccess, { id: result.id, details: result.details });
}

const view = (created: { orderSlug: string; orderViewToken: string }) =>
  t.call(checkout.orderView, { orderSlug: created.orderSlug, token: created.orderViewToken });

const site = async () => (await findSiteById(t.platform.services, SITE_ID))!;

async function freeCodes(productId: number): Promise<number> {
  const rows = await t.platform.services.db
    .selectFrom("eproduct_codes")
    .select("id")
    .where("product_id", "=", productId)
    .where("order_id", "is", null)
    .execute();
  return rows.length;
}

describe("delivery when an order is paid", () => {
  it("the demo's €25 gift card: awaiting payment first, then one QR code per unit, mailed in the order's language", async () => {
    const card = await productBySku(t, "GFT-CRD-025");
    const address = buyer();
    const created = await placeOrder({ lines: [{ productId: card.id, qty: 2 }], payment: "card", address });
    expect((await view(created)).deliverables).toEqual({ state: "awaitingPayment", items: [] });

    expect((await pay(created)).status).toBe("paid");
    const { deliverables } = await view(created);
    expect(deliverables?.state).toBe("delivered");
    expect(deliverables?.items).toHaveLength(2);
    for (const item of deliverables!.items)
      expect(item).toMatchObject({ productId: card.id, name: "Gift card €25", type: "qrcode", downloadUrl: null });
    const codes = deliverables!.items.map((i) => i.code);
    expect(codes[0]).toMatch(/^DS25-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(new Set(codes).size).toBe(2);

    const [mail] = await listOutbox(t.platform.services, SITE_ID, {
      to: address.contactEmail,
      kind: "order-confirmation",
    });
    expect(mail.text).toContain("Your digital items:");
    // Nothing is shipped: the mail does not promise to tell when it is on its way.
    expect(mail.text).toContain("Your payment has been received, and your digital items are below.");
    expect(mail.text).not.toContain("on its way");
    for (const code of codes) expect(mail.text).toContain(`Gift card €25: ${code} (the QR code is on your order page)`);
  });

  it("a Croatian order's mail lists them in Croatian; a download points to the order page", async () => {
    const book = await productBySku(t, "EBK-001");
    const address = buyer();
    const ready = await readyCart(t, {
      delivery: null,
      lines: [{ productId: book.id, qty: 1 }],
      payment: "card",
      address,
    });
    const created = await t.call(checkout.orderCreate, await orderInput(t, ready, { language: "hr" }));
    await pay(created);
    const [mail] = await listOutbox(t.platform.services, SITE_ID, {
      to: address.contactEmail,
      kind: "order-confirmation",
    });
    expect(mail.text).toContain("Vaši digitalni proizvodi:");
    expect(mail.text).toContain("Jadranska kuhinja (e-knjiga): preuzmite ga na stranici narudžbe");
    expect(mail.html).toContain("Vaši digitalni proizvodi");
  });

  it("is idempotent: a second delivery adds nothing", async () => {
    const productId = await eProduct("code", ["IDEM-1", "IDEM-2", "IDEM-3"]);
    const created = await placeOrder({ lines: [{ productId, qty: 2 }], payment: "card" });
    await pay(created);
    const first = (await view(created)).deliverables;
    const tx = t.platform.services.db;
    expect((await deliverDigitalGoods(tx, await site(), created.orderId)).added).toBe(0);
    expect((await view(created)).deliverables).toEqual(first);
    expect(first?.items.map((i) => i.code).sort()).toEqual(["IDEM-1", "IDEM-2"]);
    expect(await freeCodes(productId)).toBe(1);
  });

  it("an order without online payment (bank transfer) holds its codes and is delivered when the back office marks it paid", async () => {
    const productId = await eProduct("qrcode", ["BANK-1", "BANK-2"]);
    const created = await placeOrder({ lines: [{ productId, qty: 1 }], payment: "bank-transfer" });
    expect(created.status).toBe("pendingPayment");
    expect((await view(created)).deliverables).toEqual({ state: "awaitingPayment", items: [] });
    expect(await freeCodes(productId)).toBe(1);
    const admin = await backOfficeUser(t);
    const paid = await t.call(shopAdmin.markOrderPaid, { slug: created.orderSlug }, admin.headers);
    expect(paid.deliverables?.items.map((i) => i.code)).toEqual(["BANK-1"]);
    expect((await view(created)).deliverables?.items.map((i) => i.code)).toEqual(["BANK-1"]);
  });
  it("an order settled otherwise (completed before delivery existed) is not told to wait for its payment", async () => {
    const productId = await eProduct("link");
    const created = await placeOrder({ lines: [{ productId, qty: 1 }], payment: "bank-transfer" });
    await t.platform.services.db
      .updateTable("orders")
      .set({ status: "completed" })
      .where("id", "=", created.orderId)
      .execute();
    expect((await view(created)).deliverables).toBeNull();
  });
});

describe("the pool of codes", () => {
  it("two orders at once never get the same code", async () => {
    const productId = await eProduct("code", ["TWO-1", "TWO-2", "TWO-3", "TWO-4"]);
    const carts = await Promise.all(
      [1, 2].map(() => readyCart(t, { delivery: null, lines: [{ productId, qty: 2 }], payment: "card" })),
    );
    const orders = await Promise.all(
      carts.map(async (ready) => t.call(checkout.orderCreate, await orderInput(t, ready))),
    );
    await Promise.all(orders.map(pay));
    const codes = (await Promise.all(orders.map(view))).flatMap((o) => o.deliverables!.items.map((i) => i.code));
    expect(codes.sort()).toEqual(["TWO-1", "TWO-2", "TWO-3", "TWO-4"]);
  });

  it("running out refuses the order like stock, writing nothing; an unpaid order gives its codes back", async () => {
    const productId = await eProduct("code", ["LAST-1", "LAST-2"]);
    const before = await orderCount(t);
    const ready = await readyCart(t, { delivery: null, lines: [{ productId, qty: 3 }], payment: "card" });
    const refused = await expectFailure(
      t.call(checkout.orderCreate, await orderInput(t, ready)),
      409,
      checkoutMessages.insufficientStock,
    );
    expect(refused.body).toMatchObject({ details: { available: 2 } });
    expect(await orderCount(t)).toBe(before);
    expect(await freeCodes(productId)).toBe(2);

    const declined = await placeOrder({ lines: [{ productId, qty: 2 }], payment: "card" });
    expect(await freeCodes(productId)).toBe(0);
    const result = await decideSandbox(t, formAction(declined.html as string), "decline");
    expect((await t.call(checkout.paymentSuccess, { id: result.id, details: result.details })).status).toBe("failed");
    expect(await freeCodes(productId)).toBe(2);
    expect((await view(declined)).deliverables).toBeNull();
  });

  it("an order made without its codes (before its product had them) is delivered what the pool has, the rest later", async () => {
    const productId = await insertProduct(t, { final: 500, format: "EProduct" });
    const created = await placeOrder({ lines: [{ productId, qty: 2 }], payment: "bank-transfer" });
    expect((await view(created)).deliverables).toBeNull();
    const db = t.platform.services.db;
    await db
      .insertInto("product_deliveries")
      .values({ product_id: productId, delivery_type: "code", media_id: null, url: null })
      .execute();
    await db
      .insertInto("eproduct_codes")
      .values({ product_id: productId, code: "LATE-1", order_id: null, created_at: "2026-01-01" })
      .execute();
    await db.updateTable("orders").set({ status: "paid" }).where("id", "=", created.orderId).execute();
    expect(await deliverDigitalGoods(db, await site(), created.orderId)).toEqual({ added: 1, resynced: [productId] });
    expect((await view(created)).deliverables?.items.map((i) => i.code)).toEqual(["LATE-1", null]);
    await db
      .insertInto("eproduct_codes")
      .values({ product_id: productId, code: "LATE-2", order_id: null, created_at: "2026-01-01" })
      .execute();
    expect((await deliverDigitalGoods(db, await site(), created.orderId)).added).toBe(1);
    expect(await deliverDigitalGoods(db, await site(), created.orderId)).toEqual({ added: 0, resynced: [] });
    expect((await view(created)).deliverables?.items.map((i) => i.code)).toEqual(["LATE-1", "LATE-2"]);
  });
});

describe("a bundle's chosen variant", () => {
  it("a code variant chosen for a bundle's configurable member is reserved, stocked and delivered as that variant", async () => {
    const bundle = await demoProduct(t, demoCatalogFacts.configurableBundleSlug);
    const configurable = (await bundleMembers(t, bundle.id)).find((m) => m.format === "Configurable")!;
    const variant = (await variantsOf(t, configurable.id)).find((v) => v.stockQty === null || v.stockQty > 0)!;
    const db = t.platform.services.db;
    // The variant delivers codes: its pool of three is its stock.
    await db
      .insertInto("product_deliveries")
      .values({ product_id: variant.id, delivery_type: "code", media_id: null, url: null })
      .execute();
    await db
      .insertInto("eproduct_codes")
      .values(
        ["V-1", "V-2", "V-3"].map((code) => ({
          product_id: variant.id,
          code,
          order_id: null,
          created_at: "2026-01-01",
        })),
      )
      .execute();
    await db.updateTable("products").set({ stock_qty: 3 }).where("id", "=", variant.id).execute();

    const options = { bundleOptions: [{ id: configurable.id, options: variant.id }] };
    const ready = await readyCart(t, { lines: [{ productId: bundle.id, qty: 1, options }], payment: "bank-transfer" });
    const created = await t.call(checkout.orderCreate, await orderInput(t, ready));
    const stock = async () =>
      Number(
        (await db.selectFrom("products").select("stock_qty").where("id", "=", variant.id).executeTakeFirstOrThrow())
          .stock_qty,
      );
    // The order took one unit of the variant and one of its codes: the pool is still the stock.
    expect(await freeCodes(variant.id)).toBe(2);
    expect(await stock()).toBe(2);
    const admin = await backOfficeUser(t);
    await t.call(shopAdmin.markOrderPaid, { slug: created.orderSlug }, admin.headers);
    const delivered = (await view(created)).deliverables?.items ?? [];
    expect(delivered.filter((i) => i.code !== null).map((i) => i.code)).toEqual(["V-1"]);
    expect(await freeCodes(variant.id)).toBe(2);
    expect(await stock()).toBe(2);
  });
});

describe("downloads", () => {
  it("the buyer's signed link gives the e-book; nobody else gets the order, and an altered or expired link is refused", async () => {
    const book = await productBySku(t, "EBK-001");
    const owner = await signedInUser(t);
    const headers = owner.headers;
    const created = await placeOrder({ lines: [{ productId: book.id, qty: 1 }], payment: "card", headers });
    expect((await t.call(accounts.orderGet, { slug: created.orderSlug }, headers)).deliverables?.state).toBe(
      "awaitingPayment",
    );
    await pay(created);
    const detail = await t.call(accounts.orderGet, { slug: created.orderSlug }, headers);
    const [item] = detail.deliverables!.items;
    expect(item).toMatchObject({
      type: "link",
      code: null,
      name: "The Adriatic Kitchen (e-book)",
      linkTarget: "file",
    });
    const url = item.downloadUrl!;
    expect(url).toMatch(/^\/api\/v1\/order\/download\/\d+\?expires=\d+&signature=[\w-]+$/);

    const file = await t.request(url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe(
      "attachment; filename=\"the-adriatic-kitchen.pdf\"; filename*=UTF-8''the-adriatic-kitchen.pdf",
    );
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect(String(file.body)).toMatch(/^%PDF-1\.4/);

    // Someone else: another customer does not get the order (nor its links).
    const other = await signedInUser(t);
    await expectFailure(t.call(accounts.orderGet, { slug: created.orderSlug }, other.headers), 404);
    await expectFailure(t.call(checkout.orderView, { orderSlug: created.orderSlug, token: "forged" }), 404);

    const id = Number(/download\/(\d+)/.exec(url)![1]);
    const expires = Number(new URL(url, "http://x").searchParams.get("expires"));
    const refused = [
      url.replace(/signature=[\w-]+/, "signature=forged"),
      url.replace(/expires=\d+/, `expires=${expires + 60}`),
      url.replace(`download/${id}`, `download/${id + 1}`),
      `/api/v1/order/download/${id}`,
    ];
    for (const link of refused) {
      const answer = await t.request(link);
      expect(answer.status, link).toBe(403);
      expect(answer.body).toMatchObject({ code: "DOWNLOAD_LINK_INVALID" });
    }
    // A link we signed whose hour is over: gone (410), so the page can say to reload the order's.
    const expired = await t.request(downloadUrl(id, Date.now() - (DOWNLOAD_LINK_SECONDS + 1) * 1000));
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ code: "DOWNLOAD_LINK_INVALID" });
    // The file is private: not under the public media path.
    const media = await t.platform.services.db
      .selectFrom("product_deliveries")
      .select("media_id")
      .where("product_id", "=", book.id)
      .executeTakeFirstOrThrow();
    const row = await t.platform.services.db
      .selectFrom("sites")
      .select("api_key_id")
      .where("id", "=", SITE_ID)
      .executeTakeFirstOrThrow();
    expect((await t.request(`/media/${row.api_key_id}/${media.media_id}/file/the-adriatic-kitchen.pdf`)).status).toBe(
      404,
    );
  });

  it("a link to the merchant's address sends the browser on", async () => {
    const course = await productBySku(t, "EBK-004");
    const created = await placeOrder({ lines: [{ productId: course.id, qty: 1 }], payment: "card" });
    await pay(created);
    const [item] = (await view(created)).deliverables!.items;
    expect(item.linkTarget).toBe("address");
    const answer = await t.request(item.downloadUrl!);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("https://video.example.com/courses/home-coffee-brewing");
  });

  it("an e-product's file is in use: the media manager does not delete it", async () => {
    const book = await productBySku(t, "EBK-002");
    const file = await t.platform.services.db
      .selectFrom("product_deliveries")
      .select("media_id")
      .where("product_id", "=", book.id)
      .executeTakeFirstOrThrow();
    const admin = await backOfficeUser(t);
    const error = await expectFailure(t.call(media.delete, { id: file.media_id! }, admin.headers), 409);
    expect(error.message).toContain("Houseplant care guide (PDF)");
  });
});
