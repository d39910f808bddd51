import { useRef, useState } from "react";
import type { Media } from "#server/contract";
import { Picture } from "~/components/ui/Picture";
import { useTranslation } from "~/lib/i18n";
import { contentAlt } from "~/lib/media";
import * as css from "./product.css";

/**
 * Product images in a scroll-snap strip. Each image has an id and the thumbnails link to it
 * (#image-n), so choosing an image works without JavaScript; with it, the strip scrolls in place
 * (the page does not jump) and the current thumbnail is marked.
 */
export function Gallery({ images, name }: { images: Media[]; name: string }) {
  const { t } = useTranslation();
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  if (!images.length) return <div className={css.noImage} aria-hidden="true" />;
  const show = (index: number) => {
    const el = strip.current;
    if (!el) return false;
    el.scrollTo({ left: index * el.clientWidth });
    setCurrent(index);
    return true;
  };
  return (
    <div className={css.gallery} aria-label={t("product.gallery")} role="region">
      <div
        className={css.slides}
        ref={strip}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the strip scrolls sideways, so keyboards must be able to focus it (axe's scrollable-region-focusable)
        tabIndex={0}
        role="group"
        aria-label={t("product.gallerySlides")}
        onScroll={(e) => {
          const el = e.currentTarget;
          setCurrent(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
        }}
      >
        {images.map((media, i) => (
          <figure key={`${media.id}-${i}`} id={`image-${i + 1}`} className={css.slide}>
            <Picture
              media={media}
              alt={contentAlt(
                media,
                i === 0 ? name : `${name} – ${t("product.imageOf", { number: i + 1, total: images.length })}`,
              )}
              sizes="(min-width: 1232px) 620px, (min-width: 960px) 52vw, 100vw"
              priority={i === 0}
              widthHint={Math.min(media.width, 1280)}
            />
          </figure>
        ))}
      </div>
      {images.length > 1 ? (
        <ul className={css.thumbs}>
          {images.map((media, i) => (
            <li key={`${media.id}-${i}`}>
              <a
                href={`#image-${i + 1}`}
                className={css.thumb}
                aria-current={i === current ? "true" : undefined}
                aria-label={t("product.showImage", { number: i + 1 })}
                onClick={(e) => {
                  if (show(i)) e.preventDefault();
                }}
              >
                <Picture media={media} alt="" sizes="72px" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
