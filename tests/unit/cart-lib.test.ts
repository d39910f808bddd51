import { describe, expect, it } from "vitest";
import type { Cart } from "#server/contract/cart";
import { cartItemUrl, estimateTotals, MAX_LINE_QUANTITY, parseQuantity, shownCart } from "~/lib/cart";
import enCart from "../../locales/en/cart.json";
import hrCart from "../../locales/hr/cart.json";

describe("parseQuantity (spec section 5)", () => {
  it.each([
    ["1", 1],
    [" 12 ", 12],
    ["999", 999],
    [7, 7],
  ])("reads %j as %j", (input, expected) => expect(parseQuantity(input)).toBe(expected));

  it.each(["0", "-1", "1e9", "1.5", "abc", "", "1000", "1 2", null, undefined, 0, 1.5, "0x10"])(
    "refuses %j",
    (input) => {
      expect(parseQuantity(input)).toBeNull();
    },
  );

  it("takes the platform's line limit, which the refusal's text names in both languages", () => {
    expect(parseQuantity(String(MAX_LINE_QUANTITY))).toBe(MAX_LINE_QUANTITY);
    expect(parseQuantity(String(MAX_LINE_QUANTITY + 1))).toBeNull();
    for (const messages of [enCart, hrCart])
      expect(JSON.stringify(messages)).toMatch(new RegExp(`"invalidQuantity":"[^"]*\\b${MAX_LINE_QUANTITY}\\b`));
  });
});

const line = (itemId: number, unit: number, qty: number) => ({ itemId, qty, unit });

function cartOf(items: ReturnType<typeof line>[], coupon: Cart["coupon"] = null) {
  const itemsTotal = items.reduce((s, i) => s + i.unit * i.qty, 0);
  return {
    items,
    coupon,
    totals: { itemsTotal, coupon: 0, cartTotal: itemsTotal, delivery: 0, tax: 0, loyalty: 0, orderTotal: itemsTotal },
  };
}

describe("estimateTotals", () => {
  it("uses the pending quantities and leaves out lines being removed", () => {
    const cart = cartOf([line(1, 1000, 1), line(2, 250, 2)]);
    expect(estimateTotals(cart, { 1: 3 })).toMatchObject({ itemsTotal: 3500, orderTotal: 3500, tax: 700 });
    expect(estimateTotals(cart, {}, new Set([2]))).toMatchObject({ itemsTotal: 1000, orderTotal: 1000, tax: 200 });
  });

  it("applies the cart's coupon to the estimate", () => {
    const cart = cartOf([line(1, 1000, 1)], { code: "WELCOME10", type: "percent", value: 10 });
    expect(estimateTotals(cart, { 1: 2 })).toMatchObject({
      itemsTotal: 2000,
      coupon: 200,
      cartTotal: 1800,
      orderTotal: 1800,
      tax: 360,
    });
  });
});

describe("cartItemUrl (spec section 2)", () => {
  it("links a product sold on its own to its page", () => {
    expect(cartItemUrl({ itemId: 5, slug: "mug", isVisibleIndividually: true, mainProductSlug: null }, "hr")).toBe(
      "/hr/product/mug",
    );
  });
  it("links a variant to its main product with cartItemId", () => {
    expect(cartItemUrl({ itemId: 5, slug: "tee-m", isVisibleIndividually: false, mainProductSlug: "tee" }, "en")).toBe(
      "/product/tee?cartItemId=5",
    );
  });
  it("has no link for an item with neither", () => {
    expect(cartItemUrl({ itemId: 5, slug: "x", isVisibleIndividually: false, mainProductSlug: null }, "en")).toBeNull();
  });
});

describe("shownCart", () => {
  const cart = (digitalOnly: boolean, deliveryMethodId: number | null) =>
    ({
      ...cartOf([]),
      couponCode: null,
      instructions: "",
      digitalOnly,
      deliveryMethodId,
      prices: { converted: cartOf([]).totals },
    }) as unknown as Cart;

  it("shows the delivery once a method is chosen, and for a cart of e-products, which has none to choose", () => {
    expect(shownCart(cart(false, null), "en").deliveryChosen).toBe(false);
    expect(shownCart(cart(false, 1), "en").deliveryChosen).toBe(true);
    // The payment step of an e-book said "Delivery: chosen at checkout" beside "Nothing to deliver".
    expect(shownCart(cart(true, null), "en").deliveryChosen).toBe(true);
  });
});
