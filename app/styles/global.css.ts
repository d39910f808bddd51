import { globalStyle } from "@vanilla-extract/css";
import { focusRing, vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
// Smooth scrolling only for visitors who have not asked their system for less motion.
globalStyle("html", {
  WebkitTextSizeAdjust: "100%",
  "@media": { "(prefers-reduced-motion: no-preference)": { scrollBehavior: "smooth" } },
});
globalStyle("body", {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.6,
  color: vars.color.text,
  background: vars.color.bg,
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
  // A word longer than its line (a long Croatian compound, a URL) breaks instead of widening the page.
  overflowWrap: "break-word",
});
globalStyle("img, picture, svg", { display: "block", maxWidth: "100%", height: "auto" });
globalStyle("a", { color: vars.color.brand });
globalStyle("a:hover", { color: vars.color.brandStrong });
globalStyle("h1, h2, h3, h4", { fontFamily: vars.font.heading, lineHeight: 1.2, margin: `0 0 ${vars.space.md}` });
globalStyle("p", { margin: `0 0 ${vars.space.md}` });
// The ring and its halo (theme.css.ts); the halo without specificity, so that a component's own
// box-shadow wins over it rather than disappearing while the component has focus.
globalStyle(":focus-visible", { outline: focusRing.outline, outlineOffset: focusRing.outlineOffset });
globalStyle(":where(:focus-visible)", { boxShadow: focusRing.boxShadow });
globalStyle("button, input, select, textarea", { font: "inherit" });
// A field at fault that gets the cursor brings its hint and message (under it) into view with it:
// the browser scrolls only as far as the control, so at the screen's bottom edge they stayed below.
globalStyle(':where([aria-invalid="true"])', { scrollMarginBottom: "5rem" });
globalStyle(".visually-hidden", {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
});
