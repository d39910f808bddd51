/** A QR code as the order pages draw it: one SVG path of its dark modules, with the quiet zone. */
export interface QrPicture {
  /** Modules per side, the quiet zone included (the SVG's view box). */
  size: number;
  path: string;
}
