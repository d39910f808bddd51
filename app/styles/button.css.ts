import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** The pill button used for primary actions everywhere (forms, calls to action, error pages). */
export const primaryButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  minHeight: "48px",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.brandText,
  font: "inherit",
  fontWeight: 600,
  textDecoration: "none",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.brandStrong, color: vars.color.brandText },
    "&:disabled, &[aria-disabled='true']": { opacity: 0.55, cursor: "not-allowed" },
  },
});

/** On a coloured background: white with brand text. */
export const invertedButton = style({
  background: vars.color.bg,
  color: vars.color.brand,
  selectors: { "&:hover": { background: vars.color.surface, color: vars.color.brandStrong } },
});
