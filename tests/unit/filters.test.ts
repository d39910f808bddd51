import { describe, expect, it } from "vitest";
import {
  fieldsOf,
  formQuery,
  parseListQuery,
  sameParams,
  serializeListQuery,
  SORT_IDS,
  toPlatformFilters,
  typedRange,
  withoutFilter,
  withoutFilters,
  type ListDefaults,
} from "~/lib/filters";
import { sortIds } from "#server/contract/catalog";

const fields = fieldsOf([
  { attributeCode: "color", type: "visualSwatch" },
  { attributeCode: "material", type: "dropdown" },
  { attributeCode: "size", type: "textSwatch" },
  { attributeCode: "tags", type: "multipleSelect" },
  { attributeCode: "price", type: "price" },
  { attributeCode: "weight", type: "numberField" },
  { attributeCode: "waterproof", type: "yesNo" },
  { attributeCode: "released", type: "date" },
  { attributeCode: "available", type: "dateTime" },
]);
const defaults: ListDefaults = { sort: "newest" };

const parse = (query: string, d: ListDefaults = defaults) => parseListQuery(new URLSearchParams(query), fields, d);
const normalize = (query: string, d: ListDefaults = defaults) =>
  serializeListQuery(parse(query, d), fields, d).toString();

describe("fieldsOf", () => {
  it("maps attribute input types to filter kinds", () => {
    expect(fields.map((f) => [f.code, f.kind])).toEqual([
      ["color", "multi"],
      ["material", "single"],
      ["size", "multi"],
      ["tags", "multi"],
      ["price", "price"],
      ["weight", "range"],
      ["waterproof", "yesNo"],
      ["released", "dateRange"],
      ["available", "dateRange"],
    ]);
    expect(fields.find((f) => f.code === "available")?.dateTime).toBe(true);
  });

  it("ignores attributes named like the reserved parameters and duplicates", () => {
    const f = fieldsOf([
      { attributeCode: "sort", type: "dropdown" },
      { attributeCode: "color", type: "dropdown" },
      { attributeCode: "color", type: "multipleSelect" },
    ]);
    expect(f).toEqual([{ code: "color", kind: "single" }]);
  });

  it("lists every sort id of the contract", () => {
    expect([...SORT_IDS]).toEqual([...sortIds]);
  });
});

describe("parseListQuery", () => {
  it("reads repeated choice values, ranges, yes/no, dates, sort, limit and page", () => {
    const q = parse(
      "color=red&color=blue&material=wood&price_min=10&price_max=50&weight_min=1.5&weight_max=3&waterproof=true&released_min=2024-01-01&released_max=2024-12-31&sort=priceAsc&limit=24&page=3",
    );
    expect(q.filters).toEqual({
      color: { kind: "values", values: ["red", "blue"] },
      material: { kind: "values", values: ["wood"] },
      price: { kind: "range", min: 10, max: 50 },
      weight: { kind: "range", min: 1.5, max: 3 },
      waterproof: { kind: "yesNo", value: true },
      released: { kind: "dateRange", min: "2024-01-01", max: "2024-12-31" },
    });
    expect(q.sort).toBe("priceAsc");
    expect(q.limit).toBe(24);
    expect(q.page).toBe(3);
    expect(q.extra).toEqual([]);
  });

  it("keeps only the first value of a single-choice filter and drops empty and duplicate values", () => {
    expect(parse("material=wood&material=metal").filters.material).toEqual({ kind: "values", values: ["wood"] });
    expect(parse("color=&color=red&color=red&color=%20").filters.color).toEqual({ kind: "values", values: ["red"] });
    expect(parse("color=").filters.color).toBeUndefined();
  });

  it("swaps a range whose min is above its max", () => {
    expect(parse("price_min=80&price_max=20").filters.price).toEqual({ kind: "range", min: 20, max: 80 });
    expect(parse("released_min=2025-05-01&released_max=2024-05-01").filters.released).toEqual({
      kind: "dateRange",
      min: "2024-05-01",
      max: "2025-05-01",
    });
  });

  it("keeps a range with one bound and treats a zero bound as unset", () => {
    expect(parse("price_min=10").filters.price).toEqual({ kind: "range", min: 10, max: null });
    expect(parse("price_max=50&price_min=0").filters.price).toEqual({ kind: "range", min: null, max: 50 });
    expect(parse("price_min=0&price_max=0").filters.price).toBeUndefined();
    expect(parse("price_min=12,5").filters.price).toEqual({ kind: "range", min: 12.5, max: null });
  });

  it("falls back to defaults on malformed values", () => {
    const q = parse(
      "price_min=abc&price_max=1e400&weight_min=Infinity&waterproof=maybe&released_min=2024-02-30&released_max=yesterday&sort=random&limit=13&page=-4",
    );
    expect(q.filters).toEqual({});
    expect(q.sort).toBe("newest");
    expect(q.limit).toBe(12);
    expect(q.page).toBe(1);
    expect(parse("page=abc").page).toBe(1);
    expect(parse("page=0").page).toBe(1);
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=99999999999").page).toBe(1);
  });

  it("uses the category's default sort and allows only its sort types", () => {
    const d: ListDefaults = { sort: "priceAsc", sorts: ["priceAsc", "priceDesc"] };
    expect(parse("", d).sort).toBe("priceAsc");
    expect(parse("sort=priceDesc", d).sort).toBe("priceDesc");
    expect(parse("sort=nameAsc", d).sort).toBe("priceAsc");
  });

  it("keeps parameters that name no filter", () => {
    expect(parse("utm_source=news&color=red&unknown_min=4").extra).toEqual([
      ["utm_source", "news"],
      ["unknown_min", "4"],
    ]);
  });
});

