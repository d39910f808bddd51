import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const section = style({
  maxWidth: vars.width.text,
  margin: `${vars.space.xxl} auto`,
  padding: `0 ${vars.space.md}`,
});
export const stars = style({ display: "inline-flex", alignItems: "center", gap: "2px" });
export const starOn = style({ color: "#b45309" });
export const starOff = style({ color: vars.color.border });
export const list = style({ listStyle: "none", padding: 0, display: "grid", gap: vars.space.md });
export const item = style({ borderBottom: `1px solid ${vars.color.border}`, paddingBottom: vars.space.md });
export const meta = style({ margin: 0, color: vars.color.muted });
export const body = style({ margin: `${vars.space.xs} 0 0`, whiteSpace: "pre-line" });
export const form = style({ display: "grid", gap: vars.space.sm, marginTop: vars.space.lg });
export const ratingField = style({
  border: 0,
  padding: 0,
  margin: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
});
export const radio = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs, minHeight: "44px" });
export const field = style({ display: "grid", gap: vars.space.xs, margin: 0 });
export const hint = style({ color: vars.color.muted, margin: 0 });
