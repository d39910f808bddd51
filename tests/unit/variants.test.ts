import { describe, expect, it } from "vitest";
import {
  attributeField,
  findVariant,
  galleryOf,
  initialSelection,
  isAvailable,
  isComplete,
  selectionOfForm,
  selectionSearch,
  variantLabel,
  withSelection,
  type Axis,
} from "~/lib/variants";

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

  it("reads the chosen values of the add-to-cart form (attributes[code]) and nothing else", () => {
    const form = new FormData();
    form.set("intent", "add");
    form.set("productId", "7");
    form.set(attributeField("color"), "white");
    form.set(attributeField("size"), "l");
    form.set("options[engraving]", "Ana");
    form.set("attributes[bad code]", "x");
    form.set("attributes[]", "y");
    expect(selectionOfForm(form)).toEqual({ color: "white", size: "l" });
    const many = new FormData();
    for (let i = 0; i < 30; i++) many.set(attributeField(`a${i}`), "v");
    expect(Object.keys(selectionOfForm(many))).toHaveLength(20);
  });

  it("puts a selection in a product page address, keeping its other query values", () => {
    expect(withSelection("/product/tee", { color: "white", size: "l" })).toBe("/product/tee?color=white&size=l");
    expect(withSelection("/product/tee?color=navy-blue&size=m", { color: "white", size: "l" })).toBe(
      "/product/tee?color=white&size=l",
    );
    expect(withSelection("/product/tee?cartItemId=4", { size: "xl" })).toBe("/product/tee?cartItemId=4&size=xl");
    expect(withSelection("/hr/kosarica", {})).toBe("/hr/kosarica");
    // Values are encoded: the result stays a path on this site.
    expect(withSelection("/product/tee", { color: "a&b=c d" })).toBe("/product/tee?color=a%26b%3Dc+d");
  });

  it("leads the gallery with the chosen variant's picture, once", () => {
    const gallery = [{ id: 1 }, { id: 2 }];
    expect(galleryOf(gallery, null)).toEqual([{ id: 1 }, { id: 2 }]);
    expect(galleryOf(gallery, { id: 9 })).toEqual([{ id: 9 }, { id: 1 }, { id: 2 }]);
    expect(galleryOf(gallery, { id: 2 })).toEqual([{ id: 2 }, { id: 1 }]);
  });
});
