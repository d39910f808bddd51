import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The blog's layouts other than the grid of cards (spec section 2): helpdesk, download, tutorial. */

const desktop = "screen and (min-width: 768px)";

/** One panel of rows, a line between them: the helpdesk's questions and the download rows. */
export const rows = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.bg,
  overflow: "hidden",
});
export const row = style({
  position: "relative",
  padding: vars.space.md,
  selectors: {
    "& + &": { borderTop: `1px solid ${vars.color.border}` },
    "&:hover": { background: vars.color.surface },
  },
});
export const rowTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });
export const rowText = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

/** Helpdesk: the question and its excerpt, the date beside them on wide screens. */
export const question = style({
  display: "grid",
  gap: vars.space.xs,
  "@media": {
    [desktop]: { gridTemplateColumns: "minmax(0, 1fr) auto", columnGap: vars.space.lg, alignItems: "baseline" },
  },
});
globalStyle(`${question} > :last-child`, {
  "@media": { [desktop]: { gridColumn: 2, gridRow: "1 / span 2" } },
});

/** Download: a small picture, the title and date, the call to action at the end of the row (below on phones). */
export const download = style({
  display: "grid",
  gridTemplateColumns: "64px minmax(0, 1fr)",
  alignItems: "center",
  gap: `${vars.space.sm} ${vars.space.md}`,
  "@media": { [desktop]: { gridTemplateColumns: "64px minmax(0, 1fr) auto" } },
});
export const thumb = style({
  display: "block",
  width: "64px",
  height: "64px",
  borderRadius: vars.radius.md,
  background: vars.color.surfaceStrong,
  overflow: "hidden",
});
globalStyle(`${thumb} img`, { display: "block", width: "64px", height: "64px", objectFit: "cover" });
export const downloadText = style({ display: "grid", gap: vars.space.xs });
export const cta = style({
  gridColumn: 2,
  justifySelf: "start",
  "@media": { [desktop]: { gridColumn: 3 } },
});
/** A row without a file: the whole row opens the post; the link's box stays the focus ring's. */
export const wholeRow = style({
  selectors: { "&::after": { content: "''", position: "absolute", inset: 0 } },
});

/** Tutorial: numbered steps in one column, the picture beside the text from 768 px. */
export const steps = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space.lg,
});
export const step = style({
  position: "relative",
  display: "grid",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  background: vars.color.bg,
  boxShadow: vars.shadow.sm,
});
export const pictured = style({
  "@media": { [desktop]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 3fr)" } },
});
globalStyle(`${step} picture`, { display: "block" });
globalStyle(`${step} img`, {
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "3 / 2",
  objectFit: "cover",
  "@media": { [desktop]: { height: "100%" } },
});
export const stepBody = style({
  display: "grid",
  alignContent: "center",
  gap: vars.space.sm,
  padding: vars.space.lg,
});
export const stepNumber = style({
  justifySelf: "start",
  margin: 0,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.brandText,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
});
export const stepTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  "@media": { [desktop]: { fontSize: vars.fontSize.xl } },
});
