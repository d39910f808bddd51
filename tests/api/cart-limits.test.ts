/**
 * Review h3, finding 2: a cart had no bound but each line's quantity. Lines of one product with
 * different personalizations are different lines, so one cart could grow without end (every read
 * prices every line), and its total past what an order's integer columns hold: on PostgreSQL such
 * an order failed with a 500 (integer out of range) where SQLite stored it. Now a cart holds at most
 * MAX_CART_LINES lines and MAX_CART_TOTAL cents: a change past either is refused (400 "The cart is
 * too large.", nothing changed), and an order of a cart that grew past the total since (its prices
 * rose) is refused alike, on both databases.
 */
process.env.PLATFORM_SECRET ??= "cart-limits-test-platform-secret";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cart, checkout } from "#server/contract";
import { cartMessages, MAX_CART_LINES, MAX_CART_TOTAL, MAX_LINE_QUANTITY } from "#server/contract/cart";
import { startTestPlatform, type TestPlatform } from "../support/platform";
import { expectFailure, insertProduct, newCart } from "./cart-fixture";
import { orderInput, ordersOfCart, readyCart, stockOf } from "./checkout-fixture";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t?.close();
});

const codeOf = (error: { body: unknown }) => (error.body as { code?: string }).code;
const lineCount = async (cartId: number) =>
  Number(
    (
      await t.platform.services.db
        .selectFrom("cart_items")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("cart_id", "=", cartId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("a cart's size", () => {
  it(`holds at most ${MAX_CART_LINES} lines: one more is refused, nothing added; a line there still grows`, async () => {
    const productId = await insertProduct(t, { final: 100, options: [{ code: "engraving", price: 0 }] });
    const session = await newCart(t);
    const add = (text: string, qty = 1) =>
      t.call(cart.addItem, { ...session, productId, qty, options: { personalizations: { engraving: text } } });
    for (let i = 0; i < MAX_CART_LINES; i++) await add(`line ${i}`);
    const error = await expectFailure(add("one too many"), 400, cartMessages.cartTooLarge);
    expect(codeOf(error)).toBe("CART_TOO_LARGE");
    expect(await lineCount(session.cartId)).toBe(MAX_CART_LINES);
    const grown = await add("line 0", 2);
    expect(grown.cart.items.find((i) => i.options.personalizations[0]?.value === "line 0")?.qty).toBe(3);
  }, 120_000);

  it(`totals at most ${MAX_CART_TOTAL} cents: an add or a quantity past it is refused, nothing changed`, async () => {
    const price = Math.ceil(MAX_CART_TOTAL / MAX_LINE_QUANTITY) + 100;
    const productId = await insertProduct(t, { final: price });
    const session = await newCart(t);
    const error = await expectFailure(
      t.call(cart.addItem, { ...session, productId, qty: MAX_LINE_QUANTITY }),
      400,
      cartMessages.cartTooLarge,
    );
    expect(codeOf(error)).toBe("CART_TOO_LARGE");
    expect(await lineCount(session.cartId)).toBe(0);
    const added = await t.call(cart.addItem, { ...session, productId, qty: 1 });
    const itemId = added.cart.items[0]!.itemId;
    await expectFailure(
      t.call(cart.updateItem, { ...session, itemId, qty: MAX_LINE_QUANTITY }),
      400,
      cartMessages.cartTooLarge,
    );
    const read = await t.call(cart.getCart, { ...session });
    expect(read.items[0]!.qty).toBe(1);
  });

  it("an order of a cart whose prices rose past the bound is refused alike (not a 500 on PostgreSQL), nothing taken", async () => {
    const ids = [
      await insertProduct(t, { final: 1000, stock: 5000 }),
      await insertProduct(t, { final: 1000, stock: 5000 }),
      await insertProduct(t, { final: 1000, stock: 5000 }),
    ];
    const ready = await readyCart(t, { lines: ids.map((productId) => ({ productId, qty: MAX_LINE_QUANTITY })) });
    // Three lines of 999 at €20,000 each: 5,994,000,000 cents, past what a 32-bit integer holds.
    await t.platform.services.db
      .updateTable("products")
      .set({ final_price: 2_000_000 })
      .where("id", "in", ids)
      .execute();
    const seen = await t.call(cart.getCart, { ...ready.session });
    expect(seen.prices.converted.orderTotal).toBeGreaterThan(2 ** 31);
    const error = await expectFailure(
      t.call(
        checkout.orderCreate,
        await orderInput(t, ready, { expectedOrderTotal: seen.prices.converted.orderTotal }),
      ),
      400,
      cartMessages.cartTooLarge,
    );
    expect(codeOf(error)).toBe("CART_TOO_LARGE");
    expect(await ordersOfCart(t, ready.session.cartId)).toEqual([]);
    for (const id of ids) expect(await stockOf(t, id)).toBe(5000);
  });
});
