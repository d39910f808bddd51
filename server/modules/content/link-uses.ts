/**
 * What links to an address of the site (decisions 0074 and 0079), for a page and a product alike
 * (decision 0081): navigation links (live or drafted), site elements, and the sections (live or
 * drafted) or body of the site's pages and posts that are not deleted (an unpublished one would lead
 * to a 404 once published again). A link object counts by its type and slug, in its own page's
 * language; an href by its path, also written as an absolute URL of the site's own hosts (its www
 * name too under a WwwPolicy) or with the default language's prefix (`/en/about`).
 */
import type { PageUse } from "#server/contract/publishing";
import { contentPagePath, defaultLocale, isLocale, withoutDefaultPrefix, type Locale } from "#server/contract/urls";
import type { DbOrTx } from "#server/db";
import type { SiteRecord } from "../site";
import { translationGroupOf } from "./index";

/** The link objects' (and navigation links') types that name a page or post by its slug. */
export const pageLinkTypes = ["page", "post"] as const;

/** An address as links name it: by its slug (link objects of its language) and by its path (hrefs in HTML). */
interface LinkTarget {
  /** The link objects' types that name it by its slug. */
  types: readonly string[];
  /** Null where link objects name addresses of another language (they do not lead to this one). */
  slug: string | null;
  path: string;
  /** The host names (with any port, lower case) whose absolute URLs are this site's pages. */
  hosts: ReadonlySet<string>;
}

const hrefPattern = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

/** The hrefs of the links in a text of HTML, as written. */
export const hrefsIn = (html: string): string[] =>
  [...html.matchAll(hrefPattern)].map((match) => match[1] ?? match[2]!);
/** An absolute or protocol-relative URL, which names a host. */
export const ABSOLUTE_HREF = /^(?:https?:)?\/\//i;

/**
 * The path of this site an href leads to, without its query, fragment, trailing slash and an explicit
 * default-language prefix (`/en/about` is `/about`); null for any other link. A path (`/about`), or
 * an absolute or protocol-relative URL on one of the site's own hosts (`https://shop.example/about`).
 */
