import { createGlobalTheme } from "@vanilla-extract/css";

/** Design tokens: one place for colour, space, type and motion. */
export const vars = createGlobalTheme(":root", {
  color: {
    bg: "#ffffff",
    surface: "#f6f7f9",
    surfaceStrong: "#eceef2",
    text: "#16181d",
    muted: "#5b6270",
    border: "#d9dde3",
    brand: "#0b5fff",
    brandStrong: "#0047cc",
    brandText: "#ffffff",
    accent: "#ff6a3d",
    success: "#137a3a",
    danger: "#b42318",
    /** A destructive button's hover (white text on it: 9.4:1). */
    dangerStrong: "#8a1a12",
    info: "#0b5fff",
    overlay: "rgba(16, 18, 24, 0.55)",
    /** The focus ring: a dark ring with a white halo, see `focusRing`. */
    focus: "#0f1320",
    focusHalo: "#ffffff",
  },
  space: { xs: "4px", sm: "8px", md: "16px", lg: "24px", xl: "40px", xxl: "64px" },
  radius: { sm: "6px", md: "10px", lg: "16px", pill: "999px" },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  fontSize: {
    xs: "0.8125rem",
    sm: "0.9375rem",
    md: "1rem",
    lg: "1.25rem",
    xl: "1.75rem",
    xxl: "clamp(2rem, 5vw, 3.25rem)",
  },
  shadow: {
    sm: "0 1px 2px rgba(16,24,40,.06)",
    md: "0 6px 20px rgba(16,24,40,.10)",
    lg: "0 18px 48px rgba(16,24,40,.18)",
  },
  width: { content: "1200px", text: "72ch" },
  zIndex: { header: "50", dropdown: "60", overlay: "80", toast: "100" },
});

/**
 * The keyboard focus ring (WCAG 1.4.11 and 2.4.7): a 3 px dark ring 2 px away from the element, the
 * gap filled by a white halo. The two tones differ by 18.5:1, so against any background one of them
 * reaches at least √18.5 ≈ 4.3:1. Against the backgrounds it meets (ring #0f1320 / halo #ffffff):
 * white page 18.5 / 1.0, surface #f6f7f9 17.3 / 1.1, #eceef2 15.9 / 1.2, brand-blue buttons and
 * sections #0b5fff 3.6 / 5.1, #0047cc 2.4 / 7.6, the CTA gradient's #6b3dff 3.3 / 5.6, the dark
 * footer and hero #0f1320 1.0 / 18.5, toasts #137a3a 3.4 / 5.4 and #b42318 2.8 / 6.6: the better
 * tone is never under 5.1:1. (The former #ffbf47 ring was 1.6:1 on white.)
 * The halo is a box-shadow: where a component draws its own box-shadow (the outline button's inset
 * border) that one is kept and the dark ring alone marks focus, on the light backgrounds those sit on.
 */
export const focusRing = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
  boxShadow: `0 0 0 2px ${vars.color.focusHalo}`,
} as const;
