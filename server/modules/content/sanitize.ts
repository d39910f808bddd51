import sanitizeHtml from "sanitize-html";

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
    img: (tagName, attribs) => ({ tagName, attribs: { loading: "lazy", decoding: "async", ...attribs } }),
  },
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
