import { globalStyle, style } from "@vanilla-extract/css";
import { primaryButton } from "~/styles/button.css";
import { vars } from "~/styles/theme.css";

/* The full navigation needs about 1,080 px (logo, seven links, search, languages, account, cart and the
 * call to action); below that the header shows the menu button instead, so it never overflows. */
const desktop = "screen and (min-width: 1100px)";
const mobile = "screen and (max-width: 1099.98px)";
/** The smallest phones (320 px): tighter spacing keeps every header control full size. */
const narrow = "screen and (max-width: 359.98px)";

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
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    // The frosted background lives on a pseudo-element: a backdrop-filter on the header itself makes
    // it the containing block of the mobile menu's fixed panel, which then shrinks to the header.
    "&::before": {
      content: "''",
      position: "absolute",
      inset: 0,
      zIndex: -1,
      background: "rgba(255,255,255,0.96)",
      backdropFilter: "saturate(180%) blur(8px)",
    },
    // An open menu or search covers the cookie banner rather than the other way round.
    "&:has(details[open])": { zIndex: `calc(${vars.zIndex.overlay} + 1)` },
  },
});

export const headerInner = style({
  maxWidth: vars.width.content,
  margin: "0 auto",
  padding: `0 ${vars.space.md}`,
  height: "64px",
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  "@media": {
    [narrow]: { padding: `0 ${vars.space.sm}`, gap: vars.space.sm },
    // A main menu longer than one row (an editor's) wraps, and the bar grows with it.
    [desktop]: { height: "auto", minHeight: "64px", paddingBlock: vars.space.xs },
  },
});

export const logo = style({
  display: "flex",
  alignItems: "center",
  flexShrink: 0,
  textDecoration: "none",
  color: vars.color.text,
});
globalStyle(`${logo} img`, { height: "36px", width: "auto", "@media": { [narrow]: { height: "30px" } } });
export const logoText = style({ fontWeight: 800, fontSize: vars.fontSize.lg, letterSpacing: "-0.02em" });

/** The menu's toggle, the logo and the menu panel: one box for presses outside the open menu, none for layout. */
export const menuArea = style({ display: "contents" });
/**
 * The main navigation and, below the desktop width, the menu around it: hidden there until the
 * menu's toggle (the <details> before it) is open, then a panel that fills the screen under the
 * header and scrolls on its own.
 */
export const mobileMenu = style({ "@media": { [desktop]: { display: "none" } } });
export const menuPanel = style({
  "@media": {
    [desktop]: { flex: 1, minWidth: 0 },
    [mobile]: {
      display: "none",
      selectors: {
        [`${mobileMenu}[open] ~ &`]: {
          position: "fixed",
          inset: "64px 0 0 0",
          display: "flex",
          flexDirection: "column",
          gap: vars.space.md,
          background: vars.color.bg,
          overflowY: "auto",
          overscrollBehavior: "contain",
          padding: `${vars.space.md} ${vars.space.md} calc(${vars.space.xl} + env(safe-area-inset-bottom, 0px))`,
          zIndex: vars.zIndex.overlay,
          borderTop: `1px solid ${vars.color.border}`,
        },
      },
    },
  },
});
/** What only the menu shows (search, languages, call to action): the desktop header has its own. */
export const menuOnly = style({ "@media": { [desktop]: { display: "none" } } });
globalStyle(`body:has(${mobileMenu}[open])`, { "@media": { [mobile]: { overflow: "hidden" } } });

