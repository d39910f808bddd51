import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const wrap = style({
  maxWidth: "640px",
  margin: "0 auto",
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: "center",
  display: "grid",
  gap: vars.space.md,
  justifyItems: "center",
});
export const code = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  color: vars.color.brand,
  margin: 0,
});
export const title = style({ fontSize: vars.fontSize.xxl, margin: 0 });
export const text = style({ color: vars.color.muted, margin: 0 });
export { primaryButton as button } from "~/styles/button.css";
export const maintenance = style({
  minHeight: "100vh",
  display: "grid",
  placeItems: "center",
  padding: vars.space.lg,
  textAlign: "center",
});
