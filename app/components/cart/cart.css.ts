import { globalStyle, style } from "@vanilla-extract/css";
import { surfaceCard } from "~/styles/card.css";
import { notice } from "~/styles/notice.css";
import { badgeBackground, input } from "../catalog/catalog.css";
import { vars } from "~/styles/theme.css";

const desktop = "screen and (min-width: 960px)";

/* Lines, summary (with coupon and card), instructions: one column on a phone; on a desktop the summary
   is the side column, the instructions under the lines (the side spans a flexible second row, so it
   never pushes them down). */
export const layout = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": {
    [desktop]: {
      gridTemplateColumns: "minmax(0, 1fr) 340px",
      gridTemplateRows: "auto 1fr",
      gridTemplateAreas: `"lines side" "extras side"`,
      alignItems: "start",
    },
  },
});
export const column = style({ display: "grid", gap: vars.space.md, alignContent: "start", minWidth: 0 });
export const linesArea = style({ "@media": { [desktop]: { gridArea: "lines" } } });
export const extrasArea = style({ "@media": { [desktop]: { gridArea: "extras" } } });
export const lines = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
export const line = style([
  surfaceCard,
  {
    display: "grid",
    gridTemplateColumns: "72px minmax(0, 1fr)",
    gap: vars.space.md,
    padding: vars.space.md,
    alignItems: "start",
    transition: "opacity 160ms ease",
    selectors: { '&[data-removing="true"]': { opacity: 0.4, pointerEvents: "none" } },
  },
]);
export const thumb = style({
  width: 72,
  height: 72,
  borderRadius: vars.radius.sm,
  overflow: "hidden",
  background: vars.color.surface,
});
globalStyle(`${thumb} img`, { width: "100%", height: "100%", objectFit: "cover", display: "block" });
export const lineBody = style({ display: "grid", gap: vars.space.sm, minWidth: 0 });
export const lineHead = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.sm,
  alignItems: "start",
});
export const name = style({
  fontWeight: 600,
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&:hover": { color: vars.color.brand, textDecoration: "underline" } },
});
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
export const meta = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.xs });
export const lineFoot = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "center",
  justifyContent: "space-between",
});
export const prices = style({
  display: "grid",
  gridTemplateColumns: "auto auto",
  justifyContent: "end",
  alignItems: "baseline",
  gap: `2px ${vars.space.sm}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
/* Each label and its amount: a pair in the two-column grid above. */
export const priceRow = style({ display: "contents" });
globalStyle(`${priceRow} dt, ${priceRow} dd`, { margin: 0, textAlign: "right" });
export const priceLabel = style({ color: vars.color.muted, fontSize: vars.fontSize.xs, fontWeight: 400 });
export const rowTotal = style({ fontWeight: 700, fontSize: vars.fontSize.md });
export const quantity = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs });
export const stepButton = style({
  width: 36,
  height: 36,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  cursor: "pointer",
  selectors: { "&:disabled": { opacity: 0.4, cursor: "not-allowed" } },
});
export const qtyInput = style({
  width: 64,
  minHeight: 36,
  textAlign: "center",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
});
export const linkButton = style({
  background: "none",
  border: 0,
  padding: 0,
  color: vars.color.danger,
  textDecoration: "underline",
  cursor: "pointer",
  fontSize: vars.fontSize.sm,
});
/** "Empty the cart" and its question, at the end of the lines. */
export const clearQuestion = style({ justifySelf: "end", maxWidth: "100%", textAlign: "right" });
export const clearSummary = style([
  linkButton,
  {
    display: "inline-block",
    padding: `${vars.space.xs} 0`,
    listStyle: "none",
    selectors: { "&::-webkit-details-marker": { display: "none" } },
  },
]);
export const clearBody = style({ display: "grid", justifyItems: "end", gap: vars.space.sm, paddingTop: vars.space.sm });
export const side = style({
  display: "grid",
  gap: vars.space.md,
  "@media": { [desktop]: { gridArea: "side", position: "sticky", top: vars.space.md } },
});
export const panel = style([surfaceCard, { padding: vars.space.md, display: "grid", gap: vars.space.sm }]);
globalStyle(`${panel} input:disabled`, { background: vars.color.surface, color: vars.color.muted });
globalStyle(`${panel} > button`, { justifySelf: "start" });
export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.md });
export const inline = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "end" });
export const field = style({
  display: "grid",
  gap: 2,
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
  flex: "1 1 150px",
  minWidth: 0,
});
export const textarea = style([input, { minHeight: 80, resize: "vertical", fontFamily: "inherit" }]);
export const discount = style({ color: vars.color.success });
export const estimate = style({ color: vars.color.muted, fontSize: vars.fontSize.xs, margin: 0 });
export const empty = style({
  display: "grid",
  gap: vars.space.md,
  justifyItems: "start",
  padding: `${vars.space.xl} 0`,
});
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });
/** Why a coupon or card code was refused, under its field. */
export const refusal = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 500, color: vars.color.danger });

/* The cart popup (spec section 2: 80% high, 70% wide, closes on a click outside). */
export const modal = style({
  width: "70vw",
  height: "80vh",
  maxWidth: "70vw",
  maxHeight: "80vh",
  padding: 0,
  border: 0,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  "@media": { "screen and (max-width: 599px)": { width: "94vw", maxWidth: "94vw" } },
  selectors: { "&::backdrop": { background: vars.color.overlay } },
});
export const modalInner = style({ display: "grid", gridTemplateRows: "auto minmax(0, 1fr) auto", height: "100%" });
export const modalHead = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const modalBody = style({ overflow: "auto", padding: vars.space.lg });
export const modalFoot = style({
  display: "flex",
  gap: vars.space.sm,
  justifyContent: "flex-end",
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
});
export const closeButton = style({
  background: "none",
  border: 0,
  cursor: "pointer",
  padding: vars.space.xs,
  borderRadius: vars.radius.pill,
  display: "inline-flex",
});

/* The header's cart link. */
export const headerCart = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  color: "inherit",
  textDecoration: "none",
  padding: vars.space.xs,
});
export const badge = style({
  position: "absolute",
  top: -2,
  right: -6,
  minWidth: 18,
  height: 18,
  padding: "0 5px",
  borderRadius: vars.radius.pill,
  background: badgeBackground,
  color: "#fff",
  fontSize: 11,
  fontWeight: 700,
  lineHeight: "18px",
  textAlign: "center",
});

/** An order of this browser's that waits for its online payment, above the cart: a notice, as the
 * order page's, its words and link on one line while they fit. */
export const awaitingPayment = style([
  notice,
  {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    justifyContent: "space-between",
    marginBottom: vars.space.lg,
  },
]);
