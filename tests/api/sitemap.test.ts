/**
 * Sitemap entries (issue 14 item 8): every kind paged by id lists exactly what the storefront links
 * (the catalog's and the CMS's own URLs), with the same item's path in each language, and the
 * counts cut the kinds into parts that read back the same entries. The XML (urlset or index) is
 * tested in tests/unit/sitemap-xml.test.ts and end to end in tests/e2e/seo.spec.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog, cms, events, sitemap, type OutputOf, type SitemapEntry, type SitemapKind } from "#server/contract";
import { sitemapKinds } from "#server/contract/sitemap";
import { pagePath } from "#server/contract/urls";
import { demoCatalogFacts as facts } from "#server/seed/catalog";
import { startTestPlatform, type TestPlatform } from "../support/platform";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t?.close();
});

type Language = "en" | "hr";
const lang = (language: Language) => ({ language });

/** Every entry of a kind, read `limit` at a time from `afterId`, at most `max` of them. */
async function readAll(
  kind: SitemapKind,
  language: Language,
  limit: number,
  afterId = 0,
  max = Infinity,
): Promise<SitemapEntry[]> {
  const out: SitemapEntry[] = [];
  for (let after: number | null = afterId; after !== null && out.length < max;) {
    const page: OutputOf<typeof sitemap.entries> = await t.call(
      sitemap.entries,
      { kind, afterId: after, limit: Math.min(limit, max - out.length) },
      lang(language),
    );
    expect(page.entries.length).toBeLessThanOrEqual(limit);
    out.push(...page.entries);
    after = page.nextAfterId;
  }
  return out;
}

const pathsByLanguage = (e: SitemapEntry) => Object.fromEntries(e.alternates.map((a) => [a.language, a.path]));

