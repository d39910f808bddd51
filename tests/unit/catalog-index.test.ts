import { describe, it, expect } from "vitest";
import {
  buildCatalogIndex,
  buildLanguageIndex,
  candidatePositions,
  compileFilters,
  facetsOf,
  FilterError,
  keywordPositions,
  orderBy,
  pageOf,
  positionOf,
  positionsOfIds,
  selectProducts,
  rawCatalogFromRows,
  rememberedQuery,
  type CatalogRows,
  type RawProduct,
} from "#server/modules/catalog/catalog-index";
import { parsePacked } from "#server/modules/catalog/packed";
import { fold } from "#server/modules/catalog/text";

const product = (id: number, extra: Partial<RawProduct> = {}): RawProduct => ({
  id,
  parentId: null,
  visible: true,
  archived: false,
  finalPrice: id * 100,
  priority: 0,
  featured: false,
  stockQty: null,
  mainCategoryId: null,
  ...extra,
  retailPrice: extra.retailPrice ?? extra.finalPrice ?? id * 100,
});

/**
 * Categories: 1 (root) > 2 > 3, and 4 (root). Products (listable): 10, 20, 30, 40, 50, 60 (configurable).
 * Not listable: 70 (archived), 80 (hidden), 61/62 (variants of 60), 63 (archived variant).
 */
function catalog(): CatalogRows {
  return {
    products: [
      product(30, { mainCategoryId: 3, finalPrice: 500, retailPrice: 900, priority: 2 }),
      product(10, { mainCategoryId: 2, finalPrice: 500, priority: 2, featured: true }),
      product(20, { mainCategoryId: null, finalPrice: 100, stockQty: 0, priority: 9 }),
      product(40, { mainCategoryId: 4, finalPrice: 700 }),
      product(50, { finalPrice: 300 }),
      product(60, { mainCategoryId: 2, finalPrice: 900, stockQty: 5 }),
      product(61, { parentId: 60, visible: false, stockQty: 0 }),
      product(62, { parentId: 60, visible: false, stockQty: 0 }),
      product(63, { parentId: 60, visible: false, archived: true, stockQty: 4 }),
      product(70, { archived: true, mainCategoryId: 2 }),
      product(80, { visible: false, mainCategoryId: 2 }),
    ],
    attributes: [
      {
        id: 2,
        code: "size",
        inputType: "multipleSelect",
        labels: { en: "Size", hr: "Veličina" },
        filterable: true,
        position: 2,
        customClass: "",
      },
      {
        id: 1,
        code: "color",
        inputType: "dropdown",
        labels: { en: "Colour", hr: "Boja" },
        filterable: true,
        position: 1,
        customClass: "",
      },
      {
        id: 3,
        code: "weight",
        inputType: "numberField",
        labels: { en: "Weight" },
        filterable: true,
        position: 3,
        customClass: "",
      },
      { id: 4, code: "eco", inputType: "yesNo", labels: { en: "Eco" }, filterable: true, position: 4, customClass: "" },
      {
        id: 5,
        code: "made",
        inputType: "dateTime",
        labels: { en: "Made" },
        filterable: true,
        position: 5,
        customClass: "",
      },
      {
        id: 6,
        code: "internal",
        inputType: "dropdown",
        labels: { en: "Internal" },
        filterable: false,
        position: 0,
        customClass: "",
      },
    ],
    values: [
      {
        id: 101,
        attributeId: 1,
        code: "red",
        labels: { en: "Red", hr: "Crvena" },
        swatch: "#f00",
        mediaId: null,
        position: 1,
      },
      { id: 102, attributeId: 1, code: "blue", labels: { en: "Blue" }, swatch: "", mediaId: null, position: 2 },
      { id: 201, attributeId: 2, code: "m", labels: { en: "M" }, swatch: "", mediaId: null, position: 2 },
      { id: 202, attributeId: 2, code: "s", labels: { en: "S" }, swatch: "", mediaId: null, position: 1 },
      { id: 601, attributeId: 6, code: "x", labels: { en: "X" }, swatch: "", mediaId: null, position: 1 },
    ],
    productValues: [
      { productId: 10, attributeId: 1, valueId: 101, numberValue: null, dateValue: null },
      { productId: 10, attributeId: 2, valueId: 201, numberValue: null, dateValue: null },
      { productId: 10, attributeId: 2, valueId: 202, numberValue: null, dateValue: null },
      { productId: 10, attributeId: 3, valueId: null, numberValue: 1.5, dateValue: null },
      { productId: 10, attributeId: 4, valueId: null, numberValue: 1, dateValue: null },
      { productId: 10, attributeId: 5, valueId: null, numberValue: null, dateValue: "2024-05-01T10:00:00Z" },
      { productId: 20, attributeId: 1, valueId: 102, numberValue: null, dateValue: null },
      { productId: 20, attributeId: 3, valueId: null, numberValue: 4, dateValue: null },
      { productId: 20, attributeId: 4, valueId: null, numberValue: 0, dateValue: null },
      { productId: 30, attributeId: 1, valueId: 101, numberValue: null, dateValue: null },
      { productId: 30, attributeId: 3, valueId: null, numberValue: 2, dateValue: null },
      { productId: 30, attributeId: 6, valueId: 601, numberValue: null, dateValue: null },
      // Variants lend their values to 60; the duplicate red counts once; the archived one not at all.
      { productId: 61, attributeId: 1, valueId: 101, numberValue: null, dateValue: null },
      { productId: 61, attributeId: 3, valueId: null, numberValue: 7, dateValue: null },
      { productId: 62, attributeId: 1, valueId: 101, numberValue: null, dateValue: null },
      { productId: 62, attributeId: 3, valueId: null, numberValue: 6, dateValue: null },
      { productId: 63, attributeId: 2, valueId: 202, numberValue: null, dateValue: null },
      { productId: 70, attributeId: 1, valueId: 101, numberValue: null, dateValue: null },
    ],
    categories: [
      { id: 1, parentId: null },
      { id: 2, parentId: 1 },
      { id: 3, parentId: 2 },
      { id: 4, parentId: null },
    ],
    productCategories: [
      { productId: 50, categoryId: 3 },
      { productId: 50, categoryId: 2 },
      { productId: 40, categoryId: 3 },
      { productId: 70, categoryId: 3 },
    ],
  };
}

