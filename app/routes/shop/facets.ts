import type { LayeredFilter } from "#server/contract";
import type { Facet, FacetValue } from "~/components/catalog/FilterPanel";
import { fromTable, toTable, type Table } from "~/lib/table";

/**
 * The most values a choice filter sends to the page: a large catalog can have hundreds of brands,
 * and the document must not grow with it. The values with the most products are kept (in the
 * platform's order), and so is every selected value, so a chosen filter never disappears.
 */
export const FACET_VALUE_LIMIT = 30;

const SWATCH_TYPES: LayeredFilter["type"][] = ["textSwatch", "visualSwatch"];

/** What the filter panel renders of a filter: nothing of ranges but their bounds, of choices at most FACET_VALUE_LIMIT values. */
export function toFacet(f: LayeredFilter, selected: string[]): Facet {
  const facet: Facet = { attributeCode: f.attributeCode, label: f.label, type: f.type, values: [] };
  if (f.minValue !== null || f.maxValue !== null) Object.assign(facet, { minValue: f.minValue, maxValue: f.maxValue });
  let values = f.values;
  if (values.length > FACET_VALUE_LIMIT) {
    const kept = new Set(
      [...values]
        .sort((a, b) => b.totalProducts - a.totalProducts)
        .slice(0, FACET_VALUE_LIMIT)
        .map((v) => v.value),
    );
    values = values.filter((v) => kept.has(v.value) || selected.includes(v.value));
  }
  const swatches = SWATCH_TYPES.includes(f.type);
  facet.values = values.map((v) =>
    swatches && v.swatch
      ? { value: v.value, valueLabel: v.valueLabel, totalProducts: v.totalProducts, swatch: v.swatch }
      : { value: v.value, valueLabel: v.valueLabel, totalProducts: v.totalProducts },
  );
  return facet;
}

/** A facet as the loader sends it: its values as a table (lib/table.ts). */
export type SentFacet = Omit<Facet, "values"> & { values: Table<FacetValue> };

export function sendFacet(facet: Facet): SentFacet {
  return { ...facet, values: toTable(facet.values) };
}

export function readFacet(facet: SentFacet): Facet {
  return { ...facet, values: fromTable(facet.values) };
}
