/**
 * Whether a link an editor sets leads somewhere: a page, product or category link must name one the
 * language has, or shoppers following it get a 404. Navigation links are checked when they are set
 * (navigation.ts); a page's sections and body and an element's links (the header's button, the
 * footer's columns, a master component's) when they are saved, the links new in that save only, so
 * that a link left pointing at a page deleted since does not block every other change. A link
 * written in rich text (`<a href="/about">`, or an absolute URL on the site's own host) counts by the
 * page, product or category its path names.
 */
import { cmsMessages, RICH_TEXT_LINK } from "#server/contract/cms";
import { isReservedPageSlug, SLUG_PATTERN } from "#server/contract/slug-rules";
import { localeFromPath, pagePaths, pathWithoutLocale, type Locale } from "#server/contract/urls";
import type { DbOrTx } from "#server/db";
import { ABSOLUTE_HREF, hrefPath, hrefsIn, siteHosts } from "../content/link-uses";
import type { SiteRecord } from "../site";
import { DomainError } from "../errors";

/** Where a link is read: the site, and the language whose pages, products and categories it names. */
export interface LinkPlace {
  siteId: number;
  language: string;
}

export interface Link {
  type: string;
  value: string;
}

/** Where a text's links are read: the site (its own hosts too: an absolute URL on one is read by its path) and its language. */
export interface TextPlace {
  site: SiteRecord;
  language: string;
}

export class LinkTargetError extends DomainError {}

/** A fixed page's path as a pattern: `blog/:slug?` takes `blog` and `blog/a-post`. */
const fixedPagePattern = (path: string) =>
  new RegExp(`^${path.replace(/\/:[a-z]+\?/gi, "(?:/[^/]+)?").replace(/:[a-z]+/gi, "[^/]+")}$`, "i");

/** Whether a page link's slug is one of the fixed pages of a language (the blog, the cart...). */
function isFixedPage(path: string, language: string): boolean {
  return Object.values(pagePaths).some((paths) => {
    const own = (paths as Record<string, string | undefined>)[language];
    return own !== undefined && fixedPagePattern(own).test(path);
  });
}

/**
 * Whether the language has what a link names. A page link may name a fixed page (`blog`), the home
 * page (no slug) or a page's slug with a query (`privacy-policy?cookie-settings`); a page not deleted
 * counts, published or not (a draft's link works once it is published). A shop link without a slug
 * is the whole shop; an external link is not followed.
 */
