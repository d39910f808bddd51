import type { Media } from "#server/contract";
import * as css from "~/components/admin/admin.css";
import { MediaThumb } from "~/components/admin/MediaThumb";
import * as formCss from "~/components/forms/forms.css";

/**
 * A main picture chosen from the media library's newest images: radios with thumbnails (no
 * JavaScript needed), "none" first. The product and shop category forms use it.
 */
export function ImageChoices({
  name,
  images,
  chosen,
  noneLabel,
}: {
  name: string;
  images: Media[];
  /** The chosen image's id as the form holds it; "" for none. */
  chosen: string;
  noneLabel: string;
}) {
  return (
    <ul className={css.countryList}>
      <li>
        <label className={formCss.checkboxLabel}>
          <input type="radio" name={name} value="" defaultChecked={chosen === ""} className={formCss.checkbox} />
          {noneLabel}
        </label>
      </li>
      {images.map((image) => (
        <li key={image.id}>
          <label className={formCss.checkboxLabel}>
            <input
              type="radio"
              name={name}
              value={image.id}
              defaultChecked={chosen === String(image.id)}
              className={formCss.checkbox}
            />
            <MediaThumb image={image} />
            <span className={css.choiceText}>{image.title || image.name}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
