import { useState } from "react";
import { Form } from "react-router";
import type { LayeredFilter } from "#server/contract";
import { type FilterField, type FilterState, type ListQuery, typedRange } from "~/lib/filters";
import { useTranslation } from "~/lib/i18n";
import * as css from "./catalog.css";

/** One value of a choice filter; `swatch` only on swatch filters that have a colour. */
export interface FacetValue {
  value: string;
  valueLabel: string;
  totalProducts: number;
  swatch?: string;
}

/** A filter as the panel renders it: choices carry `values`, ranges their bounds. */
export type Facet = Pick<LayeredFilter, "attributeCode" | "label" | "type"> & {
  values: FacetValue[];
  minValue?: LayeredFilter["minValue"];
  maxValue?: LayeredFilter["maxValue"];
};

interface PanelProps {
  formId: string;
  action: string;
  facets: Facet[];
  fields: FilterField[];
  query: ListQuery;
  /** With JavaScript the form submits itself; the Apply button hides. */
  hydrated: boolean;
  /** Open as it mounts (read once): it was opened by its CSS toggle before the scripts came. */
  initiallyOpen?: boolean;
  onChange: () => void;
  onSubmit: (form: HTMLFormElement) => void;
}

/**
 * The layered filters (spec section 2): one GET form, so it works without JavaScript (the Apply
 * button submits it); with JavaScript every change submits after 500 ms of quiet (the route owns
 * the debounce). The page number is never part of the form, so a change goes back to page 1.
 * Sort and page size live in the toolbar and join this form through their `form` attribute.
 */
export function FilterPanel({
  formId,
  action,
  facets,
  fields,
  query,
  hydrated,
  initiallyOpen = false,
  onChange,
  onSubmit,
}: PanelProps) {
  const { t } = useTranslation();
  const active = Object.keys(query.filters).length;
  const kinds = new Map(fields.map((f) => [f.code, f.kind]));
  // On a phone the panel folds: without JavaScript behind a CSS checkbox toggle; with it behind a
  // button that says whether the panel is open (a checkbox would be announced as one).
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = `${formId}-panel`;
  const toggleText = (
    <>
      <FilterIcon />
      {t("shop.showFilters")}
      {active ? <span className={css.filterCount}>{active}</span> : null}
    </>
  );
  return (
    <div>
      {hydrated ? (
        <button
          type="button"
          className={css.filterToggleButton}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {toggleText}
        </button>
      ) : (
        <>
          <input type="checkbox" id={`${formId}-toggle`} className={css.filterToggle} />
          <label htmlFor={`${formId}-toggle`} className={css.filterToggleLabel}>
            {toggleText}
          </label>
        </>
      )}
      <div id={panelId} className={css.filterPanel} data-open={open || undefined}>
        <Form
          method="get"
          action={action}
          id={formId}
          className={css.filterForm}
          aria-label={t("shop.filters")}
          data-testid="filter-form"
          onChange={onChange}
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit(e.currentTarget);
          }}
        >
          {facets.map((facet) => {
            const kind = kinds.get(facet.attributeCode);
            if (!kind) return null;
            const state = query.filters[facet.attributeCode];
            return (
              <fieldset key={facet.attributeCode} className={css.fieldset} data-filter={facet.attributeCode}>
                <legend className={css.legend}>
                  {facet.label}
                  {kind === "price" ? (
                    <span className={css.muted} style={{ fontWeight: 400 }}>{` (${t("shop.inEuros")})`}</span>
                  ) : null}
                </legend>
                {kind === "single" || kind === "multi" ? (
                  <ChoiceOptions
                    facet={facet}
                    multi={kind === "multi"}
                    selected={state?.kind === "values" ? state.values : []}
                  />
                ) : kind === "yesNo" ? (
                  <YesNoOptions code={facet.attributeCode} value={state?.kind === "yesNo" ? state.value : null} />
                ) : (
                  <RangeInputs facet={facet} field={{ code: facet.attributeCode, kind }} state={state ?? null} />
                )}
              </fieldset>
            );
          })}
          {hydrated ? null : (
            <div className={css.formActions}>
              <button type="submit" className={`${css.button} ${css.buttonBlock}`}>
                {t("shop.applyFilters")}
              </button>
            </div>
          )}
        </Form>
      </div>
    </div>
  );
}