/** A link of the menu on a phone: full width, a line under each. */
const menuLink = {
  display: "block",
  padding: `${vars.space.md} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  borderRadius: 0,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: 500,
} as const;

/* The navigation's items and links are styled from its list (a class on each of 40 links would cost
   every document 0.7 KB): its items, their links, and their dropdowns' links. */
export const navList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  // No gap between the links (their padding spaces them): room for a seventh top-level link.
  "@media": { [desktop]: { display: "flex", flexWrap: "wrap" } },
});
const navItem = `${navList} > li`;
globalStyle(navItem, { "@media": { [desktop]: { position: "relative", display: "flex", alignItems: "center" } } });
globalStyle(`${navItem} > svg`, { "@media": { [mobile]: { display: "none" } } });
globalStyle(`${navItem} > a`, {
  "@media": {
    [desktop]: {
      display: "inline-flex",
      alignItems: "center",
      gap: "2px",
      // The same from 1200 px on, where the bar has the content's width whatever the window's, and
      // narrower below it: a main menu of seven top-level links of typical length (the demo's six
      // and one an editor adds) keeps to one row at every desktop width, the account link showing
      // its icon only below 1200 px (account/header.css.ts); more than fits wraps onto a second
      // row, and the bar grows with it.
      padding: `${vars.space.sm} clamp(4px, 2.5vw - 24px, 6px)`,
      fontSize: vars.fontSize.sm,
      borderRadius: vars.radius.sm,
      color: vars.color.text,
      textDecoration: "none",
      fontWeight: 500,
    },
    [mobile]: menuLink,
  },
});
globalStyle(`${navItem} > a:hover, ${navItem} > a[aria-current='page']`, {
  "@media": { [desktop]: { background: vars.color.surface, color: vars.color.brand } },
});
const shownOn = `${navItem}:not([data-dismissed])`;
const dropdownShown = `${shownOn}:hover > &, ${shownOn}:focus-within > &, ${navItem}[data-open='true'] > &`;
export const dropdown = style({
  listStyle: "none",
  margin: 0,
  "@media": {
    [desktop]: {
      position: "absolute",
      top: "100%",
      left: 0,
      minWidth: "240px",
      display: "none",
      padding: vars.space.sm,
      background: vars.color.bg,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.md,
      zIndex: vars.zIndex.dropdown,
      selectors: { [dropdownShown]: { display: "block" } },
    },
    [mobile]: { padding: `0 0 0 ${vars.space.md}` },
  },
});
export const dropdownWide = style({
  "@media": {
    [desktop]: {
      minWidth: "min(720px, 80vw)",
      selectors: {
        [dropdownShown]: { display: "grid", gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: vars.space.xs },
      },
    },
  },
});
globalStyle(`${dropdown} a`, {
  "@media": {
    [desktop]: {
      display: "block",
      padding: `${vars.space.sm} ${vars.space.md}`,
      borderRadius: vars.radius.sm,
      color: vars.color.text,
      textDecoration: "none",
    },
    [mobile]: menuLink,
  },
});
globalStyle(`${dropdown} a:hover`, {
  "@media": { [desktop]: { background: vars.color.surface, color: vars.color.brand } },
});

export const headerActions = style({ marginLeft: "auto", display: "flex", alignItems: "center", gap: vars.space.sm });
/** Below the desktop width the language switcher lives in the menu, leaving the bar room for search, account and cart. */
export const headerLanguages = style({ "@media": { [mobile]: { display: "none" } } });

export const languageSwitcher = style({
  display: "flex",
  alignItems: "center",
  gap: "2px",
  fontSize: vars.fontSize.sm,
});
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

/** A disclosure's toggle button (menu, search): 44 px square. */
export const iconToggle = style({
  listStyle: "none",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "44px",
  height: "44px",
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  color: vars.color.text,
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&:hover, details[open] > &": { background: vars.color.surface, color: vars.color.brand },
  },
});
export const mobileLanguages = style({ gap: vars.space.sm, fontSize: vars.fontSize.md });
globalStyle(`${mobileLanguages} a`, {
  minWidth: "44px",
  minHeight: "44px",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
});
export const mobileCta = style({
  display: "block",
  textAlign: "center",
  padding: vars.space.md,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.brandText,
  textDecoration: "none",
  fontWeight: 600,
});

/** The header's search: a strip under the header, above the menu when both are open. */
export const searchPanel = style({
  position: "absolute",
  top: "100%",
  left: 0,
  right: 0,
  zIndex: `calc(${vars.zIndex.overlay} + 1)`,
  padding: vars.space.md,
  background: vars.color.bg,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
});
export const searchForm = style({
  display: "flex",
  gap: vars.space.sm,
  width: "100%",
  maxWidth: "720px",
  margin: "0 auto",
});
export const searchInput = style({
  flex: "1 1 auto",
  minWidth: 0,
  minHeight: "44px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.pill,
  background: vars.color.bg,
  color: vars.color.text,
});
export const searchButton = style([primaryButton, { flexShrink: 0, paddingInline: vars.space.md }]);
/** On a phone the button shows only its icon (the word stays for screen readers), leaving the field room. */
export const searchButtonLabel = style({
  "@media": {
    "screen and (max-width: 479.98px)": {
      position: "absolute",
      width: "1px",
      height: "1px",
      overflow: "hidden",
      clip: "rect(0, 0, 0, 0)",
      whiteSpace: "nowrap",
    },
  },
});

export const footer = style({ background: "#0f1320", color: "#d6dae3", marginTop: vars.space.xxl, flexShrink: 0 });
export const footerInner = style({
  maxWidth: vars.width.content,
  margin: "0 auto",
  padding: `${vars.space.xxl} ${vars.space.md} ${vars.space.lg}`,
});
export const footerColumns = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(180px, 1fr))",
  gap: vars.space.xl,
});
export const footerTitle = style({ color: "#ffffff", fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.md}` });
export const footerList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
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
export const inlineLinks = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const contact = style({ fontStyle: "normal", display: "grid", gap: vars.space.xs, fontSize: vars.fontSize.sm });
/* The footer's text links (columns, contact, the bottom row), styled from their lists rather than a class on each. */
const footerLinks = [footerList, contact, inlineLinks].map((list) => `${list} a`);
globalStyle(footerLinks.join(", "), { color: "#d6dae3", textDecoration: "none" });
globalStyle(footerLinks.map((link) => `${link}:hover`).join(", "), { color: "#ffffff", textDecoration: "underline" });
export const copyright = style({ fontSize: vars.fontSize.xs, color: "#9aa3b5", margin: 0 });

