import type { Totals } from "#server/contract/cart-pricing";

/** The amounts a totals list shows (the cart's `prices.converted`). */
export type ShownTotals = Pick<Totals, "itemsTotal" | "coupon" | "loyalty" | "delivery" | "tax" | "orderTotal">;

/** One row of the totals (spec section 5 cart summary: items total, coupon discount only when a
 * coupon is set, delivery, tax, grand total; the membership saving when there is one). */
export interface TotalsRow {
  id: "items" | "coupon" | "loyalty" | "delivery" | "tax" | "total";
  /** Translation key of the label (cart namespace). */
  label: string;
  /** Shown after the label in brackets: the coupon's code. */
  detail?: string;
  /** The amount in cents, or null for "chosen at checkout". */
  cents: number | null;
  /** A discount: in the discount colour, the coupon with a minus sign. */
  discount?: "minus" | "plain";
  grand?: boolean;
}

/** The rows the cart page and the checkout show, in order. */
export function totalsRows(totals: ShownTotals, coupon: { code: string } | null, deliveryChosen: boolean): TotalsRow[] {
  const rows: TotalsRow[] = [{ id: "items", label: "cart.summary.itemsTotal", cents: totals.itemsTotal }];
  if (coupon)
    rows.push({
      id: "coupon",
      label: "cart.summary.coupon",
      detail: coupon.code,
      cents: totals.coupon,
      discount: "minus",
    });
  if (totals.loyalty > 0)
    rows.push({ id: "loyalty", label: "cart.summary.loyalty", cents: totals.loyalty, discount: "plain" });
  rows.push(
    { id: "delivery", label: "cart.summary.delivery", cents: deliveryChosen ? totals.delivery : null },
    { id: "tax", label: "cart.summary.tax", cents: totals.tax },
    { id: "total", label: "cart.summary.grandTotal", cents: totals.orderTotal, grand: true },
  );
  return rows;
}
