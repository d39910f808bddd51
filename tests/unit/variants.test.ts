import { describe, expect, it } from "vitest";
import { findVariant, initialSelection, isAvailable, isComplete, selectionSearch, variantLabel, type Axis } from "../../app/routes/product/variants";

const axes: Axis[] = [
  {
    attributeCode: "color",
    label: "Colour",
    inputType: "visualSwatch",
    values: [
      { value: "red", label: "Red", swatch: "#f00", shopDefault: false },
      { value: "blue", label: "Blue", swatch: "#00f", shopDefault: true },
    ],
  },
  {
    attributeCode: "size",
    label: "Size",
    inputType: "textSwatch",
    values: [
      { value: "m", label: "M", swatch: "", shopDefault: true },
      { value: "xl", label: "XL", swatch: "", shopDefault: false },
    ],
  },
];
const variants = [
  { id: 1, attributes: { color: "red", size: "m" } },
  { id: 2, attributes: { color: "blue", size: "m" } },
  { id: 3, attributes: { color: "blue", size: "xl" } },
];

describe("variant choice", () => {
  it("starts from the URL query, else from the shop defaults; unknown values fall back", () => {
    expect(initialSelection(axes, new URLSearchParams(""))).toEqual({ color: "blue", size: "m" });
    expect(initialSelection(axes, new URLSearchParams("color=red&size=nope"))).toEqual({ color: "red", size: "m" });
  });

  it("picks the variant whose attributes all match a complete selection", () => {
    expect(findVariant(variants, axes, { color: "blue", size: "xl" })?.id).toBe(3);
    expect(findVariant(variants, axes, { color: "red", size: "xl" })).toBeNull();
    expect(findVariant(variants, axes, { color: "red" })).toBeNull();
    expect(isComplete(axes, { color: "red" })).toBe(false);
  });

  it("tells which values exist with the other chosen values", () => {
    expect(isAvailable(variants, axes, { color: "red", size: "m" }, "size", "xl")).toBe(false);
    expect(isAvailable(variants, axes, { color: "blue", size: "m" }, "size", "xl")).toBe(true);
    expect(isAvailable(variants, axes, { color: "blue", size: "xl" }, "color", "red")).toBe(false);
  });

  it("writes the selection as a query and labels a variant", () => {
    expect(selectionSearch(axes, { size: "xl", color: "red" })).toBe("?color=red&size=xl");
    expect(selectionSearch(axes, {})).toBe("");
    expect(variantLabel(axes, variants[2])).toBe("Blue / XL");
  });
});
