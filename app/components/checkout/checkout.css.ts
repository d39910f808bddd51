import { globalStyle, style } from "@vanilla-extract/css";
import { surfaceCard } from "~/styles/card.css";
import { primaryButtonHover, primaryButtonLook } from "~/styles/button.css";
import { vars } from "~/styles/theme.css";

const desktop = "screen and (min-width: 960px)";

export const page = style({
  maxWidth: vars.width.content,
  margin: "0 auto",
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  width: "100%",
});
export const title = style({
  fontSize: vars.fontSize.xl,
  margin: `${vars.space.sm} 0 ${vars.space.lg}`,
  letterSpacing: "-0.01em",
});

/* The steps, then the order summary: one column on a phone, the summary beside them on a desktop. */
export const layout = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": { [desktop]: { gridTemplateColumns: "minmax(0, 1fr) 340px", alignItems: "start" } },
});
export const steps = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  minWidth: 0,
});
export const step = style([surfaceCard, { padding: vars.space.md, display: "grid", gap: vars.space.md, minWidth: 0 }]);
export const stepClosed = style({ background: vars.color.surface, boxShadow: "none" });
export const stepHead = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  justifyContent: "space-between",
  flexWrap: "wrap",
});
export const stepTitle = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.lg,
});
export const stepNumber = style({
  display: "inline-grid",
  placeItems: "center",
  width: 28,
  height: 28,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceStrong,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  flexShrink: 0,
});
globalStyle(`${step}[data-state="active"] ${stepNumber}`, {
  background: vars.color.brand,
  color: vars.color.brandText,
});
globalStyle(`${step}[data-state="done"] ${stepNumber}`, {
  background: vars.color.success,
  color: vars.color.brandText,
});
globalStyle(`${stepClosed} ${stepTitle}`, { color: vars.color.muted });
export const changeLink = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });
export const stepSummary = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
});

export const side = style({
  display: "grid",
  gap: vars.space.md,
  minWidth: 0,
  "@media": { [desktop]: { position: "sticky", top: vars.space.md } },
});
export const panel = style([surfaceCard, { padding: vars.space.md, display: "grid", gap: vars.space.sm }]);
export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.md });
export const items = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});
export const itemRow = style({ display: "flex", justifyContent: "space-between", gap: vars.space.sm });
export const itemName = style({ minWidth: 0, overflowWrap: "anywhere" });
export const lineOptions = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
});
export const amount = style({ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" });
/** The checkout's totals list (app/components/cart/TotalsList.tsx) sits under its lines. */
export const totals = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.sm });

/* Radio lists of addresses and methods. */
export const choices = style({ border: 0, margin: 0, padding: 0, display: "grid", gap: vars.space.sm, minWidth: 0 });
export const choicesLegend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: 700 });
export const choice = style({
  display: "grid",
  gap: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  minWidth: 0,
});
globalStyle(`${choice}:has(> label input:checked)`, {
  borderColor: vars.color.brand,
  boxShadow: `0 0 0 1px ${vars.color.brand}`,
});
export const choiceLabel = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "flex-start",
  cursor: "pointer",
  minWidth: 0,
});
/* A saved address the store does not deliver to: shown, with its reason, but not to be chosen. */
export const choiceUnavailable = style({ color: vars.color.muted, cursor: "not-allowed" });
export const radio = style({
  flexShrink: 0,
  width: 20,
  height: 20,
  margin: "2px 0 0",
  accentColor: vars.color.brand,
  cursor: "pointer",
});
export const choiceBody = style({ display: "grid", gap: 2, flex: 1, minWidth: 0, overflowWrap: "anywhere" });
export const choiceName = style({ fontWeight: 600 });
export const choiceText = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
export const choicePrice = style({ fontWeight: 700, whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" });

/* A method's pickup branches appear once the method is chosen (by CSS, so without JavaScript too). */
export const branches = style({
  display: "none",
  border: 0,
  margin: 0,
  padding: `0 0 0 ${vars.space.lg}`,
  gap: vars.space.xs,
  minWidth: 0,
});
globalStyle(`${choice}:has(> label input:checked) ${branches}`, { display: "grid" });
export const branchLabel = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "center",
  cursor: "pointer",
  fontSize: vars.fontSize.sm,
});

/* A typed address appears when "a new address" is chosen, the billing address when it differs. */
export const newAddress = style({ display: "grid", gap: vars.space.md, minWidth: 0 });
export const addressChoice = style({ display: "grid", gap: vars.space.md, minWidth: 0 });
globalStyle(
  `${addressChoice}:has(input[type="radio"]:checked):not(:has(input[type="radio"][value="new"]:checked)) ${newAddress}`,
  { display: "none" },
);
export const billing = style({ display: "none", gap: vars.space.md, minWidth: 0 });
globalStyle(`form:has(input[name="differentBilling"]:checked) ${billing}`, { display: "grid" });

export const actions = style({
  display: "flex",
  flexWrap: "wrap-reverse",
  gap: vars.space.sm,
  justifyContent: "space-between",
  alignItems: "center",
});
globalStyle(`${actions} > button`, { width: "auto", flex: "1 1 auto", maxWidth: "100%" });
globalStyle(`${actions} > a`, { flex: "0 0 auto" });
/** A Back that posts the form (the address step's) looks like the other steps' Back link. */
export const backButton = style({
  selectors: {
    [`${actions} > &`]: {
      flex: "0 0 auto",
      minHeight: "44px",
      padding: 0,
      border: 0,
      background: "none",
      color: vars.color.brand,
      font: "inherit",
      textDecoration: "underline",
      cursor: "pointer",
    },
    [`${actions} > &:hover`]: { color: vars.color.brandStrong },
  },
});
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });

/* The wallet provider's button goes here. */
export const wallet = style({ minHeight: 0, selectors: { "&:empty": { display: "none" } } });
export const handoff = style({ display: "grid", gap: vars.space.md, justifyItems: "start" });
globalStyle(`${handoff} form`, { display: "grid", gap: vars.space.sm });
/* The provider's form is plain HTML: its button looks like the page's own primary button. */
globalStyle(`${handoff} form button`, primaryButtonLook);
globalStyle(`${handoff} form button:hover`, primaryButtonHover);

/* Success and failure. */
export const resultPage = style({ display: "grid", gap: vars.space.lg, maxWidth: 960, margin: "0 auto", minWidth: 0 });
export const result = style([
  surfaceCard,
  { padding: vars.space.lg, display: "grid", gap: vars.space.md, justifyItems: "start", minWidth: 0 },
]);
export const resultTitle = style({ margin: 0, fontSize: vars.fontSize.xl });
export const orderNumber = style({ margin: 0, fontSize: vars.fontSize.lg });
/** "Payment received" on the success page of an order paid online. */
export const paymentReceived = style({ margin: 0, fontWeight: 600 });
export const links = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

/* An order's lines on a phone: the SKU and unit price columns would push the total out of sight, so
   they fold into a second line under the product's name (shown only there, so nothing is read twice). */
const phone = "screen and (max-width: 599px)";
export const wideColumn = style({ "@media": { [phone]: { display: "none" } } });
export const lineDetail = style({
  display: "none",
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  "@media": { [phone]: { display: "block" } },
});
