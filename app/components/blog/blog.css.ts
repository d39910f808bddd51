import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const hero = style({
  background: vars.color.surface,
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: "center",
});
export const heroTitle = style({ margin: 0, fontSize: "clamp(2rem, 5vw, 3rem)" });
export const heroText = style({
  maxWidth: vars.width.text,
  margin: `${vars.space.sm} auto 0`,
  color: vars.color.muted,
});
export const categories = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  justifyContent: "center",
  listStyle: "none",
  padding: 0,
  margin: `${vars.space.md} 0 0`,
});
/** A category link of the listing's hero: a tap target of 24 px at least (WCAG 2.5.8), its text as before. */
export const categoryLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "32px",
  minWidth: "24px",
  padding: `0 ${vars.space.xs}`,
});
/** The listing's heading, a gap between it and the posts. */
export const listHeading = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.lg}` });
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))",
  gap: vars.space.lg,
  listStyle: "none",
  padding: 0,
  margin: 0,
});
globalStyle(`${grid} img`, { width: "100%", aspectRatio: "3 / 2", objectFit: "cover" });
/** A category label: above the card's title link, which stretches over the whole card
 * (sections.css cardLink), so that a tap on the label opens its category, not the post. */
export const label = style({
  position: "relative",
  zIndex: 1,
  display: "inline-block",
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  color: "#fff",
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textDecoration: "none",
  minHeight: "24px",
});
export const labels = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const date = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });
export const excerpt = style({ margin: 0 });
export const post = style({
  maxWidth: vars.width.text,
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.space.md}`,
});
export const postTitle = style({ margin: `${vars.space.sm} 0`, fontSize: "clamp(2rem, 5vw, 2.75rem)" });
export const byline = style({ color: vars.color.muted, margin: 0 });
export const postImage = style({ margin: `${vars.space.lg} 0`, borderRadius: vars.radius.lg, overflow: "hidden" });
globalStyle(`${postImage} img`, { width: "100%", height: "auto", display: "block" });
export const body = style({ lineHeight: 1.7 });
export const readMore = style({ display: "inline-flex", minHeight: "44px", alignItems: "center", fontWeight: 600 });
export const highlight = style({ background: "#fef08a", color: "inherit" });
