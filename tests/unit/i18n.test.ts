import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { localeContext } from "../../app/.server/context";
import { i18nextMiddleware, tFor } from "../../app/.server/i18n";
import type { Locale } from "../../server/contract/urls";

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
