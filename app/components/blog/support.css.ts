import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const search = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  justifyContent: "center",
  maxWidth: "36rem",
  margin: `${vars.space.lg} auto 0`,
});
/** The results page's search box: under its heading, at the start of the line. */
export const resultsSearch = style([
  search,
  { justifyContent: "flex-start", margin: `${vars.space.md} 0 ${vars.space.lg}` },
]);
export const searchInput = style({
  flex: "1 1 14rem",
  minWidth: 0,
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  font: "inherit",
});
export const layout = style({
  display: "grid",
  gap: vars.space.xl,
  maxWidth: vars.width.content,
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.space.md}`,
  "@media": { "screen and (min-width: 960px)": { gridTemplateColumns: "12rem 1fr 16rem" } },
});
export const tabs = style({});
globalStyle(`${tabs} ul`, { listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.xs });
export const tab = style({
  display: "flex",
  alignItems: "center",
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  textDecoration: "none",
  color: "inherit",
  selectors: { '&[aria-current="page"]': { background: vars.color.surfaceStrong, fontWeight: 700 } },
});
export const sidebar = style({});
globalStyle(`${sidebar} ul`, { paddingLeft: vars.space.md, display: "grid", gap: vars.space.sm });
