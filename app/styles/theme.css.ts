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
    info: "#0b5fff",
    overlay: "rgba(16, 18, 24, 0.55)",
    focus: "#ffbf47",
  },
  space: { xs: "4px", sm: "8px", md: "16px", lg: "24px", xl: "40px", xxl: "64px" },
  radius: { sm: "6px", md: "10px", lg: "16px", pill: "999px" },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  fontSize: { xs: "0.8125rem", sm: "0.9375rem", md: "1rem", lg: "1.25rem", xl: "1.75rem", xxl: "clamp(2rem, 5vw, 3.25rem)" },
  shadow: { sm: "0 1px 2px rgba(16,24,40,.06)", md: "0 6px 20px rgba(16,24,40,.10)", lg: "0 18px 48px rgba(16,24,40,.18)" },
  width: { content: "1200px", text: "72ch" },
  zIndex: { header: "50", dropdown: "60", overlay: "80", toast: "100" },
});
