/**
 * The coupons as the back office sees and changes them (decision 0072): every coupon of the site
 * with whether it applies now, judged by the cart's own rule (pricing.ts couponState); coupons
 * created, changed, switched off and on, and deleted while no order used them. The cart reads its
 * coupon afresh on every read (carts.ts couponRule), so a change prices the carts holding it from
 * their next view, and one that no longer applies comes off them with the cart's notice. The door
 * (server/http/mount.ts) audits each change and purges the cached pages.
 *
 * Validity is entered as days of the shop's calendar (Europe/Zagreb) and kept as the instants the
 * cart compares with: the first day from its start, the last to its end, both inclusive.
 */
import { COUPON_CODE_PATTERN, MAX_COUPON_AMOUNT, MAX_COUPON_USAGE } from "#server/contract/coupon-limits";
import { couponAdminMessages as messages, type AdminCoupon, type CouponSettings } from "#server/contract/coupons-admin";
import { TZDate } from "@date-fns/tz";
import { FORM_TIME_ZONE, formToday } from "#server/contract/forms";
import type { DbOrTx } from "#server/db";
import type { Services } from "#server/services";
import { isUniqueViolation } from "../errors";
import type { Scope } from "../scope";
import { couponRuleOf, normalizeCouponCode } from "./carts";
import { cartError } from "./errors";
import { couponState } from "./pricing";

const couponsOfSite = (db: DbOrTx, siteId: number) =>
  db.selectFrom("coupons").selectAll().where("site_id", "=", siteId);

type CouponRow = NonNullable<Awaited<ReturnType<ReturnType<typeof couponsOfSite>["executeTakeFirst"]>>>;

/** The instant a day of the shop's calendar starts, or (with `days`) the day so many after it. */
function dayStart(day: string, days = 0): number {
  const [year, month, date] = day.split("-").map(Number);
  return new TZDate(year!, month! - 1, date! + days, FORM_TIME_ZONE).getTime();
}

/** The shop's day an instant falls on, as yyyy-mm-dd. */
const dayOf = (iso: string) => formToday(new Date(iso));

/** A yyyy-mm-dd that names a day of the calendar (not 2026-02-30). */
const isCalendarDay = (day: string) => {
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(at) && new Date(at).toISOString().slice(0, 10) === day;
};

async function usedCodes(db: DbOrTx, siteId: number, codes: string[]): Promise<Set<string>> {
  if (!codes.length) return new Set();
  const rows = await db
    .selectFrom("orders")
    .select("coupon_code")
    .distinct()
    .where("site_id", "=", siteId)
    .where("coupon_code", "in", codes)
    .execute();
  return new Set(rows.map((r) => r.coupon_code ?? ""));
}

async function toAdminCoupons(db: DbOrTx, siteId: number, rows: CouponRow[]): Promise<AdminCoupon[]> {
  const ordered = await usedCodes(
    db,
    siteId,
    rows.map((r) => r.code),
  );
  const now = new Date();
  return rows.map((row) => {
    const rule = couponRuleOf(row);
    return {
      id: row.id,
      code: rule.code,
      type: rule.type,
      value: rule.value,
      minTotal: rule.minTotal,
      validFrom: rule.validFrom && dayOf(rule.validFrom),
      validUntil: rule.validUntil && dayOf(rule.validUntil),
      usageLimit: rule.usageLimit,
      usedCount: rule.usedCount,
      active: rule.active,
      state: couponState(rule, now),
      // An order that failed gave its use back, yet still names the coupon.
      used: rule.usedCount > 0 || ordered.has(rule.code),
    };
  });
}

async function couponOrFail(db: DbOrTx, siteId: number, id: number, lock = false): Promise<CouponRow> {
  let query = couponsOfSite(db, siteId).where("id", "=", id);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw cartError(messages.couponNotFound, 404);
  return row;
}

async function adminCoupon(db: DbOrTx, siteId: number, id: number): Promise<AdminCoupon> {
  const [coupon] = await toAdminCoupons(db, siteId, [await couponOrFail(db, siteId, id)]);
  return coupon!;
}

/** Every coupon of the site, by code. */
export async function couponsForBackoffice(services: Services, scope: Scope) {
  const rows = await couponsOfSite(services.db, scope.site.id).orderBy("code").execute();
  return { coupons: await toAdminCoupons(services.db, scope.site.id, rows) };
}

