import { globalStyle, style } from "@vanilla-extract/css";
import { surfaceCard } from "~/styles/card.css";
import { vars } from "~/styles/theme.css";

export const container = style({ maxWidth: vars.width.content, margin: "0 auto", padding: `0 ${vars.space.md}` });
export const section = style({ marginBlock: vars.space.xxl });

export const hero = style({
  position: "relative",
  display: "grid",
  alignItems: "center",
  minHeight: "min(72vh, 620px)",
  color: "#ffffff",
  background: "#0f1320",
  overflow: "hidden",
  margin: 0,
});
export const heroMedia = style({ position: "absolute", inset: 0 });
globalStyle(`${heroMedia} img`, { width: "100%", height: "100%", objectFit: "cover" });
// The global reset gives <picture> an auto height, which the image's 100% would follow: on a phone,
// where the banner is taller than the picture's proportions, the picture then covered only its top.
globalStyle(`${heroMedia} picture`, { height: "100%" });
export const heroShade = style({
  position: "absolute",
  inset: 0,
  background: "linear-gradient(90deg, rgba(10,14,26,.78) 0%, rgba(10,14,26,.35) 60%, rgba(10,14,26,.1) 100%)",
});
export const heroBody = style({
  position: "relative",
  padding: `${vars.space.xxl} ${vars.space.md}`,
  maxWidth: vars.width.content,
  margin: "0 auto",
  width: "100%",
});
export const heroCenter = style({ textAlign: "center" });
export const heroTitle = style({
  fontSize: vars.fontSize.xxl,
  maxWidth: "18ch",
  margin: `0 0 ${vars.space.md}`,
  selectors: { [`${heroCenter} &`]: { marginInline: "auto" } },
});
export const heroSubtitle = style({
  fontSize: vars.fontSize.lg,
  maxWidth: "52ch",
  opacity: 0.92,
  selectors: { [`${heroCenter} &`]: { marginInline: "auto" } },
});

export { primaryButton as button } from "~/styles/button.css";
export { invertedButton as buttonSecondary } from "~/styles/button.css";

export const prose = style({ maxWidth: vars.width.text, margin: "0 auto" });
/** A page's title (no hero first). */
export const pageTitle = style({ marginTop: "2.5rem" });
globalStyle(`${prose} h2`, { fontSize: vars.fontSize.xl, marginTop: vars.space.xl });
globalStyle(`${prose} img`, { borderRadius: vars.radius.md });
globalStyle(`${prose} a`, { textUnderlineOffset: "3px" });

export const figure = style({ margin: 0 });
globalStyle(`${figure} img`, { width: "100%", borderRadius: vars.radius.lg });
export const caption = style({
  marginTop: vars.space.sm,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  textAlign: "center",
});

export const cta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.brand}, #6b3dff)`,
  color: "#ffffff",
});
export const ctaSecondary = style({ background: vars.color.surface, color: vars.color.text });
export const ctaTitle = style({ fontSize: vars.fontSize.xl, margin: 0 });
export const ctaText = style({ margin: `${vars.space.sm} 0 0`, opacity: 0.9 });

export const gridTitle = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space.lg });
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))",
  gap: vars.space.lg,
  listStyle: "none",
  padding: 0,
  margin: 0,
});
export const card = style([surfaceCard]);
/** A grid's item: its card fills the row's height under what else the item holds (edit mode's
 * controls), where the card's own 100 % would be the whole item's and run past its end. */
export const gridItem = style({ display: "flex", flexDirection: "column" });
globalStyle(`${gridItem} > ${card}`, { flex: "1 1 auto", height: "auto" });
globalStyle(`${card} img`, { width: "100%", aspectRatio: "3 / 2", objectFit: "cover" });
export const cardBody = style({ padding: vars.space.md, display: "grid", gap: vars.space.sm });
export const cardTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const cardLink = style({
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&::after": { content: "''", position: "absolute", inset: 0 } },
});
export const cardText = style({ margin: 0, color: vars.color.muted });

export const sectionHead = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: `${vars.space.sm} ${vars.space.lg}`,
  marginBottom: vars.space.lg,
});
export const sectionHeading = style({ fontSize: vars.fontSize.xl, margin: 0 });
/** A bold brand-coloured link at least 44 px tall (a target a finger hits). */
export const strongLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  fontWeight: 600,
  color: vars.color.brand,
  textUnderlineOffset: "3px",
});
export const sectionHeadLink = style([
  strongLink,
  // The arrow is decoration: its alternative text is empty.
  { selectors: { "&::after": { content: "'→' / ''", marginLeft: vars.space.xs } } },
]);
/** Two cards a row on phones, three on tablets, four from 960 px. */
export const productGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.md,
  listStyle: "none",
  padding: 0,
  margin: 0,
  "@media": {
    "screen and (min-width: 600px)": { gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: vars.space.lg },
    "screen and (min-width: 960px)": { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
  },
});
export const formBox = style({
  maxWidth: vars.width.text,
  margin: "0 auto",
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
export const formGrid = style({ display: "grid", gap: vars.space.md });
export const formField = style({ display: "grid", gap: vars.space.xs, margin: 0 });
globalStyle(`${formField} input, ${formField} textarea, ${formField} select`, {
  width: "100%",
  minWidth: 0,
  boxSizing: "border-box",
  minHeight: "44px",
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: "inherit",
});
globalStyle(`${formField} textarea`, { padding: vars.space.sm });
export const formError = style({ color: vars.color.danger, fontWeight: 600, margin: 0 });
globalStyle(`${formField} input[type="file"]`, { padding: vars.space.xs, minHeight: "auto" });
globalStyle(`${formField} [aria-invalid="true"]`, { borderColor: vars.color.danger });
/** A checkbox with its label on one line. */
export const formCheck = style({ display: "flex", gap: vars.space.sm, alignItems: "flex-start", margin: 0 });
globalStyle(`${formCheck} input`, { width: "20px", height: "20px", marginTop: "2px", flex: "none" });

/** Sections an editor hid on one kind of screen (the edit mode's visibility options); 768 px parts them. */
export const hideOnMobile = style({ "@media": { "screen and (max-width: 767.98px)": { display: "none" } } });
export const hideOnDesktop = style({ "@media": { "screen and (min-width: 768px)": { display: "none" } } });
export const ctaIcon = style({ display: "inline-flex", marginBottom: vars.space.sm });
