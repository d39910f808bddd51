/** The section types an editor adds from the edit toolbar: those that need no picture to start. */
export const addableSections = ["hero", "richText", "cta", "featuredProducts", "posts", "events", "documents"] as const;
export type AddableSection = (typeof addableSections)[number];

/**
 * The text props an editor changes in a section's options form, by section type: plain text, or
 * rich text (`html`, sanitized when saved). Other props (pictures, links, limits) keep their value.
 */
export const editableProps: Record<string, readonly { name: string; rich?: boolean; optional?: boolean }[]> = {
  hero: [{ name: "title" }, { name: "subtitle", optional: true }],
  richText: [{ name: "html", rich: true }],
  cta: [{ name: "title" }, { name: "text", optional: true }],
  image: [
    { name: "alt", optional: true },
    { name: "caption", optional: true },
  ],
  cardGrid: [{ name: "title", optional: true }],
  featuredProducts: [{ name: "title" }],
  posts: [{ name: "title" }],
  events: [{ name: "title" }],
  documents: [{ name: "title" }],
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