function ChoiceOptions({ facet, multi, selected }: { facet: Facet; multi: boolean; selected: string[] }) {
  const { t } = useTranslation();
  const code = facet.attributeCode;
  if (facet.type === "textSwatch") {
    return (
      <ul className={css.facetPills}>
        {facet.values.map((v) => {
          const checked = selected.includes(v.value);
          return (
            <li key={v.value}>
              <label title={`${v.valueLabel} (${v.totalProducts})`}>
                <input
                  type="checkbox"
                  name={code}
                  value={v.value}
                  defaultChecked={checked}
                  disabled={!checked && v.totalProducts === 0}
                />
                {v.swatch ? <Swatch color={v.swatch} /> : null}
                {v.valueLabel}
              </label>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <ul className={css.optionList}>
      {multi ? null : (
        <li>
          <label>
            <input type="radio" name={code} value="" defaultChecked={selected.length === 0} />
            {t("shop.any")}
          </label>
        </li>
      )}
      {facet.values.map((v) => {
        const checked = selected.includes(v.value);
        const disabled = !checked && v.totalProducts === 0;
        return (
          <li key={v.value}>
            <label className={disabled ? css.optionDisabled : undefined}>
              <input
                type={multi ? "checkbox" : "radio"}
                name={code}
                value={v.value}
                defaultChecked={checked}
                disabled={disabled}
              />
              {facet.type === "visualSwatch" && v.swatch ? <Swatch color={v.swatch} /> : null}
              <span>{v.valueLabel}</span>
              <small>{v.totalProducts}</small>
            </label>
          </li>
        );
      })}
    </ul>
  );
}

function Swatch({ color }: { color: string }) {
  return <span className={css.swatchDot} style={{ background: color }} aria-hidden="true" />;
}

function YesNoOptions({ code, value }: { code: string; value: boolean | null }) {
  const { t } = useTranslation();
  const options: [string, string, boolean][] = [
    ["", t("shop.any"), value === null],
    ["true", t("shop.yes"), value === true],
    ["false", t("shop.no"), value === false],
  ];
  return (
    <ul className={css.optionList}>
      {options.map(([v, label, checked]) => (
        <li key={v}>
          <label>
            <input type="radio" name={code} value={v} defaultChecked={checked} />
            {label}
          </label>
        </li>
      ))}
    </ul>
  );
}

function boundText(value: number | string | null, kind: FilterField["kind"], side: "min" | "max"): string {
  if (value === null || value === "") return "";
  if (kind === "price" && typeof value === "number")
    return String(side === "min" ? Math.floor(value / 100) : Math.ceil(value / 100));
  return String(value);
}

/** Min and max inputs; each bounds the other (HTML min/max, updated as you type with JavaScript;
 * the server swaps a min above the max). Price is in euros here and in the URL. */
function RangeInputs({ facet, field, state }: { facet: Facet; field: FilterField; state: FilterState | null }) {
  const { t } = useTranslation();
  const { code, kind } = field;
  const appliedText = (side: "min" | "max") => {
    if (state?.kind === "range" || state?.kind === "dateRange") {
      const v = state[side];
      return v === null ? "" : String(v);
    }
    return "";
  };
  const [min, setMin] = useState(() => appliedText("min"));
  const [max, setMax] = useState(() => appliedText("max"));
  // Once what was typed is applied, the fields show it as applied (bounds swapped, a zero bound
  // gone); while the shopper has typed on past it, what they typed stays.
  const [shownFor, setShownFor] = useState(state);
  if (shownFor !== state) {
    setShownFor(state);
    if (JSON.stringify(typedRange(field, min, max)) === JSON.stringify(state)) {
      setMin(appliedText("min"));
      setMax(appliedText("max"));
    }
  }
  const date = kind === "dateRange";
  const common = {
    className: css.input,
    type: date ? "date" : "number",
    inputMode: date ? undefined : ("decimal" as const),
    step: date ? undefined : "any",
  };
  const floor = kind === "price" ? "0" : undefined;
  return (
    <div className={`${css.rangeRow} ${date ? css.rangeRowStacked : ""}`}>
      <label className={css.field}>
        {t("shop.from")}
        <input
          {...common}
          name={`${code}_min`}
          value={min}
          onChange={(e) => setMin(e.target.value)}
          min={floor}
          max={max || undefined}
          placeholder={date ? undefined : boundText(facet.minValue ?? null, kind, "min")}
          aria-label={`${facet.label}: ${t("shop.from")}`}
        />
      </label>
      <label className={css.field}>
        {t("shop.to")}
        <input
          {...common}
          name={`${code}_max`}
          value={max}
          onChange={(e) => setMax(e.target.value)}
          min={min || floor}
          placeholder={date ? undefined : boundText(facet.maxValue ?? null, kind, "max")}
          aria-label={`${facet.label}: ${t("shop.to")}`}
        />
      </label>
    </div>
  );
}

function FilterIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M3 5h18v2H3zm4 6h10v2H7zm3 6h4v2h-4z" />
    </svg>
  );
}
