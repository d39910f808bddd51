/**
 * The back office's shop categories: the tree (depth first, siblings by position), one category's
 * texts per language, parent and position saved; the shop reads the change at once (the category
 * as the storefront asks for it, the search index); a parent that would make a cycle, a slug of
 * the wrong shape or another category's, a language without name or slug are refused.
 */
process.env.PLATFORM_SECRET ??= "categories-admin-test-platform-secret";

import { describe, expect, it } from "vitest";
import { audit, catalog, categoriesAdmin, redirects, type InputOf } from "#server/contract";
import { categoryAdminMessages as messages, type AdminCategory } from "#server/contract/categories-admin";
import type { TestPlatform } from "../support/platform";
import { withEditorAndCustomer } from "./accounts-fixture";
import { expectFailure } from "./cart-fixture";

let t: TestPlatform;
let admin: Record<string, string>;
let customer: Record<string, string>;

withEditorAndCustomer((started) => ({ t, admin, customer } = started));

type SaveInput = InputOf<typeof categoriesAdmin.saveCategory>;

const tree = async () => (await t.call(categoriesAdmin.categories, {}, admin)).categories;
const bySlug = async (slug: string) => (await tree()).find((c) => c.texts.en?.slug === slug)!;
const asSaved = ({ id, parentId, position, texts }: AdminCategory): SaveInput => ({ id, parentId, position, texts });

describe("the tree", () => {
  it("lists the site's categories depth first, each with its texts per language and products", async () => {
    const categories = await tree();
    const home = await bySlug("home-living");
    expect(home).toMatchObject({
      parentId: null,
      depth: 0,
      name: "Home & living",
      texts: {
        en: { name: "Home & living", slug: "home-living" },
        hr: { name: "Dom i interijer", slug: "dom-i-interijer" },
      },
    });
    const at = categories.findIndex((c) => c.id === home.id);
    expect(categories.slice(at + 1, at + 4).map((c) => [c.texts.en?.slug, c.depth, c.parentId])).toEqual([
      ["kitchen", 1, home.id],
      ["living-room", 1, home.id],
      ["bathroom", 1, home.id],
    ]);
    // Every child follows its parent.
    for (const [i, c] of categories.entries())
      if (c.parentId !== null) expect(categories.slice(0, i).map((p) => p.id)).toContain(c.parentId);
    expect(categories.reduce((sum, c) => sum + c.productCount, 0)).toBeGreaterThan(0);
    expect(await t.call(categoriesAdmin.category, { id: home.id }, admin)).toEqual(home);
    await expectFailure(t.call(categoriesAdmin.category, { id: 2_000_000_000 }, admin), 404, messages.categoryNotFound);
  });

  it("is the back office's only", async () => {
    await expectFailure(t.call(categoriesAdmin.categories, {}), 401);
    await expectFailure(t.call(categoriesAdmin.categories, {}, customer), 403);
    const kitchen = await bySlug("kitchen");
    await expectFailure(t.call(categoriesAdmin.saveCategory, asSaved(kitchen), customer), 403);
  });
});

