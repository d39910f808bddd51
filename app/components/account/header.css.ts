import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/* On every page (header account link, wishlist hearts): kept apart from account.css.ts so that the
 * account pages' styles load only with them. */
/* The label shows where the bar has the content's full width (1200 px): below it, with the main
 * menu beside it from 1100 px, the room goes to the menu's links (layout.css.ts). */
const wide = "screen and (min-width: 1200px)";

/* Header link and wishlist toggle. */
export const headerAccount = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "40px",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  whiteSpace: "nowrap",
  selectors: { "&:hover, &[aria-current='page']": { background: vars.color.surface, color: vars.color.brand } },
});
export const headerAccountLabel = style({ display: "none", "@media": { [wide]: { display: "inline" } } });

export const wishIconButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "40px",
  height: "40px",
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: "rgba(255,255,255,0.94)",
  boxShadow: vars.shadow.sm,
  color: vars.color.muted,
  cursor: "pointer",
  transition: "transform .12s ease, color .12s ease",
  selectors: {
    "&:hover": { color: vars.color.danger, transform: "scale(1.06)" },
    "&[aria-pressed='true']": { color: vars.color.danger },
  },
});
export const wishButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  minHeight: "44px",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: `1.5px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.bg,
  color: vars.color.text,
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  selectors: {
    "&:hover": { borderColor: vars.color.danger, color: vars.color.danger },
    "&[aria-pressed='true']": { color: vars.color.danger, borderColor: "rgba(180,35,24,.4)", background: "#fef3f2" },
  },
});
export const wishCardSlot = style({ position: "absolute", top: vars.space.sm, right: vars.space.sm, zIndex: 3 });
export const wishPageSlot = style({ marginTop: vars.space.md });
