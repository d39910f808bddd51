/**
 * How long the short texts an editor types may be, in characters, without zod: the editor's fields
 * show them, the edit action and the platform refuse longer ones with a message. The spec sets none
 * (review h3, finding 9: a 400-character heading was saved): a heading fits two lines of a phone, an
 * alt text is read whole by a screen reader.
 */

/** A section's heading (a hero's, a call to action's, a product list's). */
export const HEADING_MAX_LENGTH = 200;
/** A picture's alt text: a media item's, in each language, and an image section's own. */
export const ALT_TEXT_MAX_LENGTH = 250;
/** A line under a heading or a caption. */
export const SHORT_TEXT_MAX_LENGTH = 1000;

/** The platform's refusals of a longer text (catalogue codes HEADING_TOO_LONG, ALT_TEXT_TOO_LONG,
 * SECTION_TEXT_TOO_LONG; the spec has none): the storefront says them in the editor's language. */
export const textLimitMessages = {
  headingTooLong: `A heading is at most ${HEADING_MAX_LENGTH} characters.`,
  altTooLong: `An alt text is at most ${ALT_TEXT_MAX_LENGTH} characters.`,
  shortTextTooLong: `A section's text is at most ${SHORT_TEXT_MAX_LENGTH} characters.`,
} as const;
/**
 * A page's meta title, the <title> and og:title shoppers' search results show: search engines cut
 * it after about 60 characters (the site's name is added after it), so longer ones are refused.
 */
export const META_TITLE_MAX_LENGTH = 70;
/** A page's meta description: search results show about 155 to 160 characters of it. */
export const META_DESCRIPTION_MAX_LENGTH = 160;
/** A blog post's excerpt, which its card on the blog shows under the title. */
export const EXCERPT_MAX_LENGTH = 500;
