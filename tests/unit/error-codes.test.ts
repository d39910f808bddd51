import { describe, expect, it } from "vitest";
import { accountsMessages } from "#server/contract/accounts";
import { cartMessages } from "#server/contract/cart";
import { catalogMessages } from "#server/contract/catalog";
import { checkoutMessages } from "#server/contract/checkout";
import { cmsMessages } from "#server/contract/cms";
import { consentMessages } from "#server/contract/consents";
import { errorBody, errorCodeOf, errorMessages, platformMessages } from "#server/contract/errors";

describe("error codes (spec section 8, docs/api.md)", () => {
  it("give every message of every catalogue a code", () => {
    const catalogues = {
      accountsMessages,
      cartMessages,
      catalogMessages,
      checkoutMessages,
      cmsMessages,
      consentMessages,
      platformMessages,
    };
    const coded = new Set<string>(Object.values(errorMessages));
    for (const [name, catalogue] of Object.entries(catalogues)) {
      for (const [key, message] of Object.entries(catalogue))
        expect(coded.has(message), `${name}.${key}: ${message}`).toBe(true);
    }
  });

  it("give one message one code", () => {
    const messages = Object.values(errorMessages);
    expect(new Set(messages).size).toBe(messages.length);
  });

  it("answer a catalogue message with its code, whatever the status, and anything else by status", () => {
    expect(errorCodeOf("Cart is archived.", 409)).toBe("CART_ARCHIVED");
    expect(errorCodeOf("No active user", 401)).toBe("NO_ACTIVE_USER");
    expect(errorCodeOf("No active user", 403)).toBe("NO_ACTIVE_USER");
    expect(errorCodeOf("Invalid input: id: Invalid input", 400)).toBe("INVALID_INPUT");
    expect(errorCodeOf("Unknown endpoint: GET /api/v1/x", 404)).toBe("NOT_FOUND");
    expect(errorCodeOf("Method not allowed: GET /api/v1/x (use POST).", 405)).toBe("METHOD_NOT_ALLOWED");
    expect(errorCodeOf("Teapot", 418)).toBe("INVALID_INPUT");
    expect(errorCodeOf("Gateway timeout", 504)).toBe("INTERNAL_ERROR");
  });

  it("build the envelope with the spec's message kept as it is", () => {
    expect(errorBody("Coupon not found!", 400)).toEqual({
      errored: true,
      code: "COUPON_NOT_FOUND",
      message: "Coupon not found!",
      statusCode: 400,
    });
  });
});
