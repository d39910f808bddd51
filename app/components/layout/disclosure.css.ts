import { style } from "@vanilla-extract/css";

/* A disclosure toggle's parts for each state, switched by the <details> element's own open attribute. */
export const whenClosed = style({
  display: "inline-flex",
  selectors: { "details[open] > summary > &": { display: "none" } },
});
export const whenOpen = style({
  display: "inline-flex",
  selectors: { "details:not([open]) > summary > &": { display: "none" } },
});
