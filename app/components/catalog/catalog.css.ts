import { globalStyle, style } from "@vanilla-extract/css";
import { surfaceCard } from "~/styles/card.css";
import { focusRing, vars } from "~/styles/theme.css";

const desktop = "screen and (min-width: 960px)";
const tablet = "screen and (min-width: 600px)";

export const page = style({
  maxWidth: vars.width.content,
  margin: "0 auto",
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  width: "100%",
});
export const pageHeader = style({ margin: `${vars.space.md} 0 ${vars.space.lg}` });
export const title = style({ fontSize: vars.fontSize.xxl, margin: `0 0 ${vars.space.sm}`, letterSpacing: "-0.02em" });
export const lead = style({
  color: vars.color.muted,
  fontSize: vars.fontSize.lg,
  maxWidth: vars.width.text,
  margin: 0,
});
export const sectionTitle = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.md}` });
export const shelf = style({ marginTop: vars.space.xxl });
export const muted = style({ color: vars.color.muted });

/* Buttons */
export { primaryButton as button } from "~/styles/button.css";
export { outlineButton as buttonSecondary } from "~/styles/button.css";
export const buttonBlock = style({ width: "100%" });
export const buttonSmall = style({
  minHeight: "38px",
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
});

/* Breadcrumbs */
export const breadcrumbs = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });
export const breadcrumbList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
globalStyle(`${breadcrumbList} li + li::before`, {
  content: "'/'",
  margin: `0 ${vars.space.xs}`,
  color: vars.color.border,
});
globalStyle(`${breadcrumbList} a`, { color: vars.color.muted, textDecoration: "none" });
globalStyle(`${breadcrumbList} a:hover`, { color: vars.color.brand, textDecoration: "underline" });

/* Category list */
export const categoryGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  "@media": { [tablet]: { gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))", gap: vars.space.md } },
  gap: vars.space.sm,
  listStyle: "none",
  margin: `0 0 ${vars.space.xl}`,
  padding: 0,
});
export const categoryCard = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space.xs,
  height: "100%",
  padding: vars.space.sm,
  "@media": { [tablet]: { padding: vars.space.md } },
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: "none",
  transition: "box-shadow .2s ease, border-color .2s ease",
  selectors: { "&:hover": { borderColor: vars.color.brand, boxShadow: vars.shadow.md, color: vars.color.text } },
});
export const categoryName = style({
  fontWeight: 700,
  fontSize: vars.fontSize.md,
  "@media": { [tablet]: { fontSize: vars.fontSize.lg } },
});
export const categoryChildren = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  listStyle: "none",
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
});
export const chipLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "32px",
  padding: `2px ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  selectors: { "&:hover": { borderColor: vars.color.brand, color: vars.color.brand } },
});
export const chipList = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  listStyle: "none",
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
});

/* Featured */
export const featured = style({
  margin: `0 0 ${vars.space.xl}`,
  padding: vars.space.md,
  "@media": { [tablet]: { padding: vars.space.lg } },
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, #eef3ff, #f6f0ff)`,
});

/* List layout: filters on the left, results on the right */
export const listLayout = style({
  display: "grid",
  gap: vars.space.lg,
  alignItems: "start",
  "@media": { [desktop]: { gridTemplateColumns: "260px minmax(0, 1fr)", gap: vars.space.xl } },
});
export const filterToggle = style({
  position: "absolute",
  opacity: 0,
  pointerEvents: "none",
  "@media": { [desktop]: { display: "none" } },
});
export const filterToggleLabel = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "44px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
  fontWeight: 600,
  cursor: "pointer",
  selectors: { [`${filterToggle}:focus-visible + &`]: focusRing },
  "@media": { [desktop]: { display: "none" } },
});
export const filterToggleButton = style([
  filterToggleLabel,
  { color: "inherit", font: "inherit", fontWeight: 600, selectors: { "&:focus-visible": focusRing } },
]);
export const filterCount = style({
  minWidth: "22px",
  padding: "0 6px",
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.brandText,
  fontSize: vars.fontSize.xs,
  textAlign: "center",
});
export const filterPanel = style({
  display: "none",
  marginTop: vars.space.md,
  selectors: { [`${filterToggle}:checked ~ &, &[data-open]`]: { display: "block" } },
  "@media": { [desktop]: { display: "block", marginTop: 0 } },
});
export const filterForm = style({ display: "grid", gap: vars.space.md });
export const fieldset = style({
  border: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  margin: 0,
  padding: `0 0 ${vars.space.md}`,
  minWidth: 0,
});
export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: 700, fontSize: vars.fontSize.md });
/** The filter panel's options: a label per value holding its input, name and count (a <small>),
 * styled from the list so that no value repeats a class. */
