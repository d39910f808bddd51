import { describe, expect, it } from "vitest";
import { pageTitle, privatePageMeta, seoMeta } from "~/lib/seo";

/** app/lib/seo.ts: the one rule of a storefront page's <title>. */
const inShop = [
  { id: "root", data: {} },
  { id: "layout:main", data: { siteName: "Demo Shop" } },
];

describe("pageTitle", () => {
  it("ends a page's title with the site's name", () => {
    expect(pageTitle("Cart", inShop)).toBe("Cart | Demo Shop");
    expect(pageTitle("Košarica", inShop)).toBe("Košarica | Demo Shop");
    expect(pageTitle("", inShop)).toBe("Demo Shop");
  });

  it("leaves a title that already names the site at its start or its end", () => {
    expect(pageTitle("Leather belt | Demo Shop", inShop)).toBe("Leather belt | Demo Shop");
    // A content page's meta title may name the site after a dash.
    expect(pageTitle("About us – Demo Shop", inShop)).toBe("About us – Demo Shop");
    expect(pageTitle("O nama - Demo Shop", inShop)).toBe("O nama - Demo Shop");
    expect(pageTitle("Demo Shop – Thoughtful things", inShop)).toBe("Demo Shop – Thoughtful things");
    expect(pageTitle("Demo Shop", inShop)).toBe("Demo Shop");
  });

  it("names the site after a page whose own name only begins with the site's", () => {
    expect(pageTitle("Demo Shop gift card", inShop)).toBe("Demo Shop gift card | Demo Shop");
  });

  it("outside the storefront layout (no site name) leaves the title as it is", () => {
    expect(pageTitle("Admin", [{ id: "root", data: {} }])).toBe("Admin");
  });
});

describe("seoMeta", () => {
  const tags = (matches: typeof inShop) =>
    seoMeta({ title: "Cart", origin: "https://shop.example.com", path: "/cart", matches });

  it("gives Open Graph the page's own title and the site's name apart, as Open Graph asks", () => {
    const meta = tags(inShop);
    expect(meta).toContainEqual({ title: "Cart | Demo Shop" });
    expect(meta).toContainEqual({ property: "og:title", content: "Cart" });
    expect(meta).toContainEqual({ property: "og:site_name", content: "Demo Shop" });
  });

  it("says the page's Open Graph type and language, and its other language as an alternate", () => {
    const post = seoMeta({
      title: "Kako prati merino vunu",
      origin: "https://shop.example.com",
      path: "/hr/kako-prati-merino-vunu",
      alternates: { en: "/how-to-wash-merino-wool", hr: "/hr/kako-prati-merino-vunu" },
      matches: inShop,
      type: "article",
    });
    expect(post).toContainEqual({ property: "og:type", content: "article" });
    expect(post).toContainEqual({ property: "og:locale", content: "hr_HR" });
    expect(post).toContainEqual({ property: "og:locale:alternate", content: "en_US" });
    expect(tags(inShop)).toContainEqual({ property: "og:type", content: "website" });
    expect(tags(inShop)).toContainEqual({ property: "og:locale", content: "en_US" });
  });

  it("gives a list's later page no hreflang: the other language's list may be shorter", () => {
    const page = (path: string) =>
      seoMeta({
        title: "Blog",
        origin: "https://shop.example.com",
        path,
        alternates: { en: "/blog", hr: "/hr/objave" },
        matches: inShop,
      }).filter((tag) => "hrefLang" in tag);
    expect(page("/blog")).toHaveLength(3);
    expect(page("/blog?page=2")).toEqual([]);
  });

  it("names no site outside the storefront layout", () => {
    expect(tags([{ id: "root", data: {} }]).some((tag) => "property" in tag && tag.property === "og:site_name")).toBe(
      false,
    );
  });
});

describe("privatePageMeta", () => {
  it("gives a private page (account, cart, checkout) its title by pageTitle's rule, its description, and no index", () => {
    expect(privatePageMeta({ data: { title: "Cart", description: "Your cart." }, matches: inShop })).toEqual([
      { title: "Cart | Demo Shop" },
      { name: "description", content: "Your cart." },
      { name: "robots", content: "noindex, follow" },
    ]);
    expect(privatePageMeta({ data: { title: "Login" }, matches: inShop })).toEqual([
      { title: "Login | Demo Shop" },
      { name: "robots", content: "noindex, follow" },
    ]);
  });

  it("gives nothing without the page's data (an error answer)", () => {
    expect(privatePageMeta({ data: undefined, matches: inShop })).toEqual([]);
  });
});
