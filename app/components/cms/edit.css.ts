import { globalStyle, style } from "@vanilla-extract/css";
import { tableWrap } from "~/components/account/account.css";
import { backOfficeWide } from "~/styles/breakpoints";
import { vars } from "~/styles/theme.css";

export const toolbar = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  margin: `${vars.space.md} auto`,
  maxWidth: vars.width.content,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const state = style({ margin: 0, fontWeight: 600 });
export const muted = style({ color: vars.color.muted, fontWeight: 400 });
export const titleForm = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });
export const label = style({ fontWeight: 600 });
export const input = style({
  flex: "1 1 12rem",
  minWidth: 0,
  minHeight: "44px",
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: "inherit",
});
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });
export const link = style({ minHeight: "44px", display: "inline-flex", alignItems: "center" });
export const inlineForm = style({ display: "inline" });
export const sectionControls = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  justifyContent: "flex-end",
  maxWidth: vars.width.content,
  margin: `${vars.space.sm} auto 0`,
  padding: `0 ${vars.space.md}`,
});
/** A card's controls, above it in the grid: a row of buttons that wraps, its open forms a row of their own. */
export const itemControls = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  marginBottom: vars.space.xs,
  padding: vars.space.xs,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
/** A card's "Move to position": its label, select and button, wrapping within a narrow card. */
export const positionForm = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  maxWidth: "100%",
});
export const positionLabel = style({ fontSize: vars.fontSize.sm, whiteSpace: "nowrap" });
export const positionSelect = style({
  minHeight: "44px",
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: "inherit",
});
export const editedSection = style({ outline: `1px dashed ${vars.color.border}`, outlineOffset: "-1px" });
/** A control that opens in place: closed, a button in the row; open, its panel takes a row of its own below. */
export const texts = style({ selectors: { "&[open]": { flexBasis: "100%", order: 1 } } });
export const textsForm = style({ display: "grid", gap: vars.space.sm, marginTop: vars.space.sm });
export const textsField = style({ display: "grid", gap: vars.space.xs, margin: 0 });
/** A dialog's body: in a <details> without JavaScript, in the <dialog> with it. Its text wraps even
 * where its button sits among buttons kept on one line (a back-office row's actions), whose nowrap
 * it would inherit. */
export const panel = style({
  whiteSpace: "normal",
  display: "grid",
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg,
});
/**
 * EditDialog in a table's row, without JavaScript: above the width where back-office tables fold
 * into blocks (admin.css), its panel floats over the rows below, aligned to its button's end, and
 * its button keeps its place among the row's others.
 */
export const overRows = style({
  position: "relative",
  "@media": { [backOfficeWide]: { selectors: { "&[open]": { order: 0, flexBasis: "auto" } } } },
});
// On a table's last two rows it opens upwards, over the rows above: downwards it would hang past the
// page's end, its answer at the screen's bottom edge, under a toast that stays without JavaScript.
globalStyle(`tr:nth-last-child(-n + 2) ${overRows} > ${panel}`, {
  "@media": { [backOfficeWide]: { bottom: "100%", marginTop: 0, marginBottom: vars.space.xs } },
});
// The table's box scrolls sideways on a phone, so it clips: above the fold it lets an open question
// show over what follows the table (its last rows, the pager) rather than hide it inside.
globalStyle(`${tableWrap}:has(${overRows}[open])`, { "@media": { [backOfficeWide]: { overflow: "visible" } } });
globalStyle(`${overRows} > ${panel}`, {
  "@media": {
    [backOfficeWide]: {
      position: "absolute",
      insetInlineEnd: 0,
      zIndex: 2,
      width: "min(24rem, calc(100vw - 2rem))",
      boxShadow: vars.shadow.lg,
    },
  },
});
/** A long word in it (an e-mail address, a path, a code) breaks rather than widen the dialog. */
export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: "anywhere" });
export const dialog = style({
  whiteSpace: "normal",
  width: "min(40rem, calc(100vw - 2rem))",
  maxHeight: "calc(100dvh - 2rem)",
  overflowY: "auto",
  padding: vars.space.lg,
  border: "none",
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  display: "grid",
  gap: vars.space.md,
  selectors: { "&:not([open])": { display: "none" }, "&::backdrop": { background: vars.color.overlay } },
});
export const dialogClose = style({ justifySelf: "end" });
export const check = style({ display: "flex", gap: vars.space.sm, alignItems: "center", margin: 0, minHeight: "44px" });
export const checkbox = style({ width: "1.25rem", height: "1.25rem" });
export const note = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });
export const problem = style({ color: vars.color.danger, fontWeight: 600 });
export const problemText = style({ margin: 0 });
/** The refusal's links to the pages it names (MessageLinks), each its own line, long titles wrapped. */
export const problemLinks = style({
  margin: `${vars.space.xs} 0 0`,
  paddingLeft: vars.space.md,
  display: "grid",
  gap: vars.space.xs,
  overflowWrap: "anywhere",
});
export const pickList = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))",
  gap: vars.space.sm,
  border: "none",
  padding: 0,
  margin: 0,
});
export const pickItem = style({
  display: "grid",
  gap: vars.space.xs,
  justifyItems: "start",
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  overflowWrap: "anywhere",
  cursor: "pointer",
});
/** What an editor can type into in place: a dashed outline says so. */
export const inlineEditable = style({
  outline: `2px dashed ${vars.color.brand}`,
  outlineOffset: "4px",
  cursor: "text",
  selectors: { "&:focus": { outlineStyle: "solid" } },
});
/** Over a hero's picture too: its own background keeps it readable. */
export const inlineNote = style({
  display: "block",
  width: "fit-content",
  marginTop: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.bg,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
export const inlineRich = style({ display: "grid", gap: vars.space.sm });
export const inlineToolbar = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs });
export const inlineTool = style({
  minHeight: "44px",
  minWidth: "44px",
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.bg,
  color: vars.color.text,
  font: "inherit",
  cursor: "pointer",
});
/** "Hidden on phones" and the like, on a section its editor still sees. */
export const marker = style({
  alignSelf: "center",
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceStrong,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
});
/** The page's picture in its settings dialog. */
export const settingsThumb = style({ height: "auto", borderRadius: vars.radius.sm });
