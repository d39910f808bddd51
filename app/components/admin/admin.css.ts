import { globalStyle, style } from "@vanilla-extract/css";
import { backOfficeNarrow } from "~/styles/breakpoints";
import { vars } from "~/styles/theme.css";

export const loginPage = style({
  minHeight: "100vh",
  display: "grid",
  placeItems: "center",
  padding: vars.space.lg,
  background: vars.color.surface,
});

export const shell = style({
  minHeight: "100vh",
  display: "grid",
  gridTemplateColumns: "240px minmax(0, 1fr)",
  background: vars.color.surface,
  color: vars.color.text,
  "@media": { [backOfficeNarrow]: { gridTemplateColumns: "minmax(0, 1fr)", gridTemplateRows: "auto 1fr" } },
});

export const sidebar = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.text,
  color: vars.color.bg,
  "@media": {
    [backOfficeNarrow]: {
      display: "grid",
      gridTemplateColumns: "minmax(0, 1fr) auto",
      alignItems: "center",
      gap: vars.space.sm,
      padding: `${vars.space.sm} ${vars.space.md}`,
    },
  },
});

/* On the dark side menu the ring is the halo's white (17:1 there): the dark ring is 1.04:1 on it, and the language
 * links and the outline button draw their own box-shadow, so no halo shows around them (theme.css.ts). */
globalStyle(`${sidebar} :focus-visible`, { outlineColor: vars.color.focusHalo });

/** On small screens only: the toggle that shows the menu below the bar. */
export const menuToggle = style({ display: "none", "@media": { [backOfficeNarrow]: { display: "block" } } });
export const menuToggleButton = style({
  listStyle: "none",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "44px",
  height: "44px",
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  selectors: { "&::-webkit-details-marker": { display: "none" }, "&:hover": { background: "rgba(255,255,255,.08)" } },
});

export const sidebarBody = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  flex: 1,
  "@media": {
    [backOfficeNarrow]: {
      display: "none",
      gridColumn: "1 / -1",
      paddingBlock: vars.space.sm,
      selectors: { [`${menuToggle}[open] + &`]: { display: "flex" } },
    },
  },
});

export const brand = style({ fontSize: vars.fontSize.lg, fontWeight: 700, margin: 0 });

export const menu = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xs });

export const menuLink = style({
  display: "block",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: "inherit",
  textDecoration: "none",
  selectors: {
    "&:hover": { background: "rgba(255,255,255,.08)" },
    "&[aria-current='page']": { background: vars.color.brand, color: vars.color.brandText },
  },
});

export const languages = style({ display: "flex", gap: vars.space.sm, fontSize: vars.fontSize.sm });

export const languageLink = style({
  color: "inherit",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  textDecoration: "none",
  boxShadow: "inset 0 0 0 1px rgba(255,255,255,.3)",
  selectors: { "&[aria-current='true']": { background: vars.color.bg, color: vars.color.text } },
});

export const interfaceLanguage = style({ display: "grid", gap: vars.space.xs, fontSize: vars.fontSize.sm });

export const interfaceLanguageRow = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap" });

export const interfaceLanguageSelect = style({
  minWidth: 0,
  flex: "1 1 8rem",
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  font: "inherit",
});

export const footer = style({ marginTop: "auto", display: "grid", gap: vars.space.sm });

export const backLink = style({ color: "inherit", fontSize: vars.fontSize.sm });

export const content = style({
  padding: vars.space.xl,
  maxWidth: vars.width.content,
  width: "100%",
  overflowWrap: "break-word",
  "@media": { [backOfficeNarrow]: { padding: vars.space.md } },
});

/** No form control of a back-office page grows past its container, styled by forms.css.ts or bare: a select is
 * otherwise as wide as its longest option (the new page's "Početi od", 407 px on a 390 px phone). */
globalStyle(`${content} input, ${content} select, ${content} textarea`, { maxWidth: "100%" });

