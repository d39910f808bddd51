/**
 * A product's personalization fields in the back office (decision 0114): made with a code and a type
 * that stay, labelled in every language, required or not, priced and, for text, limited in length;
 * changed and removed one at a time. The product page and the cart follow at once; a refusal writes
 * nothing; only a back-office user may change them, and only the site's products.
 */
process.env.PLATFORM_SECRET ??= "catalog-admin-options-test-platform-secret";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cart, catalog, catalogAdmin, type InputOf } from "#server/contract";
import { catalogAdminMessages as m } from "#server/contract/catalog-admin";
import { MAX_PRODUCT_OPTIONS } from "#server/contract/catalog-admin-limits";
import { cartMessages } from "#server/contract/cart";
import { catalogMessages } from "#server/contract/catalog";
import { startTestPlatform, type TestPlatform } from "../support/platform";
import { backOfficeUser, signedInUser } from "./accounts-fixture";
import { expectFailure, insertProduct, newCart } from "./cart-fixture";

let t: TestPlatform;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await startTestPlatform();
  admin = (await backOfficeUser(t)).headers;
});
afterAll(async () => {
  await t?.close();
});

type NewField = InputOf<typeof catalogAdmin.createCustomOption>;

const engraving = (productId: number, changes: Partial<NewField> = {}): NewField => ({
  productId,
  code: "engraving",
  type: "text",
  labels: { en: "Engraving", hr: "Gravura" },
  required: false,
  price: 300,
  maxLength: 12,
  ...changes,
});

const create = (input: NewField, headers = admin) => t.call(catalogAdmin.createCustomOption, input, headers);

const page = (id: number, language: "en" | "hr" = "en") => t.call(catalog.productGet, { id }, { language });
const pageOptions = async (id: number, language: "en" | "hr" = "en") => (await page(id, language)).customOptions;

/** A new cart holding the product with these values: the cart and its session. */
async function addWith(productId: number, personalizations: Record<string, string>) {
  const session = await newCart(t);
  const added = await t.call(cart.addItem, { ...session, productId, qty: 1, options: { personalizations } });
  return { ...added, session };
}

