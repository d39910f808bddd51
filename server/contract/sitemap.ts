import { z } from "zod";
import { endpoint, languageCode, queryInt } from "./define";

/** What a sitemap lists (issue 14 item 8): content pages, blog posts, the blog's listings (its own
 * and each blog category's), listable products, the shop's listings (`categories`: its own and each
 * category's), published events. */
export const sitemapKinds = ["pages", "posts", "blog", "products", "categories", "events"] as const;
export type SitemapKind = (typeof sitemapKinds)[number];

/** The sitemap protocol's limit of URLs in one file. */
export const MAX_SITEMAP_URLS = 50_000;
/** The most entries one call answers. */
export const MAX_SITEMAP_PAGE = 5000;

export const sitemapEntry = z.object({
  id: z.number().int().positive(),
  /** The storefront path in the call's language, e.g. "/hr/shop/majice". */
  path: z.string(),
  /** When the item last changed (ISO), null when nothing records it (a shop category). */
  lastmod: z.string().nullable(),
  /** The same item in every language of the site, this one included. */
  alternates: z.array(z.object({ language: languageCode, path: z.string() })),
});
export type SitemapEntry = z.infer<typeof sitemapEntry>;

/** One kind's entries in the call's language, by ascending id after `afterId` (keyset paging). */
export const entries = endpoint({
  method: "GET",
  path: "v1/sitemap/entries",
  input: z.object({
    kind: z.enum(sitemapKinds),
    afterId: queryInt().pipe(z.number().int().nonnegative()).default(0),
    limit: queryInt().pipe(z.number().int().min(1).max(MAX_SITEMAP_PAGE)).default(1000),
  }),
  output: z.object({ entries: z.array(sitemapEntry), nextAfterId: z.number().int().positive().nullable() }),
});

export const sitemapPart = z.object({
  /** The part starts after this id (0 for the first). */
  afterId: z.number().int().nonnegative(),
  count: z.number().int().positive(),
  lastmod: z.string().nullable(),
});
export type SitemapPart = z.infer<typeof sitemapPart>;

/** How many entries each kind has in the call's language, cut into parts of `partSize` by id. */
export const counts = endpoint({
  method: "GET",
  path: "v1/sitemap/counts",
  input: z.object({
    partSize: queryInt().pipe(z.number().int().min(1).max(MAX_SITEMAP_URLS)).default(MAX_SITEMAP_URLS),
  }),
  output: z.object({
    kinds: z.array(
      z.object({
        kind: z.enum(sitemapKinds),
        count: z.number().int().nonnegative(),
        lastmod: z.string().nullable(),
        parts: z.array(sitemapPart),
      }),
    ),
  }),
});
