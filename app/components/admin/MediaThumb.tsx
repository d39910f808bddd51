import type { Media } from "#server/contract";
import * as css from "~/components/admin/admin.css";
import { mediaUrl } from "~/lib/media";

/**
 * A media library picture's thumbnail in the back office (the 50 × 50 ThumbnailSize, WebP, loaded
 * lazily): beside a picture's title in a list or a choice, so it is decoration (alt="").
 */
export function MediaThumb({ image }: { image: Pick<Media, "baseUrl" | "name"> }) {
  return (
    <img
      src={mediaUrl(image, "ThumbnailSize", "webp")}
      alt=""
      width={50}
      height={50}
      loading="lazy"
      className={css.mediaThumb}
    />
  );
}
