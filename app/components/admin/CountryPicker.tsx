import type { ReactNode } from "react";
import * as css from "~/components/admin/admin.css";
import * as formCss from "~/components/forms/forms.css";
import { typed, type FormRefusal } from "~/lib/forms/refusal";

/** A country to tick: its ISO code and its name in the interface language. */
export type CountryChoice = { iso: string; name: string };

/**
 * Which countries something covers: every one (`countryScope=ALL`), or only those ticked (one
 * `countries` checkbox per country, its ISO code the value). Serves the delivery method form and
 * each store's checkout settings. Plain form fields, so it works without JavaScript; a refused post
 * shows again what was chosen (`typedValues`: the scope, and the ticked codes as a list).
 */
export function CountryPicker({
  legend,
  allLabel,
  chosenLabel,
  countries,
  saved,
  typedValues,
  errors,
  describedBy,
  testId,
}: {
  legend: string;
  allLabel: string;
  chosenLabel: string;
  countries: CountryChoice[];
  /** What is saved: every country, or the ISO codes chosen. */
  saved: "ALL" | string[];
  typedValues: FormRefusal["values"] | undefined;
  /** The field's error message, if the post was refused for it. */
  errors?: ReactNode;
  /** The id of that message, read with the "only these countries" choice. */
  describedBy?: string;
  testId?: string;
}) {
  const scope = typed(typedValues, "countryScope") ?? (saved === "ALL" ? "ALL" : "chosen");
  const ticked = typedValues?.countries;
  const chosen = new Set(
    typedValues ? (Array.isArray(ticked) ? ticked : ticked ? [ticked] : []) : saved === "ALL" ? [] : saved,
  );
  // The message is read with the choice it is about ("only these", with none ticked).
  const described = describedBy ? { "aria-describedby": describedBy, "aria-invalid": true as const } : {};
  return (
    <fieldset className={formCss.fieldset} data-testid={testId ? `${testId}-countries` : undefined}>
      <legend className={formCss.legend}>{legend}</legend>
      {errors}
      <label className={formCss.checkboxLabel}>
        <input
          type="radio"
          name="countryScope"
          value="ALL"
          defaultChecked={scope === "ALL"}
          className={formCss.checkbox}
          data-testid={testId ? `${testId}-all-countries` : undefined}
        />
        {allLabel}
      </label>
      <label className={formCss.checkboxLabel}>
        <input
          type="radio"
          name="countryScope"
          value="chosen"
          defaultChecked={scope !== "ALL"}
          className={formCss.checkbox}
          data-testid={testId ? `${testId}-chosen-countries` : undefined}
          {...described}
        />
        {chosenLabel}
      </label>
      <ul className={css.countryList}>
        {countries.map((c) => (
          <li key={c.iso}>
            <label className={formCss.checkboxLabel}>
              <input
                type="checkbox"
                name="countries"
                value={c.iso}
                defaultChecked={chosen.has(c.iso)}
                className={formCss.checkbox}
              />
              {c.name} ({c.iso})
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
