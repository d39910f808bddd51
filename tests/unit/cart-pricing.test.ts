/** Cart arithmetic (server/modules/cart/pricing.ts): coupon rules at their edges, rounding, VAT, totals, unit prices. */
import { describe, expect, it } from "vitest";
import { cartMessages } from "#server/contract/cart";
import {
  cartTotals,
  couponDiscount,
  couponProblem,
  totalsWithDelivery,
  deliveryPrice,
  unitPrice,
  vatContained,
  type CouponRule,
} from "#server/modules/cart/pricing";

const NOW = new Date("2026-06-15T12:00:00.000Z");
const ms = (delta: number) => new Date(NOW.getTime() + delta).toISOString();

const rule = (over: Partial<CouponRule> = {}): CouponRule => ({
  code: "TEST",
  type: "percent",
  value: 10,
  minTotal: 0,
  validFrom: null,
  validUntil: null,
  usageLimit: null,
  usedCount: 0,
  active: true,
  ...over,
});

describe("couponProblem", () => {
  it("accepts an open-ended active coupon", () => {
    expect(couponProblem(rule(), 0, NOW)).toBeNull();
  });

  it("treats an inactive coupon as not found", () => {
    expect(couponProblem(rule({ active: false }), 10_000, NOW)).toBe(cartMessages.couponNotFound);
  });

  it.each([
    ["starts a millisecond later", { validFrom: ms(1) }, cartMessages.couponNotStarted],
    ["starts exactly now (inclusive)", { validFrom: ms(0) }, null],
    ["started a millisecond ago", { validFrom: ms(-1) }, null],
    ["ends exactly now (inclusive)", { validUntil: ms(0) }, null],
    ["ends a millisecond later", { validUntil: ms(1) }, null],
    ["ended a millisecond ago", { validUntil: ms(-1) }, cartMessages.couponExpired],
    ["ends next year", { validFrom: "2020-01-01T00:00:00.000Z", validUntil: "2027-01-01T00:00:00.000Z" }, null],
    [
      "ended in 2020",
      { validFrom: "2020-06-01T00:00:00.000Z", validUntil: "2020-08-31T23:59:59.999Z" },
      cartMessages.couponExpired,
    ],
  ])("dates: a coupon that %s", (_, dates, expected) => {
    expect(couponProblem(rule(dates), 1000, NOW)).toBe(expected);
  });

  // Platform bug (see the report): the bounds are compared as text with now.toISOString(), which is only right
  // for UTC timestamps with milliseconds. Other ISO 8601 forms of the same instant compare wrongly.
  it("an end given with a time-zone offset is compared as an instant", () => {
    // 13:00+02:00 is 11:00Z, an hour before NOW.
    expect(couponProblem(rule({ validUntil: "2026-06-15T13:00:00+02:00" }), 1000, NOW)).toBe(
      cartMessages.couponExpired,
    );
  });
  it("a start without milliseconds, exactly now, has started", () => {
    expect(couponProblem(rule({ validFrom: "2026-06-15T12:00:00Z" }), 1000, NOW)).toBeNull();
  });

  it.each([
    [null, 1_000_000, null],
    [1, 0, null],
    [3, 2, null],
    [3, 3, cartMessages.couponUsedUp],
    [3, 4, cartMessages.couponUsedUp],
    [0, 0, cartMessages.couponUsedUp],
  ])("usage: limit %s, used %i", (usageLimit, usedCount, expected) => {
    expect(couponProblem(rule({ usageLimit, usedCount }), 1000, NOW)).toBe(expected);
  });

  it.each([
    [2000, 2000, null],
    [2000, 1999, cartMessages.couponMinimum],
    [2000, 2001, null],
    [2000, 0, cartMessages.couponMinimum],
    [0, 0, null],
  ])("minimum %i with an items total of %i", (minTotal, itemsTotal, expected) => {
    expect(couponProblem(rule({ minTotal }), itemsTotal, NOW)).toBe(expected);
  });
});

describe("couponDiscount", () => {
  it.each([
    [10, 1995, 200], // 199.5 rounds half up
    [10, 1994, 199], // 199.4
    [10, 1999, 200], // 199.9
    [15, 999, 150], // 149.85
    [33, 101, 33], // 33.33
    [50, 1, 1], // 0.5 rounds up
    [1, 49, 0], // 0.49
    [100, 1234, 1234],
    [150, 1234, 1234], // never more than the total
    [-5, 1234, 0], // never negative
  ])("%i %% of %i is %i", (value, total, expected) => {
    expect(couponDiscount({ type: "percent", value }, total)).toBe(expected);
  });

  it.each([
    [500, 2000, 500],
    [500, 500, 500],
    [500, 499, 499], // capped at the items total
    [10_000, 2990, 2990],
    [-100, 2000, 0],
  ])("fixed %i on %i takes %i", (value, total, expected) => {
    expect(couponDiscount({ type: "fixed", value }, total)).toBe(expected);
  });

  it("gives nothing on an empty (or negative) total", () => {
    expect(couponDiscount({ type: "fixed", value: 500 }, 0)).toBe(0);
    expect(couponDiscount({ type: "percent", value: 10 }, 0)).toBe(0);
    expect(couponDiscount({ type: "fixed", value: 500 }, -10)).toBe(0);
  });
});