export const heading = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.md}` });

export const panel = style({
  background: vars.color.bg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  boxShadow: vars.shadow.sm,
});

export const muted = style({ color: vars.color.muted, margin: 0 });

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.sm,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: "left",
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

/**
 * A list's table that folds on a phone: the headings are read (hidden from sight), each row is a
 * block of its cells, each cell its column's name (`data-label`, AdminTable) and then its value, so
 * the list fits the screen without scrolling sideways and nothing is cut off.
 */
export const folding = style({});
globalStyle(`${folding} thead`, {
  "@media": {
    [backOfficeNarrow]: {
      position: "absolute",
      width: "1px",
      height: "1px",
      overflow: "hidden",
      clip: "rect(0 0 0 0)",
      clipPath: "inset(50%)",
      whiteSpace: "nowrap",
    },
  },
});
globalStyle(`${folding}, ${folding} tbody, ${folding} tbody tr`, {
  "@media": { [backOfficeNarrow]: { display: "block" } },
});
globalStyle(`${folding} tbody tr`, {
  "@media": {
    [backOfficeNarrow]: {
      padding: `${vars.space.sm} 0`,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});
globalStyle(`${folding} tbody td, ${folding} tbody th`, {
  "@media": {
    [backOfficeNarrow]: {
      // A box of its own: the column's name floats in the indent, and a long name that takes two
      // lines makes the cell that tall rather than run into the next.
      display: "flow-root",
      padding: `2px 0`,
      border: 0,
      minWidth: 0,
      minHeight: "1.5em",
      textAlign: "left",
      whiteSpace: "normal",
      overflowWrap: "anywhere",
    },
  },
});
globalStyle(`${folding} tbody td::before, ${folding} tbody th::before`, {
  "@media": {
    [backOfficeNarrow]: {
      float: "left",
      marginLeft: "-8.5rem",
      width: "8rem",
      fontWeight: 600,
      color: vars.color.muted,
      overflowWrap: "break-word",
    },
  },
});
/* Each cell's column name, from the table's custom properties (AdminTable); a column without one
 * (the row's buttons) spans the row. */
for (let i = 1; i <= 12; i++) {
  const cell = `${folding} tbody > tr > :nth-child(${i})`;
  globalStyle(cell, { "@media": { [backOfficeNarrow]: { paddingLeft: `var(--column-indent-${i}, 0)` } } });
  globalStyle(`${cell}::before`, { "@media": { [backOfficeNarrow]: { content: `var(--column-${i}, none)` } } });
}
/* What a cell holds side by side (row buttons) wraps rather than widen the row; a path or an e-mail
 * address needs no width of its own there. */
globalStyle(`${folding} tbody td > *`, { "@media": { [backOfficeNarrow]: { minWidth: 0, maxWidth: "100%" } } });
globalStyle(`${folding} tbody td > div, ${folding} tbody td > form`, {
  "@media": { [backOfficeNarrow]: { flexWrap: "wrap" } },
});
globalStyle(`${folding} tbody td`, { "@media": { [backOfficeNarrow]: { minWidth: 0 } } });

export const subheading = style({ fontSize: vars.fontSize.lg, margin: `${vars.space.lg} 0 ${vars.space.sm}` });

/** A short form on one row on wide screens, stacked on a phone. */
/** Fields side by side, their labels on one line whatever hints they carry; a button sits on the inputs' baseline. */
export const inlineForm = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 14rem), 1fr))",
  alignItems: "start",
});
globalStyle(`${inlineForm} > button`, { alignSelf: "end" });
// A refusal's message above the fields takes the whole row.
globalStyle(`${inlineForm} > [role="alert"]`, { gridColumn: "1 / -1" });

/** A personalization field's text-only setting, hidden while the new field's type is "Number". */
export const forTextOnly = style({
  selectors: { 'form:has(select[name="type"] option[value="number"]:checked) &': { display: "none" } },
});

/** A path or address: long ones break anywhere, in a column wide enough to read (the table scrolls sideways on a phone). */
export const path = style({
  minWidth: "12rem",
  overflowWrap: "anywhere",
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace",
});

export const nowrap = style({ whiteSpace: "nowrap" });

/** An e-mail address in a list (EmailAddress): wrapped after its @ or before a dot, and anywhere only
 * when one part alone is wider than the column, rather than widening the table; in the text's font. */
export const email = style({ minWidth: "10rem", overflowWrap: "anywhere" });

export const rowActions = style({ display: "flex", gap: vars.space.sm, alignItems: "center", whiteSpace: "nowrap" });
/** Row actions that wrap, for a table whose data needs the room (a consent's text beside three actions). */
export const wrappingRowActions = style([rowActions, { flexWrap: "wrap" }]);
/** A column of sentences (a consent's text): wide enough to read a few words a line. */
export const textColumn = style({ minWidth: "14rem" });
/**
 * Why a row offers no action (a category posts use, a consent visitors accepted), in its place
 * among the row's actions: a sentence, wrapped where the buttons are not.
 */
export const rowNote = style({ color: vars.color.muted, margin: 0, whiteSpace: "normal", minWidth: "12em" });

/** A list of items each followed by its buttons, wrapping on a narrow screen. */
export const itemList = style({ listStyle: "none", padding: 0, display: "grid", gap: vars.space.sm });
export const item = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
  overflowWrap: "anywhere",
});

/** A list's filter above its table. */
export const filter = style({ marginBlock: vars.space.md });
/** An order's shipping forms (decision 0061), set off from the order shown under them. */
export const shipment = style({ marginBottom: vars.space.lg });

/** A line under a section's heading saying why an action is not offered. */
export const sectionNote = style({ color: vars.color.muted, marginBlock: `0 ${vars.space.sm}` });

/** A list's filters as links (by status), wrapping on a phone; the current one marked. */
export const filterLinks = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.md}`,
  marginBlock: vars.space.md,
});
globalStyle(`${filterLinks} a[aria-current="page"]`, { fontWeight: 700, textDecoration: "none" });
/** What a row of filters filters by ("Payment:", "Shipping:"); the nav's label says it to a screen reader. */
export const filterName = style({ color: vars.color.muted });

