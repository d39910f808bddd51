import { globalStyle, style } from "@vanilla-extract/css";
import { notice } from "~/styles/notice.css";
import { vars } from "~/styles/theme.css";

const tablet = "screen and (min-width: 600px)";
const desktop = "screen and (min-width: 960px)";

/* Login, register, forgot and reset: one centred card. */
export const authPage = style({
  width: "100%",
  maxWidth: "480px",
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}`,
});
export const authPageWide = style({ maxWidth: "680px" });

export const card = style({
  background: vars.color.bg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space.lg,
  minWidth: 0,
  "@media": { [tablet]: { padding: vars.space.xl } },
});
export const cardHeader = style({ marginBottom: vars.space.lg });
export const title = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.sm}`, letterSpacing: "-0.01em" });
export const pageTitle = style({
  fontSize: vars.fontSize.xxl,
  margin: `0 0 ${vars.space.xs}`,
  letterSpacing: "-0.02em",
});
/** An order number in a heading: on one line, never broken at its hyphen. */
export const orderNumber = style({ whiteSpace: "nowrap" });
/** A table cell kept on one line (an order's number, its date). */
export const nowrap = style({ whiteSpace: "nowrap" });
// An e-mail address in it breaks where it must, not past the screen's edge.
export const intro = style({ color: vars.color.muted, margin: 0, overflowWrap: "anywhere" });
export const subTitle = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.md}` });

export const linkRow = style({
  display: "flex",
  justifyContent: "flex-end",
  marginTop: `calc(-1 * ${vars.space.sm})`,
  fontSize: vars.fontSize.sm,
});
export const switchLine = style({
  margin: `${vars.space.lg} 0 0`,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: "center",
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${switchLine} a`, { fontWeight: 600, marginLeft: vars.space.xs });

/** What the buyer may do with an order (pay, cancel), above its cards: as far from them as they are apart. */
export const orderActions = style({ marginBottom: vars.space.lg });

/* How to pay an order (an offline method's instructions): the method's own lines, kept as written. */
export const paymentInstructions = style([
  notice,
  { margin: 0, whiteSpace: "pre-line", overflowWrap: "anywhere", minWidth: 0 },
]);

/** What must not break across lines (an account number in the payment instructions). */
export const unbroken = style({ whiteSpace: "nowrap" });

/** A buyer's own words (instructions, a gift message): their line breaks kept, long words wrapped. */
export const buyerText = style({ margin: 0, whiteSpace: "pre-line", overflowWrap: "anywhere", minWidth: 0 });

/* Address fieldsets of the registration form: shown only when "add addresses" is checked (CSS, so
 * it works without JavaScript); billing only when it differs from delivery. */
export const addressToggle = style({});
export const addressBlock = style({ display: "none", gap: vars.space.md });
export const billingBlock = style({});
globalStyle(`form:has(${addressToggle} input:checked) ${addressBlock}`, { display: "grid" });
globalStyle(`form:has(input[name='billingSame']:checked) ${billingBlock}`, { display: "none" });

/* Profile. */
export const profilePage = style({
  maxWidth: vars.width.content,
  margin: "0 auto",
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  width: "100%",
});
export const profileHeader = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: vars.space.md,
  margin: `${vars.space.md} 0 ${vars.space.xl}`,
});
export const profileLayout = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [desktop]: { gridTemplateColumns: "220px minmax(0, 1fr)", gap: vars.space.xl, alignItems: "start" } },
});
/* On a phone the tabs wrap onto more rows: a row that scrolled sideways hid the last ones past the
 * screen's edge with nothing to say it scrolls (Croatian labels are longer). */
export const sectionNav = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  "@media": {
    [desktop]: { position: "sticky", top: "88px", flexDirection: "column", flexWrap: "nowrap" },
  },
});
export const sectionNavLink = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  whiteSpace: "nowrap",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: 500,
  fontSize: vars.fontSize.sm,
  selectors: { "&:hover": { background: vars.color.surfaceStrong, color: vars.color.brand } },
  "@media": { [desktop]: { borderRadius: vars.radius.md, background: "transparent", fontSize: vars.fontSize.md } },
});
export const navCount = style({
  minWidth: "24px",
  padding: "0 6px",
  borderRadius: vars.radius.pill,
  background: vars.color.bg,
  color: vars.color.muted,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  textAlign: "center",
  lineHeight: "22px",
  border: `1px solid ${vars.color.border}`,
});
export const sections = style({ display: "grid", gap: vars.space.lg, minWidth: 0 });
export const section = style([card, { scrollMarginTop: "88px" }]);
export const sectionHead = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});
export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const sectionMeta = style({ color: vars.color.muted, fontSize: vars.fontSize.sm, margin: 0 });
export const formNarrow = style({ maxWidth: "560px" });
/** "Delete my account": what goes and what stays, close under its intro (the form's grid spaces them). */
export const eraseList = style({ margin: 0, paddingLeft: "1.25rem", display: "grid", gap: vars.space.xs });
export const formActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });
export const submitAuto = style({ width: "auto" });

export { outlineButton as secondaryButton } from "~/styles/button.css";
export const dangerLink = style({
  background: "none",
  border: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.danger,
  font: "inherit",
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: "pointer",
  selectors: { "&:hover": { background: "#fef3f2" } },
});

