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
};

/**
 * The links an editor sets in a section's link-options dialog, by section type: the path of a
 * `{ type, value, rel?, target? }` inside the props (a hero's button is optional: no button, no link).
 */
export const linkProps: Record<string, readonly string[]> = {
  hero: ["cta.link"],
  cta: ["button.link"],
  featuredProducts: ["button.link"],
  events: ["button.link"],
};

/** The picture an editor picks from the media library, by section type (the prop holding its id). */
export const imageProps: Record<string, { name: string; optional?: boolean }> = {
  hero: { name: "mediaId", optional: true },
  image: { name: "mediaId" },
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
