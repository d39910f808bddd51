/**
 * Links to a product when it is deleted or archived (decision 0081): deleting is refused while a
 * navigation link, a site element or a page's sections or body link to its address in either
 * language (by link object, path, the site's absolute URL or the default language's prefix),
 * naming those places as a page's removal does; archiving saves and answers the same list; and the
 * redirects whose target is the deleted product's address go with it in its transaction.
 */
process.env.PLATFORM_SECRET ??= "product-links-test-platform-secret";

import { describe, expect, it } from "vitest";
import { catalogAdmin, cms, redirects } from "#server/contract";
import { catalogAdminMessages as m } from "#server/contract/catalog-admin";
import type { Section } from "#server/contract/cms";
import { siteScope } from "#server/modules/scope";
import type { TestPlatform } from "../support/platform";
import { withEditorAndCustomer } from "./accounts-fixture";
import { expectFailure, newProductInput } from "./cart-fixture";
import { newIndexedPage, richTextSection, saveSections, storeSections, unique } from "./pages-fixture";

let t: TestPlatform;
let admin: Record<string, string>;

withEditorAndCustomer((started) => ({ t, admin } = started));

/** A new product of this test, with its own SKU and addresses in both languages. */
async function newProduct() {
  const input = newProductInput();
  const created = await t.call(catalogAdmin.createProduct, input, admin);
  return { id: created.id, input, en: input.texts.en.slug, hr: input.texts.hr.slug };
}

const envelope = (error: { body: unknown }) => error.body as { code: string; details?: unknown };
const exists = async (id: number) =>
  !!(await t.platform.services.db.selectFrom("products").select("id").where("id", "=", id).executeTakeFirst());
const productButton = (slug: string): Section => ({
  id: `cta-${unique()}`,
  type: "cta",
  props: { title: "Buy", button: { label: "Buy", link: { type: "product", value: slug } } },
});

describe("deleting a product something links to", () => {
  it("is refused while a navigation link leads to it, naming the link and its language; allowed once the link is gone", async () => {
    const product = await newProduct();
    // A menu of either language linking to that language's address; the use names where it is edited.
    for (const [language, name] of [
      ["en", "Product link probe"],
      ["hr", "Poveznica proizvoda"],
    ] as const) {
      const editor = { ...admin, language };
      const link = await t.call(
        cms.navigationLinkCreate,
        { tree: "footer4", name, link: { type: "product", value: product[language] } },
        editor,
      );
      const error = await expectFailure(
        t.call(catalogAdmin.deleteProduct, { id: product.id }, admin),
        409,
        m.productLinked,
      );
      expect(envelope(error)).toMatchObject({
        code: "PRODUCT_LINKED",
        details: [{ kind: "navigation", name: "footer4", title: name, language }],
      });
      expect(await exists(product.id)).toBe(true);
      await t.call(cms.navigationLinkDelete, { id: link.id }, editor);
    }
    expect(await t.call(catalogAdmin.deleteProduct, { id: product.id }, admin)).toMatchObject({ deleted: true });
    expect(await exists(product.id)).toBe(false);
  });

  it("is refused while a page links to it by link object, path, /hr/ path, /en/ prefix or the site's absolute URL", async () => {
    const { site } = await siteScope(t.platform.services, 1);
    const origin = new URL(site.url).origin;
    const product = await newProduct();
    const linking = await newIndexedPage(t, admin, "linking");
    const use = {
      kind: "page",
      name: linking.url,
      title: `Linking ${linking.word}`,
      post: { id: linking.id, published: true },
    };
    const refusedWith = async (section: Section, label: string) => {
      await saveSections(t, admin, linking.id, [section]);
      const error = await expectFailure(t.call(catalogAdmin.deleteProduct, { id: product.id }, admin), 409);
      expect(envelope(error), label).toMatchObject({ code: "PRODUCT_LINKED", details: [use] });
    };
    await refusedWith(productButton(product.en), "link object");
    await refusedWith(richTextSection(`<a href="/product/${product.en}?x=1#top">Path</a>`), "path");
    await refusedWith(richTextSection(`<a href="/hr/product/${product.hr}/">Croatian</a>`), "Croatian path");
    await refusedWith(richTextSection(`<a href="/en/product/${product.en}">Prefix</a>`), "default prefix");
    await refusedWith(
      richTextSection(`<a href="${origin.toUpperCase()}/product/${product.en}">Absolute</a>`),
      "absolute URL",
    );

    // Not links to it: a longer address, another host, a Croatian page's link object naming the English slug.
    // Stored as they are: a save would refuse the longer address, which leads to no product.
    await storeSections(t, linking.id, [
      richTextSection(
        `<a href="/product/${product.en}-more">Longer</a> <a href="https://other.example/product/${product.en}">Other</a>`,
      ),
    ]);
    const hr = await newIndexedPage(t, admin, "povezivanje", { languageCode: "hr" });
    // Stored as it is: the Croatian language has no product of this slug, so a save would refuse it.
    await storeSections(t, hr.id, [productButton(product.en)]);
    expect(await t.call(catalogAdmin.deleteProduct, { id: product.id }, admin)).toMatchObject({ deleted: true });
  });
});

