import { globalStyle, style } from "@vanilla-extract/css";
import { cookieBanner, footer } from "~/components/layout/layout.css";
import { vars } from "~/styles/theme.css";

const desktop = "screen and (min-width: 960px)";
const phone = "screen and (max-width: 959.98px)";

export const layout = style({
  display: "grid",
  gap: vars.space.xl,
  marginTop: vars.space.lg,
  "@media": {
    [desktop]: { gridTemplateColumns: "minmax(0, 1.1fr) minmax(0, 1fr)", alignItems: "start", gap: vars.space.xxl },
  },
});

/* Gallery: a scroll-snap strip; thumbnails are links to #image-n, so it works without JavaScript. */
export const gallery = style({
  display: "grid",
  gap: vars.space.sm,
  minWidth: 0,
  "@media": { [desktop]: { position: "sticky", top: "88px" } },
});
export const slides = style({
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "100%",
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  "@media": { "(prefers-reduced-motion: no-preference)": { scrollBehavior: "smooth" } },
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  scrollbarWidth: "none",
  selectors: { "&::-webkit-scrollbar": { display: "none" } },
});
export const slide = style({ margin: 0, scrollSnapAlign: "start", scrollMarginTop: "96px", aspectRatio: "1 / 1" });
globalStyle(`${slide} picture, ${slide} img`, { width: "100%", height: "100%" });
globalStyle(`${slide} img`, { objectFit: "cover" });
export const thumbs = style({
  display: "flex",
  gap: vars.space.sm,
  listStyle: "none",
  margin: 0,
  padding: 0,
  overflowX: "auto",
});
export const thumb = style({
  display: "block",
  width: "72px",
  height: "72px",
  borderRadius: vars.radius.md,
  overflow: "hidden",
  border: `2px solid transparent`,
  background: vars.color.surface,
  selectors: { "&[aria-current='true']": { borderColor: vars.color.brand } },
});
globalStyle(`${thumb} picture, ${thumb} img`, { width: "100%", height: "100%", objectFit: "cover" });
export const noImage = style({ aspectRatio: "1 / 1", borderRadius: vars.radius.lg, background: vars.color.surface });

/* Summary and purchase */
export const summary = style({ display: "grid", gap: vars.space.md, alignContent: "start" });
export const category = style({
  fontSize: vars.fontSize.sm,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
  fontWeight: 600,
  color: vars.color.muted,
  textDecoration: "none",
});
export const name = style({ fontSize: "clamp(1.75rem, 3.2vw, 2.5rem)", margin: 0, letterSpacing: "-0.02em" });
export const priceRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });
export const save = style({ color: vars.color.success, fontSize: vars.fontSize.sm, fontWeight: 600 });
export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  margin: 0,
});
export const stock = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs, fontWeight: 600 });
export const stockIn = style({ color: vars.color.success });
export const stockLow = style({ color: "#b45309" });
export const stockOut = style({ color: vars.color.danger });
globalStyle(`${stock}::before`, {
  content: "''",
  width: "8px",
  height: "8px",
  borderRadius: "50%",
  background: "currentColor",
});
export const short = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.muted });

export const panel = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
});
export const axis = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
export const axisLegend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
});
export const axisChosen = style({ fontWeight: 400, color: vars.color.muted });
export const swatchPill = style({ paddingLeft: vars.space.sm });
export const variants = style({ display: "grid", gap: vars.space.md });
export const buyRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "end" });
export const addButton = style({ flex: 1, minHeight: "48px" });

/* The phone's buy bar: sticks to the bottom of the screen until the product block has scrolled by. */
/**
 * The phone's buy bar stands over the screen's bottom edge and takes no room in the page: kept in
 * the flow (sticky), it left an empty band under the wishlist while it stepped aside. The page ends
 * with room for it instead (below), so that the footer's last links scroll above it.
 */
export const buyBar = style({
  position: "fixed",
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 30,
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md} max(${vars.space.sm}, env(safe-area-inset-bottom))`,
  background: vars.color.bg,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: "0 -6px 20px rgba(16,24,40,.08)",
  selectors: { "&[data-covered]": { visibility: "hidden" } },
  "@media": { [desktop]: { display: "none" } },
});
/** The bar's height: the one-line bar's for pages without JavaScript; BuyBar sets the measured one. */
export const buyBarRoom = "--buy-bar-room";
/* The cookie banner asks first: the bar waits under it until it is answered (the form's own button
   stays in the page), rather than a second layer over the screen's bottom. */
globalStyle(`html:has(${cookieBanner}) ${buyBar}`, { display: "none" });
/* Keyboard focus and the page's last links never land under the bar (WCAG 2.4.11). */
const belowBar = `calc(var(${buyBarRoom}) + ${vars.space.sm})`;
globalStyle(`html:has(${buyBar}):not(:has(${cookieBanner}))`, {
  "@media": { [phone]: { vars: { [buyBarRoom]: "65px" }, scrollPaddingBottom: belowBar } },
});
globalStyle(`html:has(${buyBar}):not(:has(${cookieBanner})) ${footer}`, {
  "@media": { [phone]: { paddingBottom: belowBar } },
});
export const buyBarButton = style({ minHeight: "48px", flex: "0 1 auto" });
export const quantity = style({ width: "96px" });
export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: "#fff7e6",
  color: "#7a4b00",
  fontSize: vars.fontSize.sm,
});
export const optionGrid = style({ display: "grid", gap: vars.space.sm });
export const optionLimit = style({ fontSize: vars.fontSize.xs, color: vars.color.muted });
/** Why the add was refused for this option's value (a required one left empty, too long). */
export const optionError = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 600 });

/* Bundle */
export const bundleList = style({ display: "grid", gap: vars.space.sm, listStyle: "none", margin: 0, padding: 0 });
export const bundleItem = style({
  display: "grid",
  gridTemplateColumns: "56px minmax(0, 1fr)",
  gap: vars.space.md,
  alignItems: "center",
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const bundleThumb = style({
  width: "56px",
  height: "56px",
  borderRadius: vars.radius.sm,
  overflow: "hidden",
  background: vars.color.surfaceStrong,
});
globalStyle(`${bundleThumb} picture, ${bundleThumb} img`, { width: "100%", height: "100%", objectFit: "cover" });
export const bundleName = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
export const dialog = style({
  width: "min(560px, calc(100vw - 32px))",
  maxHeight: "min(80vh, 720px)",
  padding: vars.space.lg,
  border: 0,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  selectors: { "&::backdrop": { background: vars.color.overlay } },
});
export const dialogHeader = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.md,
  marginBottom: vars.space.md,
});
export const iconButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "40px",
  height: "40px",
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  cursor: "pointer",
});

/* Details */
export const details = style({
  display: "grid",
  gap: vars.space.xl,
  marginTop: vars.space.xxl,
  "@media": { [desktop]: { gridTemplateColumns: "minmax(0, 1.4fr) minmax(0, 1fr)" } },
});
export const prose = style({ maxWidth: vars.width.text, lineHeight: 1.7 });
globalStyle(`${prose} img`, { borderRadius: vars.radius.md });
globalStyle(`${prose} ul`, { paddingLeft: vars.space.lg });
export const specs = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });
globalStyle(`${specs} th, ${specs} td`, {
  textAlign: "left",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "top",
});
globalStyle(`${specs} th`, { width: "40%", color: vars.color.muted, fontWeight: 600 });
globalStyle(`${specs} tr:nth-child(odd)`, { background: vars.color.surface });