describe("making a field", () => {
  it("answers the product's fields, and the page and the cart ask and price it at once", async () => {
    const id = await insertProduct(t, { final: 1000 });
    const { customOptions } = await create(engraving(id));
    expect(customOptions).toEqual([
      {
        id: expect.any(Number),
        code: "engraving",
        type: "text",
        labels: { en: "Engraving", hr: "Gravura" },
        required: false,
        price: 300,
        maxLength: 12,
      },
    ]);
    expect(await pageOptions(id)).toMatchObject([{ code: "engraving", label: "Engraving", maxLength: 12, price: 300 }]);
    expect((await pageOptions(id, "hr"))[0]?.label).toBe("Gravura");
    const { cart: filled } = await addWith(id, { engraving: "Ana" });
    expect(filled.items[0]?.prices.converted.finalPrice).toBe(1300);
    await expectFailure(addWith(id, { engraving: "Thirteen char" }), 400, cartMessages.optionTooLong);
    // The product editor reads them too, last made last.
    await create(engraving(id, { code: "wrap_sheets", type: "number", labels: { en: "Sheets", hr: "Listovi" } }));
    const { product } = await t.call(catalogAdmin.product, { id }, admin);
    expect(product.customOptions.map((o) => o.code)).toEqual(["engraving", "wrap_sheets"]);
  });

  it("a required field takes the card's Add to cart away and is asked by the cart", async () => {
    const id = await insertProduct(t, { final: 1000 });
    const card = async () => (await page(id)).needsChoice;
    expect(await card()).toBe(false);
    await create(engraving(id, { required: true }));
    expect(await card()).toBe(true);
    await expectFailure(addWith(id, {}), 400, cartMessages.optionRequired);
  });

  it("refuses a malformed or taken code, a missing label and one field too many, writing nothing", async () => {
    const id = await insertProduct(t, { final: 1000 });
    for (const code of ["Engraving", "1st", "gift wrap", "", "a".repeat(41)])
      await expectFailure(create(engraving(id, { code })), 400, m.optionCodeInvalid);
    await expectFailure(create(engraving(id, { labels: { en: "Engraving", hr: "  " } })), 400, m.optionLabelMissing);
    await create(engraving(id));
    await expectFailure(create(engraving(id, { labels: { en: "Other", hr: "Drugo" } })), 409, m.optionCodeTaken);
    for (let i = 1; i < MAX_PRODUCT_OPTIONS; i++) await create(engraving(id, { code: `line_${i}` }));
    await expectFailure(create(engraving(id, { code: "one_more" })), 409, m.optionsTooMany);
    const { product } = await t.call(catalogAdmin.product, { id }, admin);
    expect(product.customOptions).toHaveLength(MAX_PRODUCT_OPTIONS);
    await expectFailure(create(engraving(999_999)), 404, catalogMessages.productNotFound);
  });

  it("two creations of one code at once make one field", async () => {
    const id = await insertProduct(t, { final: 1000 });
    const outcomes = await Promise.allSettled([create(engraving(id)), create(engraving(id))]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const { product } = await t.call(catalogAdmin.product, { id }, admin);
    expect(product.customOptions).toHaveLength(1);
  });
});

describe("a buyer's refused value", () => {
  it("names its field, for the product page to say it there", async () => {
    const id = await insertProduct(t, { final: 1000 });
    await create(engraving(id, { maxLength: 3 }));
    await create(
      engraving(id, { code: "sheets", type: "number", required: true, labels: { en: "Sheets", hr: "Listovi" } }),
    );
    const fieldOf = (error: { body: unknown }) => (error.body as { details?: unknown }).details;
    const missing = await expectFailure(addWith(id, { engraving: "Ana" }), 400, cartMessages.optionRequired);
    expect(fieldOf(missing)).toEqual({ option: "sheets" });
    const notWhole = await expectFailure(addWith(id, { sheets: "1.5" }), 400, cartMessages.optionInvalid);
    expect(fieldOf(notWhole)).toEqual({ option: "sheets" });
    const long = await expectFailure(addWith(id, { sheets: "2", engraving: "Anna" }), 400, cartMessages.optionTooLong);
    expect(fieldOf(long)).toEqual({ option: "engraving" });
  });
});

describe("changing and removing a field", () => {
  it("changes its labels, requirement, price and length; its code and type stay", async () => {
    const id = await insertProduct(t, { final: 1000 });
    const [made] = (await create(engraving(id))).customOptions;
    const { session } = await addWith(id, { engraving: "Twelve chars" });
    const { customOptions } = await t.call(
      catalogAdmin.saveCustomOption,
      { productId: id, id: made!.id, labels: { en: "Name", hr: "Ime" }, required: true, price: 450, maxLength: 5 },
      admin,
    );
    expect(customOptions).toEqual([
      { ...made, labels: { en: "Name", hr: "Ime" }, required: true, price: 450, maxLength: 5 },
    ]);
    expect(await pageOptions(id, "hr")).toMatchObject([{ label: "Ime", required: true, price: 450, maxLength: 5 }]);
    // The line already in the cart keeps its text and takes the new price.
    const held = await t.call(cart.getCart, session);
    expect(held.items[0]?.prices.converted.finalPrice).toBe(1450);
    await expectFailure(addWith(id, { engraving: "Longer" }), 400, cartMessages.optionTooLong);
  });

  it("refuses a missing label, an unknown field and another product's field, changing nothing", async () => {
    const id = await insertProduct(t, { final: 1000 });
    const other = await insertProduct(t, { final: 1000 });
    const [made] = (await create(engraving(id))).customOptions;
    const input = {
      productId: id,
      id: made!.id,
      labels: { en: "", hr: "Ime" },
      required: true,
      price: 0,
      maxLength: 5,
    };
    await expectFailure(t.call(catalogAdmin.saveCustomOption, input, admin), 400, m.optionLabelMissing);
    const named = { ...input, labels: { en: "A", hr: "B" } };
    for (const wrong of [{ id: 999_999 }, { productId: other }])
      await expectFailure(t.call(catalogAdmin.saveCustomOption, { ...named, ...wrong }, admin), 404, m.optionNotFound);
    // Review: the page of one product deleted a field of another.
    await expectFailure(
      t.call(catalogAdmin.deleteCustomOption, { productId: other, id: made!.id }, admin),
      404,
      m.optionNotFound,
    );
    expect((await t.call(catalogAdmin.product, { id }, admin)).product.customOptions).toEqual([made]);
  });

  it("removes it: the page no longer asks it and a line holding it neither shows nor charges it", async () => {
    const id = await insertProduct(t, { final: 1000 });
    const [made] = (await create(engraving(id))).customOptions;
    const { session } = await addWith(id, { engraving: "Ana" });
    const { customOptions } = await t.call(catalogAdmin.deleteCustomOption, { productId: id, id: made!.id }, admin);
    expect(customOptions).toEqual([]);
    expect(await pageOptions(id)).toEqual([]);
    const held = await t.call(cart.getCart, session);
    expect(held.items[0]?.prices.converted.finalPrice).toBe(1000);
    expect(held.items[0]?.options.personalizations).toEqual([]);
    await expectFailure(
      t.call(catalogAdmin.deleteCustomOption, { productId: id, id: made!.id }, admin),
      404,
      m.optionNotFound,
    );
  });
});

describe("who may", () => {
  it("a customer or a visitor may not make, change or remove a field", async () => {
    const id = await insertProduct(t, { final: 1000 });
    const [made] = (await create(engraving(id))).customOptions;
    const customer = (await signedInUser(t)).headers;
    for (const headers of [customer, {}]) {
      await expectFailure(create(engraving(id, { code: "other" }), headers), headers === customer ? 403 : 401);
      await expectFailure(
        t.call(
          catalogAdmin.saveCustomOption,
          { productId: id, id: made!.id, labels: { en: "A", hr: "B" }, required: false, price: 0, maxLength: 5 },
          headers,
        ),
        headers === customer ? 403 : 401,
      );
      await expectFailure(
        t.call(catalogAdmin.deleteCustomOption, { productId: id, id: made!.id }, headers),
        headers === customer ? 403 : 401,
      );
    }
    expect((await t.call(catalogAdmin.product, { id }, admin)).product.customOptions).toEqual([made]);
  });
});
