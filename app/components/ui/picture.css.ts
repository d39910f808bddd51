import { globalStyle, style } from "@vanilla-extract/css";

const neutral = "#e6e8ee";

/** What a failed image turns into once JavaScript sees it fail: a neutral box. */
export const placeholder = style({ display: "block", background: neutral });

/**
 * The same box without JavaScript: browsers draw an <img>'s ::before only while it shows no image,
 * so the pseudo-element covers a broken image's icon and alt text, and a loaded image (a logo with
 * transparency too) shows no background. The box keeps the width/height ratio, so nothing shifts.
 */
export const image = style({ position: "relative" });
globalStyle(`${image}::before`, { content: '""', position: "absolute", inset: 0, background: neutral });