describe("sitemap entries", () => {
  it("list the listable products by ascending id with the catalog's URLs in both languages", async () => {
    const [en, hr] = await Promise.all([readAll("products", "en", 7), readAll("products", "hr", 50)]);
    expect(en).toHaveLength(facts.counts.visibleProducts);
    expect(en.map((e) => e.id)).toEqual([...en.map((e) => e.id)].sort((a, b) => a - b));
    const [cardsEn, cardsHr] = await Promise.all(
      (["en", "hr"] as const).map(
        async (l) => (await t.call(catalog.productFilter, { limit: 1000, allowUnlimited: true }, lang(l))).records,
      ),
    );
    const urlOf = (cards: typeof cardsEn) => new Map(cards.map((c) => [c.id, c.url]));
    const [urlEn, urlHr] = [urlOf(cardsEn), urlOf(cardsHr)];
    for (const e of en) {
      expect(e.path).toBe(urlEn.get(e.id));
      expect(pathsByLanguage(e)).toEqual({ en: urlEn.get(e.id), hr: urlHr.get(e.id) });
      expect(e.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}/);
    }
    expect(hr.map((e) => e.path)).toEqual(hr.map((e) => urlHr.get(e.id)));
  });

  it("list the shop's own listing, then every category, with their shop URLs in both languages", async () => {
    // Found in review: /shop and /hr/shop, the list of every product, were in no sitemap.
    const entries = await readAll("categories", "hr", 5);
    const [en, hr] = await Promise.all(
      (["en", "hr"] as const).map((l) => t.call(catalog.categoryFilter, { tree: false }, lang(l))),
    );
    const [shop, ...categories] = entries;
    expect(shop.path).toBe("/hr/shop");
    expect(pathsByLanguage(shop)).toEqual({ en: "/shop", hr: "/hr/shop" });
    // The shop's list changes with its products: the latest change of a product it lists.
    const products = await readAll("products", "hr", 100);
    expect(shop.lastmod).toBe(
      products
        .map((p) => p.lastmod)
        .sort()
        .at(-1),
    );
    expect(entries.map((e) => e.id)).toEqual([...entries.map((e) => e.id)].sort((a, b) => a - b));
    const byId = (list: typeof en) => [...list].sort((a, b) => a.id - b.id).map((c) => c.url);
    expect(categories.map((e) => e.path)).toEqual(byId(hr));
    expect(categories.map((e) => pathsByLanguage(e).en)).toEqual(byId(en));
    // Categories record no change time: no lastmod rather than a made-up one.
    for (const e of categories) expect(e.lastmod).toBeNull();
  });

  it("list the published pages and blog posts with their translations' URLs", async () => {
    for (const language of ["en", "hr"] as const) {
      for (const [kind, display] of [
        ["pages", "components"],
        ["posts", "legacy"],
      ] as const) {
        const entries = await readAll(kind, language, 3);
        const { records } = await t.call(
          cms.postFilterStandard,
          { display, limit: 1000, sort: { field: "id", direction: "asc" } },
          lang(language),
        );
        expect(entries.map((e) => e.id)).toEqual(records.map((p) => p.id));
        // A post is served at its own URL (/{slug}, spec section 2), as a page is: /blog/{slug} is a category.
        records.forEach((p, i) => {
          expect(entries[i].path).toBe(p.url);
          expect(pathsByLanguage(entries[i])).toEqual(
            Object.fromEntries(p.translations.map((tr) => [tr.languageCode, tr.url])),
          );
          expect(entries[i].lastmod).toBe(p.updated_at);
        });
      }
    }
    const pages = await readAll("pages", "hr", 100);
    expect(pages.find((e) => e.path === "/hr/politika-privatnosti")?.alternates).toEqual([
      { language: "en", path: "/privacy-policy" },
      { language: "hr", path: "/hr/politika-privatnosti" },
    ]);
  });

  it("list the blog's listing and each blog category's listing with their translations' URLs", async () => {
    // Found in review: /blog, /hr/objave and the categories' listings were in no sitemap.
    for (const language of ["en", "hr"] as const) {
      const other = language === "en" ? "hr" : "en";
      const entries = await readAll("blog", language, 2);
      const { records: terms } = await t.call(cms.termFilter, {}, lang(language));
      expect(terms.length).toBeGreaterThan(0);
      const byId = [...terms].sort((a, b) => a.id - b.id);
      expect(entries.map((e) => e.path)).toEqual([
        pagePath("blog", language),
        ...byId.map((term) => pagePath("blog", language, { slug: term.slug })),
      ]);
      expect(entries.map((e) => e.id)).toEqual([...entries.map((e) => e.id)].sort((a, b) => a - b));
      expect(pathsByLanguage(entries[0])).toEqual({ en: "/blog", hr: "/hr/objave" });
      const latest = async (termIds?: number[]) => {
        const { records } = await t.call(
          cms.postFilterStandard,
          { display: "legacy", termIds, limit: 1000, sort: { field: "id", direction: "asc" } },
          lang(language),
        );
        return (
          records
            .map((p) => p.updated_at)
            .sort()
            .at(-1) ?? null
        );
      };
      expect(entries[0].lastmod).toBe(await latest());
      for (const [i, term] of byId.entries()) {
        const entry = entries[i + 1];
        const { url } = await t.call(
          cms.finderGetUrlOnLanguage,
          { newLanguage: other, termId: term.id },
          lang(language),
        );
        expect(pathsByLanguage(entry)).toEqual({ [language]: entry.path, [other]: url });
        expect(entry.lastmod).toBe(await latest([term.id]));
      }
    }
  });

  it("list the published events, past ones too, with their translations' URLs", async () => {
    for (const language of ["en", "hr"] as const) {
      const entries = await readAll("events", language, 2);
      const { records } = await t.call(events.filter, { when: "all", limit: 100 }, lang(language));
      expect(entries.map((e) => e.id)).toEqual(records.map((e) => e.id).sort((a, b) => a - b));
      const byId = new Map(records.map((e) => [e.id, e]));
      for (const entry of entries) {
        const event = byId.get(entry.id)!;
        expect(entry.path).toBe(event.url);
        expect(entry.lastmod).toBe(event.updatedAt);
        expect(pathsByLanguage(entry)).toEqual(
          Object.fromEntries(event.translations.map((tr) => [tr.languageCode, tr.url])),
        );
        expect(Object.keys(pathsByLanguage(entry))).toEqual(["en", "hr"]);
      }
    }
  });

  it("count each kind in parts that read back the same entries", async () => {
    const partSize = 4;
    const { kinds } = await t.call(sitemap.counts, { partSize }, lang("en"));
    expect(kinds.map((k) => k.kind)).toEqual([...sitemapKinds]);
    for (const { kind, count, lastmod, parts } of kinds) {
      const all = await readAll(kind, "en", 1000);
      expect(count, kind).toBe(all.length);
      expect(parts.map((p) => p.count).reduce((a, b) => a + b, 0)).toBe(count);
      expect(parts.slice(0, -1).every((p) => p.count === partSize)).toBe(true);
      const stamps = all.map((e) => e.lastmod).filter((s) => s !== null);
      expect(lastmod).toBe(stamps.length ? stamps.sort().at(-1) : null);
      const reread: SitemapEntry[] = [];
      for (const part of parts) {
        const entries = await readAll(kind, "en", 3, part.afterId, part.count);
        const partStamps = entries.map((e) => e.lastmod).filter((s) => s !== null);
        expect(part.lastmod).toBe(partStamps.length ? partStamps.sort().at(-1) : null);
        reread.push(...entries);
      }
      expect(reread).toEqual(all);
    }
  });

  it("refuses a page larger than 5000 or an unknown kind", async () => {
    expect((await t.request("/api/v1/sitemap/entries?kind=products&limit=5001")).status).toBe(400);
    expect((await t.request("/api/v1/sitemap/entries?kind=tags")).status).toBe(400);
  });
});
