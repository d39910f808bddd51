import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const form = style({ display: "grid", gap: vars.space.md, minWidth: 0 });
export const row = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "screen and (min-width: 600px)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const field = style({ display: "grid", gap: vars.space.xs, alignContent: "start", minWidth: 0 });
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm, color: vars.color.text });
export const optional = style({ fontWeight: 400, color: vars.color.muted, marginLeft: vars.space.xs });
export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.muted });

export const input = style({
  width: "100%",
  minHeight: "46px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  transition: "border-color .15s ease",
  // Focus shows the site's focus ring (global.css.ts), which keeps 3:1 on every background.
  selectors: {
    "&:hover": { borderColor: "#b9c0cc" },
    "&:focus": { borderColor: vars.color.brand },
    "&[aria-invalid='true']": { borderColor: vars.color.danger },
    "&:disabled": { background: vars.color.surface, color: vars.color.muted },
  },
});
export const select = style([
  input,
  {
    appearance: "none",
    cursor: "pointer",
    paddingRight: vars.space.xl,
    backgroundImage:
      "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 24 24'%3E%3Cpath fill='%235b6270' d='M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z'/%3E%3C/svg%3E\")",
    backgroundRepeat: "no-repeat",
    backgroundPosition: `right ${vars.space.md} center`,
  },
]);

export const errorList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
export const errorItem = style({ display: "flex", gap: vars.space.xs, alignItems: "flex-start" });

/** A checkbox's side: the box and the gap to its label's text. */
const CHECKBOX_SIZE = "20px";
const CHECKBOX_GAP = vars.space.sm;
export const checkboxField = style({ display: "grid", gap: vars.space.xs });
export const checkboxLabel = style({
  display: "flex",
  alignItems: "flex-start",
  gap: CHECKBOX_GAP,
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  lineHeight: 1.5,
});
export const checkbox = style({
  flexShrink: 0,
  width: CHECKBOX_SIZE,
  height: CHECKBOX_SIZE,
  margin: "1px 0 0",
  accentColor: vars.color.brand,
  cursor: "pointer",
});
/** A checkbox's message under its label's text, not under the box: it reads as the text's. */
globalStyle(`${checkboxField} > ${errorList}`, { paddingInlineStart: `calc(${CHECKBOX_SIZE} + ${CHECKBOX_GAP})` });

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  margin: 0,
  padding: vars.space.md,
  display: "grid",
  gap: vars.space.md,
  minWidth: 0,
});
export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: 700 });

export const alert = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "flex-start",
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: "1px solid rgba(180,35,24,.28)",
  background: "#fef3f2",
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: 500,
});

const spin = keyframes({ to: { transform: "rotate(360deg)" } });
export const submit = style({ width: "100%" });
export const spinner = style({
  width: "18px",
  height: "18px",
  borderRadius: "50%",
  border: "2px solid currentColor",
  borderRightColor: "transparent",
  animation: `${spin} .7s linear infinite`,
});

/** Off-screen, not display:none (some bots skip hidden fields), and out of the tab order. */
export const honeypot = style({
  position: "absolute",
  left: "-10000px",
  top: "auto",
  width: "1px",
  height: "1px",
  overflow: "hidden",
});
