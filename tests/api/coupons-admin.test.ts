/**
 * The back office's coupons (decision 0072): listed with whether each applies now by the cart's own
 * rule, created, changed, switched off and on, deleted while no order used them; every rule refused
 * with its message. The cart follows at its next read: a new value prices it, a coupon switched off
 * or deleted comes off it with the cart's notice.
 */
process.env.PLATFORM_SECRET ??= "coupons-admin-test-platform-secret";

import { beforeAll, describe, expect, it } from "vitest";
import { audit, cart, checkout, couponsAdmin, type InputOf } from "#server/contract";
import { couponAdminMessages as messages, type AdminCoupon } from "#server/contract/coupons-admin";
import { formToday } from "#server/contract/forms";
import { demoCoupons } from "#server/modules/cart";
import type { TestPlatform } from "../support/platform";
import { withEditorAndCustomer } from "./accounts-fixture";
import { expectFailure, insertProduct, newCart } from "./cart-fixture";
import { orderInput, readyCart } from "./checkout-fixture";

let t: TestPlatform;
let admin: Record<string, string>;
let customer: Record<string, string>;
let productId: number;

withEditorAndCustomer((started) => ({ t, admin, customer } = started));
beforeAll(async () => {
  productId = await insertProduct(t, { final: 2000 });
});

type CreateInput = InputOf<typeof couponsAdmin.createCoupon>;

let codes = 0;
/** A new coupon's input: 10 % off, open-ended, unlimited, on; a code of its own. */
const newCoupon = (change: Partial<CreateInput> = {}): CreateInput => ({
  code: `test-${++codes}`,
  type: "percent",
  value: 10,
  minTotal: 0,
  validFrom: null,
  validUntil: null,
  usageLimit: null,
  active: true,
  ...change,
});

const create = (change: Partial<CreateInput> = {}) => t.call(couponsAdmin.createCoupon, newCoupon(change), admin);

/** What saving the coupon as it is takes. */
const asSaved = ({ id, type, value, minTotal, validFrom, validUntil, usageLimit, active }: AdminCoupon) => ({
  id,
  type,
  value,
  minTotal,
  validFrom,
  validUntil,
  usageLimit,
  active,
});

const stored = (id: number) =>
  t.platform.services.db.selectFrom("coupons").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

/** A cart of one 20.00 EUR line holding the coupon. */
async function cartWith(code: string) {
  const session = await newCart(t);
  await t.call(cart.addItem, { ...session, productId, qty: 1 });
  const applied = await t.call(cart.applyCoupon, { ...session, couponCode: code });
  expect(applied.cart.couponCode).toBe(code.toUpperCase());
  return session;
}

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe("the list and one coupon", () => {
  it("lists the site's coupons by code, each with its state by the cart's rule and whether an order used it", async () => {
    const { coupons } = await t.call(couponsAdmin.coupons, {}, admin);
    const byCode = new Map(coupons.map((c) => [c.code, c]));
    expect(coupons.map((c) => c.code)).toEqual([...coupons.map((c) => c.code)].sort());
    expect(byCode.get(demoCoupons.percent.code)).toMatchObject({
      type: "percent",
      value: 10,
      minTotal: 0,
      validFrom: null,
      validUntil: null,
      usageLimit: null,
      usedCount: 0,
      active: true,
      state: "live",
      used: false,
    });
    expect(byCode.get(demoCoupons.fixed.code)).toMatchObject({ type: "fixed", value: 500, minTotal: 2000 });
    expect(byCode.get(demoCoupons.expired.code)?.state).toBe("expired");
    expect(byCode.get(demoCoupons.notStarted.code)?.state).toBe("scheduled");
    expect(byCode.get(demoCoupons.usedUp.code)).toMatchObject({ state: "usedUp", used: true, usedCount: 1 });
    expect(byCode.get(demoCoupons.inactive.code)).toMatchObject({ state: "inactive", active: false });

    const one = byCode.get(demoCoupons.fixed.code)!;
    expect(await t.call(couponsAdmin.coupon, { id: one.id }, admin)).toEqual(one);
    await expectFailure(t.call(couponsAdmin.coupon, { id: 2_000_000_000 }, admin), 404, messages.couponNotFound);
  });

  it("is the back office's only: a visitor signs in first, a customer is refused", async () => {
    await expectFailure(t.call(couponsAdmin.coupons, {}), 401);
    await expectFailure(t.call(couponsAdmin.coupons, {}, customer), 403);
    await expectFailure(t.call(couponsAdmin.createCoupon, newCoupon(), customer), 403);
    const { coupons } = await t.call(couponsAdmin.coupons, {}, admin);
    expect(coupons.some((c) => c.code.startsWith("TEST-"))).toBe(false);
  });
});

