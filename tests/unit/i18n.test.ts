import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { localeContext } from "~/.server/context";
import { documentTranslations, i18nextMiddleware, tFor, translationsVersion } from "~/.server/i18n";
import { loader as localesRoute } from "~/routes/i18n/locales";
import { browserTranslations } from "~/lib/browser-translations";
import { namespaceUrl, routeNamespaces } from "~/lib/i18n";
import { handle as contentPage } from "~/routes/content/handle";
import type { Locale } from "#server/contract/urls";

describe("translations (i18next)", () => {
  it("looks up nested keys and interpolates", () => {
    expect(tFor("hr")("error.title", { statusCode: 404 })).toBe("Greška 404");
    expect(tFor("en")("maintenance.message")).toMatch(/maintenance/i);
    expect(tFor("en")("cart.quantityOf", { name: "Lamp <b>" })).toBe("Quantity of Lamp <b>");
  });

  it("uses Croatian plural forms (one, few, other) and English ones", () => {
    const hr = tFor("hr");
    expect(hr("cart.itemCount", { count: 1 })).toBe("1 artikl");
    expect(hr("cart.itemCount", { count: 3 })).toBe("3 artikla");
    expect(hr("cart.itemCount", { count: 5 })).toBe("5 artikala");
    expect(hr("cart.itemCount", { count: 21 })).toBe("21 artikl");
    expect(hr("cart.itemCount", { count: 22 })).toBe("22 artikla");
    expect(tFor("en")("cart.itemCount", { count: 1 })).toBe("1 item");
    expect(tFor("en")("cart.itemCount", { count: 0 })).toBe("0 items");
  });

  it("answers the key, or the default value, for a missing translation; a platform message stays one key", () => {
    expect(tFor("hr")("no.such.key")).toBe("no.such.key");
    expect(tFor("hr")("no.such.key", { defaultValue: "Fallback" })).toBe("Fallback");
    expect(tFor("en")("Error: not found. Try again")).toBe("Error: not found. Try again");
  });

  it("falls back to English for a locale it does not have", () => {
    expect(tFor("de" as Locale)("error.title", { statusCode: 500 })).toBe("Error 500");
  });
});

describe("the locale middleware", () => {
  async function localeOf(url: string, headers: Record<string, string> = {}) {
    const context = new RouterContextProvider();
    const next = async () => new Response("ok");
    const args = { request: new Request(url, { headers }), context, params: {}, url: new URL(url), pattern: "" };
    await i18nextMiddleware(args as Parameters<typeof i18nextMiddleware>[0], next);
    return context.get(localeContext);
  }

  it("takes the locale from the URL prefix only, English without one", async () => {
    expect(await localeOf("http://shop.test/hr/kosarica")).toBe("hr");
    expect(await localeOf("http://shop.test/hr")).toBe("hr");
    expect(await localeOf("http://shop.test/cart")).toBe("en");
    expect(await localeOf("http://shop.test/einkaufswagen")).toBe("en");
  });

  it("never follows the browser's languages, a query or an unknown prefix", async () => {
    expect(await localeOf("http://shop.test/cart", { "accept-language": "hr-HR,hr;q=0.9" })).toBe("en");
    expect(await localeOf("http://shop.test/cart?lng=hr")).toBe("en");
    expect(await localeOf("http://shop.test/fr/cart")).toBe("en");
  });
});

