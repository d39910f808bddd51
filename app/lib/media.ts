import type { Media } from "#server/contract";
import { mediaSizes, type MediaSizeKey } from "#server/contract/media-sizes";

export type ImageExt = "avif" | "webp" | "jpg";

/**
 * What an image on a page needs of a media record: where its files are, its proportions and the
 * text that describes it (`contentAlt`, empty when there is none).
 */
export type ImageRef = Pick<Media, "baseUrl" | "name" | "width" | "height" | "alt">;

/** Only the fields a rendered image reads, so loaders do not send whole media records. */
export function toImageRef(media: Pick<Media, "baseUrl" | "name" | "width" | "height" | "alt">): ImageRef {
  return {
    baseUrl: media.baseUrl,
    name: media.name,
    width: media.width,
    height: media.height,
    alt: contentAlt(media),
  };
}

/**
 * The alt text of an image that conveys content (an image section, a post's featured image on its
 * page, a product's gallery, an event's image): the editor's alt text; without one, the given
 * fallback in the page's language (a product's name), else none. Never the media library's title:
 * it is one language for every page, and it names the file rather than describing the picture
 * ("Sunset card", "IMG_0042"). An image that is decoration (a hero's backdrop, unless its editor
 * described it), or sits beside a text naming the same thing (a card's image next to its title link,
 * a cart line's thumbnail), takes alt="" instead, so a screen reader does not announce the thing twice.
 */
export function contentAlt(media: Pick<Media, "alt">, fallback = ""): string {
  return media.alt.trim() || fallback.trim();
}

export function mediaUrl(media: Pick<Media, "baseUrl" | "name">, size: MediaSizeKey, ext: ImageExt): string {
  return `${media.baseUrl}/${encodeURIComponent(size)}/${media.name}.${ext}`;
}

/** The sizes that keep the aspect ratio (square ones crop), with the width each really comes out at. */
const responsiveSizes = mediaSizes.filter(
  (s) => s.x !== s.y && ["SmallSize", "MediumSize", "LargeSize", "Full HDSize"].includes(s.key),
);

export function renderedWidth(media: Pick<Media, "width" | "height">, box: { x: number; y: number }): number {
  const aspect = media.width / Math.max(1, media.height);
  return Math.round(Math.min(box.x, box.y * aspect, media.width));
}

/**
 * A srcset over the responsive sizes, one entry per distinct width; with `maxWidth`, none wider than
 * that (the smallest size always stays), since a small slot never picks them and each costs HTML.
 */
export function srcSet(media: ImageRef, ext: ImageExt, maxWidth = Number.POSITIVE_INFINITY): string {
  const seen = new Set<number>();
  const entries: string[] = [];
  for (const size of responsiveSizes) {
    const width = renderedWidth(media, size);
    if (seen.has(width) || (entries.length && width > maxWidth)) continue;
    seen.add(width);
    entries.push(`${mediaUrl(media, size.key, ext)} ${width}w`);
  }
  return entries.join(", ");
}
