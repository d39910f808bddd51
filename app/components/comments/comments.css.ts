import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { checkboxLabel, fieldset } from "../forms/forms.css";

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
/** The rating's choices in even rows: three to a row, two on a phone (no choice left alone on a row). */
export const ratingField = style([
  fieldset,
  {
    gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
    gap: `0 ${vars.space.md}`,
    "@media": { "screen and (max-width: 479.98px)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
  },
]);
/** A choice's whole row is its target (44 px high, WCAG 2.5.5). */
export const radio = style([checkboxLabel, { alignItems: "center", minHeight: "44px" }]);
export const hint = style({ color: vars.color.muted, margin: 0 });