describe("a page's translations", () => {
  it("are the namespaces its routes declare", () => {
    expect(
      routeNamespaces([
        { handle: { i18n: ["common"] } },
        undefined,
        { handle: {} },
        { handle: { i18n: ["product", "common"] } },
      ]),
    ).toEqual(["common", "product"]);
  });

  it("follow a route's loader data where it says so (`i18nWhen`), and not without data", () => {
    const handle = { i18n: ["cart"], i18nWhen: { contact: (data: { form: boolean }) => data.form } };
    expect(routeNamespaces([{ handle, loaderData: { form: true } }])).toEqual(["cart", "contact"]);
    expect(routeNamespaces([{ handle, loaderData: { form: false } }])).toEqual(["cart"]);
    expect(routeNamespaces([{ handle }])).toEqual(["cart"]);
  });

  it("of a content page carry the editor's strings to an editor in edit mode only", () => {
    const root = { handle: { i18n: ["common"] } };
    const home = {
      editing: null,
      post: null,
      comments: null,
      sections: [{ type: "hero" }, { type: "featuredProducts" }],
    };
    const visitor = routeNamespaces([root, { handle: contentPage, loaderData: home }]);
    expect(visitor).toEqual(["common"]);
    const document = JSON.stringify(documentTranslations("hr", visitor));
    expect(document).not.toContain(JSON.stringify(tFor("hr")("editor.toolbar")));
    const editing = { ...home, editing: { version: 3, mobileView: false } };
    // An editor may add any section: edit mode carries what every section renders.
    expect(routeNamespaces([root, { handle: contentPage, loaderData: editing }])).toEqual(
      expect.arrayContaining(["common", "editor", "events", "contact", "forms"]),
    );
    const post = { ...home, post: { title: "A post" }, comments: { comments: [] } };
    expect(routeNamespaces([root, { handle: contentPage, loaderData: post }])).toEqual([
      "blog",
      "comments",
      "common",
      "forms",
    ]);
    const newsletter = { ...home, sections: [{ type: "newsletter" }, { type: "events" }] };
    expect(routeNamespaces([root, { handle: contentPage, loaderData: newsletter }])).toEqual([
      "common",
      "contact",
      "events",
      "forms",
    ]);
  });

  it("travel in the document for those namespaces only; an unknown namespace or locale is English or empty", () => {
    const page = documentTranslations("hr", ["common", "cart"]);
    expect(page.locale).toBe("hr");
    expect(Object.keys(page.resources)).toEqual(["common", "cart"]);
    expect(JSON.stringify(page.resources)).toContain("Košarica");
    expect(documentTranslations("hr", ["no-such-namespace"]).resources).toEqual({ "no-such-namespace": {} });
    expect(documentTranslations("fr" as Locale, ["common"]).locale).toBe("en");
  });

  it("in the browser start from the document's, load others on demand, and fall back without an error", async () => {
    vi.stubGlobal("fetch", fetchFromLocalesRoute);
    const source = browserTranslations(documentTranslations("en", ["common"]));
    expect(source.translator("en", ["common"])?.("layout.close")).toBe("Close");
    // Croatian and the cart are not in this document: they load first.
    expect(source.translator("hr", ["common", "cart"])).toBeNull();
    const loading = source.load("hr", ["common", "cart"]);
    expect(source.load("hr", ["common", "cart"])).toBe(loading);
    await loading;
    const hr = source.translator("hr", ["common", "cart"]);
    expect(hr?.("cart.itemCount", { count: 3 })).toBe("3 artikla");
    expect(hr?.("layout.close")).toBe("Zatvori");
    // A namespace that does not exist loads as nothing; a locale that does not exist is English.
    await source.load("en", ["no-such-namespace"]);
    expect(source.translator("en", ["common", "no-such-namespace"])?.("layout.close")).toBe("Close");
    await source.load("fr" as Locale, ["cart"]);
    expect(source.translator("fr" as Locale, ["cart"])?.("cart.title")).toBe("Cart");
    vi.unstubAllGlobals();
  });

  it("are served one namespace at a time, cached for good under the current version only", async () => {
    const current = await fetchFromLocalesRoute(namespaceUrl("hr", "cart", translationsVersion));
    expect(current.headers.get("Cache-Control")).toContain("immutable");
    expect(JSON.stringify(await current.json())).toContain("Košarica");
    const earlier = await fetchFromLocalesRoute(namespaceUrl("hr", "cart", "an-earlier-release"));
    expect(earlier.headers.get("Cache-Control")).toContain("must-revalidate");
    expect(await (await fetchFromLocalesRoute("/_locales/fr/cart.json")).json()).toMatchObject({
      cart: { title: "Cart" },
    });
    expect(await (await fetchFromLocalesRoute("/_locales/hr/no-such-namespace.json")).json()).toEqual({});
  });
});

/** The browser's fetch of a namespace, answered by the locales route itself. */
async function fetchFromLocalesRoute(url: string | URL | Request): Promise<Response> {
  const request = new Request(new URL(String(url), "http://localhost"));
  const [, locale, namespace] = /^\/_locales\/([^/]+)\/([^/]+)\.json$/.exec(new URL(request.url).pathname) ?? [];
  return localesRoute({ request, params: { locale: locale!, namespace: namespace! } } as never);
}