describe("creating and saving", () => {
  it("stores the code upper-case and the days as the shop's day bounds, both inclusive, and audits it", async () => {
    const created = await create({
      code: " Spring_sale-26 ",
      type: "fixed",
      value: 750,
      minTotal: 3000,
      validFrom: "2027-01-15",
      validUntil: "2027-07-31",
      usageLimit: 100,
    });
    expect(created).toMatchObject({
      code: "SPRING_SALE-26",
      type: "fixed",
      value: 750,
      minTotal: 3000,
      validFrom: "2027-01-15",
      validUntil: "2027-07-31",
      usageLimit: 100,
      usedCount: 0,
      active: true,
      state: "scheduled",
      used: false,
    });
    // Zagreb is UTC+1 in January and UTC+2 in July.
    expect(await stored(created.id)).toMatchObject({
      valid_from: "2027-01-14T23:00:00.000Z",
      valid_until: "2027-07-31T21:59:59.999Z",
    });
    const { records } = await t.call(audit.filter, { page: 1, limit: 10 }, admin);
    expect(records.map((r) => r.action)).toContain("POST v1/admin/coupons/create");
  });

  it("bounds days on which the clocks change by the zone's offset at that moment", async () => {
    // 2027-03-28 starts in winter time (UTC+1); 2027-10-31 ends in winter time after a 25-hour day.
    const created = await create({ validFrom: "2027-03-28", validUntil: "2027-10-31" });
    expect(await stored(created.id)).toMatchObject({
      valid_from: "2027-03-27T23:00:00.000Z",
      valid_until: "2027-10-31T22:59:59.999Z",
    });
    expect(created).toMatchObject({ validFrom: "2027-03-28", validUntil: "2027-10-31" });
  });

  it("applies from the first day's start to the last day's end in the shop's calendar", async () => {
    const today = formToday();
    const lastDayToday = await create({ validFrom: shiftDay(today, -3), validUntil: today });
    expect(lastDayToday.state).toBe("live");
    expect((await create({ validFrom: today, validUntil: today })).state).toBe("live");
    expect((await create({ validFrom: shiftDay(today, 1) })).state).toBe("scheduled");
    expect((await create({ validUntil: shiftDay(today, -1) })).state).toBe("expired");
    // The cart agrees: a coupon on its last day applies.
    const session = await cartWith(lastDayToday.code);
    expect((await t.call(cart.getCart, { ...session, acknowledge: false })).prices.converted.coupon).toBe(200);
  });

  it("refuses a code of the wrong shape, and one another coupon has in any case", async () => {
    for (const code of ["", "AB", "x".repeat(33), "SPRING SALE", "ŠKOLA10", "10%OFF", "a.b.c"])
      await expectFailure(t.call(couponsAdmin.createCoupon, newCoupon({ code }), admin), 400, messages.codeInvalid);
    await expectFailure(
      t.call(couponsAdmin.createCoupon, newCoupon({ code: demoCoupons.percent.code.toLowerCase() }), admin),
      409,
      messages.codeTaken,
    );
    expect((await create({ code: "abc" })).code).toBe("ABC");
    expect((await create({ code: "x".repeat(32) })).code).toBe("X".repeat(32));
  });

  it("refuses each rule with its message, creating and saving alike", async () => {
    const saved = await create();
    const refusals: [Partial<CreateInput>, string][] = [
      [{ type: "percent", value: 0 }, messages.percentInvalid],
      [{ type: "percent", value: 101 }, messages.percentInvalid],
      [{ type: "fixed", value: 0 }, messages.amountInvalid],
      [{ type: "fixed", value: -500 }, messages.amountInvalid],
      [{ minTotal: -1 }, messages.minimumInvalid],
      [{ validFrom: "2027-02-30" }, messages.dateInvalid],
      [{ validUntil: "2027-13-01" }, messages.dateInvalid],
      [{ validFrom: "2027-03-02", validUntil: "2027-03-01" }, messages.datesReversed],
      [{ usageLimit: 0 }, messages.usageLimitInvalid],
      [{ usageLimit: -3 }, messages.usageLimitInvalid],
    ];
    for (const [change, message] of refusals) {
      await expectFailure(t.call(couponsAdmin.createCoupon, newCoupon(change), admin), 400, message);
      await expectFailure(t.call(couponsAdmin.saveCoupon, { ...asSaved(saved), ...change }, admin), 400, message);
    }
    expect(await t.call(couponsAdmin.coupon, { id: saved.id }, admin)).toEqual(saved);
    // The edges are allowed: 100 %, one cent, no minimum, a one-day coupon, one use.
    expect(await t.call(couponsAdmin.saveCoupon, { ...asSaved(saved), value: 100 }, admin)).toMatchObject({
      value: 100,
    });
    expect(
      await t.call(
        couponsAdmin.saveCoupon,
        {
          ...asSaved(saved),
          type: "fixed",
          value: 1,
          validFrom: "2027-03-01",
          validUntil: "2027-03-01",
          usageLimit: 1,
        },
        admin,
      ),
    ).toMatchObject({ type: "fixed", value: 1, validFrom: "2027-03-01", validUntil: "2027-03-01", usageLimit: 1 });
    await expectFailure(
      t.call(couponsAdmin.saveCoupon, { ...asSaved(saved), id: 2_000_000_000 }, admin),
      404,
      messages.couponNotFound,
    );
  });

  it("keeps a usage limit at or above the uses orders made", async () => {
    const saved = await create({ usageLimit: 10 });
    await t.platform.services.db.updateTable("coupons").set({ used_count: 3 }).where("id", "=", saved.id).execute();
    await expectFailure(
      t.call(couponsAdmin.saveCoupon, { ...asSaved(saved), usageLimit: 2 }, admin),
      409,
      messages.usageLimitBelowUsed,
    );
    expect(await t.call(couponsAdmin.saveCoupon, { ...asSaved(saved), usageLimit: 3 }, admin)).toMatchObject({
      usageLimit: 3,
      usedCount: 3,
      state: "usedUp",
    });
    expect(await t.call(couponsAdmin.saveCoupon, { ...asSaved(saved), usageLimit: null }, admin)).toMatchObject({
      usageLimit: null,
      state: "live",
    });
  });
});

