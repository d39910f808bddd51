/**
 * Link resolution (spec section 2, "Other URL facts"): how CMS links, terms, resources and cart
 * items become paths. One module, used by the platform (navigation `formattedPath`) and by the
 * storefront (links inside sections, cards and the cart).
 */
import { contentPagePath, isLocale, pagePath, pagePaths, type Locale, type PageId } from "./urls";

export const DEFAULT_REL = "dofollow";
export const DEFAULT_TARGET = "_blank";

export type LinkType = "page" | "shop" | "product" | "post" | "external";

export interface ResolvedLink {
  href: string;
  external: boolean;
  /** Attribute values ready for <a>: "dofollow" renders as no rel at all. */
  rel: string | undefined;
  target: string | undefined;
}

export interface LinkLogger {
  error(msg: string, fields?: Record<string, unknown>): void;
}

/** A link stored in the CMS: its type and a slug (or a URL or path for external links). */
export function linkPath(
  type: string,
  value: string,
  locale: Locale,
  log?: LinkLogger,
): { href: string; external: boolean } {
  switch (type) {
    case "shop":
      return { href: pagePath("shop", locale, { slug: value || undefined }), external: false };
    case "product":
      return { href: pagePath("product", locale, { slug: value || undefined }), external: false };
    case "page":
    case "post":
      return { href: contentPagePath(locale, value), external: false };
    case "external":
      return hrefFromString(value, locale);
    default:
      log?.error("unmappable link target", { type, value });
      return { href: contentPagePath(locale, ""), external: false };
  }
}

/** Rel and target for an anchor: internal links open in place; external ones default to a new tab. */
export function linkAttributes(external: boolean, rel?: string | null, target?: string | null) {
  const chosenTarget = target || (external ? DEFAULT_TARGET : undefined);
  const relParts = new Set((rel || DEFAULT_REL).split(/\s+/).filter((r) => r && r !== DEFAULT_REL));
  if (chosenTarget === "_blank") {
    relParts.add("noopener");
    if (external) relParts.add("noreferrer");
  }
  return {
    rel: relParts.size ? [...relParts].join(" ") : undefined,
    target: chosenTarget === "_self" ? undefined : chosenTarget,
  };
}

export function resolveLink(
  link: { type: string; value: string; rel?: string | null; target?: string | null },
  locale: Locale,
  log?: LinkLogger,
): ResolvedLink {
  const { href, external } = linkPath(link.type, link.value, locale, log);
  return { href, external, ...linkAttributes(external, link.rel, link.target) };
}

/** Term links: post and page terms go to the content route, product to the product page,
 * categories and tags to the blog; any other term type goes to the root and is logged. */
export function termLink(term: { type: string; slug: string }, locale: Locale, log?: LinkLogger): string {
  switch (term.type) {
    case "post":
    case "page":
      return contentPagePath(locale, term.slug);
    case "product":
      return pagePath("product", locale, { slug: term.slug });
    case "category":
    case "tag":
      return pagePath("blog", locale, { slug: term.slug });
    default:
      log?.error("unknown term type", { type: term.type, slug: term.slug });
      return contentPagePath(locale, "");
  }
}

/** Resource links: a post is a content page at /{slug}; a term is a blog listing. */
export function resourceLink(resource: { type: "post" | "term"; slug: string }, locale: Locale): string {
  return resource.type === "post"
    ? contentPagePath(locale, resource.slug)
    : pagePath("blog", locale, { slug: resource.slug });
}

/** Strings that start with "/" are internal; others are external unless they name a known page
 * (a key or localized segment of the route table) or a locale. */
export function hrefFromString(value: string, locale: Locale): { href: string; external: boolean } {
  const trimmed = value.trim();
  if (trimmed.startsWith("/") && !trimmed.startsWith("//")) return { href: trimmed, external: false };
  if (isLocale(trimmed)) return { href: contentPagePath(trimmed, ""), external: false };
  const page = knownPage(trimmed);
  if (page) return { href: pagePath(page, locale), external: false };
  // A bare host ("www.example.com") would resolve as a relative path in the browser.
  const href = /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  return { href, external: true };
}

function knownPage(name: string): PageId | undefined {
  for (const [id, paths] of Object.entries(pagePaths) as [PageId, Record<string, string>][]) {
    // Pages that need a parameter (event/:id) cannot be named bare; optional ones (blog/:slug?) can.
    if (Object.values(paths).some((p) => /:\w+(?!\?)(\/|$)/.test(p))) continue;
    if (id === name || Object.values(paths).includes(name)) return id;
  }
  return undefined;
}

/** Products, services and bundles link to the product page; a cart item that is not visible on
 * its own links to its main product with the cart item id. */
export function productLink(
  product: { slug: string; mainProductSlug?: string | null; isVisibleIndividually?: boolean },
  locale: Locale,
  cartItemId?: number | string,
): string {
  if (cartItemId !== undefined && product.isVisibleIndividually === false && product.mainProductSlug) {
    return `${pagePath("product", locale, { slug: product.mainProductSlug })}?cartItemId=${encodeURIComponent(String(cartItemId))}`;
  }
  return pagePath("product", locale, { slug: product.slug });
}
