import { useId, useRef, useState, type ReactNode } from "react";
import * as css from "~/components/admin/admin.css";
import * as formCss from "~/components/forms/forms.css";
import { typed, type FormRefusal } from "~/lib/forms/refusal";
import { useHydrated } from "~/lib/hooks";
import { useTranslation } from "~/lib/i18n";
import { outlineButton } from "~/styles/button.css";

/** A name as the filter compares it: lower case, without accents ("Côte" is found by "cote"). */
const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** A country to tick: its ISO code and its name in the interface language. */
export type CountryChoice = { iso: string; name: string };

/**
 * Which countries something covers: every one (`countryScope=ALL`), or only those ticked (one
 * `countries` checkbox per country, its ISO code the value). Serves the delivery method form and
 * each store's checkout settings. Plain form fields, so it works without JavaScript; a refused post
 * shows again what was chosen (`typedValues`: the scope, and the ticked codes as a list).
 *
 * With JavaScript, a box above the list narrows it as the editor types (by name or code), with a
 * count of the countries shown read out as it changes, and buttons that tick or untick the shown
 * ones. The countries hidden stay in the form as they are: hiding one does not untick it.
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
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const id = useId();
  const [filter, setFilter] = useState("");
  const listRef = useRef<HTMLUListElement>(null);
  const chosenRef = useRef<HTMLInputElement>(null);
  const wanted = folded(filter.trim());
  const matches = (c: CountryChoice) => !wanted || folded(`${c.name} ${c.iso}`).includes(wanted);
  const shownCount = wanted ? countries.filter(matches).length : countries.length;
  /** Ticks or unticks the countries shown, which means only those ticked count. */
  const tickShown = (checked: boolean) => {
    for (const box of listRef.current?.querySelectorAll<HTMLInputElement>('input[name="countries"]') ?? [])
      if (!box.closest("li")?.hidden) box.checked = checked;
    if (chosenRef.current) chosenRef.current.checked = true;
  };
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
          ref={chosenRef}
          {...described}
        />
        {chosenLabel}
      </label>
      {hydrated ? (
        <div className={css.countryFilter}>
          <div className={formCss.field}>
            <label className={formCss.label} htmlFor={`${id}-filter`}>
              {t("admin.countryPicker.filter")}
            </label>
            <input
              id={`${id}-filter`}
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.currentTarget.value)}
              // Enter in the box would otherwise save the whole form.
              onKeyDown={(event) => {
                if (event.key === "Enter") event.preventDefault();
              }}
              aria-controls={`${id}-list`}
              autoComplete="off"
              className={formCss.input}
            />
          </div>
          <button type="button" className={outlineButton} onClick={() => tickShown(true)}>
            {t("admin.countryPicker.tickShown")}
          </button>
          <button type="button" className={outlineButton} onClick={() => tickShown(false)}>
            {t("admin.countryPicker.untickShown")}
          </button>
          <p
            className={formCss.hint}
            // Read out as it changes; not a status role, which the page's save message has.
            aria-live="polite"
            aria-atomic="true"
            data-testid={testId ? `${testId}-countries-count` : undefined}
          >
            {t("admin.countryPicker.shown", { shown: shownCount, count: countries.length })}
          </p>
        </div>
      ) : null}
      <ul className={css.countryList} id={`${id}-list`} ref={listRef}>
        {countries.map((c) => (
          <li key={c.iso} hidden={!matches(c)}>
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