/* Addresses. */
export const addressGrid = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))",
  listStyle: "none",
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
});
export const addressCard = style({
  display: "grid",
  gap: vars.space.sm,
  alignContent: "start",
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
globalStyle(`${addressGrid} > li:has(details[open])`, { gridColumn: "1 / -1" });
/** A card's foot: Edit on the left, Delete on the right; the one opened takes the whole width (its
 * form or its second step), and the other moves to a line of its own. */
export const addressActions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "start",
  justifyContent: "space-between",
  gap: vars.space.sm,
});
const fullWidthOpen = { "&[open]": { flexBasis: "100%" } } as const;
export const addressDelete = style({ marginLeft: "auto", maxWidth: "100%", selectors: fullWidthOpen });
export const dangerSummary = style([
  dangerLink,
  {
    display: "block",
    listStyle: "none",
    textAlign: "right",
    selectors: { "&::-webkit-details-marker": { display: "none" } },
  },
]);
export const addressDeleteBody = style({
  display: "grid",
  justifyItems: "end",
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  textAlign: "right",
});
export const addressType = style({
  justifySelf: "start",
  padding: "2px 10px",
  borderRadius: vars.radius.pill,
  background: vars.color.bg,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  color: vars.color.muted,
});
export const addressText = style({ fontStyle: "normal", fontSize: vars.fontSize.sm, lineHeight: 1.55 });
export const addressEdit = style({ marginLeft: `calc(-1 * ${vars.space.sm})`, selectors: fullWidthOpen });
export const addressEditBody = style({ padding: `${vars.space.sm} ${vars.space.sm} 0`, maxWidth: "720px" });
export const disclosure = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg,
});
export const disclosureSummary = style({
  listStyle: "none",
  cursor: "pointer",
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontWeight: 600,
  color: vars.color.brand,
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&::before": { content: "'+'", fontSize: "1.25rem", lineHeight: 1, width: "1rem", textAlign: "center" },
    "details[open] > &::before": { content: "'−'" },
  },
});
export const disclosureBody = style({ padding: `0 ${vars.space.md} ${vars.space.md}` });
export const inlineSummary = style({
  listStyle: "none",
  cursor: "pointer",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.brand,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  selectors: { "&::-webkit-details-marker": { display: "none" }, "&:hover": { background: vars.color.bg } },
});

/* Wishlist. */
export const wishList = style({ display: "grid", gap: vars.space.sm, listStyle: "none", margin: 0, padding: 0 });
export const wishItem = style({
  display: "grid",
  gridTemplateColumns: "64px minmax(0, 1fr) auto",
  alignItems: "center",
  gap: vars.space.md,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const wishThumb = style({
  width: "64px",
  height: "64px",
  borderRadius: vars.radius.sm,
  overflow: "hidden",
  background: vars.color.surface,
});
globalStyle(`${wishThumb} img`, { width: "100%", height: "100%", objectFit: "cover" });
export const wishName = style({
  fontWeight: 600,
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&:hover": { color: vars.color.brand } },
});
export const wishBody = style({ display: "grid", gap: "2px", minWidth: 0 });
/** A wishlist item's add-to-cart button: as wide as its words, under the price. */
export const wishAction = style({ justifySelf: "start", marginTop: vars.space.xs, textAlign: "center" });

/* Orders. */
// Positioned, so that what it holds out of sight (a visually hidden header) scrolls with it instead of widening the page.
export const tableWrap = style({ overflowX: "auto", position: "relative" });
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });
globalStyle(`${table} th`, {
  textAlign: "left",
  fontWeight: 600,
  color: vars.color.muted,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: "nowrap",
});
globalStyle(`${table} td`, {
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "top",
});
globalStyle(`${table} tbody th`, {
  color: vars.color.text,
  fontWeight: 600,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "top",
});
globalStyle(`${table} tr:last-child td, ${table} tbody tr:last-child th`, { borderBottom: 0 });
export const numeric = style({ textAlign: "right", whiteSpace: "nowrap" });
globalStyle(`${table} th${numeric}`, { textAlign: "right" });
export const status = style({
  display: "inline-block",
  padding: "2px 10px",
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceStrong,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
});
/** What of an order folds under its number on a phone: the date and item count, then its states. */
export const orderFolded = style({ fontWeight: "normal", marginTop: vars.space.xs });
export const foldedLine = style({ display: "block", whiteSpace: "nowrap", marginBottom: vars.space.xs });
/** An order's payment and fulfilment badges side by side, wrapping on a narrow screen. */
export const statuses = style({ display: "inline-flex", flexWrap: "wrap", gap: vars.space.xs });
/** The parcel's tracking (decision 0061): a long tracking link breaks rather than widen the page. */
export const trackingList = style({ margin: 0, display: "grid", gap: vars.space.xs, overflowWrap: "anywhere" });
/** An order's totals (app/components/cart/TotalsList.tsx) at the right under its lines. */
export const orderTotals = style({ margin: `${vars.space.md} 0 0 auto`, maxWidth: "360px" });
export const detailGrid = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
export const backLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textDecoration: "none",
});

/* Logged-out profile: the login and registration forms side by side. */
export const twoColumns = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "minmax(0, 1fr)",
  alignItems: "start",
  "@media": { [desktop]: { gridTemplateColumns: "minmax(0, 5fr) minmax(0, 7fr)" } },
});