describe("saving", () => {
  it("renames a category in both languages, and the shop and its search read the new texts at once", async () => {
    const bathroom = await bySlug("bathroom");
    const saved = await t.call(
      categoriesAdmin.saveCategory,
      {
        ...asSaved(bathroom),
        position: 7,
        texts: {
          en: { name: "Bath & spa", slug: "Bath-Spa", description: "Towels and soaps." },
          hr: { name: "Kupaonica i wellness", slug: "kupaonica-wellness", description: "Ručnici i sapuni." },
        },
      },
      admin,
    );
    expect(saved).toMatchObject({
      id: bathroom.id,
      position: 7,
      name: "Bath & spa",
      texts: { en: { slug: "bath-spa" }, hr: { name: "Kupaonica i wellness", slug: "kupaonica-wellness" } },
    });
    const shown = await t.call(catalog.categoryGet, { id: bathroom.id });
    expect(shown).toMatchObject({ name: "Bath & spa", slug: "bath-spa", description: "Towels and soaps." });
    const croatian = await t.call(catalog.categoryGet, { id: bathroom.id }, { language: "hr" });
    expect(croatian).toMatchObject({ name: "Kupaonica i wellness", slug: "kupaonica-wellness" });
    const found = await t.call(catalog.search, { search: "spa", category: "productCategories", page: 1, limit: 10 });
    expect(found.records.map((r) => r.title)).toContain("Bath & spa");
    const { records } = await t.call(audit.filter, { page: 1, limit: 10 }, admin);
    expect(records.map((r) => r.action)).toContain("PUT v1/admin/categories/save");
  });

  it("leads a category's old address to its new one, in the language whose address changed", async () => {
    const living = await bySlug("living-room");
    const { en, hr } = living.texts;
    const rename = (slug: string) =>
      t.call(
        categoriesAdmin.saveCategory,
        { ...asSaved(living), texts: { en: { ...en!, slug }, hr: { ...hr!, description: hr!.description } } },
        admin,
      );
    await rename("lounge");
    const found = (path: string) => t.call(redirects.find, { path });
    expect((await found("/shop/living-room")).redirect).toMatchObject({ to: "/shop/lounge", statusCode: 301 });
    expect((await found(`/hr/shop/${hr!.slug}`)).redirect).toBeNull();
    await rename("living-room");
    expect((await found("/shop/living-room")).redirect).toBeNull();
    expect((await found("/shop/lounge")).redirect).toMatchObject({ to: "/shop/living-room" });
  });

  it("moves a category with its subtree under another, and back", async () => {
    const outdoor = await bySlug("outdoor");
    const home = await bySlug("home-living");
    await t.call(categoriesAdmin.saveCategory, { ...asSaved(outdoor), parentId: home.id }, admin);
    expect(await bySlug("outdoor")).toMatchObject({ parentId: home.id, depth: 1 });
    expect(await bySlug("camping-hiking")).toMatchObject({ parentId: outdoor.id, depth: 2 });
    expect((await t.call(catalog.categoryGet, { id: outdoor.id })).parentId).toBe(home.id);
    await t.call(categoriesAdmin.saveCategory, asSaved(outdoor), admin);
    expect(await bySlug("outdoor")).toMatchObject({ parentId: null, depth: 0 });
  });

  it("refuses a cycle, a missing parent, a missing text, a slug of the wrong shape or another category's", async () => {
    const outdoor = await bySlug("outdoor");
    const camping = await bySlug("camping-hiking");
    const kitchen = await bySlug("kitchen");
    const save = (change: Partial<SaveInput>) =>
      t.call(categoriesAdmin.saveCategory, { ...asSaved(outdoor), ...change }, admin);
    await expectFailure(save({ parentId: outdoor.id }), 409, messages.parentCycle);
    await expectFailure(save({ parentId: camping.id }), 409, messages.parentCycle);
    await expectFailure(save({ parentId: 2_000_000_000 }), 404, messages.categoryNotFound);
    await expectFailure(save({ id: 2_000_000_000 }), 404, messages.categoryNotFound);
    await expectFailure(save({ texts: { en: outdoor.texts.en } }), 400, messages.textsMissing);
    await expectFailure(
      save({ texts: { ...outdoor.texts, hr: { name: "", slug: "vani", description: "" } } }),
      400,
      messages.textsMissing,
    );
    for (const slug of ["out door", "outdoor--gear", "-outdoor", "vrt-š"])
      await expectFailure(
        save({ texts: { ...outdoor.texts, en: { ...outdoor.texts.en!, slug } } }),
        400,
        messages.slugInvalid,
      );
    await expectFailure(
      save({ texts: { ...outdoor.texts, en: { ...outdoor.texts.en!, slug: kitchen.texts.en!.slug } } }),
      409,
      messages.slugTaken,
    );
    expect(await bySlug("outdoor")).toEqual(outdoor);
  });
});