/** Always inside the viewport: on a short screen the text scrolls and the buttons stay in view. */
export const cookieBanner = style({
  position: "fixed",
  left: vars.space.md,
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.zIndex.overlay,
  maxWidth: "760px",
  maxHeight: [`calc(100vh - 2 * ${vars.space.md})`, `calc(100dvh - 2 * ${vars.space.md})`],
  margin: "0 auto",
  display: "grid",
  gridTemplateRows: "minmax(0, 1fr) auto",
  alignItems: "center",
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.bg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  "@media": {
    "screen and (min-width: 720px)": { gridTemplateColumns: "minmax(0, 1fr) auto", gridTemplateRows: "auto" },
  },
});
/* Without JavaScript (which scrolls a focused control out from under the banner, CookieBanner.tsx),
 * the banner steps out of the way while the keyboard is on the page: in the flow at the page's end,
 * where Tab reaches it last (WCAG 2.4.11, a focused control never hidden). */
globalStyle(`html:has(:focus-visible:not(${cookieBanner} *)) ${cookieBanner}`, {
  "@media": { "(scripting: none)": { position: "static", margin: `${vars.space.md} auto` } },
});
export const cookieText = style({ maxHeight: "100%", overflowY: "auto", fontSize: vars.fontSize.sm });
globalStyle(`${cookieText} p`, { margin: 0 });
globalStyle(`${cookieText} p + p`, { marginTop: vars.space.sm, fontWeight: 600 });
/** Accept and reject side by side, the same size and style. */
export const cookieActions = style({
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "1fr",
  gap: vars.space.sm,
});
export { primaryButton };
/**
 * The room the cookie banner takes at the bottom of the screen while it shows: from its top edge to
 * the screen's bottom edge. Without JavaScript, the tallest notice of either language (Croatian: 302
 * px at 320 px wide, 194 px at 720 px); CookieBanner sets the exact figure once its script runs.
 */
export const cookieBannerRoom = "--cookie-banner-room";
/** That room and the focus ring's (3 px outline, 2 px offset) with a little to spare. */
const belowBanner = `calc(var(${cookieBannerRoom}) + ${vars.space.sm})`;
/**
 * The sticky header's height: the demo's one-row header (72 px) for pages without JavaScript; Header
 * sets the measured figure, which grows when an editor's longer menu wraps onto a second row.
 */
export const headerRoom = "--header-room";
/* Keyboard focus never lands under the sticky header or the cookie banner (WCAG 2.4.11): the page
   scrolls a focused element into the part of the screen they leave free, and while the banner shows
   the footer ends with room for it, so that the page's last links can be scrolled above it too. */
globalStyle("html", {
  vars: { [headerRoom]: "72px" },
  scrollPaddingTop: `calc(var(${headerRoom}) + ${vars.space.sm})`,
});
globalStyle(`html:has(${cookieBanner})`, {
  vars: { [cookieBannerRoom]: "min(50vh, 320px)" },
  scrollPaddingBottom: belowBanner,
  "@media": { "screen and (min-width: 720px)": { vars: { [cookieBannerRoom]: "212px" } } },
});
globalStyle(`html:has(${cookieBanner}) ${footer}`, { paddingBottom: belowBanner });
