import { ALT_TEXT_MAX_LENGTH, HEADING_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from "#server/contract/text-limits";

/**
 * The section types an editor adds from the edit toolbar: every type the storefront renders
 * (app/lib/sections/schemas.ts, which the client bundle must not import: a unit test holds the two
 * lists to the same types). A picture starts without one, a form with the site's first form.
 */
export const addableSections = [
  "hero",
  "richText",
  "image",
  "cta",
  "cardGrid",
  "featuredProducts",
  "posts",
  "events",
  "documents",
  "newsletter",
  "contactForm",
  "cmsForm",
] as const;
export type AddableSection = (typeof addableSections)[number];

/** A text prop an editor changes: rich text (`html`, sanitized when saved, as long as the page
 * allows) or plain text of at most `max` characters; a required one cannot be left empty. */
export type EditableProp = { name: string; optional?: boolean } & ({ rich: true } | { rich?: false; max: number });

const heading = { name: "title", max: HEADING_MAX_LENGTH } as const;
const shortText = (name: string) => ({ name, optional: true, max: SHORT_TEXT_MAX_LENGTH }) as const;

/**
 * The text props an editor changes in a section's options form or in place, by section type.
 * Other props (pictures, links, limits) keep their value.
 */
export const editableProps: Record<string, readonly EditableProp[]> = {
  hero: [heading, shortText("subtitle")],
  richText: [{ name: "html", rich: true }],
  cta: [heading, shortText("text")],
  image: [{ name: "alt", optional: true, max: ALT_TEXT_MAX_LENGTH }, shortText("caption")],
  cardGrid: [{ ...heading, optional: true }],
  featuredProducts: [heading],
  posts: [heading],
  events: [heading],
  documents: [heading],
  newsletter: [heading, shortText("text")],
  contactForm: [heading, shortText("text")],
  // A form's heading is its own title unless the editor gives the section one.
  cmsForm: [{ ...heading, optional: true }, shortText("text")],
  // A card of a card grid (an item: see `sectionItems`): its title is required, its text is not.
  card: [heading, shortText("text")],
};

/** The most cards a card grid holds (four rows of three on a desktop; decision 0064). */
export const CARDS_MAX = 12;

/**
 * Sections made of a list of items an editor edits one by one (a card grid's cards): the prop
 * holding the list, the kind of its items (the key of their texts, link and picture in the maps
 * here), and how many it holds. An item is addressed by its place in the list (`item`), which the
 * version the editor saw keeps from moving under them.
 */
export const sectionItems: Record<string, { prop: string; kind: string; max: number }> = {
  cardGrid: { prop: "cards", kind: "card", max: CARDS_MAX },
};

/** What names a section, or one item of it, in a form's refusal and a picker's query (`pickFor`). */
export function editedKey(sectionId: string, item?: number): string {
  return item === undefined ? sectionId : `${sectionId}:${item}`;
}

/**
 * The links an editor sets in a section's link-options dialog, by section type: the path of a
 * `{ type, value, rel?, target? }` inside the props (a hero's button is optional: no button, no link).
 */
export const linkProps: Record<string, readonly string[]> = {
  hero: ["cta.link"],
  cta: ["button.link"],
  featuredProducts: ["button.link"],
  events: ["button.link"],
  card: ["link"],
};

/** Links that may be left out (a card without one): the dialog shows for an item without it, and offers "No link". */
export const optionalLinkProps: Record<string, readonly string[]> = { card: ["link"] };

/** The picture an editor picks from the media library, by section type (the prop holding its id). */
export const imageProps: Record<string, { name: string; optional?: boolean }> = {
  hero: { name: "mediaId", optional: true },
  image: { name: "mediaId" },
  card: { name: "mediaId", optional: true },
};

/** The section types that show one of the back office's forms (questionnaires), and the prop holding its id. */
export const formProps: Record<string, string> = { cmsForm: "formId" };

/** The section types with an icon from the icon list, and the prop that holds it. */
export const iconProps: Record<string, string> = { cta: "icon" };

/** The value at a dotted path of a section's props ("button.link"), or undefined. */
export function propAt(props: Record<string, unknown>, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (at, key) => (at && typeof at === "object" ? (at as Record<string, unknown>)[key] : undefined),
      props,
    );
}