export const optionList = style({ display: "grid", gap: "2px", listStyle: "none", margin: 0, padding: 0 });
globalStyle(`${optionList} label`, {
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "36px",
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  fontSize: vars.fontSize.sm,
});
globalStyle(`${optionList} label:hover`, { background: vars.color.surface });
export const optionDisabled = style({ opacity: 0.5, cursor: "default" });
globalStyle(`${optionList} input`, {
  width: "18px",
  height: "18px",
  margin: 0,
  accentColor: vars.color.brand,
  flexShrink: 0,
});
globalStyle(`${optionList} small`, { marginLeft: "auto", color: vars.color.muted, fontSize: vars.fontSize.xs });
export const swatchDot = style({
  display: "inline-block",
  width: "18px",
  height: "18px",
  borderRadius: "50%",
  boxShadow: `inset 0 0 0 1px rgba(0,0,0,.18)`,
  flexShrink: 0,
});
const pillListStyle = {
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
} as const;
const pillInputStyle = { position: "absolute", opacity: 0, width: "1px", height: "1px" } as const;
const pillStyle = {
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minWidth: "44px",
  minHeight: "36px",
  justifyContent: "center",
  padding: `2px ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1.5px solid ${vars.color.border}`,
  background: vars.color.bg,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: "pointer",
  userSelect: "none",
} as const;
const pillHover = { borderColor: vars.color.text };
const pillChecked = { borderColor: vars.color.brand, background: vars.color.brand, color: vars.color.brandText };
const pillDisabled = { opacity: 0.45, cursor: "default" };

/** Pills: a hidden radio or checkbox, then its label drawn as a pill (the product page's choices). */
export const pillList = style(pillListStyle);
export const pillInput = style(pillInputStyle);
export const pill = style({
  ...pillStyle,
  selectors: {
    "&:hover": pillHover,
    [`${pillInput}:checked + &`]: pillChecked,
    [`${pillInput}:focus-visible + &`]: focusRing,
    [`${pillInput}:disabled + &`]: pillDisabled,
  },
});
/** The filter panel's pills: each a label holding its checkbox (hidden) and its text, the same pills
 * styled from the list, so that no value repeats an id, a `for` or a class. */
export const facetPills = style(pillListStyle);
globalStyle(`${facetPills} label`, { ...pillStyle, position: "relative" });
globalStyle(`${facetPills} input`, pillInputStyle);
globalStyle(`${facetPills} label:hover`, pillHover);
globalStyle(`${facetPills} label:has(input:checked)`, pillChecked);
globalStyle(`${facetPills} label:has(input:focus-visible)`, focusRing);
globalStyle(`${facetPills} label:has(input:disabled)`, pillDisabled);
export const pillUnavailable = style({ textDecoration: "line-through", color: vars.color.muted });
export const rangeRow = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.sm,
});
/** Date inputs need the whole column. */
export const rangeRowStacked = style({ gridTemplateColumns: "minmax(0, 1fr)" });
export const field = style({
  display: "grid",
  gap: "2px",
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
  minWidth: 0,
});
export const input = style({
  width: "100%",
  minHeight: "40px",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.bg,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  // :user-invalid, not :invalid: a required field the shopper has not typed in yet is not wrong.
  selectors: { "&:focus": { borderColor: vars.color.brand }, "&:user-invalid": { borderColor: vars.color.danger } },
});
export const select = style([input, { width: "auto", paddingRight: vars.space.lg, cursor: "pointer" }]);
export const formActions = style({ display: "grid", gap: vars.space.sm });

