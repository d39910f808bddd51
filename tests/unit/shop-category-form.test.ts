/**
 * The back office's shop category forms (decision 0077): an empty slug is left to the platform
 * (made from the name), one of the wrong shape refused under its field; a new category's empty
 * position means "last", a saved one's is required; an empty picture is none; at least one sort is
 * offered, in the list's order, and the default is one of them (decision 0087).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { newShopCategorySchema, shopCategorySchema } from "~/lib/forms/shop-categories";

function form(fields: Record<string, string | string[]>) {
  const data = new FormData();
  const all = {
    "texts.en.name": "Reading nooks",
    "texts.hr.name": "Kutići",
    position: "",
    mediaId: "",
    sortTypes: "newest",
    sortDefaultType: "newest",
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) for (const one of [value].flat()) data.append(name, one);
  return data;
}

describe("the new category form", () => {
  it("takes empty slugs, an empty position and no picture", () => {
    const parsed = parseWithZod(form({}), { schema: newShopCategorySchema });
    expect(parsed.status).toBe("success");
    if (parsed.status !== "success") return;
    expect(parsed.value).toMatchObject({
      texts: { en: { name: "Reading nooks", slug: "" }, hr: { slug: "" } },
      parentId: null,
      position: null,
      mediaId: null,
    });
    const placed = parseWithZod(form({ position: "12", mediaId: "7", parentId: "3" }), {
      schema: newShopCategorySchema,
    });
    expect(placed.status === "success" && placed.value).toMatchObject({ position: 12, mediaId: 7, parentId: 3 });
  });

  it("refuses a position that is not a whole number to 9999 and a slug of the wrong shape, under their fields", () => {
    for (const position of ["x", "-1", "10000", "1.5"]) {
      const reply = parseWithZod(form({ position }), { schema: newShopCategorySchema }).reply();
      expect(reply.error).toEqual({ position: ["admin.shopCategories.errors.position"] });
    }
    const reply = parseWithZod(form({ "texts.hr.slug": "Kutići" }), { schema: newShopCategorySchema }).reply();
    expect(reply.error).toEqual({ "texts.hr.slug": ["admin.slugRules.invalid"] });
    // Spec sections 5 and 9: at least 4 characters, as a page's and a product's.
    const short = parseWithZod(form({ "texts.hr.slug": "ab" }), { schema: newShopCategorySchema }).reply();
    expect(short.error).toEqual({ "texts.hr.slug": ["admin.slugRules.tooShort"] });
  });
});

describe("the saved category form", () => {
  it("needs a position", () => {
    const reply = parseWithZod(form({}), { schema: shopCategorySchema }).reply();
    expect(reply.error).toEqual({ position: ["admin.shopCategories.errors.position"] });
    const saved = parseWithZod(form({ position: "0" }), { schema: shopCategorySchema });
    expect(saved.status === "success" && saved.value.position).toBe(0);
  });
});

describe("the sorts", () => {
  it("takes the boxes ticked in the list's order, one box or several, and the default among them", () => {
    const one = parseWithZod(form({ position: "0", sortTypes: "priceAsc", sortDefaultType: "priceAsc" }), {
      schema: shopCategorySchema,
    });
    expect(one.status === "success" && one.value).toMatchObject({
      sortTypes: ["priceAsc"],
      sortDefaultType: "priceAsc",
    });
    const several = parseWithZod(
      form({ sortTypes: ["nameAsc", "newest", "cheapest", "nameAsc"], sortDefaultType: "nameAsc" }),
      { schema: newShopCategorySchema },
    );
    expect(several.status === "success" && several.value).toMatchObject({
      sortTypes: ["newest", "nameAsc"],
      sortDefaultType: "nameAsc",
    });
  });

  it("refuses no box ticked under the boxes, and a default not offered or unknown under the select", () => {
    for (const schema of [shopCategorySchema, newShopCategorySchema]) {
      const none = parseWithZod(form({ position: "0", sortTypes: [] }), { schema }).reply();
      expect(none.error).toMatchObject({ sortTypes: ["admin.shopCategories.errors.sortTypes"] });
      for (const sortDefaultType of ["priceAsc", "cheapest", ""]) {
        const reply = parseWithZod(form({ position: "0", sortDefaultType }), { schema }).reply();
        expect(reply.error).toEqual({ sortDefaultType: ["admin.shopCategories.errors.sortDefault"] });
      }
    }
  });
});
