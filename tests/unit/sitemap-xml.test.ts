/**
 * The sitemap XML (app/lib/sitemap.ts) from a generated catalog: a urlset up to the part size, an
 * index of parts above it, each part streamed page by page. The part size is lowered here; the
 * real one is the protocol's 50,000 (its entries come from the platform: tests/api/sitemap.test.ts).
 */
import { describe, expect, it } from "vitest";
import { sitemapResponse, type SitemapSource } from "~/lib/sitemap";
import type { SitemapEntry, SitemapKind } from "#server/contract";
import type { SitemapOptions } from "#server/contract/option-values";
import { sitemapKinds } from "#server/contract/sitemap";

const ORIGIN = "https://shop.example";

/** `sizes` entries per kind, ids 1..n, recording every entries call. */
function generated(sizes: Partial<Record<SitemapKind, number>>) {
  const calls: { kind: SitemapKind; afterId: number; limit: number }[] = [];
  const entry = (kind: SitemapKind, id: number): SitemapEntry => ({
    id,
    path: `/${kind}/${id}`,
    lastmod: kind === "categories" ? null : `2026-01-${String((id % 28) + 1).padStart(2, "0")}T10:00:00.000Z`,
    alternates: [
      { language: "en", path: `/${kind}/${id}` },
      { language: "hr", path: `/hr/${kind}/${id}` },
    ],
  });
  const source: SitemapSource = {
    async counts(partSize) {
      return {
        kinds: sitemapKinds.map((kind) => {
          const n = sizes[kind] ?? 0;
          const parts = [];
          for (let start = 0; start < n; start += partSize) {
            const count = Math.min(partSize, n - start);
            parts.push({ afterId: start, count, lastmod: kind === "categories" ? null : "2026-02-03T00:00:00.000Z" });
          }
          return { kind, count: n, lastmod: parts[0]?.lastmod ?? null, parts };
        }),
      };
    },
    async entries(kind, afterId, limit) {
      calls.push({ kind, afterId, limit });
      const n = sizes[kind] ?? 0;
      const entries = Array.from({ length: Math.max(0, Math.min(limit, n - afterId)) }, (_, i) =>
        entry(kind, afterId + i + 1),
      );
      return { entries, nextAfterId: entries.length === limit ? afterId + limit : null };
    },
  };
  return { source, calls };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe("sitemap XML", () => {
  it("is one urlset of every kind up to the part size, with alternates, x-default and lastmod", async () => {
    const { source } = generated({ pages: 3, products: 3, categories: 2, events: 2 });
    const response = await sitemapResponse(source, { origin: ORIGIN, locale: "hr", part: null, partSize: 10 });
    const xml = await response!.text();
    expect(xml).toContain("<urlset");
    expect(locs(xml)).toHaveLength(10);
    expect(xml).toContain(
      `  <url>\n    <loc>${ORIGIN}/products/2</loc>\n    <lastmod>2026-01-03</lastmod>\n` +
        `    <xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/products/2"/>\n` +
        `    <xhtml:link rel="alternate" hreflang="hr" href="${ORIGIN}/hr/products/2"/>\n` +
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/products/2"/>\n  </url>\n`,
    );
    expect(xml).toMatch(/<loc>[^<]*\/categories\/1<\/loc>\n {4}<xhtml:link/);
    expect(xml).toContain(`<loc>${ORIGIN}/events/2</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="hr" href="${ORIGIN}/hr/events/2"/>`);
    expect(response!.headers.get("Content-Language")).toBe("hr");
    expect(
      await sitemapResponse(source, { origin: ORIGIN, locale: "hr", part: "products-1", partSize: 10 }),
    ).toBeNull();
  });

  it("becomes an index of parts of at most the part size above it, each part its own urlset", async () => {
    const { source } = generated({ pages: 3, products: 25, categories: 2, events: 4 });
    const index = await (await sitemapResponse(source, {
      origin: ORIGIN,
      locale: "hr",
      part: null,
      partSize: 10,
    }))!.text();
    expect(index).toContain("<sitemapindex");
    expect(index).not.toContain("<url>");
    const parts = ["pages-1", "products-1", "products-2", "products-3", "categories-1", "events-1"];
    expect(locs(index)).toEqual(parts.map((p) => `${ORIGIN}/hr/sitemap.xml?part=${p}`));
    expect(index).toContain(`<loc>${ORIGIN}/hr/sitemap.xml?part=products-2</loc>\n    <lastmod>2026-02-03</lastmod>`);
    expect(index).toMatch(/part=categories-1<\/loc>\n {2}<\/sitemap>/);

    const read = async (part: string) =>
      locs(await (await sitemapResponse(source, { origin: ORIGIN, locale: "hr", part, partSize: 10 }))!.text());
    expect(await read("products-1")).toEqual(Array.from({ length: 10 }, (_, i) => `${ORIGIN}/products/${i + 1}`));
    expect(await read("events-1")).toEqual(Array.from({ length: 4 }, (_, i) => `${ORIGIN}/events/${i + 1}`));
    expect(await read("products-3")).toEqual(Array.from({ length: 5 }, (_, i) => `${ORIGIN}/products/${i + 21}`));
    expect(
      await sitemapResponse(source, { origin: ORIGIN, locale: "hr", part: "products-4", partSize: 10 }),
    ).toBeNull();
  });

  it("switches to an index above 50,000 URLs and streams a full part a page at a time", async () => {
    const { source, calls } = generated({ pages: 5, products: 100_000 });
    const index = await (await sitemapResponse(source, { origin: ORIGIN, locale: "en", part: null }))!.text();
    expect(locs(index)).toEqual(["pages-1", "products-1", "products-2"].map((p) => `${ORIGIN}/sitemap.xml?part=${p}`));
    expect(calls).toEqual([]);

    const part = await sitemapResponse(source, { origin: ORIGIN, locale: "en", part: "products-2" });
    const reader = part!.body!.getReader();
    await reader.read();
    await reader.read();
    // The first page of entries is written before the next is asked for.
    expect(calls).toEqual([{ kind: "products", afterId: 50_000, limit: 5000 }]);
    let xml = "";
    const decoder = new TextDecoder();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) xml += decoder.decode(chunk.value);
    expect(calls).toHaveLength(10);
    expect(xml.match(/<url>/g)).toHaveLength(45_000);
    expect(xml.endsWith("</urlset>\n")).toBe(true);

    const small = generated({ pages: 5, products: 49_995 });
    expect(await (await sitemapResponse(small.source, { origin: ORIGIN, locale: "en", part: null }))!.text()).toContain(
      "<urlset",
    );
  });

  it("lists only the kinds SiteMapOptions includes, leaves its excluded paths out, and writes its changefreq and priorities", async () => {
    const { source, calls } = generated({ pages: 3, posts: 2, products: 2, events: 2 });
    // The sitemap's home page: the pages' generator names none "/", so one is given here.
    const home: typeof source = {
      ...source,
      async entries(kind, afterId, limit) {
        const page = await source.entries(kind, afterId, limit);
        if (kind !== "pages" || afterId !== 0) return page;
        const [first, ...rest] = page.entries;
        return { ...page, entries: [{ ...first, path: "/" }, ...rest] };
      },
    };
    const response = await sitemapResponse(home, {
      origin: ORIGIN,
      locale: "en",
      part: null,
      partSize: 100,
      sitemapOptions: {
        changefreq: "weekly",
        priority: 0.7,
        homePagePriority: 1,
        include: ["page", "product"],
        exclude: ["/pages/3/", "/products/1"],
      },
    });
    const xml = await response!.text();
    expect(locs(xml)).toEqual([`${ORIGIN}/`, `${ORIGIN}/pages/2`, `${ORIGIN}/products/2`]);
    expect(calls.map((c) => c.kind)).not.toContain("posts");
    expect(calls.map((c) => c.kind)).not.toContain("events");
    expect(xml).toContain(
      `<loc>${ORIGIN}/</loc>\n    <lastmod>2026-01-02</lastmod>\n    <changefreq>weekly</changefreq>\n    <priority>1.0</priority>`,
    );
    expect(xml).toContain(
      `<loc>${ORIGIN}/products/2</loc>\n    <lastmod>2026-01-03</lastmod>\n    <changefreq>weekly</changefreq>\n    <priority>0.7</priority>`,
    );
  });

  it("lists the blog's listings with the posts: under SiteMapOptions' post, in their own parts above the part size", async () => {
    // Found in review: the blog's listing and its categories' listings were in no sitemap.
    const { source } = generated({ pages: 2, posts: 2, blog: 3 });
    const all = await (await sitemapResponse(source, {
      origin: ORIGIN,
      locale: "en",
      part: null,
      partSize: 100,
    }))!.text();
    expect(locs(all)).toEqual(expect.arrayContaining([1, 2, 3].map((id) => `${ORIGIN}/blog/${id}`)));
    const read = async (sitemapOptions: SitemapOptions) =>
      locs(
        await (await sitemapResponse(source, {
          origin: ORIGIN,
          locale: "en",
          part: null,
          partSize: 100,
          sitemapOptions,
        }))!.text(),
      );
    expect(await read({ include: ["post"], exclude: ["/blog/2/"] })).toEqual([
      `${ORIGIN}/posts/1`,
      `${ORIGIN}/posts/2`,
      `${ORIGIN}/blog/1`,
      `${ORIGIN}/blog/3`,
    ]);
    expect((await read({ include: ["page", "product"] })).filter((l) => l.includes("/blog/"))).toEqual([]);

    const index = await (await sitemapResponse(source, {
      origin: ORIGIN,
      locale: "hr",
      part: null,
      partSize: 2,
    }))!.text();
    expect(locs(index)).toEqual(
      ["pages-1", "posts-1", "blog-1", "blog-2"].map((p) => `${ORIGIN}/hr/sitemap.xml?part=${p}`),
    );
    const part = await sitemapResponse(source, { origin: ORIGIN, locale: "hr", part: "blog-2", partSize: 2 });
    expect(locs(await part!.text())).toEqual([`${ORIGIN}/blog/3`]);
  });

  it("writes no changefreq or priority without SiteMapOptions", async () => {
    const { source } = generated({ pages: 1 });
    const xml = await (await sitemapResponse(source, { origin: ORIGIN, locale: "en", part: null }))!.text();
    expect(xml).not.toContain("<changefreq>");
    expect(xml).not.toContain("<priority>");
  });
});