/* Toolbar above the grid */
export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  marginBottom: vars.space.md,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const count = style({ fontWeight: 600, margin: 0 });
export const toolbarControls = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center" });
export const inlineField = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});
export const busy = style({ opacity: 0.55, transition: "opacity .15s ease" });

/* Product grid and card */
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.md,
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": { [tablet]: { gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))", gap: vars.space.lg } },
});
export const card = style([surfaceCard]);
export const cardMedia = style({
  position: "relative",
  aspectRatio: "1 / 1",
  background: vars.color.surface,
  overflow: "hidden",
});
globalStyle(`${cardMedia} picture, ${cardMedia} img`, { width: "100%", height: "100%" });
globalStyle(`${cardMedia} img`, { objectFit: "cover" });
export const cardBody = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.sm,
  flex: 1,
  "@media": { [tablet]: { padding: vars.space.md } },
});
/* The card body's parts (category, title and its link, footer) are styled from the body: every card
   would otherwise repeat four classes. */
globalStyle(`${cardBody} > span`, {
  fontSize: vars.fontSize.xs,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
  color: vars.color.muted,
  fontWeight: 600,
});
globalStyle(`${cardBody} > h3`, { fontSize: vars.fontSize.md, fontWeight: 600, margin: 0, lineHeight: 1.35 });
globalStyle(`${cardBody} > h3 > a`, { color: vars.color.text, textDecoration: "none" });
/** The title's link covers the card (its ::after), so the whole card opens the product. */
globalStyle(`${cardBody} > h3 > a::after`, { content: "''", position: "absolute", inset: 0, zIndex: 1 });
globalStyle(`${cardBody} > h3 > a:hover`, { color: vars.color.brand });
globalStyle(`${cardBody} > div`, { marginTop: "auto", display: "grid", gap: vars.space.sm, paddingTop: vars.space.sm });
/** Above the card's stretched link so the button stays clickable. */
export const cardAction = style({
  position: "relative",
  zIndex: 2,
  whiteSpace: "normal",
  textAlign: "center",
  paddingInline: vars.space.sm,
  width: "100%",
});
/** A deep orange of the accent's family: white text on it has 5.2:1 (the accent itself, 2.9:1, is too light for text). */
export const badgeBackground = "#c2410c";
export const badge = style({
  display: "inline-block",
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: badgeBackground,
  color: "#ffffff",
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  lineHeight: 1.6,
});
export const cardBadge = style({ position: "absolute", top: vars.space.sm, left: vars.space.sm, zIndex: 2 });
export const stockOut = style({
  position: "absolute",
  top: vars.space.sm,
  right: vars.space.sm,
  zIndex: 2,
  background: vars.color.text,
});

/* Price */
export const price = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: `0 ${vars.space.sm}`,
  margin: 0,
});
export const priceFinal = style({ fontWeight: 700, fontSize: vars.fontSize.lg, color: vars.color.text });
export const priceDiscounted = style({ color: vars.color.danger });
export const priceRetail = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
export const priceLarge = style({});
globalStyle(`${priceLarge} ${priceFinal}`, { fontSize: vars.fontSize.xl });
globalStyle(`${priceLarge} ${priceRetail}`, { fontSize: vars.fontSize.md });

/* Pagination */
export const pagination = style({ marginTop: vars.space.xl, display: "flex", justifyContent: "center" });
/** The products "Show more" added: they continue the grid above, a row gap below it. */
export const moreGrid = style({ marginTop: vars.space.md, "@media": { [tablet]: { marginTop: vars.space.lg } } });
export const loadMore = style({ marginTop: vars.space.xl, marginBottom: 0, display: "flex", justifyContent: "center" });
export const pageList = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
/** An ellipsis for the page numbers left out. */
export const pageGap = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "24px",
  height: "40px",
  color: vars.color.muted,
});
export const pageLink = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "40px",
  height: "40px",
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  selectors: {
    "&:hover": { borderColor: vars.color.brand, color: vars.color.brand },
    "&[aria-current='page']": {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.brandText,
    },
    "&[aria-disabled='true']": { color: vars.color.border, borderColor: vars.color.surfaceStrong, cursor: "default" },
  },
});

export const empty = style({
  padding: `${vars.space.xl} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  textAlign: "center",
  color: vars.color.muted,
});
