/** The section types an editor adds from the edit toolbar: those that need no picture to start. */
export const addableSections = ["hero", "richText", "cta", "featuredProducts", "events", "documents"] as const;
export type AddableSection = (typeof addableSections)[number];
