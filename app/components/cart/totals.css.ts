import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The totals list of the cart page and the checkout: labels left, amounts right, the grand total
 * under a line. */
export const totals = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: `${vars.space.xs} 0`,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${totals} dt`, { color: vars.color.muted });
globalStyle(`${totals} dd`, {
  margin: 0,
  paddingLeft: vars.space.md,
  textAlign: "right",
  fontVariantNumeric: "tabular-nums",
});
export const grandTotal = style({ fontSize: vars.fontSize.lg, fontWeight: 700, color: vars.color.text });
globalStyle(`${totals} dt${grandTotal}`, {
  color: vars.color.text,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.sm,
});
globalStyle(`${totals} dd${grandTotal}`, { borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.sm });
export const discount = style({ color: vars.color.success });
