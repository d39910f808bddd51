/** The language switcher's links (app/lib/alternates.ts): the current query goes along but a list's page. */
import { describe, expect, it } from "vitest";
import { withCurrentQuery } from "~/lib/alternates";

describe("withCurrentQuery", () => {
  it("keeps a search's words, a list's sort and filters", () => {
    expect(withCurrentQuery("/hr/pretraga", "?q=shirt")).toBe("/hr/pretraga?q=shirt");
    expect(withCurrentQuery("/shop", "?sort=priceAsc&price_min=10")).toBe("/shop?sort=priceAsc&price_min=10");
    expect(withCurrentQuery("/hr/objave", "")).toBe("/hr/objave");
  });

  it("leaves out the page: the other language's list starts at its first", () => {
    expect(withCurrentQuery("/hr/objave", "?page=3")).toBe("/hr/objave");
    expect(withCurrentQuery("/shop", "?sort=priceAsc&page=2&price_min=10")).toBe("/shop?sort=priceAsc&price_min=10");
  });

  it("keeps what the alternate names itself", () => {
    expect(withCurrentQuery("/hr/tehnicka-podrska?topic=racun", "?topic=account&page=2&q=x")).toBe(
      "/hr/tehnicka-podrska?topic=racun&q=x",
    );
  });

  it("takes a page to return to into the other language where its address is known", () => {
    expect(withCurrentQuery("/hr/prijava", "?redirectTo=%2Fprofile%23orders")).toBe(
      "/hr/prijava?redirectTo=%2Fhr%2Fprofil%23orders",
    );
    expect(withCurrentQuery("/login", "?redirectTo=/hr/profil/narudzbe/ab12")).toBe(
      "/login?redirectTo=%2Fprofile%2Forders%2Fab12",
    );
    expect(withCurrentQuery("/hr/prijava", "?redirectTo=/checkout/shipping?x=1")).toBe(
      "/hr/prijava?redirectTo=%2Fhr%2Fnaplata%2Fdostava%3Fx%3D1",
    );
    expect(withCurrentQuery("/hr/prijava", "?redirectTo=/")).toBe("/hr/prijava?redirectTo=%2Fhr%2F");
    // A product's slug differs by language: the page it names stays as it is.
    expect(withCurrentQuery("/hr/prijava", "?redirectTo=/product/woven-basket")).toBe(
      "/hr/prijava?redirectTo=%2Fproduct%2Fwoven-basket",
    );
  });
});