const index = buildCatalogIndex(rawCatalogFromRows(catalog()));
const names = buildLanguageIndex(
  index,
  "en",
  ["banana", "Apple", "cherry", "apple", "Éclair", "date"],
  ["SKU-10", "SKU-20", "SKU-30", "SKU-40", "SKU-50", "SKU-60"],
);
const idsOf = (positions: ArrayLike<number>) => Array.from(positions, (p) => index.ids[p]);
const select = (filters: Parameters<typeof compileFilters>[1], candidates: Parameters<typeof selectProducts>[1] = {}) =>
  idsOf(selectProducts(index, candidates, compileFilters(index, filters), false).matched);

describe("buildCatalogIndex", () => {
  it("holds only listable products, by id", () => {
    expect(Array.from(index.ids)).toEqual([10, 20, 30, 40, 50, 60]);
    expect(positionOf(index, 40)).toBe(3);
    expect(positionOf(index, 70)).toBe(-1);
    expect(positionOf(index, 61)).toBe(-1);
  });

  it("lists products under their categories and every ancestor, once", () => {
    const under = (id: number) => idsOf(index.byCategory.get(id)!);
    expect(under(3)).toEqual([30, 40, 50]);
    expect(under(2)).toEqual([10, 30, 40, 50, 60]);
    expect(under(1)).toEqual([10, 30, 40, 50, 60]);
    expect(under(4)).toEqual([40]);
  });

  it("computes stock, taking a configurable product's from its live variants", () => {
    expect(Array.from(index.inStock)).toEqual([1, 0, 1, 1, 1, 0]);
  });

  it("merges variant values into the configurable product", () => {
    const valuesOf = (id: number) => {
      const p = positionOf(index, id);
      return Array.from(
        index.choiceList.subarray(index.choiceOffsets[p], index.choiceOffsets[p + 1]),
        (v) => index.choiceValues[v].code,
      );
    };
    expect(valuesOf(60)).toEqual(["red"]);
    expect(valuesOf(10).sort()).toEqual(["m", "red", "s"]);
    expect(valuesOf(40)).toEqual([]);
    // Without its own number, the configurable product takes the least of its variants'.
    expect(index.attributeByCode.get("weight")!.numbers![positionOf(index, 60)]).toBe(6);
  });

  it("builds an empty index", () => {
    const empty = buildCatalogIndex(
      rawCatalogFromRows({
        products: [],
        attributes: [],
        values: [],
        productValues: [],
        categories: [],
        productCategories: [],
      }),
    );
    expect(empty.size).toBe(0);
    expect(idsOf(selectProducts(empty, {}, [], true).matched)).toEqual([]);
  });
});

