/**
 * The sitemap of a locale as XML (issue 14 item 8). Up to `partSize` URLs it is one <urlset> of
 * every page, post, blog listing, product, shop listing and event; above, a <sitemapindex> naming parts of at most
 * `partSize` URLs each (`/sitemap.xml?part=products-2`: query parts keep every file at the root,
 * where the protocol lets a sitemap list any URL of the site). A urlset is streamed: entries are
 * read a page at a time by id and written as they come, so a 50,000-URL part never sits in memory.
 */
import type { SitemapEntry, SitemapKind, SitemapPart } from "#server/contract";
import type { SitemapInclude, SitemapOptions } from "#server/contract/option-values";
import { MAX_SITEMAP_PAGE, MAX_SITEMAP_URLS } from "#server/contract/sitemap";
import { defaultLocale, localePrefix, type Locale } from "#server/contract/urls";

/** What the XML is made from: the platform's sitemap endpoints, or a generated catalog in tests. */
export interface SitemapSource {
  counts(
    partSize: number,
  ): Promise<{ kinds: { kind: SitemapKind; count: number; lastmod: string | null; parts: SitemapPart[] }[] }>;
  entries(
    kind: SitemapKind,
    afterId: number,
    limit: number,
  ): Promise<{ entries: SitemapEntry[]; nextAfterId: number | null }>;
}

interface Range {
  kind: SitemapKind;
  afterId: number;
  count: number;
}

const XML_HEAD = `<?xml version="1.0" encoding="UTF-8"?>\n`;
const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
const HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );
}

const lastmodXml = (lastmod: string | null) => (lastmod ? `\n    <lastmod>${lastmod.slice(0, 10)}</lastmod>` : "");

/** The sitemap kinds each SiteMapOptions `include` name stands for: `post` is the blog, its posts
 * and its listings (its own and each blog category's); `category` the shop's listings (its own and
 * each category's). */
const KINDS_OF: Record<SitemapInclude, SitemapKind[]> = {
  page: ["pages"],
  post: ["posts", "blog"],
  product: ["products"],
  category: ["categories"],
  event: ["events"],
};

/** What SiteMapOptions changes in the XML (docs/decisions/0059-custom-code.md): the kinds listed,
 * the paths left out, and each URL's changefreq and priority (the home page's its own). */
interface UrlRules {
  kinds: ReadonlySet<SitemapKind> | null;
  exclude: ReadonlySet<string>;
  changefreq?: string;
  priority?: number;
  homePagePriority?: number;
  homePath: string;
}

function rulesOf(options: SitemapOptions, locale: Locale): UrlRules {
  return {
    kinds: options.include ? new Set(options.include.flatMap((name) => KINDS_OF[name])) : null,
    // A path is left out with or without a trailing slash.
    exclude: new Set((options.exclude ?? []).map((path) => path.replace(/(.)\/+$/, "$1"))),
    changefreq: options.changefreq,
    priority: options.priority,
    homePagePriority: options.homePagePriority,
    homePath: `${localePrefix(locale)}/`,
  };
}

function hintsXml(entry: SitemapEntry, rules: UrlRules | undefined): string {
  if (!rules) return "";
  const priority = entry.path === rules.homePath ? (rules.homePagePriority ?? rules.priority) : rules.priority;
  return (
    (rules.changefreq ? `\n    <changefreq>${rules.changefreq}</changefreq>` : "") +
    (priority === undefined ? "" : `\n    <priority>${priority.toFixed(1)}</priority>`)
  );
}

/** One <url>: its alternates in every language it exists in, and x-default, the default locale's. */
export function urlXml(origin: string, entry: SitemapEntry, rules?: UrlRules): string {
  const link = (hreflang: string, path: string) =>
    `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + path)}"/>`;
  const fallback = entry.alternates.find((a) => a.language === defaultLocale);
  const alternates =
    entry.alternates.map((a) => link(a.language, a.path)).join("") + (fallback ? link("x-default", fallback.path) : "");
  return `  <url>\n    <loc>${escapeXml(origin + entry.path)}</loc>${lastmodXml(entry.lastmod)}${hintsXml(entry, rules)}${alternates}\n  </url>\n`;
}

/** A <urlset> of the ranges, written while their entries are read page by page. */
function urlsetStream(
  origin: string,
  ranges: Range[],
  source: SitemapSource,
  rules: UrlRules,
): ReadableStream<Uint8Array> {
  async function* chunks() {
    yield URLSET_OPEN;
    for (const range of ranges) {
      let after: number | null = range.afterId;
      // Bounded by the count: rows added since the counts must not push a part over its size.
      for (let left = range.count; after !== null && left > 0;) {
        const page = await source.entries(range.kind, after, Math.min(MAX_SITEMAP_PAGE, left));
        left -= page.entries.length;
        yield page.entries
          .filter((e) => !rules.exclude.has(e.path))
          .map((e) => urlXml(origin, e, rules))
          .join("");
        after = page.nextAfterId;
      }
    }
    yield `</urlset>\n`;
  }
  const iterator = chunks();
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await iterator.return(undefined);
    },
  });
}

/**
 * The answer to `/sitemap.xml` (`part` null) or to one of its parts, in a locale, as the site's
 * SiteMapOptions (`sitemapOptions`, none by default) say. Null when the part is not one of the sitemap's.
 */
export async function sitemapResponse(
  source: SitemapSource,
  options: { origin: string; locale: Locale; part: string | null; partSize?: number; sitemapOptions?: SitemapOptions },
): Promise<Response | null> {
  const { origin, locale, part, partSize = MAX_SITEMAP_URLS } = options;
  const rules = rulesOf(options.sitemapOptions ?? {}, locale);
  const kinds = (await source.counts(partSize)).kinds.filter((k) => !rules.kinds || rules.kinds.has(k.kind));
  const headers = { ...HEADERS, "Content-Language": locale };
  const total = kinds.reduce((sum, k) => sum + k.count, 0);
  if (total <= partSize) {
    if (part !== null) return null;
    return new Response(
      urlsetStream(
        origin,
        kinds.map((k) => ({ kind: k.kind, afterId: 0, count: k.count })),
        source,
        rules,
      ),
      { headers },
    );
  }
  const parts = kinds.flatMap((k) => k.parts.map((p, i) => ({ name: `${k.kind}-${i + 1}`, kind: k.kind, ...p })));
  if (part === null) {
    const base = `${origin}${localePrefix(locale)}/sitemap.xml?part=`;
    const items = parts
      .map((p) => `  <sitemap>\n    <loc>${escapeXml(base + p.name)}</loc>${lastmodXml(p.lastmod)}\n  </sitemap>\n`)
      .join("");
    return new Response(
      `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}</sitemapindex>\n`,
      { headers },
    );
  }
  const named = parts.find((p) => p.name === part);
  return named ? new Response(urlsetStream(origin, [named], source, rules), { headers }) : null;
}