export function hrefPath(href: string, hosts: ReadonlySet<string>): string | null {
  let path: string;
  if (ABSOLUTE_HREF.test(href)) {
    if (!URL.canParse(href, "https://site.invalid")) return null;
    const url = new URL(href, "https://site.invalid");
    if (!hosts.has(url.host.toLowerCase())) return null;
    path = url.pathname;
  } else if (href.startsWith("/")) path = href.replace(/[?#].*$/, "");
  else return null;
  path = withoutDefaultPrefix(path) ?? path;
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

/**
 * Whether a stored value (an element's options or parts, a page's sections, draft or body) links to
 * the address: a link object of one of its types naming its slug, an external link to its URL on the site's
 * own host, or an href in HTML leading to its path (so `/about` is not found inside `/about-us`).
 */
function linksTo(value: unknown, target: LinkTarget): boolean {
  if (typeof value === "string") return hrefsIn(value).some((href) => hrefPath(href, target.hosts) === target.path);
  if (Array.isArray(value)) return value.some((v) => linksTo(v, target));
  if (!value || typeof value !== "object") return false;
  const record = value as Record<string, unknown>;
  if (typeof record.type === "string" && target.types.includes(record.type) && record.value === target.slug)
    return true;
  if (
    record.type === "external" &&
    typeof record.value === "string" &&
    hrefPath(record.value, target.hosts) === target.path
  )
    return true;
  return Object.values(record).some((v) => linksTo(v, target));
}

/** A host name the WwwPolicy may send elsewhere: a name with a dot that is no IP address. */
const hasWwwVariant = (hostname: string) =>
  hostname.includes(".") && !/^[\d.]+$/.test(hostname) && !hostname.startsWith("[");

/**
 * The site's own hosts: its URL's and its domains', and under a WwwPolicy ("www" or "non-www", which
 * send each name to the other, docs/decisions/0056-www-policy.md) the other name of each.
 */
export async function siteHosts(db: DbOrTx, site: SiteRecord): Promise<Set<string>> {
  const option = await db
    .selectFrom("cms_options")
    .select("value")
    .where("site_id", "=", site.id)
    .where("key", "=", "WwwPolicy")
    .orderBy("language_code")
    .executeTakeFirst();
  const policy = option?.value.trim().toLowerCase();
  const both = policy === "www" || policy === "non-www";
  const hosts = new Set<string>();
  for (const address of [site.url, ...site.config.domains.map((d) => d.url)]) {
    if (!URL.canParse(address)) continue;
    const url = new URL(address);
    const host = url.host.toLowerCase();
    hosts.add(host);
    const name = url.hostname.toLowerCase();
    if (!both || !hasWwwVariant(name)) continue;
    const other = name.startsWith("www.") ? name.slice(4) : `www.${name}`;
    if (other.includes(".")) hosts.add(url.port ? `${other}:${url.port}` : other);
  }
  return hosts;
}

function parsed(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** An address whose uses are asked for, in one language. */
export interface LinkedAddress {
  /** The link types naming it by its slug (page and post; product). */
  linkTypes: readonly string[];
  /** The language of its slug: navigation links, elements and link objects of this language name it. */
  languageCode: string;
  slug: string;
  /** Its path (`/about`, `/hr/product/salica`). */
  path: string;
  /** A page's own id: its own sections do not count. */
  ownPostId?: number;
}

/**
 * What links to an address by its slug or path. Stored texts that hold the slug are read in one query
 * per kind, then parsed to confirm the link (`/about` is not `/about-us`). `home`: the home page's
 * translation group (a linking home page is named by its address, `/`).
 */
export async function usesOfAddress(
  db: DbOrTx,
  site: SiteRecord,
  home: number | null,
  address: LinkedAddress,
): Promise<PageUse[]> {
  const siteId = site.id;
  const { slug, path, languageCode, linkTypes: types } = address;
  const language: Locale = isLocale(languageCode) ? languageCode : defaultLocale;
  const holdsSlug = `%"${slug}"%`;
  const holdsPath = `%/${slug}%`;
  let postsQuery = db
    .selectFrom("posts as p")
    .leftJoin("post_edits as e", "e.post_id", "p.id")
    .select(["p.id", "p.type", "p.title", "p.slug", "p.status", "p.language_code", "p.translation_group"])
    .select(["p.components", "p.body", "e.draft"])
    .where("p.site_id", "=", siteId)
    .where("p.status", "in", ["published", "draft"])
    .where((eb) =>
      eb.or(
        (["p.components", "p.body", "e.draft"] as const).flatMap((column) => [
          eb(column, "like", holdsSlug),
          eb(column, "like", holdsPath),
        ]),
      ),
    );
  if (address.ownPostId !== undefined) postsQuery = postsQuery.where("p.id", "!=", address.ownPostId);
  const [hosts, links, elements, posts] = await Promise.all([
    siteHosts(db, site),
    db
      .selectFrom("navigation_links")
      .select(["tree", "name"])
      .where("site_id", "=", siteId)
      .where("language_code", "=", languageCode)
      .where("link_type", "in", [...types])
      .where("link_value", "=", slug)
      .orderBy("tree")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("cms_elements")
      .select(["handler", "title", "options", "parts", "meta", "draft"])
      .where("site_id", "=", siteId)
      .where("language_code", "=", languageCode)
      .where((eb) =>
        eb.or(
          (["options", "parts", "meta", "draft"] as const).flatMap((column) => [
            eb(column, "like", holdsSlug),
            eb(column, "like", holdsPath),
          ]),
        ),
      )
      .orderBy("handler")
      .execute(),
    postsQuery.orderBy("p.id").execute(),
  ]);
  const uses: PageUse[] = [];
  const seen = new Set<string>();
  for (const link of links) {
    const key = `${link.tree}\n${link.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    uses.push({ kind: "navigation", name: link.tree, title: link.name, language });
  }
  const sameLanguage = { types, slug, path, hosts };
  for (const element of elements)
    if (
      [element.options, element.parts, element.meta, element.draft].some((text) => linksTo(parsed(text), sameLanguage))
    )
      uses.push({ kind: "element", name: element.handler, title: element.title, language });
  for (const post of posts) {
    // A link object names an address of its own page's language; an href names a path, whatever the language.
    const target = { types, slug: post.language_code === languageCode ? slug : null, path, hosts };
    if (![parsed(post.components), post.body, parsed(post.draft)].some((value) => linksTo(value, target))) continue;
    const postLanguage: Locale = isLocale(post.language_code) ? post.language_code : defaultLocale;
    uses.push({
      kind: post.type === "post" ? "post" : "page",
      name: contentPagePath(postLanguage, post.slug, translationGroupOf(post) === home),
      title: post.title,
      post: { id: post.id, published: post.status === "published" },
    });
  }
  return uses;
}

/**
 * What links to any of several addresses (a product's, one per language), each place once, in the
 * order found.
 */
export async function usesOfAddresses(
  db: DbOrTx,
  site: SiteRecord,
  home: number | null,
  addresses: readonly LinkedAddress[],
): Promise<PageUse[]> {
  const found = await Promise.all(addresses.map((address) => usesOfAddress(db, site, home, address)));
  const seen = new Set<string>();
  return found.flat().filter((use) => {
    const key = `${use.kind}\n${use.name}\n${use.title}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
