import { describe, it, expect } from "vitest";
import {
  DEFAULT_REL,
  DEFAULT_TARGET,
  hrefFromString,
  linkAttributes,
  linkPath,
  productLink,
  resolveLink,
  resourceLink,
  termLink,
  type LinkLogger,
} from "#server/contract/links";

/** A logger that records its calls. */
function fakeLogger() {
  const calls: { msg: string; fields?: Record<string, unknown> }[] = [];
  const log: LinkLogger = { error: (msg, fields) => void calls.push({ msg, fields }) };
  return { log, calls };
}

describe("linkPath", () => {
  it("resolves page links to content routes", () => {
    expect(linkPath("page", "about-us", "en")).toEqual({ href: "/about-us", external: false });
    expect(linkPath("page", "o-nama", "hr")).toEqual({ href: "/hr/o-nama", external: false });
  });

  it("sends the home-page slug to the locale root", () => {
    expect(linkPath("page", "home-page", "en")).toEqual({ href: "/", external: false });
    expect(linkPath("page", "home-page", "hr")).toEqual({ href: "/hr/", external: false });
  });

  it("resolves post links to content routes", () => {
    expect(linkPath("post", "my-post", "en")).toEqual({ href: "/my-post", external: false });
    expect(linkPath("post", "moja-objava", "hr")).toEqual({ href: "/hr/moja-objava", external: false });
  });

  it("adds the shop segment for shop links", () => {
    expect(linkPath("shop", "shoes", "en")).toEqual({ href: "/shop/shoes", external: false });
    expect(linkPath("shop", "shoes", "hr")).toEqual({ href: "/hr/shop/shoes", external: false });
    expect(linkPath("shop", "", "en")).toEqual({ href: "/shop", external: false });
  });

  it("adds the product segment for product links", () => {
    expect(linkPath("product", "red-shoe", "en")).toEqual({ href: "/product/red-shoe", external: false });
    expect(linkPath("product", "red-shoe", "hr")).toEqual({ href: "/hr/product/red-shoe", external: false });
    expect(linkPath("product", "", "hr")).toEqual({ href: "/hr/product", external: false });
  });

  it("resolves external links through hrefFromString", () => {
    expect(linkPath("external", "https://example.com/x", "en")).toEqual({
      href: "https://example.com/x",
      external: true,
    });
    expect(linkPath("external", "/hr/kosarica", "hr")).toEqual({ href: "/hr/kosarica", external: false });
    expect(linkPath("external", "cart", "hr")).toEqual({ href: "/hr/kosarica", external: false });
  });

  it("sends unknown link types to the root and logs them", () => {
    const { log, calls } = fakeLogger();
    expect(linkPath("weird", "x", "hr", log)).toEqual({ href: "/hr/", external: false });
    expect(calls).toHaveLength(1);
    expect(calls[0].fields).toEqual({ type: "weird", value: "x" });
  });

  it("does not throw on unknown types without a logger", () => {
    expect(linkPath("weird", "x", "en")).toEqual({ href: "/", external: false });
  });

  it("does not log known types", () => {
    const { log, calls } = fakeLogger();
    for (const type of ["page", "shop", "product", "post", "external"]) linkPath(type, "x", "en", log);
    expect(calls).toHaveLength(0);
  });
});

describe("linkAttributes", () => {
  it("has dofollow and _blank as defaults", () => {
    expect(DEFAULT_REL).toBe("dofollow");
    expect(DEFAULT_TARGET).toBe("_blank");
  });

  it("opens internal links in place with no rel", () => {
    expect(linkAttributes(false)).toEqual({ rel: undefined, target: undefined });
    expect(linkAttributes(false, null, null)).toEqual({ rel: undefined, target: undefined });
    expect(linkAttributes(false, "dofollow")).toEqual({ rel: undefined, target: undefined });
  });

  it("opens external links in a new tab with noopener noreferrer", () => {
    expect(linkAttributes(true)).toEqual({ rel: "noopener noreferrer", target: "_blank" });
  });

  it("adds noopener (but not noreferrer) to internal links opened in a new tab", () => {
    expect(linkAttributes(false, undefined, "_blank")).toEqual({ rel: "noopener", target: "_blank" });
  });

  it("keeps an explicit rel and drops dofollow", () => {
    expect(linkAttributes(true, "nofollow")).toEqual({ rel: "nofollow noopener noreferrer", target: "_blank" });
    expect(linkAttributes(false, "nofollow sponsored")).toEqual({ rel: "nofollow sponsored", target: undefined });
    expect(linkAttributes(false, "dofollow  nofollow")).toEqual({ rel: "nofollow", target: undefined });
  });

  it("does not duplicate noopener", () => {
    expect(linkAttributes(true, "noopener")).toEqual({ rel: "noopener noreferrer", target: "_blank" });
  });

  it("treats _self as no target", () => {
    expect(linkAttributes(true, undefined, "_self")).toEqual({ rel: undefined, target: undefined });
    expect(linkAttributes(false, "nofollow", "_self")).toEqual({ rel: "nofollow", target: undefined });
  });

  it("keeps other targets", () => {
    expect(linkAttributes(false, undefined, "_parent")).toEqual({ rel: undefined, target: "_parent" });
  });
});