describe("compileFilters", () => {
  it("rejects unknown codes and shapes that do not fit", () => {
    expect(() => compileFilters(index, { nope: ["x"] })).toThrow(new FilterError("Unknown filter: nope"));
    expect(() => compileFilters(index, { color: [1, 2] })).toThrow("Filter color takes a list of value codes");
    expect(() => compileFilters(index, { color: true })).toThrow("Filter color takes a list of value codes");
    expect(() => compileFilters(index, { weight: ["a"] })).toThrow("Filter weight takes a range [min, max]");
    expect(() => compileFilters(index, { weight: ["a", "b"] })).toThrow(
      "Filter weight takes a range [min, max] of numbers",
    );
    expect(() => compileFilters(index, { eco: [1, 2] })).toThrow("Filter eco takes true or false");
    expect(() => compileFilters(index, { price: true })).toThrow("Filter price takes a range [min, max]");
    expect(() => compileFilters(index, { made: ["x", "y"] })).toThrow("Invalid date in filter made: x");
  });

  it("accepts numeric strings for number ranges", () => {
    expect(select({ weight: ["1", "2"] })).toEqual([10, 30]);
  });
});

describe("selectProducts", () => {
  it("matches any value within an attribute and all attributes", () => {
    expect(select({ color: ["red"] })).toEqual([10, 30, 60]);
    expect(select({ color: ["red", "blue"] })).toEqual([10, 20, 30, 60]);
    expect(select({ color: ["red"], size: ["s"] })).toEqual([10]);
    expect(select({ color: ["nope"] })).toEqual([]);
    // Filters on attributes that are not filterable still work.
    expect(select({ internal: ["x"] })).toEqual([30]);
  });

  it("matches inclusive ranges, prices, yes/no and dates", () => {
    expect(select({ weight: [1.5, 4] })).toEqual([10, 20, 30]);
    expect(select({ weight: [6, 6] })).toEqual([60]);
    expect(select({ price: [300, 500] })).toEqual([10, 30, 50]);
    expect(select({ eco: true })).toEqual([10]);
    expect(select({ eco: false })).toEqual([20]);
    expect(select({ made: ["2024-05-01", "2024-05-01"] })).toEqual([10]);
    expect(select({ made: ["2024-05-02", "2025-01-01"] })).toEqual([]);
  });

  it("narrows by category, categories, featured, discount, ids and keywords", () => {
    expect(select({}, { mainCategory: 3 })).toEqual([30, 40, 50]);
    expect(select({}, { categories: [3, 4] })).toEqual([30, 40, 50]);
    expect(select({}, { mainCategory: 2, categories: [4] })).toEqual([40]);
    expect(select({}, { mainCategory: 999 })).toEqual([]);
    expect(select({}, { featured: true })).toEqual([10]);
    expect(select({}, { discount: true })).toEqual([30]);
    expect(select({}, { ids: [50, 10, 70, 10, 999] })).toEqual([10, 50]);
    expect(select({}, { keywordPositions: keywordPositions(names, "APPLE") })).toEqual([20, 40]);
    expect(select({}, { keywordPositions: keywordPositions(names, "eclair") })).toEqual([50]);
    expect(select({}, { keywordPositions: keywordPositions(names, "sku-3") })).toEqual([30]);
    expect(candidatePositions(index, {})).toBeNull();
  });

  it("records near misses per filter", () => {
    const filters = compileFilters(index, { color: ["red"], weight: [0, 2] });
    const s = selectProducts(index, {}, filters, true);
    expect(idsOf(s.matched)).toEqual([10, 30]);
    // Failing only colour: 20 has weight 4 (fails both), so none; failing only weight: 60 (red, 6).
    expect(s.nearMisses!.map((list) => idsOf(list))).toEqual([[], [60]]);
  });
});

