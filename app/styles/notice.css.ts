import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** A notice in the page's flow, in a light tint of the brand blue: an order waiting for its payment
 * (the cart page, the order's page), a question to confirm, a form's "sent". Its lines stack; a
 * place that wants them side by side sets its own display. */
export const notice = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: "#eef4ff",
  border: "1px solid rgba(11,95,255,.2)",
  color: vars.color.text,
});

/** A notice's own words, set off from the actions that follow; a long order number wraps inside it. */
export const noticeText = style({ margin: 0, fontWeight: 600, minWidth: 0, overflowWrap: "anywhere" });
