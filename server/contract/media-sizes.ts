/** Plain data, free of zod, so that client code can import it without the schema library. */
/** The media sizes of spec section 3; MediumSize is the default. */
export const mediaSizes = [
  { id: 1, key: "ThumbnailSize", value: "50x50", autoResize: true, x: 50, y: 50 },
  { id: 2, key: "SmallSize", value: "320x240", autoResize: true, x: 320, y: 240 },
  { id: 3, key: "MediumSize", value: "720x576", autoResize: true, x: 720, y: 576 },
  { id: 4, key: "LargeSize", value: "1280x720", autoResize: true, x: 1280, y: 720 },
  { id: 5, key: "Full HDSize", value: "1920x1080", autoResize: true, x: 1920, y: 1080 },
  { id: 6, key: "BoxSize", value: "600x600", autoResize: true, x: 600, y: 600 },
  { id: 7, key: "920x362Size", value: "920x362", autoResize: true, x: 920, y: 362 },
] as const satisfies readonly { id: number; key: string; value: string; autoResize: boolean; x: number; y: number }[];
export type MediaSizeKey = (typeof mediaSizes)[number]["key"];
export const DEFAULT_MEDIA_SIZE: MediaSizeKey = "MediumSize";
