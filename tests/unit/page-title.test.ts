import { describe, expect, it } from "vitest";
import { pageTitle } from "~/lib/seo";

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
