/**
 * Checkout type 1, one step (docs/decisions/0067-one-step-checkout.md): which country the delivery
 * methods are first listed for, the total the order expects once the delivery is saved, the radios
 * after a refusal under the one form's field names, and the back office's checkout type field.
 */
import { describe, expect, it } from "vitest";
import type { Country } from "#server/contract";
import { shownShippingChoice } from "~/lib/checkout";

// Server modules read SESSION_SECRET when they load.
process.env.SESSION_SECRET ??= "unit-test-secret";
const { listedCountry } = await import("~/.server/checkout/one-step");
const { withOrderTotal, parseSnapshot } = await import("~/.server/checkout/cart-check");
const { readCheckoutSettings } = await import("~/.server/site-settings");
type Checkout = Parameters<typeof listedCountry>[0];

const countries: Country[] = ["AT", "DE", "HR", "SI"].map((iso, i) => ({ id: i + 1, iso, code: iso, name: iso }));

function checkoutWith(
  over: { address?: string; locale?: "en" | "hr" | "de"; allowed?: "ALL" | string[] } = {},
): Checkout {
  return {
    locale: over.locale ?? "en",
    cart: { checkout: { shippingAddress: over.address ? { country: over.address } : null } },
    settings: { allowedCountries: over.allowed ?? ["SI", "HR"] },
  } as unknown as Checkout;
}
const request = (language?: string) =>
  new Request("http://shop.test/checkout", language ? { headers: { "accept-language": language } } : {});

describe("the country the delivery methods are listed for", () => {
  it("is the one asked for, else the cart's delivery address's", () => {
    expect(listedCountry(checkoutWith({ address: "DE" }), countries, request("hr-HR"), "at")?.iso).toBe("AT");
    expect(listedCountry(checkoutWith({ address: "de" }), countries, request("hr-HR"))?.iso).toBe("DE");
  });

  it("else the first region of the browser's languages the store offers, else the page language's country", () => {
    expect(listedCountry(checkoutWith(), countries, request("en-US,en;q=0.9,sl-SI;q=0.5"))?.iso).toBe("SI");
    expect(listedCountry(checkoutWith({ locale: "hr" }), countries, request("en"))?.iso).toBe("HR");
  });

  it("else the store's first allowed country, else the first offered; an unknown ask counts for nothing", () => {
    expect(listedCountry(checkoutWith(), countries, request(), "XX")?.iso).toBe("SI");
    expect(listedCountry(checkoutWith({ allowed: "ALL" }), countries, request())?.iso).toBe("AT");
    expect(listedCountry(checkoutWith(), [], request())).toBeNull();
  });
});

describe("the total the one post's order expects", () => {
  it("keeps the lines as seen and takes the cart's total with the delivery just saved", () => {
    const cart = { prices: { base: { orderTotal: 2398 } } } as Parameters<typeof withOrderTotal>[1];
    const snapshot = withOrderTotal("11:1:1899:1899|1899", cart);
    expect(snapshot).toBe("11:1:1899:1899|2398");
    expect(parseSnapshot(snapshot)).toEqual({
      lines: [{ itemId: 11, qty: 1, finalPrice: 1899, cartTotal: 1899 }],
      orderTotal: 2398,
    });
    // What cannot be read stays as it is (and counts as a changed cart).
    expect(withOrderTotal("garbage", cart)).toBe("garbage");
  });
});

describe("the delivery radios after a refusal of the one form", () => {
  it("show the choice sent under the one form's names", () => {
    const names = { methodId: "deliveryMethodId", branchId: "branchId" };
    const result = { initialValue: { deliveryMethodId: "7", branchId: "3", methodId: "99" } };
    expect(shownShippingChoice(result, { methodId: 1, branchId: null }, [1, 7], names)).toEqual({
      methodId: 7,
      branchId: 3,
    });
    expect(shownShippingChoice(null, { methodId: null, branchId: null }, [7], names)).toEqual({
      methodId: 7,
      branchId: null,
    });
  });
});

describe("the back office's checkout type", () => {
  const form = (checkoutType?: string) => {
    const data = new FormData();
    data.set("cartType", "0");
    data.set("countryScope", "ALL");
    if (checkoutType !== undefined) data.set("checkoutType", checkoutType);
    return data;
  };
  it("is saved as 0 (one page in steps) or 1 (one step)", () => {
    expect(readCheckoutSettings(form("1"), 58, new Set())).toMatchObject({ changes: { checkoutType: 1 } });
    expect(readCheckoutSettings(form("0"), 58, new Set())).toMatchObject({ changes: { checkoutType: 0 } });
  });
  it("refuses anything else with the field's message", () => {
    for (const value of [undefined, "", "2", "one"])
      expect(readCheckoutSettings(form(value), 58, new Set())).toEqual({
        refused: true,
        fields: { checkoutType: "admin.settings.errors.checkoutType" },
      });
  });
});
