import { describe, it, expect } from "vitest";
import {
  HOME_PAGE_SLUG,
  checkoutStepSegment,
  contentPagePath,
  defaultLocale,
  fixedPageInOwnWords,
  isLocale,
  localeFromPath,
  localePrefix,
  pagePath,
  pagePaths,
  pathWithoutLocale,
  withoutDefaultPrefix,
} from "#server/contract/urls";

describe("locales", () => {
  it("has English as the default locale without prefix and Croatian under /hr", () => {
    expect(defaultLocale).toBe("en");
    expect(localePrefix("en")).toBe("");
    expect(localePrefix("hr")).toBe("/hr");
  });

  it("recognises supported locales only", () => {
    expect(isLocale("en")).toBe(true);
    expect(isLocale("hr")).toBe(true);
    expect(isLocale("de")).toBe(false);
    expect(isLocale("HR")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
    expect(isLocale(1)).toBe(false);
  });
});

describe("localeFromPath", () => {
  it("reads the Croatian prefix", () => {
    expect(localeFromPath("/hr")).toBe("hr");
    expect(localeFromPath("/hr/")).toBe("hr");
    expect(localeFromPath("/hr/kosarica")).toBe("hr");
    expect(localeFromPath("/hr/objave/news")).toBe("hr");
  });

  it("defaults to English", () => {
    expect(localeFromPath("/")).toBe("en");
    expect(localeFromPath("")).toBe("en");
    expect(localeFromPath("/cart")).toBe("en");
    expect(localeFromPath("/en/cart")).toBe("en");
    expect(localeFromPath("/de/kasse")).toBe("en");
    expect(localeFromPath("/hrvatska")).toBe("en");
    expect(localeFromPath("/HR/kosarica")).toBe("en");
    expect(localeFromPath("/blog/hr")).toBe("en");
  });
});

describe("pathWithoutLocale", () => {
  it("strips the Croatian prefix", () => {
    expect(pathWithoutLocale("/hr/kosarica")).toBe("/kosarica");
    expect(pathWithoutLocale("/hr/naplata/uspjesna")).toBe("/naplata/uspjesna");
    expect(pathWithoutLocale("/hr/")).toBe("/");
    expect(pathWithoutLocale("/hr")).toBe("/");
  });

  it("leaves default-locale paths alone", () => {
    expect(pathWithoutLocale("/cart")).toBe("/cart");
    expect(pathWithoutLocale("/")).toBe("/");
    expect(pathWithoutLocale("")).toBe("/");
    expect(pathWithoutLocale("/hrvatska")).toBe("/hrvatska");
    expect(pathWithoutLocale("/blog/hr")).toBe("/blog/hr");
  });

  it("round-trips with localePrefix", () => {
    for (const path of ["/kosarica", "/objave/news", "/"]) {
      const prefixed = `${localePrefix("hr")}${path}`;
      expect(localeFromPath(prefixed)).toBe("hr");
      expect(pathWithoutLocale(prefixed)).toBe(path);
    }
  });
});

describe("pagePath", () => {
  it("builds fixed pages in English and Croatian (spec route table)", () => {
    expect(pagePath("cart", "en")).toBe("/cart");
    expect(pagePath("cart", "hr")).toBe("/hr/kosarica");
    expect(pagePath("checkout", "en")).toBe("/checkout");
    expect(pagePath("checkout", "hr")).toBe("/hr/naplata");
    expect(pagePath("checkoutSuccess", "en")).toBe("/checkout/success");
    expect(pagePath("checkoutSuccess", "hr")).toBe("/hr/naplata/uspjesna");
    expect(pagePath("checkoutFailure", "hr")).toBe("/hr/checkout/failure");
    expect(pagePath("checkoutFailure", "en")).toBe("/checkout/failure");
    expect(pagePath("checkoutShipping", "en")).toBe("/checkout/shipping");
    expect(pagePath("checkoutShipping", "hr")).toBe("/hr/naplata/dostava");
    expect(pagePath("checkoutPayment", "en")).toBe("/checkout/payment");
    expect(pagePath("checkoutPayment", "hr")).toBe("/hr/naplata/placanje");
    expect(pagePath("checkoutPaymentResult", "en")).toBe("/checkout/payment-result");
    expect(pagePath("checkoutPaymentResult", "hr")).toBe("/hr/naplata/rezultat-placanja");
    expect(pagePath("guestOrder", "en", { slug: "ORD-1" })).toBe("/order/ORD-1");
    expect(pagePath("guestOrder", "hr", { slug: "ORD-1" })).toBe("/hr/narudzba/ORD-1");
    expect(pagePath("confirmEmail", "hr")).toBe("/hr/potvrdi-email");
    expect(pagePath("search", "hr")).toBe("/hr/pretraga");
    expect(pagePath("login", "hr")).toBe("/hr/prijava");
    expect(pagePath("register", "hr")).toBe("/hr/registracija");
    expect(pagePath("profile", "hr")).toBe("/hr/profil");
    expect(pagePath("forgotPassword", "hr")).toBe("/hr/zaboravljena-lozinka");
    expect(pagePath("socialLogin", "hr")).toBe("/hr/social-login");
    expect(pagePath("supportHelpdesk", "en")).toBe("/support-helpdesk");
    expect(pagePath("supportHelpdesk", "hr")).toBe("/hr/tehnicka-podrska");
    expect(pagePath("searchResults", "en")).toBe("/search-results");
    expect(pagePath("privacyPolicy", "en")).toBe("/privacy-policy");
    expect(pagePath("privacyPolicy", "hr")).toBe("/hr/politika-privatnosti");
    expect(pagePath("tryForFree", "en")).toBe("/try-for-free");
    expect(pagePath("tryForFree", "hr")).toBe("/hr/isprobajte-besplatno");
  });

  it("keeps German alias paths in the table", () => {
    expect(pagePaths.cart.de).toBe("einkaufswagen");
    expect(pagePaths.checkout.de).toBe("kasse");
    expect(pagePaths.checkoutShipping.de).toBe("kasse/versand");
    expect(pagePaths.checkoutPayment.de).toBe("kasse/zahlung");
    expect(pagePaths.search.de).toBe("suche");
    expect(pagePaths.product.de).toBe("produkt/:slug?");
  });

  it("drops optional parameters that are missing or empty", () => {
    expect(pagePath("blog", "en")).toBe("/blog");
    expect(pagePath("blog", "hr")).toBe("/hr/objave");
    expect(pagePath("shop", "en", { slug: "" })).toBe("/shop");
    expect(pagePath("shop", "hr", { slug: undefined })).toBe("/hr/shop");
    expect(pagePath("product", "en")).toBe("/product");
  });

  it("fills optional parameters", () => {
    expect(pagePath("blog", "en", { slug: "news" })).toBe("/blog/news");
    expect(pagePath("blog", "hr", { slug: "news" })).toBe("/hr/objave/news");
    expect(pagePath("product", "en", { slug: "red-shoe" })).toBe("/product/red-shoe");
    expect(pagePath("product", "hr", { slug: "red-shoe" })).toBe("/hr/product/red-shoe");
    expect(pagePath("shop", "hr", { slug: "shoes" })).toBe("/hr/shop/shoes");
  });

  it("fills required parameters, numbers included", () => {
    expect(pagePath("event", "en", { id: 5 })).toBe("/event/5");
    expect(pagePath("event", "hr", { id: "17" })).toBe("/hr/dogadjaj/17");
    expect(pagePath("event", "en", { id: 0 })).toBe("/event/0");
  });

  it("throws when a required parameter is missing", () => {
    expect(() => pagePath("event", "en")).toThrow(/id/);
    expect(() => pagePath("event", "hr", { id: "" })).toThrow(/Missing parameter id/);
  });

  it("encodes parameter values", () => {
    expect(pagePath("blog", "en", { slug: "a b" })).toBe("/blog/a%20b");
    expect(pagePath("product", "en", { slug: "x/../admin" })).toBe("/product/x%2F..%2Fadmin");
    expect(pagePath("product", "hr", { slug: "čaša" })).toBe("/hr/product/%C4%8Da%C5%A1a");
  });

  it("ignores unrelated parameters", () => {
    expect(pagePath("cart", "hr", { slug: "x" })).toBe("/hr/kosarica");
  });
});

describe("checkoutStepSegment", () => {
  it("gives the steps' paths below the checkout's own in every language (nested routes)", () => {
    expect(checkoutStepSegment("checkoutShipping", "en")).toBe("shipping");
    expect(checkoutStepSegment("checkoutShipping", "hr")).toBe("dostava");
    expect(checkoutStepSegment("checkoutShipping", "de")).toBe("versand");
    expect(checkoutStepSegment("checkoutPayment", "en")).toBe("payment");
    expect(checkoutStepSegment("checkoutPayment", "hr")).toBe("placanje");
    expect(checkoutStepSegment("checkoutPayment", "de")).toBe("zahlung");
  });

  it("keeps every step below the checkout, so that the layout shows it", () => {
    for (const page of ["checkoutShipping", "checkoutPayment"] as const) {
      for (const locale of ["en", "hr", "de"] as const) {
        expect(`${pagePaths.checkout[locale]}/${checkoutStepSegment(page, locale)}`).toBe(pagePaths[page][locale]);
      }
    }
  });
});

describe("contentPagePath", () => {
  it("puts content pages at /{slug} and /hr/{slug}", () => {
    expect(contentPagePath("en", "about-us")).toBe("/about-us");
    expect(contentPagePath("hr", "o-nama")).toBe("/hr/o-nama");
  });

  it("sends the home page to the locale root", () => {
    expect(HOME_PAGE_SLUG).toBe("home-page");
    expect(contentPagePath("en", "home-page")).toBe("/");
    expect(contentPagePath("hr", "home-page")).toBe("/hr/");
    expect(contentPagePath("en", "anything", true)).toBe("/");
    expect(contentPagePath("hr", "anything", true)).toBe("/hr/");
  });

  it("treats an empty slug as the root", () => {
    expect(contentPagePath("en", "")).toBe("/");
    expect(contentPagePath("hr", "")).toBe("/hr/");
  });
});

describe("review 4, finding 1: the default language's explicit prefix", () => {
  it("is the unprefixed path: /en/about is /about, /en and /en/ are /", () => {
    expect(withoutDefaultPrefix("/en/about")).toBe("/about");
    expect(withoutDefaultPrefix("/en/shop/lamps")).toBe("/shop/lamps");
    expect(withoutDefaultPrefix("/en")).toBe("/");
    expect(withoutDefaultPrefix("/en/")).toBe("/");
  });

  it("is no such prefix elsewhere", () => {
    for (const path of ["/about", "/english", "/hr/en", "/EN/about", "/", "/hr/o-nama", "/en-gb/about"])
      expect(withoutDefaultPrefix(path), path).toBeNull();
  });
});

describe("a fixed page's path in the other language's words", () => {
  it("leads to the page in the language of the address's prefix, its parameters kept", () => {
    expect(fixedPageInOwnWords("/hr/cart")).toBe("/hr/kosarica");
    expect(fixedPageInOwnWords("/kosarica")).toBe("/cart");
    expect(fixedPageInOwnWords("/hr/checkout/shipping")).toBe("/hr/naplata/dostava");
    expect(fixedPageInOwnWords("/hr/profile/orders/DS-2026-000001")).toBe("/hr/profil/narudzbe/DS-2026-000001");
    expect(fixedPageInOwnWords("/narudzba/DS-2026-000001/")).toBe("/order/DS-2026-000001");
  });

  it("is null for a page's own words, a slug's page, the home page and anything else", () => {
    expect(fixedPageInOwnWords("/hr/kosarica")).toBeNull();
    expect(fixedPageInOwnWords("/cart")).toBeNull();
    expect(fixedPageInOwnWords("/hr/objave")).toBeNull();
    expect(fixedPageInOwnWords("/hr/blog")).toBeNull();
    expect(fixedPageInOwnWords("/hr/")).toBeNull();
    expect(fixedPageInOwnWords("/hr/about-us")).toBeNull();
    expect(fixedPageInOwnWords("/hr/cart/extra")).toBeNull();
    expect(fixedPageInOwnWords("/hr/order//")).toBeNull();
    // Pages whose path is the same in both languages answer their own 404s: never to themselves.
    expect(fixedPageInOwnWords("/search-results")).toBeNull();
    expect(fixedPageInOwnWords("/hr/search-results")).toBeNull();
    expect(fixedPageInOwnWords("/hr/checkout/failure")).toBeNull();
    expect(fixedPageInOwnWords("/hr/order/%E0%A4%A")).toBeNull();
  });
});
