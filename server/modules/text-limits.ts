/**
 * The lengths of the short texts an editor types (server/contract/text-limits.ts), checked where
 * they are saved: the storefront's editor refuses longer ones before they reach the platform, and
 * any other client is refused here with the catalogue's message (400).
 */
import {
  ALT_TEXT_MAX_LENGTH,
  HEADING_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  textLimitMessages as m,
} from "#server/contract/text-limits";
import { DomainError } from "./errors";

export class TextLimitError extends DomainError {}

const longerThan = (value: unknown, max: number) => typeof value === "string" && value.length > max;

/** The plain short texts of a section's props (a hero's subtitle, a call to action's text, an image's caption). */
const SHORT_TEXTS = ["subtitle", "text", "caption"] as const;

/** Refuses an alt text over its limit (a media item's, in one language). */
export function assertAltText(text: unknown): void {
  if (longerThan(text, ALT_TEXT_MAX_LENGTH)) throw new TextLimitError(m.altTooLong, 400);
}

/** Refuses an alt text over its limit: a prop named `alt` or ending in `Alt` (the header's `logoAlt`), at any depth. */
export function assertAltTexts(value: unknown, key = ""): void {
  if (Array.isArray(value)) {
    for (const item of value) assertAltTexts(item);
  } else if (value && typeof value === "object") {
    for (const [name, item] of Object.entries(value)) assertAltTexts(item, name);
  } else if (key === "alt" || key.endsWith("Alt")) {
    assertAltText(value);
  }
}

/** Refuses a heading (`title`) or short text of some props over its limit. */
function assertTexts(values: Record<string, unknown>): void {
  if (longerThan(values.title, HEADING_MAX_LENGTH)) throw new TextLimitError(m.headingTooLong, 400);
  if (SHORT_TEXTS.some((name) => longerThan(values[name], SHORT_TEXT_MAX_LENGTH)))
    throw new TextLimitError(m.shortTextTooLong, 400);
}

/**
 * Refuses a section whose heading (`title`), short text or alt text is over its limit, or one of
 * whose items (a list of objects in its props: a card grid's cards) has a title or text over it.
 */
export function assertSectionTexts(props: unknown): void {
  if (!props || typeof props !== "object") return;
  const values = props as Record<string, unknown>;
  assertTexts(values);
  for (const list of Object.values(values))
    if (Array.isArray(list))
      for (const item of list) if (item && typeof item === "object") assertTexts(item as Record<string, unknown>);
  assertAltTexts(values);
}