describe("resolveLink", () => {
  it("combines path and attributes", () => {
    expect(resolveLink({ type: "product", value: "red-shoe" }, "hr")).toEqual({
      href: "/hr/product/red-shoe",
      external: false,
      rel: undefined,
      target: undefined,
    });
    expect(resolveLink({ type: "external", value: "https://example.com", rel: "nofollow" }, "en")).toEqual({
      href: "https://example.com",
      external: true,
      rel: "nofollow noopener noreferrer",
      target: "_blank",
    });
  });

  it("passes the logger on", () => {
    const { log, calls } = fakeLogger();
    expect(resolveLink({ type: "nope", value: "x" }, "en", log).href).toBe("/");
    expect(calls).toHaveLength(1);
  });
});

describe("termLink", () => {
  it("sends post and page terms to the content route", () => {
    expect(termLink({ type: "post", slug: "my-post" }, "en")).toBe("/my-post");
    expect(termLink({ type: "page", slug: "o-nama" }, "hr")).toBe("/hr/o-nama");
    expect(termLink({ type: "page", slug: "home-page" }, "hr")).toBe("/hr/");
  });

  it("sends product terms to the product page", () => {
    expect(termLink({ type: "product", slug: "red-shoe" }, "en")).toBe("/product/red-shoe");
    expect(termLink({ type: "product", slug: "red-shoe" }, "hr")).toBe("/hr/product/red-shoe");
  });

  it("sends categories and tags to the blog", () => {
    expect(termLink({ type: "category", slug: "news" }, "en")).toBe("/blog/news");
    expect(termLink({ type: "category", slug: "novosti" }, "hr")).toBe("/hr/objave/novosti");
    expect(termLink({ type: "tag", slug: "sale" }, "en")).toBe("/blog/sale");
    expect(termLink({ type: "tag", slug: "akcija" }, "hr")).toBe("/hr/objave/akcija");
  });

  it("sends unknown term types to the root and logs an error", () => {
    const { log, calls } = fakeLogger();
    expect(termLink({ type: "brand", slug: "acme" }, "en", log)).toBe("/");
    expect(termLink({ type: "brand", slug: "acme" }, "hr", log)).toBe("/hr/");
    expect(calls).toHaveLength(2);
    expect(calls[0]).toEqual({ msg: "unknown term type", fields: { type: "brand", slug: "acme" } });
  });

  it("does not log known term types", () => {
    const { log, calls } = fakeLogger();
    for (const type of ["post", "page", "product", "category", "tag"]) termLink({ type, slug: "x" }, "en", log);
    expect(calls).toHaveLength(0);
  });

  it("does not throw without a logger", () => {
    expect(termLink({ type: "brand", slug: "acme" }, "en")).toBe("/");
  });
});

describe("resourceLink", () => {
  it("links a post resource to /{slug}", () => {
    expect(resourceLink({ type: "post", slug: "my-post" }, "en")).toBe("/my-post");
    expect(resourceLink({ type: "post", slug: "moja-objava" }, "hr")).toBe("/hr/moja-objava");
    expect(resourceLink({ type: "post", slug: "home-page" }, "en")).toBe("/");
  });

  it("links a term resource to the blog", () => {
    expect(resourceLink({ type: "term", slug: "news" }, "en")).toBe("/blog/news");
    expect(resourceLink({ type: "term", slug: "novosti" }, "hr")).toBe("/hr/objave/novosti");
  });
});