describe("vatContained", () => {
  it.each([
    [0, 0],
    [1, 0], // 0.2
    [2, 0], // 0.4
    [3, 1], // 0.6
    [125, 25],
    [100, 20],
    [1999, 400], // 399.8
    [8328, 1666], // 1665.6
    [1799, 360], // 359.8
    [12_500, 2500],
  ])("25 %% VAT contained in %i is %i", (gross, vat) => {
    expect(vatContained(gross)).toBe(vat);
    expect(vatContained(gross)).toBe(Math.round((gross * 25) / 125));
  });

  it("takes another rate", () => {
    expect(vatContained(113, 13)).toBe(13);
    expect(vatContained(1000, 0)).toBe(0);
  });
});

describe("a delivery method's free-delivery threshold", () => {
  const courier = { price: 499, freeFrom: 5000 };
  it("makes delivery free from the threshold on, counted on what the goods cost after the coupon", () => {
    expect(deliveryPrice(courier, 4999)).toBe(499);
    expect(deliveryPrice(courier, 5000)).toBe(0);
    expect(deliveryPrice({ price: 499, freeFrom: null }, 1_000_000)).toBe(499);
    const lines = [{ unitPrice: 2500, qty: 2, membershipSaving: 0 }];
    expect(cartTotals(lines, 0, courier)).toMatchObject({ cartTotal: 5000, delivery: 0, orderTotal: 5000 });
    expect(cartTotals(lines, 1, courier)).toMatchObject({ cartTotal: 4999, delivery: 499, orderTotal: 5498 });
  });
});

describe("cartTotals", () => {
  it("is all zeros for no lines", () => {
    expect(cartTotals([], 0, 0)).toEqual({
      itemsTotal: 0,
      coupon: 0,
      cartTotal: 0,
      delivery: 0,
      tax: 0,
      loyalty: 0,
      orderTotal: 0,
    });
  });

  it("sums rows, subtracts the coupon, adds delivery, and takes the VAT of what is paid", () => {
    const lines = [
      { unitPrice: 1000, qty: 2, membershipSaving: 100 },
      { unitPrice: 333, qty: 3, membershipSaving: 0 },
    ];
    expect(cartTotals(lines, 500, 0)).toEqual({
      itemsTotal: 2999,
      coupon: 500,
      cartTotal: 2499,
      delivery: 0,
      tax: 500,
      loyalty: 200,
      orderTotal: 2499,
    });
    expect(cartTotals(lines, 500, 450)).toEqual({
      itemsTotal: 2999,
      coupon: 500,
      cartTotal: 2499,
      delivery: 450,
      tax: vatContained(2949),
      loyalty: 200,
      orderTotal: 2949,
    });
  });

  it("never discounts more than the items total", () => {
    expect(cartTotals([{ unitPrice: 300, qty: 1, membershipSaving: 0 }], 1000, 200)).toEqual({
      itemsTotal: 300,
      coupon: 300,
      cartTotal: 0,
      delivery: 200,
      tax: 40,
      loyalty: 0,
      orderTotal: 200,
    });
  });
});

describe("totalsWithDelivery", () => {
  const lines = [{ unitPrice: 1000, qty: 2, membershipSaving: 100 }];

  it("is the platform's totals with that delivery: a method chosen before it is saved (one-step checkout)", () => {
    const saved = cartTotals(lines, 500, 0);
    expect(totalsWithDelivery(saved, { price: 499, freeFrom: null })).toEqual(
      cartTotals(lines, 500, { price: 499, freeFrom: null }),
    );
    // Another method instead of the one saved: its price replaces the saved one's.
    expect(totalsWithDelivery(cartTotals(lines, 0, 299), 499)).toEqual(cartTotals(lines, 0, 499));
  });

  it("settles a method's charge on the goods after the coupon, as the platform does", () => {
    const totals = cartTotals(lines, 500, 0);
    expect(totalsWithDelivery(totals, { price: 499, freeFrom: 1500 })).toMatchObject({ delivery: 0, orderTotal: 1500 });
    expect(totalsWithDelivery(totals, { price: 499, freeFrom: 1501 })).toMatchObject({
      delivery: 499,
      orderTotal: 1999,
      tax: vatContained(1999),
    });
  });
});

describe("unitPrice", () => {
  const product = { finalPrice: 2000, membershipPrice: 1800 };

  it("uses the membership price when the card is valid and it is lower, and reports the saving", () => {
    expect(unitPrice(product, 0, true)).toEqual({ unitPrice: 1800, membershipSaving: 200, member: true });
    expect(unitPrice(product, 500, true)).toEqual({ unitPrice: 2300, membershipSaving: 200, member: true });
  });

  it("uses the final price without a valid card", () => {
    expect(unitPrice(product, 0, false)).toEqual({ unitPrice: 2000, membershipSaving: 0, member: false });
    expect(unitPrice(product, 500, false)).toEqual({ unitPrice: 2500, membershipSaving: 0, member: false });
  });

  it("ignores a missing, equal or higher membership price", () => {
    for (const membershipPrice of [null, 2000, 2100]) {
      expect(unitPrice({ finalPrice: 2000, membershipPrice }, 150, true)).toEqual({
        unitPrice: 2150,
        membershipSaving: 0,
        member: false,
      });
    }
  });
});