/** A question before a change that cannot be undone, with its two answers. */
export const confirmBox = style({
  display: "grid",
  gap: vars.space.sm,
  justifyItems: "start",
  padding: vars.space.md,
  marginBlock: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

/** A table of tall rows (a form submission's fields): every cell starts at the row's top. */
export const topAligned = style({});
globalStyle(`${topAligned} td`, { verticalAlign: "top" });

/** The fields of a form submission: each name, then its value; long messages wrap, keeping their line breaks. */
export const fields = style({ margin: 0, display: "grid", gap: vars.space.xs, minWidth: "16rem", maxWidth: "40rem" });

export const fieldName = style({ display: "inline", fontWeight: 600, "::after": { content: '":"' } });

export const fieldValue = style({
  display: "inline",
  marginInlineStart: vars.space.xs,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
});

export const fieldList = style({ margin: 0, paddingInlineStart: vars.space.lg });

/** A column that keeps a long address readable: it breaks anywhere but is never squeezed to a few letters. */
export const breakable = style({ minWidth: "10rem", overflowWrap: "anywhere" });
/** A name or path in a nested list (navigation): it wraps within the width its depth leaves, where a
 * table's column keeps the widths above (defined after them, so it wins). */
export const nestedText = style({ minWidth: 0 });

/** The media library: cards in as many columns as fit, one on a phone. */
export const mediaGrid = style({
  listStyle: "none",
  margin: `${vars.space.md} 0`,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 18rem), 1fr))",
});

