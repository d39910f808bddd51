import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md });
export const item = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
  selectors: { "&:last-child": { borderBottom: "none", paddingBottom: 0 } },
});
export const name = style({ flex: "1 1 200px", fontWeight: 600, minWidth: 0 });
export const delivered = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md });
export const code = style({
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: vars.fontSize.lg,
  letterSpacing: "0.05em",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  overflowWrap: "anywhere",
  userSelect: "all",
});
/** A QR code keeps its quiet zone white, whatever the page's colours. */
export const qr = style({ width: "152px", height: "152px", background: "#ffffff", flex: "none" });
export const note = style({ color: vars.color.muted, margin: `${vars.space.md} 0 0`, fontSize: vars.fontSize.sm });
