import { describe, expect, it } from "vitest";
import { EditRefusal, sectionWithRecords } from "~/.server/edit-mode";
import { validSections } from "~/.server/sections";
import { pickerHref, pickerQueryOf, withoutPicker } from "~/lib/sections/pickers";
import { sectionSchemas } from "~/lib/sections/schemas";

describe("a picker's search in the query string", () => {
  it("reads the kind, section, trimmed search and page", () => {
    expect(pickerQueryOf(new URLSearchParams("pick=products&pickFor=s1&q=%20mug%20&p=3"))).toEqual({
      kind: "products",
      sectionId: "s1",
      search: "mug",
      page: 3,
    });
  });

  it("answers null for an unknown kind or no section, and keeps the page in bounds", () => {
    expect(pickerQueryOf(new URLSearchParams("pick=users&pickFor=s1"))).toBeNull();
    expect(pickerQueryOf(new URLSearchParams("pick=posts"))).toBeNull();
    expect(pickerQueryOf(new URLSearchParams("pick=posts&pickFor=s&p=-4"))?.page).toBe(1);
    expect(pickerQueryOf(new URLSearchParams("pick=posts&pickFor=s&p=abc"))?.page).toBe(1);
    expect(pickerQueryOf(new URLSearchParams("pick=posts&pickFor=s&p=9999999"))?.page).toBe(100_000);
    expect(pickerQueryOf(new URLSearchParams(`pick=media&pickFor=s&q=${"x".repeat(300)}`))?.search).toHaveLength(200);
  });

  it("is what its page links ask for", () => {
    const href = pickerHref("categories", "s1", "tea", 2);
    // Read as a browser follows the link (its fragment, the picker's place in the page, apart).
    expect(new URL(href, "https://shop.example/o-nama").hash).toBe("#picker-s1");
    expect(pickerQueryOf(new URL(href, "https://shop.example/o-nama").searchParams)).toEqual({
      kind: "categories",
      sectionId: "s1",
      search: "tea",
      page: 2,
    });
  });
});

describe("the props a picker saves", () => {
  const featured = (props: Record<string, unknown>) =>
    sectionSchemas.featuredProducts.safeParse({ title: "T", ...props });

  it("accept positive integer ids, at most 24 products and 6 posts", () => {
    expect(featured({ productIds: [3, 1, 2], categoryId: 4 }).success).toBe(true);
    expect(featured({ productIds: [0] }).success).toBe(false);
    expect(featured({ productIds: [1.5] }).success).toBe(false);
    expect(featured({ productIds: Array.from({ length: 25 }, (_, i) => i + 1) }).success).toBe(false);
    expect(featured({ categoryId: -1 }).success).toBe(false);
    expect(sectionSchemas.posts.safeParse({ title: "T", postIds: [1, 2, 3, 4, 5, 6] }).success).toBe(true);
    expect(sectionSchemas.posts.safeParse({ title: "T", postIds: [1, 2, 3, 4, 5, 6, 7] }).success).toBe(false);
  });
});

describe("the pick intent", () => {
  const sections = [
    { id: "f", type: "featuredProducts", props: { title: "T", limit: 3, categoryId: 9 } },
    { id: "p", type: "posts", props: { title: "T", postIds: [] } },
  ];
  const form = (kind: string, ids: string[]) => {
    const data = new FormData();
    data.set("pickKind", kind);
    for (const id of ids) data.append("ids", id);
    return data;
  };

  it("saves the products ticked, in order and each once, in place of a category", () => {
    const next = sectionWithRecords(sections, "f", form("products", ["7", "2", "7"]))!;
    expect(next[0]!.props).toEqual({ title: "T", limit: 3, productIds: [7, 2] });
    expect(validSections(next, "test")).toHaveLength(2);
  });

  it("saves one category in place of products, or none", () => {
    const withProducts = sectionWithRecords(sections, "f", form("products", ["1"]))!;
    expect(sectionWithRecords(withProducts, "f", form("categories", ["5"]))![0]!.props).toEqual({
      title: "T",
      limit: 3,
      categoryId: 5,
    });
    expect(sectionWithRecords(sections, "f", form("categories", [""]))![0]!.props).toEqual({ title: "T", limit: 3 });
  });

  it("refuses more than the section shows, bad ids, and a kind the section has not", () => {
    expect(() => sectionWithRecords(sections, "f", form("products", ["1", "2", "3", "4"]))).toThrow(EditRefusal);
    expect(() => sectionWithRecords(sections, "p", form("posts", ["1", "2", "3", "4", "5", "6", "7"]))).toThrow(
      EditRefusal,
    );
    expect(() => sectionWithRecords(sections, "p", form("posts", ["-2"]))).toThrow(EditRefusal);
    expect(() => sectionWithRecords(sections, "p", form("products", ["1"]))).toThrow(Response);
    expect(sectionWithRecords(sections, "nope", form("posts", ["1"]))).toBeNull();
  });
});

describe("a picker the editor closes", () => {
  it("leaves the address without its search, keeping the rest; another picker's search stays", () => {
    const search = "?editPage=true&pick=media&pickFor=cards-1%3A2&q=sun&p=2&uploaded=7";
    expect(withoutPicker(search, "cards-1:2")).toBe("?editPage=true");
    expect(withoutPicker(search, "hero-1")).toBeNull();
    expect(withoutPicker("?editPage=true", "hero-1")).toBeNull();
  });
});
