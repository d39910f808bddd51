/** Demo coupons, one for each rule the cart checks (spec section 4). */
import type { DbOrTx } from "#server/db";

export const demoCoupons = {
  /** 10 % off, no minimum. */
  percent: { code: "WELCOME10", type: "percent", value: 10 },
  /** €5 off from €20. */
  fixed: { code: "SAVE5", type: "fixed", value: 500, minTotal: 2000 },
  expired: { code: "SUMMER2020" },
  notStarted: { code: "NEXTYEAR" },
  usedUp: { code: "ONCEONLY" },
  inactive: { code: "WITHDRAWN" },
} as const;

export async function seedDemoCoupons(db: DbOrTx, siteId: number): Promise<void> {
  const year = new Date().getUTCFullYear();
  const base = {
    site_id: siteId,
    min_total: 0,
    valid_from: null,
    valid_until: null,
    usage_limit: null,
    used_count: 0,
    active: 1,
  };
  await db
    .insertInto("coupons")
    .values([
      { ...base, code: demoCoupons.percent.code, type: "percent", value: 10 },
      { ...base, code: demoCoupons.fixed.code, type: "fixed", value: 500, min_total: 2000 },
      {
        ...base,
        code: demoCoupons.expired.code,
        type: "percent",
        value: 20,
        valid_from: "2020-06-01T00:00:00.000Z",
        valid_until: "2020-08-31T23:59:59.999Z",
      },
      {
        ...base,
        code: demoCoupons.notStarted.code,
        type: "percent",
        value: 15,
        valid_from: `${year + 1}-01-01T00:00:00.000Z`,
      },
      { ...base, code: demoCoupons.usedUp.code, type: "fixed", value: 1000, usage_limit: 1, used_count: 1 },
      { ...base, code: demoCoupons.inactive.code, type: "percent", value: 50, active: 0 },
    ])
    .execute();
}