describe("rememberedQuery", () => {
  it("answers what selectProducts and facetsOf answer, and remembers a query and its facets", () => {
    const filters = compileFilters(index, { color: ["red"], weight: [0, 2] });
    const first = rememberedQuery(index, {}, filters, false);
    expect(first.selection).toEqual(selectProducts(index, {}, filters, true));
    expect(first.facets("hr")).toEqual(facetsOf(index, first.selection, filters, { language: "hr" }));
    // The same query, compiled anew.
    const again = rememberedQuery(index, {}, compileFilters(index, { color: ["red"], weight: [0, 2] }), true);
    expect(again.selection).toBe(first.selection);
    expect(again.facets("hr")).toBe(first.facets("hr"));
    expect(
      rememberedQuery(index, {}, compileFilters(index, { color: ["blue"], weight: [0, 2] }), true).selection,
    ).not.toBe(first.selection);
  });

  it("does not remember keyword or id queries, and gives them near misses only for facets", () => {
    const filters = compileFilters(index, { color: ["red"] });
    const byIds = rememberedQuery(index, { ids: [10, 30] }, filters, false);
    expect(idsOf(byIds.selection.matched)).toEqual([10, 30]);
    expect(byIds.selection.nearMisses).toBeNull();
    expect(rememberedQuery(index, { ids: [10, 30] }, filters, true).selection).not.toBe(byIds.selection);
  });
});

describe("pageOf", () => {
  const all = selectProducts(index, {}, [], false).matched;
  const page = (sort: Parameters<typeof pageOf>[3], offset = 0, limit = 10) =>
    idsOf(pageOf(index, names, all, sort, offset, limit));

  it("orders by every sort id, ties by id descending", () => {
    expect(page("newest")).toEqual([60, 50, 40, 30, 20, 10]);
    expect(page("oldest")).toEqual([10, 20, 30, 40, 50, 60]);
    expect(page("priceAsc")).toEqual([20, 50, 30, 10, 40, 60]);
    expect(page("priceDesc")).toEqual([60, 40, 30, 10, 50, 20]);
    expect(page("priorityAsc")).toEqual([60, 50, 40, 30, 10, 20]);
    expect(page("priorityDesc")).toEqual([20, 30, 10, 60, 50, 40]);
    // "Apple" (20) and "apple" (40) differ only in case: the collator orders lower case first.
    expect(page("nameAsc")).toEqual([40, 20, 10, 30, 60, 50]);
    expect(page("nameDesc")).toEqual([50, 60, 30, 10, 20, 40]);
  });

  it("slices pages and answers nothing past the end", () => {
    expect(page("priceAsc", 2, 2)).toEqual([30, 10]);
    expect(page("newest", 4, 10)).toEqual([20, 10]);
    expect(page("oldest", 6, 10)).toEqual([]);
    expect(page("nameAsc", 100, 10)).toEqual([]);
  });

  it("pages a filtered subset", () => {
    const red = selectProducts(index, {}, compileFilters(index, { color: ["red"] }), false).matched;
    expect(idsOf(pageOf(index, names, red, "priceDesc", 0, 2))).toEqual([60, 30]);
    expect(idsOf(pageOf(index, names, red, "priceDesc", 2, 2))).toEqual([10]);
  });
});