describe("serializeListQuery", () => {
  it("writes filters in field order, then non-default sort, limit and page, then the extras", () => {
    expect(
      normalize("utm=1&page=2&limit=24&sort=nameAsc&waterproof=false&price_max=50&price_min=10&color=blue&color=red"),
    ).toBe("color=blue&color=red&price_min=10&price_max=50&waterproof=false&sort=nameAsc&limit=24&page=2&utm=1");
  });

  it("drops empty values, defaults and zero bounds (what a form without JavaScript submits)", () => {
    expect(
      normalize(
        "color=red&material=&price_min=&price_max=0&weight_min=0&weight_max=&waterproof=&released_min=&released_max=&sort=newest&limit=12",
      ),
    ).toBe("color=red");
    expect(normalize("sort=newest&limit=12&page=1")).toBe("");
  });

  it("keeps one bound of a half-open range", () => {
    expect(normalize("price_min=&price_max=40")).toBe("price_max=40");
    expect(normalize("released_min=2024-03-01")).toBe("released_min=2024-03-01");
  });

  it("is idempotent", () => {
    for (const q of [
      "color=red&color=blue&price_min=50&price_max=10&sort=priceDesc&limit=24&page=4&x=1",
      "material=a&material=b&weight_min=-2&waterproof=true&released_max=2024-12-31",
      "page=0&limit=x&sort=y",
      "",
    ]) {
      const once = normalize(q);
      expect(normalize(once)).toBe(once);
    }
  });
});

describe("toPlatformFilters", () => {
  it("wraps single values, keeps yes/no as is, sends price in cents and skips empty filters", () => {
    const q = parse(
      "color=red&material=wood&price_min=10&price_max=49.99&weight_min=1&weight_max=2&waterproof=false&released_min=2024-01-01&released_max=2024-06-30",
    );
    expect(toPlatformFilters(q.filters, fields)).toEqual({
      color: ["red"],
      material: ["wood"],
      price: [1000, 4999],
      weight: [1, 2],
      waterproof: false,
      released: ["2024-01-01", "2024-06-30"],
    });
    expect(toPlatformFilters({}, fields)).toEqual({});
    expect(toPlatformFilters({ color: { kind: "values", values: [] } }, fields)).toEqual({});
  });

  it("sends a range only with both bounds, filling the open one", () => {
    const f = toPlatformFilters(
      parse("price_min=10&weight_max=3&released_min=2024-01-01&available_max=2024-02-01").filters,
      fields,
    );
    expect(f.price).toEqual([1000, 1e12]);
    expect(f.weight).toEqual([-1e12, 3]);
    expect(f.released).toEqual(["2024-01-01", "9999-12-31"]);
    expect(f.available).toEqual(["0001-01-01", "2024-02-01T23:59:59"]);
  });
});

describe("helpers", () => {
  it("removes one value or a whole filter and resets the page", () => {
    const q = parse("color=red&color=blue&waterproof=true&page=3&sort=nameAsc");
    const noRed = withoutFilter(q, "color", "red");
    expect(serializeListQuery(noRed, fields, defaults).toString()).toBe("color=blue&waterproof=true&sort=nameAsc");
    expect(serializeListQuery(withoutFilter(q, "waterproof"), fields, defaults).toString()).toBe(
      "color=red&color=blue&sort=nameAsc",
    );
    expect(serializeListQuery(withoutFilters(q), fields, defaults).toString()).toBe("sort=nameAsc");
  });

  it("normalizes a submitted form to page 1", () => {
    const form = new URLSearchParams("color=red&price_min=5&price_max=&sort=priceAsc&limit=24&page=7");
    expect(formQuery(form, fields, defaults).toString()).toBe("color=red&price_min=5&sort=priceAsc&limit=24");
  });

  it("reads two typed range bounds as they would apply", () => {
    const price = fields.find((f) => f.code === "price")!;
    expect(typedRange(price, "50", "10,5")).toEqual({ kind: "range", min: 10.5, max: 50 });
    expect(typedRange(price, "0", "abc")).toBeNull();
    const released = fields.find((f) => f.code === "released")!;
    expect(typedRange(released, "2026-03-01", "2026-01-31")).toEqual({
      kind: "dateRange",
      min: "2026-01-31",
      max: "2026-03-01",
    });
  });

  it("compares parameters whatever their order", () => {
    expect(sameParams(new URLSearchParams("a=1&b=2&a=3"), new URLSearchParams("b=2&a=3&a=1"))).toBe(true);
    expect(sameParams(new URLSearchParams("a=1"), new URLSearchParams("a=1&a=1"))).toBe(false);
  });
});
