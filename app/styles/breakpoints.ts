/**
 * The width at and below which back-office tables fold into blocks (admin.css). What floats over a
 * table's rows (edit.css) does so only above it: one number, so the two cannot drift apart.
 */
const backOfficeFoldPx = 720;

export const backOfficeNarrow = `screen and (max-width: ${backOfficeFoldPx}px)`;
export const backOfficeWide = `screen and (min-width: ${backOfficeFoldPx + 1}px)`;