export const mediaCard = style({
  display: "grid",
  gap: vars.space.sm,
  alignContent: "start",
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const mediaHead = style({ display: "flex", gap: vars.space.sm, alignItems: "flex-start", minWidth: 0 });

export const mediaThumb = style({ flex: "none", borderRadius: vars.radius.sm, background: vars.color.border });

export const mediaTitle = style({ margin: 0, fontWeight: 600, overflowWrap: "anywhere" });

/** A document's place in the library, where an image has its thumbnail. */
export const mediaFileBadge = style({
  display: "grid",
  placeItems: "center",
  width: 50,
  height: 50,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
});

/** A delivery method's countries to tick: as many columns as fit, a long list stays short. */
/** The country picker's filter box, its tick buttons and count, in a row that wraps. */
export const countryFilter = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "end",
  gap: vars.space.sm,
  marginBlock: vars.space.sm,
});

export const countryList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))",
  gap: vars.space.xs,
});

/** A main picture's choices: as many as the library's newest page, so the list scrolls in a box of
 * its own (its radios are its keyboard's way in) rather than making the form pages long. */
export const pictureChoiceList = style([
  countryList,
  {
    maxHeight: "min(30rem, 70vh)",
    overflowY: "auto",
    overscrollBehavior: "contain",
    padding: vars.space.xs,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
  },
]);

/** A branch's name above its form. */
export const branchName = style({ fontSize: vars.fontSize.md, margin: 0, overflowWrap: "anywhere" });

/** A delivery branch: its name, its form, its remove button, one under another. */
export const branch = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

/** A field holding code or JSON (Site settings' pasted code, the sitemap's options). */
export const code = style({
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: "0.875rem",
});

/** An e-mail's text as it goes out (the e-mail templates' preview): its lines kept, long addresses wrapped. */
export const mailText = style({
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  fontFamily: "inherit",
  margin: 0,
});

/** A small heading over a list inside a form (an e-mail's placeholders). */
export const listHeading = style({ fontSize: vars.fontSize.sm, fontWeight: 600, margin: `0 0 ${vars.space.xs}` });

/** A tree of records (the shop's categories): each level indented under its parent, overflow wrapped. */
export const tree = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  display: "grid",
  gap: vars.space.xs,
  overflowWrap: "anywhere",
});

/** A product's categories (decision 0071): the tree in one column, each level indented. */
export const categoryTree = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xs });

/** A picture to choose by its thumbnail and title; a long title breaks rather than crossing into the next one. */
export const choiceText = style({ minWidth: 0, overflowWrap: "anywhere" });

/** A product's gallery (decision 0080): each picture's box, thumbnail and title, and its position number beside it. */
export const galleryChoice = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  alignItems: "center",
  gap: vars.space.sm,
  minWidth: 0,
});

/** The position number of a gallery's picture: room for two digits. */
export const positionInput = style({
  width: "4.5rem",
  minHeight: "40px",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});

/** The gallery's pictures in columns wide enough for a title beside the position number. */
export const galleryList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 18rem), 1fr))",
  gap: vars.space.sm,
});

/** The gallery's picture search (decision 0085): the field as wide as it may be, its button beside it, below it on a phone. */
export const pictureSearch = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "end",
  gap: vars.space.sm,
  maxWidth: "40rem",
});
globalStyle(`${pictureSearch} > :first-child`, { flex: "1 1 14rem", minWidth: 0 });

/** The gallery's list while a page of pictures is on its way. */
globalStyle(`${galleryList}[aria-busy="true"]`, { opacity: 0.6 });

/** A product's personalization fields (decision 0114): one a card, its facts under its name and its
 * form opening below its buttons. */
export const optionList = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.sm });
export const optionItem = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflowWrap: "anywhere",
});
export const optionName = style({ margin: 0 });
/** A field's form behind its summary: open, it takes the card's whole width, the Delete after it
 * on the next line (the page's order is the reading and the tabbing order). */
export const optionEdit = style({
  whiteSpace: "normal",
  minWidth: 0,
  selectors: { "&[open]": { flexBasis: "100%" } },
});
export const optionSummary = style({
  cursor: "pointer",
  color: vars.color.brand,
  fontWeight: 600,
  paddingBlock: vars.space.xs,
  marginBlockEnd: vars.space.xs,
});
