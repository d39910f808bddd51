/**
 * The rules of a section's link (spec section 2: a link has a type, shop, product or page, or is
 * an external URL; default rel dofollow, target _blank), zod-free so that the link-options dialog
 * checks them in the browser with the same code the server's save runs.
 */
export const linkTypes = ["page", "shop", "product", "external"] as const;
export const linkRels = ["dofollow", "nofollow", "sponsored", "ugc"] as const;
export const linkTargets = ["_blank", "_self"] as const;

export type LinkProblem = "badType" | "badSlug" | "unsafeUrl" | "protocolRelative" | "badUrl" | "badOption";

/** Schemes a link may use: anything else (javascript:, data:, vbscript:) could run code when clicked. */
const safeSchemes = new Set(["http:", "https:", "mailto:", "tel:"]);

// eslint-disable-next-line no-control-regex -- exactly the characters browsers strip from URLs.
const compacted = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");

/** "//host/path" (or "/\\host", which browsers read alike) opens another site, on the page's scheme: an
 * editor meaning a path of this site, or an address without its scheme, gets someone else's site. */
const isProtocolRelative = (compact: string) => compact.startsWith("//") || compact.startsWith("/\\");

/**
 * Whether an external link's value is safe to put in an href: a path of this site, a bare host (it
 * becomes https://), or a URL of a safe scheme. Browsers ignore tabs, new lines and leading control
 * characters in a scheme ("java\tscript:"), so those are dropped before the scheme is read.
 */
export function isSafeHref(value: string): boolean {
  const compact = compacted(value);
  if (compact.startsWith("/")) return !isProtocolRelative(compact);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  if (!scheme) return true;
  // "localhost:3000" reads like a scheme; a host with a port is still a host.
  if (/^[a-z0-9.-]+:\d+(\/|$)/i.test(compact)) return true;
  return safeSchemes.has(`${scheme.toLowerCase()}:`);
}

const slugPattern = /^[a-z0-9\u00c0-\u024f-]+(\/[a-z0-9\u00c0-\u024f-]+)*$/;

/** What is wrong with a link an editor set, or null. A page or shop link may name no slug (the home
 * page, the whole shop); a product link must. */
export function linkProblem(link: { type: string; value: string; rel?: string; target?: string }): LinkProblem | null {
  if (!(linkTypes as readonly string[]).includes(link.type)) return "badType";
  if (link.rel !== undefined && !(linkRels as readonly string[]).includes(link.rel)) return "badOption";
  if (link.target !== undefined && !(linkTargets as readonly string[]).includes(link.target)) return "badOption";
  const value = link.value.trim();
  if (link.type === "external") {
    // An address has no spaces (a space inside is typed as %20): "not a url" would become a dead link.
    if (!value || value.length > 2000 || /\s/.test(value)) return "badUrl";
    if (isProtocolRelative(compacted(value))) return "protocolRelative";
    return isSafeHref(value) ? null : "unsafeUrl";
  }
  if (!value) return link.type === "product" ? "badSlug" : null;
  return slugPattern.test(value) ? null : "badSlug";
}
