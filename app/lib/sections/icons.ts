/** The icons an editor may put on a section (the icon list dialog): symbols of the shared sprite
 * (app/components/ui/icons.svg) that make sense beside a call to action. */
export const sectionIcons = [
  "cart",
  "search",
  "user",
  "heart-outline",
  "heart-filled",
  "apple",
  "google-play",
] as const;
export type SectionIcon = (typeof sectionIcons)[number];