describe("hrefFromString", () => {
  it("treats strings starting with / as internal, trimmed", () => {
    expect(hrefFromString("/cart", "en")).toEqual({ href: "/cart", external: false });
    expect(hrefFromString("  /hr/kosarica ", "hr")).toEqual({ href: "/hr/kosarica", external: false });
    expect(hrefFromString("/", "hr")).toEqual({ href: "/", external: false });
  });

  it("treats protocol-relative and absolute URLs as external", () => {
    expect(hrefFromString("//cdn.example.com/x", "en")).toEqual({ href: "//cdn.example.com/x", external: true });
    expect(hrefFromString("https://example.com", "hr")).toEqual({ href: "https://example.com", external: true });
    expect(hrefFromString("mailto:shop@example.com", "en")).toEqual({
      href: "mailto:shop@example.com",
      external: true,
    });
  });

  it("treats unknown words as external", () => {
    expect(hrefFromString("example.com", "en").external).toBe(true);
    expect(hrefFromString("Cart", "en").external).toBe(true);
  });

  it("resolves locale names to the locale root", () => {
    expect(hrefFromString("hr", "en")).toEqual({ href: "/hr/", external: false });
    expect(hrefFromString("en", "hr")).toEqual({ href: "/", external: false });
  });

  it("resolves known page names (keys or localized segments) in the current locale", () => {
    expect(hrefFromString("cart", "en")).toEqual({ href: "/cart", external: false });
    expect(hrefFromString("cart", "hr")).toEqual({ href: "/hr/kosarica", external: false });
    expect(hrefFromString("kosarica", "en")).toEqual({ href: "/cart", external: false });
    expect(hrefFromString("kosarica", "hr")).toEqual({ href: "/hr/kosarica", external: false });
    expect(hrefFromString("einkaufswagen", "en")).toEqual({ href: "/cart", external: false });
    expect(hrefFromString("checkout", "hr")).toEqual({ href: "/hr/naplata", external: false });
    expect(hrefFromString("privacyPolicy", "hr")).toEqual({ href: "/hr/politika-privatnosti", external: false });
    expect(hrefFromString("politika-privatnosti", "en")).toEqual({ href: "/privacy-policy", external: false });
    expect(hrefFromString("try-for-free", "hr")).toEqual({ href: "/hr/isprobajte-besplatno", external: false });
    expect(hrefFromString("checkout/success", "hr")).toEqual({ href: "/hr/naplata/uspjesna", external: false });
  });

  it("does not resolve pages that need a parameter (event/:id)", () => {
    expect(hrefFromString("event", "en").external).toBe(true);
  });

  // Spec: strings are external "unless they name a known page". Blog, shop and product are
  // known pages whose slug is optional (/blog, /hr/objave), but knownPage() skips every pattern
  // containing ":" — optional ones too — so "blog" becomes an external (relative!) href "blog".
  it("resolves known pages with only optional parameters (blog, shop, product)", () => {
    expect(hrefFromString("blog", "hr")).toEqual({ href: "/hr/objave", external: false });
    expect(hrefFromString("shop", "en")).toEqual({ href: "/shop", external: false });
  });
});

describe("productLink", () => {
  it("links a product to /product/{slug}", () => {
    expect(productLink({ slug: "red-shoe" }, "en")).toBe("/product/red-shoe");
    expect(productLink({ slug: "red-shoe" }, "hr")).toBe("/hr/product/red-shoe");
  });

  it("links a cart item that is not visible individually to its main product with cartItemId", () => {
    const item = { slug: "bundle-part", mainProductSlug: "bundle", isVisibleIndividually: false };
    expect(productLink(item, "en", 42)).toBe("/product/bundle?cartItemId=42");
    expect(productLink(item, "hr", "42")).toBe("/hr/product/bundle?cartItemId=42");
    expect(productLink(item, "en", 0)).toBe("/product/bundle?cartItemId=0");
    expect(productLink(item, "en", "a b&c")).toBe("/product/bundle?cartItemId=a%20b%26c");
  });

  it("links to the product itself otherwise", () => {
    expect(productLink({ slug: "part", mainProductSlug: "bundle", isVisibleIndividually: true }, "en", 42)).toBe(
      "/product/part",
    );
    expect(productLink({ slug: "part", mainProductSlug: "bundle" }, "en", 42)).toBe("/product/part");
    expect(productLink({ slug: "part", mainProductSlug: null, isVisibleIndividually: false }, "en", 42)).toBe(
      "/product/part",
    );
    expect(productLink({ slug: "part", mainProductSlug: "bundle", isVisibleIndividually: false }, "en")).toBe(
      "/product/part",
    );
  });
});
