/**
 * The totals rows the cart page and the checkout share (app/components/cart/TotalsList.tsx): items
 * total, the coupon discount only while a coupon is set, the membership saving only when there is
 * one, delivery ("chosen at checkout" until a method is chosen), tax, grand total.
 */
import { describe, expect, it } from "vitest";
import { totalsRows } from "~/lib/totals";

const totals = { itemsTotal: 5000, coupon: 500, loyalty: 0, delivery: 299, tax: 960, orderTotal: 4799 };

describe("totalsRows", () => {
  it("are items, delivery, tax and grand total without a coupon, and delivery waits for a method", () => {
    expect(totalsRows({ ...totals, coupon: 0 }, null, false)).toEqual([
      { id: "items", label: "cart.summary.itemsTotal", cents: 5000 },
      { id: "delivery", label: "cart.summary.delivery", cents: null },
      { id: "tax", label: "cart.summary.tax", cents: 960 },
      { id: "total", label: "cart.summary.grandTotal", cents: 4799, grand: true },
    ]);
  });

  it("show the coupon with its code as a discount while one is set, and the membership saving", () => {
    const rows = totalsRows({ ...totals, loyalty: 250 }, { code: "WELCOME10" }, true);
    expect(rows.map((r) => r.id)).toEqual(["items", "coupon", "loyalty", "delivery", "tax", "total"]);
    expect(rows[1]).toEqual({
      id: "coupon",
      label: "cart.summary.coupon",
      detail: "WELCOME10",
      cents: 500,
      discount: "minus",
    });
    expect(rows[2]).toMatchObject({ cents: 250, discount: "plain" });
    expect(rows[3]).toMatchObject({ id: "delivery", cents: 299 });
  });
});