export async function linkTargetExists(db: DbOrTx, place: LinkPlace, link: Link): Promise<boolean> {
  const [path = ""] = link.value.trim().split(/[?#]/);
  if (link.type === "external" || !path || (link.type === "page" && isFixedPage(path, place.language))) return true;
  const found =
    link.type === "page"
      ? await db
          .selectFrom("posts")
          .select("id")
          .where("site_id", "=", place.siteId)
          .where("language_code", "=", place.language)
          .where("slug", "=", path)
          .where("status", "!=", "deleted")
          .executeTakeFirst()
      : link.type === "product"
        ? await db
            .selectFrom("product_translations")
            .innerJoin("products", "products.id", "product_translations.product_id")
            .select("products.id")
            .where("products.site_id", "=", place.siteId)
            .where("products.archived", "=", 0)
            .where("product_translations.language_code", "=", place.language)
            .where("product_translations.slug", "=", path)
            .executeTakeFirst()
        : await db
            .selectFrom("category_translations")
            .innerJoin("categories", "categories.id", "category_translations.category_id")
            .select("categories.id")
            .where("categories.site_id", "=", place.siteId)
            .where("category_translations.language_code", "=", place.language)
            .where("category_translations.slug", "=", path)
            .executeTakeFirst();
  return found !== undefined;
}

/** The first segment of a product's and of a shop category's path in a language (`product`, `shop`). */
const firstSegment = (path: string) => path.split("/")[0]!;

/**
 * The link an href's path on the site stands for, in the language its prefix names: a content page
 * (`/about`, `/hr/o-nama`), a product (`/product/x`) or a shop category (`/shop/x`). Null for any
 * other path, which is not read (the home page, a fixed page, a blog post, a file, the back office).
 */
function linkOfPath(path: string): { language: Locale; link: Link } | null {
  const language = localeFromPath(path);
  const [first = "", second, ...rest] = pathWithoutLocale(path).split("/").slice(1);
  if (rest.length > 0) return null;
  if (second === undefined)
    return SLUG_PATTERN.test(first) && !isReservedPageSlug(first)
      ? { language, link: { type: "page", value: first } }
      : null;
  const type =
    first === firstSegment(pagePaths.product[language])
      ? "product"
      : first === firstSegment(pagePaths.shop[language])
        ? "shop"
        : null;
  return type && second ? { language, link: { type, value: second } } : null;
}

const noHosts: ReadonlySet<string> = new Set();

/**
 * Whether an href leads somewhere: an address elsewhere is not followed; a path of the site (written
 * as a path or as an absolute URL on one of its own hosts) leads when what it names exists in the
 * language of its prefix (a link in rich text may lead to another language), or when an editor's
 * redirect sends it on. The redirect is read in the transaction, which may have just made it (a
 * product's moved slug).
 */
async function hrefLeads(db: DbOrTx, siteId: number, hosts: () => Promise<ReadonlySet<string>>, href: string) {
  const trimmed = href.trim();
  const path = hrefPath(trimmed, ABSOLUTE_HREF.test(trimmed) ? await hosts() : noHosts);
  const named = path === null ? null : linkOfPath(path);
  if (!path || !named) return true;
  const redirect = await db
    .selectFrom("redirects")
    .select("id")
    .where("site_id", "=", siteId)
    .where("from_path", "=", path)
    .executeTakeFirst();
  return redirect !== undefined || linkTargetExists(db, { siteId, language: named.language }, named.link);
}

/** The keys a link object has (spec section 2): nothing else is read as one. */
const linkKeys = new Set(["type", "value", "rel", "target"]);
const followedTypes = new Set(["page", "shop", "product"]);

/** The page, shop and product links of a stored value (sections' props, an element's options and parts, a post's body), and the hrefs of its rich text, at any depth. */
function linksIn(value: unknown, found: Link[] = []): Link[] {
  if (typeof value === "string") for (const href of hrefsIn(value)) found.push({ type: RICH_TEXT_LINK, value: href });
  else if (Array.isArray(value)) for (const item of value) linksIn(item, found);
  else if (value && typeof value === "object") {
    const fields = value as Record<string, unknown>;
    const { type, value: target } = fields;
    if (typeof type === "string" && typeof target === "string" && Object.keys(fields).every((k) => linkKeys.has(k))) {
      if (followedTypes.has(type)) found.push({ type, value: target });
    } else for (const item of Object.values(fields)) linksIn(item, found);
  }
  return found;
}

const linkId = (link: Link) => `${link.type} ${link.value.trim()}`;

/** The page, shop and product links of a stored value that name nothing of the language, those also in `kept` left out. */
export async function missingLinks(db: DbOrTx, place: TextPlace, value: unknown, kept?: unknown): Promise<Link[]> {
  const known = new Set(linksIn(kept).map(linkId));
  const missing: Link[] = [];
  const linkPlace: LinkPlace = { siteId: place.site.id, language: place.language };
  let ownHosts: Promise<ReadonlySet<string>> | undefined;
  const hosts = () => (ownHosts ??= siteHosts(db, place.site));
  for (const [id, link] of new Map(linksIn(value).map((link) => [linkId(link), link]))) {
    if (known.has(id)) continue;
    const leads =
      link.type === RICH_TEXT_LINK
        ? await hrefLeads(db, linkPlace.siteId, hosts, link.value)
        : await linkTargetExists(db, linkPlace, link);
    if (!leads) missing.push(link);
  }
  return missing;
}

/**
 * Refuses a save whose new links (in `after`, not in `before`) name nothing of the language (400
 * LINK_TARGET_MISSING, the link and the place's language in its details so that a form with several
 * links, or texts in several languages, says it under the right one).
 */
export async function assertNewLinksLead(db: DbOrTx, place: TextPlace, before: unknown, after: unknown) {
  const [link] = await missingLinks(db, place, after, before);
  if (link)
    throw new LinkTargetError(
      cmsMessages.linkTargetMissing,
      400,
      {},
      { link: { type: link.type, value: link.value }, language: place.language },
    );
}
