import { describe, expect, it } from "vitest";
import type { LayeredFilter } from "#server/contract";
import { FACET_VALUE_LIMIT, toFacet } from "~/routes/shop/facets";

const value = (i: number, totalProducts: number) => ({
  value: `v${i}`,
  valueLabel: `Value ${i}`,
  attributeID: 7,
  swatch: "#123456",
  totalProducts,
});

function filter(
  type: LayeredFilter["type"],
  values: LayeredFilter["values"],
  bounds: [number | null, number | null] = [null, null],
): LayeredFilter {
  return {
    attributeCode: "brand",
    label: "Brand",
    type,
    position: 1,
    values,
    minValue: bounds[0],
    maxValue: bounds[1],
  };
}

describe("what the filter panel is sent of a filter", () => {
  it("keeps a choice's values with their counts, without the attribute id, and no bounds", () => {
    const facet = toFacet(filter("dropdown", [value(1, 3), value(2, 0)]), []);
    expect(facet).toEqual({
      attributeCode: "brand",
      label: "Brand",
      type: "dropdown",
      values: [
        { value: "v1", valueLabel: "Value 1", totalProducts: 3 },
        { value: "v2", valueLabel: "Value 2", totalProducts: 0 },
      ],
    });
  });

  it("sends swatches only on swatch filters", () => {
    expect(toFacet(filter("textSwatch", [value(1, 3)]), []).values[0].swatch).toBe("#123456");
    expect(toFacet(filter("multipleSelect", [value(1, 3)]), []).values[0]).not.toHaveProperty("swatch");
  });

  it("sends a range's bounds", () => {
    expect(toFacet(filter("price", [], [500, 12900]), [])).toMatchObject({
      minValue: 500,
      maxValue: 12900,
      values: [],
    });
  });

  it(`caps a choice at ${FACET_VALUE_LIMIT} values, those with the most products, in the platform's order, selected ones kept`, () => {
    const values = Array.from({ length: 200 }, (_, i) => value(i, i % 50));
    const facet = toFacet(filter("dropdown", values), ["v0"]);
    expect(facet.values.length).toBe(FACET_VALUE_LIMIT + 1);
    expect(facet.values[0].value).toBe("v0");
    expect(facet.values.slice(1).every((v) => v.totalProducts >= 42)).toBe(true);
    const order = facet.values.map((v) => Number(v.value.slice(1)));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