describe("the carts holding a coupon", () => {
  const cartOf = (session: { cartId: number; protectCode: string }) => t.call(cart.getCart, session);

  it("are priced with a changed value from their next read", async () => {
    const coupon = await create();
    const session = await cartWith(coupon.code);
    expect((await cartOf(session)).prices.converted.coupon).toBe(200);
    await t.call(couponsAdmin.saveCoupon, { ...asSaved(coupon), value: 25 }, admin);
    expect((await cartOf(session)).prices.converted.coupon).toBe(500);
    await t.call(couponsAdmin.saveCoupon, { ...asSaved(coupon), type: "fixed", value: 350 }, admin);
    const priced = await cartOf(session);
    expect(priced.coupon).toEqual({ code: coupon.code, type: "fixed", value: 350 });
    expect(priced.prices.converted.coupon).toBe(350);
  });

  it("lose a coupon switched off with the cart's notice, and keep it off when it is switched on again", async () => {
    const coupon = await create();
    const session = await cartWith(coupon.code);
    expect(await t.call(couponsAdmin.setCouponActive, { id: coupon.id, active: false }, admin)).toMatchObject({
      active: false,
      state: "inactive",
    });
    const read = await cartOf(session);
    expect(read.notices).toContain("couponRemoved");
    expect(read.couponCode).toBeNull();
    expect(read.prices.converted.coupon).toBe(0);
    await expectFailure(
      t.call(cart.applyCoupon, { ...session, couponCode: coupon.code }),
      404,
      messages.couponNotFound,
    );

    await t.call(couponsAdmin.setCouponActive, { id: coupon.id, active: true }, admin);
    expect((await cartOf(session)).couponCode).toBeNull();
    expect((await t.call(cart.applyCoupon, { ...session, couponCode: coupon.code })).cart.prices.converted.coupon).toBe(
      200,
    );
  });

  it("lose a coupon a new minimum leaves out", async () => {
    const coupon = await create();
    const session = await cartWith(coupon.code);
    await t.call(couponsAdmin.saveCoupon, { ...asSaved(coupon), minTotal: 2001 }, admin);
    const read = await cartOf(session);
    expect(read.notices).toContain("couponRemoved");
    expect(read.couponCode).toBeNull();
  });
});

describe("deleting", () => {
  it("deletes a coupon no order used; the carts holding it lose it at their next read", async () => {
    const coupon = await create();
    const session = await cartWith(coupon.code);
    expect(await t.call(couponsAdmin.deleteCoupon, { id: coupon.id }, admin)).toEqual({ deleted: true });
    expect((await t.call(couponsAdmin.coupons, {}, admin)).coupons.map((c) => c.id)).not.toContain(coupon.id);
    const read = await t.call(cart.getCart, session);
    expect(read.notices).toContain("couponRemoved");
    expect(read.couponCode).toBeNull();
    await expectFailure(t.call(couponsAdmin.deleteCoupon, { id: coupon.id }, admin), 404, messages.couponNotFound);
    const { records } = await t.call(audit.filter, { page: 1, limit: 10 }, admin);
    expect(records.map((r) => r.action)).toContain("DELETE v1/admin/coupons/delete/:id");
  });

  it("refuses one an order used, even after the order gave its use back; switching it off stays possible", async () => {
    const coupon = await create();
    const ready = await readyCart(t, { lines: [{ productId, qty: 1 }], coupon: coupon.code });
    await t.call(checkout.orderCreate, await orderInput(t, ready));
    const used = await t.call(couponsAdmin.coupon, { id: coupon.id }, admin);
    expect(used).toMatchObject({ usedCount: 1, used: true });
    await expectFailure(t.call(couponsAdmin.deleteCoupon, { id: coupon.id }, admin), 409, messages.couponUsed);
    // A failed payment gives the use back; the order still names the coupon.
    await t.platform.services.db.updateTable("coupons").set({ used_count: 0 }).where("id", "=", coupon.id).execute();
    await expectFailure(t.call(couponsAdmin.deleteCoupon, { id: coupon.id }, admin), 409, messages.couponUsed);
    expect(await t.call(couponsAdmin.setCouponActive, { id: coupon.id, active: false }, admin)).toMatchObject({
      active: false,
      used: true,
    });
  });
});
