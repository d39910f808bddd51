import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const form = style({ display: "flex", gap: vars.space.sm, margin: `0 0 ${vars.space.lg}`, maxWidth: "720px" });
/** Phones, where the search button shows only its icon (the header search's width, layout.css.ts). */
const phone = "screen and (max-width: 479.98px)";

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: "52px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1.5px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.lg,
  background: vars.color.bg,
  // Focus shows the site's focus ring (global.css.ts), which keeps 3:1 on every background.
  selectors: { "&:focus": { borderColor: vars.color.brand } },
  // On a phone the field's text is the body's size (16 px: no zoom on focus), so its placeholder fits.
  "@media": { [phone]: { fontSize: vars.fontSize.md } },
});
/** The search button: its word, or on a phone only its icon (the word stays for screen readers), as the header's. */
export const submit = style({
  minHeight: "52px",
  flexShrink: 0,
  "@media": { [phone]: { paddingInline: vars.space.md } },
});
export const submitLabel = style({
  "@media": {
    [phone]: {
      position: "absolute",
      width: "1px",
      height: "1px",
      overflow: "hidden",
      clip: "rect(0, 0, 0, 0)",
      whiteSpace: "nowrap",
    },
  },
});
// The tabs wrap rather than scroll: on a phone a scrolled row hid the current tab past the screen's
// edge. On a phone they are two even columns, each tab with its own line, so a wrapped row reads as a
// grid (found in review: Croatian's longer names fell into three uneven rows, the line under the last).
export const tabs = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  listStyle: "none",
  margin: `0 0 ${vars.space.lg}`,
  padding: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": {
    [phone]: { display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: 0, borderBottom: "none" },
  },
});
export const tab = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  marginBottom: "-1px",
  borderBottom: "3px solid transparent",
  color: vars.color.muted,
  fontWeight: 600,
  whiteSpace: "nowrap",
  textDecoration: "none",
  selectors: {
    "&:hover": { color: vars.color.text },
    "&[aria-current='page']": { color: vars.color.brand, borderBottomColor: vars.color.brand },
  },
  "@media": {
    [phone]: {
      display: "flex",
      justifyContent: "space-between",
      height: "100%",
      marginBottom: 0,
      whiteSpace: "normal",
      boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
    },
  },
});
export const tabCount = style({
  minWidth: "24px",
  padding: "0 8px",
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceStrong,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  textAlign: "center",
});
export const results = style({ display: "grid", gap: vars.space.md, listStyle: "none", margin: 0, padding: 0 });
export const hit = style({
  position: "relative",
  display: "grid",
  gridTemplateColumns: "72px minmax(0, 1fr)",
  gap: vars.space.md,
  alignItems: "start",
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
  transition: "box-shadow .2s ease",
  selectors: { "&:hover": { boxShadow: vars.shadow.md } },
  "@media": { "screen and (min-width: 600px)": { gridTemplateColumns: "120px minmax(0, 1fr)" } },
});
export const hitWithoutMedia = style({
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "screen and (min-width: 600px)": { gridTemplateColumns: "minmax(0, 1fr)" } },
});
export const hitMedia = style({
  aspectRatio: "1 / 1",
  borderRadius: vars.radius.md,
  overflow: "hidden",
  background: vars.color.surface,
});
globalStyle(`${hitMedia} picture, ${hitMedia} img`, { width: "100%", height: "100%", objectFit: "cover" });
export const hitTitle = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.xs}` });
export const hitLink = style({
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&::after": { content: "''", position: "absolute", inset: 0 }, "&:hover": { color: vars.color.brand } },
});
export const hitExcerpt = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });
globalStyle(`${hitExcerpt} mark`, {
  background: "#fff1b8",
  color: vars.color.text,
  borderRadius: "2px",
  padding: "0 1px",
});
/** The searched text is repeated here; a long unbroken word must wrap, not widen the page. */
export const count = style({ marginBottom: vars.space.md, overflowWrap: "anywhere" });
export const emptyText = style({ margin: `0 0 ${vars.space.md}` });
