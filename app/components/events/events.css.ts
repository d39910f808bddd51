import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The event page: a narrow column, the facts in a box beside the picture from 900 px. */
export const page = style({
  maxWidth: vars.width.content,
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}`,
});
export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
  color: vars.color.brand,
});
export const title = style({
  fontSize: vars.fontSize.xxl,
  lineHeight: 1.1,
  margin: `${vars.space.sm} 0 ${vars.space.lg}`,
});
export const layout = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": {
    "screen and (min-width: 900px)": { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)", alignItems: "start" },
  },
});
export const picture = style({ borderRadius: vars.radius.lg, overflow: "hidden", margin: 0 });
globalStyle(`${picture} img`, { display: "block", width: "100%", height: "auto" });
export const facts = style({
  margin: 0,
  padding: vars.space.lg,
  display: "grid",
  gap: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const factLabel = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.muted });
export const factValue = style({ margin: 0, overflowWrap: "anywhere" });
export const status = style({
  display: "inline-block",
  marginTop: vars.space.xs,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  background: vars.color.surfaceStrong,
});
export const description = style({ maxWidth: vars.width.text, marginTop: vars.space.xl, lineHeight: 1.6 });

/** The events block: cards with the date on top. */
export const list = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))",
  gap: vars.space.lg,
  listStyle: "none",
  padding: 0,
  margin: 0,
});
globalStyle(`${list} img`, { width: "100%", aspectRatio: "3 / 2", objectFit: "cover" });
export const cardDate = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.brand });
export const cardPlace = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });
export const empty = style({ color: vars.color.muted });

/** The documents block: one row per file. */
export const documents = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.sm });
export const documentRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const documentText = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});