export const couponForBackoffice = (services: Services, scope: Scope, id: number) =>
  adminCoupon(services.db, scope.site.id, id);

/** The settings as the coupon's row keeps them, or the rule they break. */
function settingsRow(input: CouponSettings) {
  const { type, value, minTotal, validFrom, validUntil, usageLimit } = input;
  if (type === "percent" && (value < 1 || value > 100)) throw cartError(messages.percentInvalid, 400);
  if (type === "fixed" && (value < 1 || value > MAX_COUPON_AMOUNT)) throw cartError(messages.amountInvalid, 400);
  if (minTotal < 0 || minTotal > MAX_COUPON_AMOUNT) throw cartError(messages.minimumInvalid, 400);
  if ([validFrom, validUntil].some((day) => day !== null && !isCalendarDay(day)))
    throw cartError(messages.dateInvalid, 400);
  if (validFrom && validUntil && validUntil < validFrom) throw cartError(messages.datesReversed, 400);
  if (usageLimit !== null && (usageLimit < 1 || usageLimit > MAX_COUPON_USAGE))
    throw cartError(messages.usageLimitInvalid, 400);
  return {
    type,
    value,
    min_total: minTotal,
    valid_from: validFrom && new Date(dayStart(validFrom)).toISOString(),
    // To the last millisecond of the day: the cart's comparison is inclusive.
    valid_until: validUntil && new Date(dayStart(validUntil, 1) - 1).toISOString(),
    usage_limit: usageLimit,
    active: input.active ? 1 : 0,
  };
}

/** A coupon's settings as saved; its code stays (carts and orders name the coupon by it). */
export async function saveCoupon(
  services: Services,
  scope: Scope,
  input: CouponSettings & { id: number },
): Promise<AdminCoupon> {
  const settings = settingsRow(input);
  return services.db.transaction().execute(async (tx) => {
    // Locked: an order counting a use meanwhile would slip under the limit checked here.
    const row = await couponOrFail(tx, scope.site.id, input.id, services.dialect === "postgres");
    if (settings.usage_limit !== null && settings.usage_limit < Number(row.used_count))
      throw cartError(messages.usageLimitBelowUsed, 409);
    await tx.updateTable("coupons").set(settings).where("id", "=", row.id).execute();
    return adminCoupon(tx, scope.site.id, row.id);
  });
}

/** A new coupon, never used, its code upper-case. */
export async function createCoupon(
  services: Services,
  scope: Scope,
  input: CouponSettings & { code: string },
): Promise<AdminCoupon> {
  if (!COUPON_CODE_PATTERN.test(input.code.trim())) throw cartError(messages.codeInvalid, 400);
  const code = normalizeCouponCode(input.code);
  const settings = settingsRow(input);
  const taken = () => cartError(messages.codeTaken, 409);
  try {
    return await services.db.transaction().execute(async (tx) => {
      if (await couponsOfSite(tx, scope.site.id).where("code", "=", code).executeTakeFirst()) throw taken();
      const { id } = await tx
        .insertInto("coupons")
        .values({ site_id: scope.site.id, code, used_count: 0, ...settings })
        .returning("id")
        .executeTakeFirstOrThrow();
      return adminCoupon(tx, scope.site.id, id);
    });
  } catch (error) {
    // Another admin created the same code between the look and the insert.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

export async function setCouponActive(
  services: Services,
  scope: Scope,
  input: { id: number; active: boolean },
): Promise<AdminCoupon> {
  return services.db.transaction().execute(async (tx) => {
    const row = await couponOrFail(tx, scope.site.id, input.id);
    await tx
      .updateTable("coupons")
      .set({ active: input.active ? 1 : 0 })
      .where("id", "=", row.id)
      .execute();
    return adminCoupon(tx, scope.site.id, row.id);
  });
}

/** Deletes a coupon no order used; the carts holding it lose it at their next read, as for an unknown code. */
export async function deleteCoupon(
  services: Services,
  scope: Scope,
  input: { id: number },
): Promise<{ deleted: true }> {
  return services.db.transaction().execute(async (tx) => {
    const row = await couponOrFail(tx, scope.site.id, input.id, services.dialect === "postgres");
    const [coupon] = await toAdminCoupons(tx, scope.site.id, [row]);
    if (coupon!.used) throw cartError(messages.couponUsed, 409);
    await tx.deleteFrom("coupons").where("id", "=", row.id).execute();
    return { deleted: true as const };
  });
}
