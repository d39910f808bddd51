/**
 * A refused add without JavaScript keeps what the shopper typed for the product page it goes back
 * to, in a signed flash cookie: cut so that the cookie always fits the browser's 4 KB per cookie
 * (a cookie over it is dropped, and with it what was typed).
 */
import { describe, expect, it } from "vitest";

process.env.SESSION_SECRET ??= "refused-add-test-session-secret-0123456789";
const { typedAdd, typedAddOf } = await import("~/.server/cart");
const { signedCookie } = await import("~/.server/cookies");

describe("typedAddOf", () => {
  it("keeps the product, the quantity as typed and the options", () => {
    expect(typedAddOf({ productId: "12", quantity: " 25 ", options: { engraving: "Ana & Iva" } })).toEqual({
      productId: 12,
      quantity: "25",
      options: { engraving: "Ana & Iva" },
    });
  });

  it("keeps the option the add was refused for and why, for the page to say it under that field", () => {
    const fault = { option: "engraving", key: "cart.optionTooLong" };
    expect(typedAddOf({ productId: "12", quantity: "1", options: { engraving: "x" } }, fault)?.fault).toEqual(fault);
    expect(typedAddOf({ productId: "12", quantity: "1", options: {} })).not.toHaveProperty("fault");
  });

  it("keeps a refusal of the quantity (no option) with its message's values", () => {
    const fault = { key: "cart.onlyAvailable", values: { count: 4 } };
    expect(typedAddOf({ productId: "12", quantity: "9", options: {} }, fault)?.fault).toEqual(fault);
  });

  it("keeps nothing for a form without a product", () => {
    expect(typedAddOf({ productId: "x", quantity: "2", options: {} })).toBeNull();
  });

  it("cuts the largest form to a cookie the browser keeps", async () => {
    const options = Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [`${"c".repeat(100)}${i}`, "é".repeat(500)]),
    );
    const kept = typedAddOf(
      { productId: "7", quantity: "9".repeat(50), options },
      { option: "c".repeat(100), key: "cart.optionTooLong" },
    )!;
    expect(Object.keys(kept.options).length).toBeLessThan(20);
    expect(Object.values(kept.options).every((value) => value.length === 200)).toBe(true);
    expect(kept.quantity).toBe("9999");
    const header = await signedCookie(typedAdd.name, { maxAge: 60 }).serialize(kept);
    expect(header.length).toBeLessThan(4096);
  });
});