describe("facetsOf", () => {
  const facets = (filters: Parameters<typeof compileFilters>[1], language: "en" | "hr" = "en") => {
    const compiled = compileFilters(index, filters);
    return facetsOf(index, selectProducts(index, {}, compiled, true), compiled, { language });
  };

  it("counts values over everything, ordered by position, without unfilterable attributes", () => {
    const list = facets({});
    expect(list.map((f) => f.attributeCode)).toEqual(["color", "size", "weight", "eco", "made", "price"]);
    expect(list[0].values).toEqual([
      { value: "red", valueLabel: "Red", attributeID: 1, swatch: "#f00", totalProducts: 3 },
      { value: "blue", valueLabel: "Blue", attributeID: 1, swatch: "", totalProducts: 1 },
    ]);
    // Sizes by value position: s before m.
    expect(list[1].values.map((v) => [v.value, v.totalProducts])).toEqual([
      ["s", 1],
      ["m", 1],
    ]);
    expect(list[2]).toMatchObject({ minValue: 1.5, maxValue: 6, values: [] });
    expect(list[3].values.map((v) => [v.value, v.valueLabel, v.totalProducts])).toEqual([
      ["true", "Yes", 1],
      ["false", "No", 1],
    ]);
    expect(list[4]).toMatchObject({
      type: "dateTime",
      minValue: "2024-05-01T10:00:00.000Z",
      maxValue: "2024-05-01T10:00:00.000Z",
    });
    expect(list[5]).toMatchObject({ type: "price", label: "Price", minValue: 100, maxValue: 900, position: 6 });
  });

  it("labels in the language, falling back to English", () => {
    const list = facets({}, "hr");
    expect(list[0]).toMatchObject({ label: "Boja" });
    expect(list[0].values.map((v) => v.valueLabel)).toEqual(["Crvena", "Blue"]);
    expect(list[2].label).toBe("Weight");
    expect(list[5].label).toBe("Cijena");
  });

  it("does not let a facet's own selection narrow its counts", () => {
    const list = facets({ color: ["blue"], size: ["s"] });
    const byCode = Object.fromEntries(list.map((f) => [f.attributeCode, f]));
    // Colour under size=s: only 10 (red); blue kept because it is selected.
    expect(byCode.color.values.map((v) => [v.value, v.totalProducts])).toEqual([
      ["red", 1],
      ["blue", 0],
    ]);
    // Size under colour=blue: 20 has no size; s kept because selected.
    expect(byCode.size.values.map((v) => [v.value, v.totalProducts])).toEqual([["s", 0]]);
    // Nothing matches both: the ranges are empty and the unselected attributes drop out.
    expect(byCode.weight).toBeUndefined();
    expect(byCode.price).toMatchObject({ minValue: null, maxValue: null });
  });

  it("gives a filtered range its bounds under the other filters", () => {
    const list = facets({ weight: [1, 2], color: ["red"] });
    const byCode = Object.fromEntries(list.map((f) => [f.attributeCode, f]));
    expect(byCode.weight).toMatchObject({ minValue: 1.5, maxValue: 6 });
    expect(byCode.price).toMatchObject({ minValue: 500, maxValue: 500 });
    expect(byCode.color.values.map((v) => [v.value, v.totalProducts])).toEqual([["red", 2]]);
  });
});

describe("keywords", () => {
  it("folds case and diacritics, including đ", () => {
    expect(fold("Đurđica Čćšž ÉCLAIR")).toBe("durdica ccsz eclair");
    expect(Array.from(keywordPositions(names, "  "))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(idsOf(keywordPositions(names, "app sku-4"))).toEqual([40]);
  });

  it("turns search hits into positions of listable products", () => {
    expect(idsOf(positionsOfIds(index, [60, 10, 70, 10]))).toEqual([10, 60]);
  });
});

describe("orderBy", () => {
  it("orders integer keys (packed sort) and fractional keys (comparator) alike, ties by position descending", () => {
    const ints = [5, 1, 5, -3, 1, 0];
    expect(Array.from(orderBy(ints, 1))).toEqual([3, 5, 4, 1, 2, 0]);
    expect(Array.from(orderBy(ints, -1))).toEqual([2, 0, 4, 1, 5, 3]);
    const fractions = [5.5, 1, 5.5, -3, 1, 0];
    expect(Array.from(orderBy(fractions, 1))).toEqual([3, 5, 4, 1, 2, 0]);
    expect(Array.from(orderBy(fractions, -1))).toEqual([2, 0, 4, 1, 5, 3]);
    expect(Array.from(orderBy([], 1))).toEqual([]);
  });
});

describe("parsePacked", () => {
  it("reads integers, decimals, negatives, empty fields and text fields", () => {
    const p = parsePacked("1,2.5,,2024-01-01,-7,1e3,x,2024-02-03T10:00:00Z", 4, [3]);
    expect(p.rows).toBe(2);
    expect(Array.from(p.numbers[0])).toEqual([1, -7]);
    expect(Array.from(p.numbers[1])).toEqual([2.5, 1000]);
    expect(Array.from(p.numbers[2])).toEqual([NaN, NaN]);
    expect(p.texts.get(3)).toEqual(["2024-01-01", "2024-02-03T10:00:00Z"]);
    // The last field of the last row is empty: NaN.
    expect(parsePacked("3,", 2).numbers[1][0]).toBeNaN();
    expect(parsePacked(null, 3).rows).toBe(0);
    expect(() => parsePacked("1,2,3", 2)).toThrow(/not a multiple/);
  });
});
