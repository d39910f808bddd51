import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** The raised card of product and content grids: the whole card lifts on hover. */
export const surfaceCard = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  height: "100%",
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  background: vars.color.bg,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  transition: "box-shadow .2s ease, transform .2s ease",
  selectors: { "&:hover": { boxShadow: vars.shadow.md, transform: "translateY(-2px)" } },
});
