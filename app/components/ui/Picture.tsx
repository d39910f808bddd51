import { useEffect, useRef, useState } from "react";
import { mediaUrl, renderedWidth, srcSet, type ImageRef } from "~/lib/media";
import { mediaSizes, type MediaSizeKey } from "#server/contract/media-sizes";
import * as css from "./picture.css";

/**
 * A responsive image in AVIF with a JPEG fallback. `priority` images (above the fold) load eagerly
 * with high priority; the others lazily. A broken image falls back to a placeholder: on its error
 * event, or at hydration if it failed before (the event fired before React listened); without
 * JavaScript a broken <img> looks like it (css.image), a neutral box of the
 * same size. Alt text: see contentAlt in ~/lib/media (the editor's text on an image that conveys
 * content, "" on decoration or beside a text naming it). No WebP source:
 * every browser that takes WebP but not AVIF (Safari before 16, old Edge) still gets the JPEG, and a
 * third srcset cost every picture about 300 bytes of HTML (a category page 4 KB).
 */
export function Picture({
  media,
  alt,
  sizes = "100vw",
  priority = false,
  className,
  widthHint,
  maxWidth,
  size,
}: {
  media: ImageRef;
  alt: string;
  sizes?: string;
  priority?: boolean;
  className?: string;
  widthHint?: number;
  /** The widest file worth offering: the slot's largest width at the densest screen it serves. */
  maxWidth?: number;
  /** One file of this size for every screen, without a srcset or sizes: for a slot whose width
   * varies little, so the HTML lists no file that hardly any screen picks (a product card). */
  size?: MediaSizeKey;
}) {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (img.current?.complete && img.current.naturalWidth === 0) setFailed(true);
  }, []);
  const box = mediaSizes.find((s) => s.key === (size ?? "MediumSize"))!;
  const width = widthHint ?? renderedWidth(media, box);
  const height = Math.round((width * media.height) / Math.max(1, media.width));
  if (failed) {
    return (
      <span
        className={`${css.placeholder} ${className ?? ""}`}
        role={alt ? "img" : undefined}
        aria-label={alt || undefined}
        style={{ aspectRatio: `${width} / ${height}` }}
      />
    );
  }
  return (
    <picture className={className}>
      {size ? (
        <source type="image/avif" srcSet={mediaUrl(media, size, "avif")} />
      ) : (
        <source type="image/avif" srcSet={srcSet(media, "avif", maxWidth)} sizes={sizes} />
      )}
      <img
        ref={img}
        className={css.image}
        src={mediaUrl(media, box.key, "jpg")}
        srcSet={size ? undefined : srcSet(media, "jpg", maxWidth)}
        sizes={size ? undefined : sizes}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        onError={() => setFailed(true)}
      />
    </picture>
  );
}
