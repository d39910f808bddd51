import { style } from "@vanilla-extract/css";
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
export const editedSection = style({ outline: `1px dashed ${vars.color.border}`, outlineOffset: "-1px" });
export const texts = style({ flexBasis: "100%", order: 1 });
export const textsForm = style({ display: "grid", gap: vars.space.sm, marginTop: vars.space.sm });
export const textsField = style({ display: "grid", gap: vars.space.xs, margin: 0 });
