import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { focusRing, vars } from "~/styles/theme.css";
import { cookieBanner, cookieBannerRoom, headerRoom } from "../layout/layout.css";

const slideIn = keyframes({
  from: { transform: "translateY(16px)", opacity: 0 },
  to: { transform: "none", opacity: 1 },
});
const fadeOut = keyframes({ to: { opacity: 0, visibility: "hidden" } });

export const toastRegion = style({
  position: "fixed",
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.zIndex.toast,
  display: "grid",
  gap: vars.space.sm,
  maxWidth: "min(420px, calc(100vw - 32px))",
  // A faded toast (hidden by its animation, without JavaScript) keeps its place in the region: the
  // region's box must not take the taps meant for what lies under it; a showing toast takes its own.
  pointerEvents: "none",
});
/**
 * While the cookie banner shows, toasts sit above the room it takes, never over its buttons. On a
 * phone the banner spans the screen's width and takes its lower part, and a toast above it lay over
 * the page's form (found in review: the login button, more so without JavaScript, where the room is
 * the tallest notice's): there the toast sits at the top, under the header.
 */
globalStyle(`html:has(${cookieBanner}) ${toastRegion}`, {
  bottom: `calc(var(${cookieBannerRoom}) + ${vars.space.sm})`,
  "@media": {
    "screen and (max-width: 719.98px)": {
      top: `calc(var(${headerRoom}) + ${vars.space.sm})`,
      bottom: "auto",
    },
  },
});
/** Without JavaScript the toast still leaves on time: a CSS animation fades it after its duration. */
export const toast = style({
  pointerEvents: "auto",
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  color: "#ffffff",
  background: vars.color.text,
  animationName: `${slideIn}, ${fadeOut}`,
  animationDuration: "200ms, 300ms",
  animationFillMode: "both, forwards",
  animationTimingFunction: "ease-out, ease-in",
  // Without motion the toast simply appears and, at the end of its time, leaves at once. The exit
  // stays the second animation of the list: the toast's inline animation-delay pairs with it by index.
  "@media": { "(prefers-reduced-motion: reduce)": { animationName: `none, ${fadeOut}`, animationDuration: "0s, 1ms" } },
});
export const success = style({ background: vars.color.success });
export const error = style({ background: vars.color.danger });
export const info = style({ background: vars.color.info });
export const toastText = style({ margin: 0, flex: 1, minWidth: 0 });
export const toastMessage = style({ margin: 0 });
/** The links under a message (what to edit), folded under one line until asked for. */
export const toastMore = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.sm });
export const toastSummary = style({ cursor: "pointer", textDecoration: "underline" });
export const toastLinks = style({
  margin: `${vars.space.xs} 0 0`,
  paddingLeft: vars.space.md,
  display: "grid",
  gap: vars.space.xs,
});
/** On the toast's coloured ground: its own white, underlined, long titles wrapped. */
export const toastLink = style({ color: "inherit", textDecoration: "underline", overflowWrap: "anywhere" });
export const closeButton = style({
  background: "none",
  border: 0,
  color: "inherit",
  cursor: "pointer",
  padding: 0,
  lineHeight: 1,
});

/** Without JavaScript the close control is a checkbox over the icon: checked, the toast goes (CSS);
 * the focus ring is drawn round the icon, where the eye looks. */
export const closeWithoutScripts = style({ position: "relative", display: "inline-flex" });
export const closeToggle = style({ position: "absolute", inset: 0, margin: 0, opacity: 0, cursor: "pointer" });
globalStyle(`${closeWithoutScripts}:has(${closeToggle}:focus-visible)`, {
  outline: focusRing.outline,
  outlineOffset: focusRing.outlineOffset,
});
globalStyle(`${toast}:has(${closeToggle}:checked)`, { display: "none" });

const grow = keyframes({ from: { transform: "scaleX(0)" }, to: { transform: "scaleX(0.9)" } });
export const loadingBar = style({
  position: "fixed",
  top: 0,
  left: 0,
  right: 0,
  height: "3px",
  zIndex: 1000,
  background: vars.color.accent,
  transformOrigin: "0 50%",
  animation: `${grow} 5000ms cubic-bezier(.1,.7,.3,1) forwards`,
});
