import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

const desktop = "screen and (min-width: 960px)";

export const skipLink = style({
  position: "absolute",
  left: vars.space.md,
  top: "-48px",
  zIndex: 200,
  background: vars.color.text,
  color: vars.color.bg,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  selectors: { "&:focus": { top: vars.space.sm, color: vars.color.bg } },
});

export const main = style({ flex: "1 0 auto", width: "100%" });

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: vars.zIndex.header,
  background: "rgba(255,255,255,0.96)",
  backdropFilter: "saturate(180%) blur(8px)",
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerInner = style({
  maxWidth: vars.width.content,
  margin: "0 auto",
  padding: `0 ${vars.space.md}`,
  height: "64px",
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
});

export const logo = style({ display: "flex", alignItems: "center", flexShrink: 0, textDecoration: "none", color: vars.color.text });
globalStyle(`${logo} img`, { height: "36px", width: "auto" });
export const logoText = style({ fontWeight: 800, fontSize: vars.fontSize.lg, letterSpacing: "-0.02em" });

export const desktopNav = style({ display: "none", flex: 1, "@media": { [desktop]: { display: "block" } } });
export const navList = style({ display: "flex", gap: vars.space.xs, listStyle: "none", margin: 0, padding: 0 });
export const navItem = style({ position: "relative", display: "flex", alignItems: "center" });
export const navLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "2px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: 500,
  background: "none",
  border: 0,
  cursor: "pointer",
  selectors: { "&:hover, &[aria-current='page']": { background: vars.color.surface, color: vars.color.brand } },
});
export const dropdown = style({
  position: "absolute",
  top: "100%",
  left: 0,
  minWidth: "240px",
  display: "none",
  listStyle: "none",
  margin: 0,
  padding: vars.space.sm,
  background: vars.color.bg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.dropdown,
  selectors: {
    [`${navItem}:hover > &, ${navItem}:focus-within > &, ${navItem}[data-open='true'] > &`]: { display: "block" },
  },
});
export const dropdownWide = style({
  minWidth: "min(720px, 80vw)",
  selectors: {
    [`${navItem}:hover > &, ${navItem}:focus-within > &, ${navItem}[data-open='true'] > &`]: {
      display: "grid",
      gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
      gap: vars.space.xs,
    },
  },
});
export const dropdownLink = style({
  display: "block",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.surface, color: vars.color.brand } },
});

export const headerActions = style({ marginLeft: "auto", display: "flex", alignItems: "center", gap: vars.space.sm });

export const languageSwitcher = style({ display: "flex", alignItems: "center", gap: "2px", fontSize: vars.fontSize.sm });
export const languageLink = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  textDecoration: "none",
  fontWeight: 600,
  color: vars.color.muted,
  selectors: {
    "&[aria-current='true']": { color: vars.color.text, background: vars.color.surface },
    "&:hover": { color: vars.color.brand },
  },
});

export const ctaButton = style({
  display: "none",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.brandText,
  textDecoration: "none",
  fontWeight: 600,
  whiteSpace: "nowrap",
  selectors: { "&:hover": { background: vars.color.brandStrong, color: vars.color.brandText } },
  "@media": { "screen and (min-width: 600px)": { display: "inline-block" } },
});

export const mobileMenu = style({ "@media": { [desktop]: { display: "none" } } });
export const mobileToggle = style({
  listStyle: "none",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "44px",
  height: "44px",
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  selectors: { "&::-webkit-details-marker": { display: "none" }, "&:hover": { background: vars.color.surface } },
});
export const mobilePanel = style({
  position: "fixed",
  inset: "64px 0 0 0",
  background: vars.color.bg,
  overflowY: "auto",
  padding: vars.space.md,
  zIndex: vars.zIndex.overlay,
  borderTop: `1px solid ${vars.color.border}`,
});
export const mobileList = style({ listStyle: "none", margin: 0, padding: 0 });
export const mobileLink = style({
  display: "block",
  padding: `${vars.space.md} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: 500,
});
export const mobileSubList = style({ listStyle: "none", margin: 0, paddingLeft: vars.space.md });
export const mobileCta = style({
  display: "block",
  marginTop: vars.space.lg,
  textAlign: "center",
  padding: vars.space.md,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.brandText,
  textDecoration: "none",
  fontWeight: 600,
});
globalStyle("body[data-scroll-locked='true']", { overflow: "hidden" });

export const footer = style({ background: "#0f1320", color: "#d6dae3", marginTop: vars.space.xxl, flexShrink: 0 });
export const footerInner = style({ maxWidth: vars.width.content, margin: "0 auto", padding: `${vars.space.xxl} ${vars.space.md} ${vars.space.lg}` });
export const footerColumns = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(180px, 1fr))",
  gap: vars.space.xl,
});
export const footerTitle = style({ color: "#ffffff", fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.md}` });
export const footerList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
export const footerLink = style({ color: "#d6dae3", textDecoration: "none", selectors: { "&:hover": { color: "#ffffff", textDecoration: "underline" } } });
export const footerRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.lg,
  marginTop: vars.space.xl,
  paddingTop: vars.space.lg,
  borderTop: "1px solid rgba(255,255,255,0.12)",
});
export const badgeRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
export const storeBadge = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: "1px solid rgba(255,255,255,0.35)",
  color: "#ffffff",
  textDecoration: "none",
  fontSize: vars.fontSize.sm,
  selectors: { "&:hover": { background: "rgba(255,255,255,0.08)", color: "#ffffff" } },
});
export const socialList = style({ display: "flex", gap: vars.space.sm, listStyle: "none", margin: 0, padding: 0 });
export const socialLink = style({
  display: "inline-flex",
  width: "40px",
  height: "40px",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: vars.radius.pill,
  color: "#ffffff",
  background: "rgba(255,255,255,0.08)",
  selectors: { "&:hover": { background: vars.color.brand, color: "#ffffff" } },
});
export const inlineLinks = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, listStyle: "none", margin: 0, padding: 0 });
export const contact = style({ fontStyle: "normal", display: "grid", gap: vars.space.xs, fontSize: vars.fontSize.sm });
export const copyright = style({ fontSize: vars.fontSize.xs, color: "#9aa3b5", margin: 0 });

export const cookieBanner = style({
  position: "fixed",
  left: vars.space.md,
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.zIndex.overlay,
  maxWidth: "720px",
  margin: "0 auto",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.bg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
});
export const cookieText = style({ flex: "1 1 320px", margin: 0, fontSize: vars.fontSize.sm });
export { primaryButton } from "../../styles/button.css";
