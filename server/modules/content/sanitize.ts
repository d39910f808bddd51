import sanitizeHtml from "sanitize-html";

/**
 * A picture source the site can serve: an absolute http(s) address or a path to the media library
 * (what the editor inserts). Anything else (a relative "x", another page's path, data:) would make
 * every view of the page ask for a missing address, which then fills the "Pages not found" list.
 */
function isPictureSource(src: string | undefined): boolean {
  if (!src) return false;
  const value = src.trim();
  return /^https?:\/\/[^/\s]/i.test(value) || /^\/media\/[^\s]/.test(value);
}

/** A srcset keeps only its candidates whose address is a picture source. */
function pictureSrcset(srcset: string | undefined): string | undefined {
  if (!srcset) return undefined;
  const kept = srcset
    .split(",")
    .map((candidate) => candidate.trim())
    .filter((candidate) => isPictureSource(candidate.split(/\s+/)[0]));
  return kept.length ? kept.join(", ") : undefined;
}

function withSrcset(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const { srcset, ...rest } = attribs;
  const kept = pictureSrcset(srcset);
  return kept ? { ...rest, srcset: kept } : rest;
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img", "h1", "h2", "figure", "figcaption", "picture", "source"],
  allowedAttributes: {
    a: ["href", "name", "target", "rel", "title"],
    img: ["src", "srcset", "sizes", "alt", "title", "width", "height", "loading", "decoding"],
    source: ["srcset", "type", "media", "sizes"],
    "*": ["id", "lang", "dir"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      if (attribs.target === "_blank") attribs.rel = "noopener noreferrer";
      return { tagName, attribs };
    },
    // A picture in rich text is rarely the first thing a page shows: it waits until it is scrolled
    // near, so that it takes no bandwidth from the first paint. An editor may still write
    // loading="eager" for one that is.
    img: (tagName, attribs) => ({ tagName, attribs: { loading: "lazy", decoding: "async", ...withSrcset(attribs) } }),
    source: (tagName, attribs) => ({ tagName, attribs: withSrcset(attribs) }),
  },
  // A picture without a source the site can serve is dropped whole (review h2, finding 3).
  exclusiveFilter: (frame) => frame.tag === "img" && !isPictureSource(frame.attribs.src),
};

/** HTML from editors is cleaned once, when it is written: scripts, handlers and unknown schemes go. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}

/** Section props named `html` or ending in `Html` hold rich text; every other prop is plain data. */
export function sanitizeSectionProps(value: unknown, key = ""): unknown {
  if (typeof value === "string") return key === "html" || key.endsWith("Html") ? sanitizeRichText(value) : value;
  if (Array.isArray(value)) return value.map((v) => sanitizeSectionProps(v));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sanitizeSectionProps(v, k)]));
  }
  return value;
}
