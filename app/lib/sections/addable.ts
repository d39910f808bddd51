/** The section types an editor adds from the edit toolbar: those that need no picture to start. */
export const addableSections = ["hero", "richText", "cta", "featuredProducts", "events", "documents"] as const;
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
  events: [{ name: "title" }],
  documents: [{ name: "title" }],
};
