import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** How a primary button looks, also given to buttons of HTML we do not render ourselves (a payment
 * provider's hand-over form). */
export const primaryButtonLook = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  minHeight: "44px",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.brandText,
  font: "inherit",
  fontWeight: 600,
  textDecoration: "none",
  cursor: "pointer",
  // A long label wraps inside the screen rather than widening the page (a Croatian call to action at 390 px).
  maxWidth: "100%",
  textAlign: "center",
} as const;
export const primaryButtonHover = { background: vars.color.brandStrong, color: vars.color.brandText } as const;

/** The pill button used for primary actions everywhere (forms, cards, calls to action, errors). */
export const primaryButton = style({
  ...primaryButtonLook,
  selectors: {
    "&:hover": primaryButtonHover,
    "&:disabled, &[aria-disabled='true']": {
      background: vars.color.surfaceStrong,
      color: vars.color.muted,
      cursor: "not-allowed",
    },
  },
});

/**
 * An action that deletes or erases (a product, a page, an account): the one danger variant, the pill
 * filled in the danger colour, white text at 6.6:1 (9.4:1 on hover); the global focus ring (dark
 * with a white halo) shows around it as around any button. Every delete button carries it, whether it
 * deletes or opens the confirmation that does (tests/e2e/danger-buttons.spec.ts).
 */
export const dangerButton = style([
  primaryButton,
  {
    background: vars.color.danger,
    color: vars.color.brandText,
    selectors: { "&:hover": { background: vars.color.dangerStrong, color: vars.color.brandText } },
  },
]);

/** A secondary action: outlined in the brand colour. */
export const outlineButton = style([
  primaryButton,
  {
    background: vars.color.bg,
    color: vars.color.brand,
    boxShadow: `inset 0 0 0 1.5px ${vars.color.brand}`,
    selectors: { "&:hover": { background: vars.color.surface, color: vars.color.brandStrong } },
  },
]);

/** On a coloured background: white with brand text. */
export const invertedButton = style({
  background: vars.color.bg,
  color: vars.color.brand,
  selectors: { "&:hover": { background: vars.color.surface, color: vars.color.brandStrong } },
});