describe("archiving a product something links to", () => {
  it("saves it archived and answers what links to it; not archived, the list is empty", async () => {
    const product = await newProduct();
    const linking = await newIndexedPage(t, admin, "archiving");
    await saveSections(t, admin, linking.id, [productButton(product.en)]);
    const link = await t.call(
      cms.navigationLinkCreate,
      { tree: "footer4", name: "Archive probe", link: { type: "product", value: product.en } },
      admin,
    );
    const saved = await t.call(catalogAdmin.saveProduct, { id: product.id, ...product.input, archived: true }, admin);
    expect(saved.archived).toBe(true);
    expect(saved.linkedBy).toEqual([
      { kind: "navigation", name: "footer4", title: "Archive probe", language: "en" },
      {
        kind: "page",
        name: linking.url,
        title: `Archiving ${linking.word}`,
        post: { id: linking.id, published: true },
      },
    ]);
    const shown = await t.call(catalogAdmin.saveProduct, { id: product.id, ...product.input, archived: false }, admin);
    expect(shown).toMatchObject({ archived: false, linkedBy: [] });
    await t.call(cms.navigationLinkDelete, { id: link.id }, admin);
  });
});

describe("redirects to a deleted product", () => {
  it("are removed with it, its address in either language written any way; others stay", async () => {
    const { site } = await siteScope(t.platform.services, 1);
    const origin = new URL(site.url).origin;
    const product = await newProduct();
    // A moved address redirects to the product's new one (decision 0065).
    const en = `${product.en}-new`;
    const moved = await t.call(
      catalogAdmin.saveProduct,
      {
        id: product.id,
        ...product.input,
        texts: { ...product.input.texts, en: { ...product.input.texts.en, slug: en } },
      },
      admin,
    );
    expect(moved.texts.en?.slug).toBe(en);
    const n = unique();
    const to = {
      [`/old-a-${n}`]: `/product/${en}`,
      [`/old-b-${n}`]: `/hr/product/${product.hr}/`,
      [`/old-c-${n}`]: `${origin}/en/product/${en}?from=old`,
      [`/old-d-${n}`]: `/product/${en}-more`,
      [`/old-e-${n}`]: `https://other.example/product/${en}`,
    };
    for (const [from, target] of Object.entries(to))
      await t.call(redirects.save, { from, to: target, statusCode: 301 }, admin);
    const before = new Map((await t.call(redirects.list, {}, admin)).redirects.map((r) => [r.from, r.to]));
    expect(before.get(`/product/${product.en}`)).toBe(`/product/${en}`);

    expect(await t.call(catalogAdmin.deleteProduct, { id: product.id }, admin)).toEqual({
      deleted: true,
      redirectsRemoved: 4,
    });
    const after = new Map((await t.call(redirects.list, {}, admin)).redirects.map((r) => [r.from, r.to]));
    for (const gone of [`/product/${product.en}`, `/old-a-${n}`, `/old-b-${n}`, `/old-c-${n}`])
      expect(after.has(gone), gone).toBe(false);
    expect(after.get(`/old-d-${n}`)).toBe(to[`/old-d-${n}`]);
    expect(after.get(`/old-e-${n}`)).toBe(to[`/old-e-${n}`]);
    expect((await t.call(redirects.find, { path: `/old-b-${n}` })).redirect).toBeNull();
  });
});
