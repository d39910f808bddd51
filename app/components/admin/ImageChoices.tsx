import type { Media } from "#server/contract";
import * as css from "~/components/admin/admin.css";
import { MediaThumb } from "~/components/admin/MediaThumb";
import * as formCss from "~/components/forms/forms.css";

/**
 * A main picture chosen from the media library's newest images: radios with thumbnails (no
 * JavaScript needed), "none" first, then the chosen one (in view in the list's scrolling box), then
 * the others. The product and shop category forms use it.
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
    <ul className={css.pictureChoiceList}>
      <li>
        <label className={formCss.checkboxLabel}>
          <input type="radio" name={name} value="" defaultChecked={chosen === ""} className={formCss.checkbox} />
          {noneLabel}
        </label>
      </li>
      {chosenFirst(images, chosen).map((image) => (
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

const chosenFirst = (images: Media[], chosen: string): Media[] => [
  ...images.filter((image) => String(image.id) === chosen),
  ...images.filter((image) => String(image.id) !== chosen),
];
