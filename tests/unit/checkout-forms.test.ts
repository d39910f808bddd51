import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { checkoutMessages as platformMessages } from "#server/contract/checkout";
import { consentMessages } from "#server/contract/consents";
import {
  addressStepSchema,
  checkoutMessages,
  checkShippingChoice,
  countryError,
  paymentChoiceError,
  paymentStepSchema,
  shippingStepSchema,
} from "~/lib/forms/checkout";
import { acceptedConsents, consentError } from "~/lib/forms/consents";
import { parseFormMessage, translateFormMessage } from "~/lib/forms/messages";
import { shownShippingChoice, skipsPaymentStep } from "~/lib/checkout";

// Server modules read SESSION_SECRET when they load.
process.env.SESSION_SECRET ??= "unit-test-secret";
const { tFor } = await import("~/.server/i18n");
const { checkoutErrorKey, checkoutFormError } = await import("~/.server/checkout/messages");
const { PlatformRequestError } = await import("~/.server/platform");
const { cartChange, cartSnapshot, parseSnapshot } = await import("~/.server/checkout/cart-check");

const t = { en: tFor("en"), hr: tFor("hr") };

/** Field name -> message keys, as conform reports them (form-level errors under ""). */
function errorsOf<S extends z.ZodType>(schema: S, fields: Record<string, string | string[]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) form.append(name, one);
  const submission = parseWithZod(form, { schema });
  const errors: Record<string, string[]> = {};
  const found = submission.status === "error" ? (submission.error ?? {}) : {};
  for (const [name, list] of Object.entries(found)) if (list) errors[name] = list.map((m) => parseFormMessage(m).key);
  return {
    status: submission.status,
    errors,
    value: submission.status === "success" ? (submission.value as z.output<S>) : null,
  };
}

const prefixed = (prefix: string, values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [`${prefix}.${k}`, v]));
const address = {
  firstName: "Ana",
  lastName: "Horvat",
  contactEmail: "ana@example.com",
  contactPhone: "091 123 4567",
  street: "Ilica",
  houseNumber: "1",
  zipCode: "10000",
  city: "Zagreb",
  country: "hr",
};
const addressFieldNames = [
  "firstName",
  "lastName",
  "contactEmail",
  "contactPhone",
  "street",
  "houseNumber",
  "zipCode",
  "city",
  "country",
];

describe("address step (spec section 5, checkout address)", () => {
  it("requires every delivery field of a typed address", () => {
    const { errors } = errorsOf(addressStepSchema, {});
    expect(errors).toEqual(
      Object.fromEntries(addressFieldNames.map((name) => [`shipping.${name}`, ["validation.required"]])),
    );
  });

  it("takes a complete delivery address, the country as its ISO code, billing the same", () => {
    const { status, value } = errorsOf(addressStepSchema, prefixed("shipping", address));
    expect(status).toBe("success");
    expect(value).toEqual({
      shipping: { kind: "new", address: { ...address, country: "HR" } },
      billing: null,
      consents: [],
    });
  });

  it("reads the consent boxes of the delivery block (spec section 2)", () => {
    expect(
      errorsOf(addressStepSchema, { ...prefixed("shipping", address), consents: ["TERMS", "NEWS"] }).value?.consents,
    ).toEqual(["TERMS", "NEWS"]);
  });

  it("allows names of letters in any script, with spaces, apostrophes and inner hyphens only", () => {
    for (const name of ["Anne-Marie", "O'Brien", "José María", "Іван", "Ђорђе", "李", "Łukasz"]) {
      expect(
        errorsOf(addressStepSchema, prefixed("shipping", { ...address, firstName: name, lastName: name })).status,
        name,
      ).toBe("success");
    }
    for (const name of ["-Ana", "Ana-", "R2D2", "Ana!", "<b>", "---"]) {
      expect(errorsOf(addressStepSchema, prefixed("shipping", { ...address, firstName: name })).errors, name).toEqual({
        "shipping.firstName": ["validation.alpha"],
      });
    }
  });

  it("keeps the maximum lengths of spec section 9", () => {
    const long = {
      ...address,
      street: "s".repeat(76),
      houseNumber: "1".repeat(16),
      zipCode: "2".repeat(26),
      city: "c".repeat(76),
      firstName: "A".repeat(101),
    };
    expect(errorsOf(addressStepSchema, prefixed("shipping", long)).errors).toEqual({
      "shipping.street": ["validation.maxLength"],
      "shipping.houseNumber": ["validation.maxLength"],
      "shipping.zipCode": ["validation.maxLength"],
      "shipping.city": ["validation.maxLength"],
      "shipping.firstName": ["validation.maxLength"],
    });
    // Outside Croatia a postal code has only its length rule.
    const exact = {
      ...address,
      country: "de",
      street: "s".repeat(75),
      houseNumber: "1".repeat(15),
      zipCode: "2".repeat(25),
      city: "c".repeat(75),
    };
    expect(errorsOf(addressStepSchema, prefixed("shipping", exact)).status).toBe("success");
  });

  it("wants a plausible phone, and in Croatia a 5-digit postal code and an OIB with its check digit", () => {
    const company = { ...address, companyName: "Demo d.o.o." };
    expect(
      errorsOf(addressStepSchema, {
        ...prefixed("shipping", { ...company, contactPhone: "12345", zipCode: "1000", companyOIB: "12345678901" }),
        differentBilling: "on",
        ...prefixed("billing", { ...address, contactPhone: "091 abc", zipCode: "100000" }),
      }).errors,
    ).toEqual({
      "shipping.contactPhone": ["validation.phone"],
      "shipping.zipCode": ["validation.postalCode"],
      "shipping.companyOIB": ["validation.oib"],
      "billing.contactPhone": ["validation.phone"],
      "billing.zipCode": ["validation.postalCode"],
    });
    for (const contactPhone of ["+385 91 123 4567", "(01) 234-5678", "01/234.5678"])
      expect(errorsOf(addressStepSchema, prefixed("shipping", { ...address, contactPhone })).status, contactPhone).toBe(
        "success",
      );
    // A foreign company gives its VAT id; a foreign postal code its own form.
    const foreign = { ...company, country: "si", zipCode: "1000", companyOIB: "SI12345678" };
    expect(errorsOf(addressStepSchema, prefixed("shipping", foreign)).status).toBe("success");
  });

  it("wants the company name and OIB both or neither", () => {
    expect(
      errorsOf(addressStepSchema, prefixed("shipping", { ...address, companyName: "Demo d.o.o." })).errors,
    ).toEqual({
      "shipping.companyOIB": ["checkout.address.companyIncomplete"],
    });
    expect(errorsOf(addressStepSchema, prefixed("shipping", { ...address, companyOIB: "69435151530" })).errors).toEqual(
      {
        "shipping.companyName": ["checkout.address.companyIncomplete"],
      },
    );
    const company = errorsOf(
      addressStepSchema,
      prefixed("shipping", { ...address, companyName: "Demo d.o.o.", companyOIB: "69435151530" }),
    );
    expect(company.status).toBe("success");
  });

  it("checks the billing address only when it differs, and without company fields", () => {
    const delivery = prefixed("shipping", address);
    expect(errorsOf(addressStepSchema, { ...delivery, "billing.firstName": "1" }).status).toBe("success");
    const { errors } = errorsOf(addressStepSchema, { ...delivery, differentBilling: "on" });
    expect(Object.keys(errors).sort()).toEqual(addressFieldNames.map((name) => `billing.${name}`).sort());
    const billing = errorsOf(addressStepSchema, {
      ...delivery,
      differentBilling: "on",
      ...prefixed("billing", { ...address, city: "Split", companyName: "Ignored" }),
    });
    expect(billing.value?.billing).toEqual({ kind: "new", address: { ...address, country: "HR", city: "Split" } });
  });

  it("names saved addresses by id; anything else is not found", () => {
    const saved = errorsOf(addressStepSchema, {
      shippingAddressId: "12",
      differentBilling: "on",
      billingAddressId: "13",
    });
    expect(saved.value).toEqual({
      shipping: { kind: "saved", id: 12 },
      billing: { kind: "saved", id: 13 },
      consents: [],
    });
    expect(
      errorsOf(addressStepSchema, { shippingAddressId: "12; DROP", differentBilling: "on", billingAddressId: "-1" })
        .errors,
    ).toEqual({
      shippingAddressId: ["checkout.address.notFound"],
      billingAddressId: ["checkout.address.notFound"],
    });
    // "new" asks for the typed fields.
    expect(Object.keys(errorsOf(addressStepSchema, { shippingAddressId: "new" }).errors)).toHaveLength(9);
  });

  it("refuses a country the store does not deliver to, billing too ('ALL' is every country)", () => {
    const parsed = errorsOf(addressStepSchema, {
      ...prefixed("shipping", address),
      differentBilling: "on",
      ...prefixed("billing", { ...address, country: "US" }),
    }).value!;
    expect(countryError(parsed, ["HR", "SI"])).toEqual({
      field: "billing.country",
      message: "checkout.address.countryNotAllowed",
    });
    expect(countryError(parsed, "ALL")).toBeNull();
    expect(countryError(parsed, ["hr", "us"])).toBeNull();
    expect(countryError({ ...parsed, billing: null }, ["SI"])).toEqual({
      field: "shipping.country",
      message: "checkout.address.countryNotAllowed",
    });
  });
});

describe("shipping step (spec section 5, shipping)", () => {
  const methods = [
    { id: 1, options: [] },
    { id: 2, options: [{ id: 20 }, { id: 21 }] },
  ];

  it("needs a method, named by a positive whole number", () => {
    expect(errorsOf(shippingStepSchema, {}).errors).toEqual({ methodId: ["error.shippingMethodUndefined"] });
    expect(errorsOf(shippingStepSchema, { methodId: "two" }).errors).toEqual({
      methodId: ["error.shippingMethodNotFound"],
    });
    expect(errorsOf(shippingStepSchema, { methodId: "0" }).errors).toEqual({
      methodId: ["error.shippingMethodNotFound"],
    });
  });

  it("takes an applicable method, with one of its own branches when it has any", () => {
    const choice = (fields: Record<string, string>) =>
      checkShippingChoice(errorsOf(shippingStepSchema, fields).value!, methods);
    expect(choice({ methodId: "1" })).toEqual({ ok: true, methodId: 1, branchId: null });
    expect(choice({ methodId: "1", branchId: "20" })).toEqual({ ok: true, methodId: 1, branchId: null });
    expect(choice({ methodId: "2", branchId: "21" })).toEqual({ ok: true, methodId: 2, branchId: 21 });
    expect(choice({ methodId: "3" })).toEqual({
      ok: false,
      field: "methodId",
      message: "error.shippingMethodNotFound",
    });
    expect(choice({ methodId: "2" })).toEqual({
      ok: false,
      field: "branchId",
      message: "error.shippingBranchUndefined",
    });
    expect(choice({ methodId: "2", branchId: "99" })).toEqual({
      ok: false,
      field: "branchId",
      message: "error.shippingBranchUndefined",
    });
    expect(choice({ methodId: "2", branchId: "x" })).toEqual({
      ok: false,
      field: "branchId",
      message: "error.shippingBranchUndefined",
    });
  });
});

describe("the shipping step's shown choice (spec sections 4 and 5)", () => {
  const saved = { methodId: 1, branchId: null };
  const none = { methodId: null, branchId: null };
  const sent = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return parseWithZod(form, { schema: shippingStepSchema });
  };

  it("shows the saved choice before any answer, or the only method there is", () => {
    expect(shownShippingChoice(undefined, { methodId: 2, branchId: 21 }, [1, 2])).toEqual({
      methodId: 2,
      branchId: 21,
    });
    expect(shownShippingChoice(null, none, [1, 2])).toEqual(none);
    expect(shownShippingChoice(null, none, [2])).toEqual({ methodId: 2, branchId: null });
  });

  it("keeps the shopper's method after refused input: a missing branch, or no method at all", () => {
    const noBranch = sent({ methodId: "2" }).reply({ fieldErrors: { branchId: ["error.shippingBranchUndefined"] } });
    expect(shownShippingChoice(noBranch, saved, [1, 2])).toEqual({ methodId: 2, branchId: null });
    expect(shownShippingChoice(noBranch, none, [1, 2])).toEqual({ methodId: 2, branchId: null });
    const wrongBranch = sent({ methodId: "2", branchId: "99" }).reply({
      fieldErrors: { branchId: ["error.shippingBranchUndefined"] },
    });
    expect(shownShippingChoice(wrongBranch, saved, [1, 2])).toEqual({ methodId: 2, branchId: 99 });
    // Nothing (or nothing sensible) sent: the saved choice.
    expect(shownShippingChoice(sent({}).reply(), saved, [1, 2])).toEqual(saved);
    expect(shownShippingChoice(sent({ methodId: "two" }).reply(), saved, [1, 2])).toEqual(saved);
  });

  it("goes back to the saved choice after a save the platform refused", () => {
    const refused = sent({ methodId: "2", branchId: "21" }).reply({
      formErrors: ["error.shippingMethodNotFound"],
      hideFields: ["methodId", "branchId"],
    });
    expect(shownShippingChoice(refused, saved, [1, 2])).toEqual(saved);
  });
});

describe("payment step and consents (spec sections 4 and 5)", () => {
  it("needs a payment method; one that does not apply is not found", () => {
    expect(errorsOf(paymentStepSchema, {}).errors).toEqual({ methodId: ["error.paymentMethodUndefined"] });
    expect(errorsOf(paymentStepSchema, { methodId: "1e3" }).errors).toEqual({
      methodId: ["error.paymentMethodNotFound"],
    });
    expect(paymentChoiceError(4, [{ id: 3 }])).toBe("error.paymentMethodNotFound");
    expect(paymentChoiceError(3, [{ id: 3 }])).toBeNull();
  });

  it("reads none, one or several consent boxes and the intent", () => {
    expect(errorsOf(paymentStepSchema, { methodId: "3" }).value).toEqual({
      intent: "order",
      methodId: 3,
      consents: [],
      cart: "",
    });
    expect(errorsOf(paymentStepSchema, { methodId: "3", consents: "A" }).value?.consents).toEqual(["A"]);
    expect(
      errorsOf(paymentStepSchema, { methodId: "3", consents: ["A", "B"], intent: "saveMethod" }).value,
    ).toMatchObject({ intent: "saveMethod", consents: ["A", "B"] });
    expect(errorsOf(paymentStepSchema, { methodId: "3", intent: "refund" }).errors).toHaveProperty("intent");
  });

  it("takes a gift message with its 'To' and 'From' within their lengths; 'To' or 'From' needs the message", () => {
    const gift = { methodId: "3", giftMessage: " Happy birthday! ", giftTo: "Ivo", giftFrom: "Ana" };
    expect(errorsOf(paymentStepSchema, gift).value).toMatchObject({
      giftMessage: "Happy birthday!",
      giftTo: "Ivo",
      giftFrom: "Ana",
    });
    expect(errorsOf(paymentStepSchema, { methodId: "3", giftFrom: "Ana" }).errors).toEqual({
      giftMessage: ["checkout.gift.messageMissing"],
    });
    expect(
      errorsOf(paymentStepSchema, { ...gift, giftMessage: "x".repeat(501), giftTo: "x".repeat(101) }).errors,
    ).toEqual({ giftMessage: ["validation.maxLength"], giftTo: ["validation.maxLength"] });
    expect(t.hr("checkout.gift.messageMissing")).toContain("poklon");
  });

  it("wants every required consent, and logs only the form's own", () => {
    const consents = [
      { uniqueNumber: "TERMS", required: true },
      { uniqueNumber: "NEWS", required: false },
    ];
    expect(consentError([], consents)).toBe("core.notifications.consentRequired");
    expect(consentError(["NEWS"], consents)).toBe("core.notifications.consentRequired");
    expect(consentError(["TERMS"], consents)).toBeNull();
    expect(acceptedConsents(["TERMS", "FORGED", "TERMS"], consents)).toEqual(["TERMS"]);
  });

  it("skips the payment step for a company with one HPF method and no consent left to accept", () => {
    const company = { companyName: "Demo d.o.o.", oib: "69435151530" };
    const hpf = [{ paymentType: "HPF" }];
    const terms = { uniqueNumber: "terms", required: true };
    const news = { uniqueNumber: "news", required: false };
    expect(skipsPaymentStep(company, hpf, [], [])).toBe(true);
    expect(skipsPaymentStep(company, hpf, [news], [])).toBe(true);
    expect(skipsPaymentStep(company, hpf, [terms, news], [])).toBe(false);
    // Accepted at the address step: nothing waits for the shopper.
    expect(skipsPaymentStep(company, hpf, [terms, news], ["terms"])).toBe(true);
    expect(skipsPaymentStep(null, hpf, [], [])).toBe(false);
    expect(skipsPaymentStep(company, [...hpf, { paymentType: null }], [], [])).toBe(false);
    expect(skipsPaymentStep(company, [{ paymentType: null }], [], [])).toBe(false);
  });
});

describe("cart change check (spec section 4)", () => {
  const item = (itemId: number, qty: number, finalPrice: number) =>
    ({
      itemId,
      qty,
      prices: { base: { finalPrice, cartTotal: finalPrice * qty }, converted: { finalPrice, row: finalPrice * qty } },
    }) as never;
  const cart = { items: [item(1, 2, 1000), item(2, 1, 550)], prices: { base: { orderTotal: 2550 } } } as never;
  const seen = parseSnapshot(cartSnapshot(cart));

  it("passes an unchanged cart", () => {
    expect(seen).toEqual({
      lines: [
        { itemId: 1, qty: 2, finalPrice: 1000, cartTotal: 2000 },
        { itemId: 2, qty: 1, finalPrice: 550, cartTotal: 550 },
      ],
      orderTotal: 2550,
    });
    expect(cartChange(seen, { items: [item(2, 1, 550), item(1, 2, 1000)], validateMemberCard: true })).toBeNull();
  });

  it("stops at a member card that is no longer valid, then at any change of lines or prices", () => {
    expect(cartChange(seen, { items: [item(1, 2, 1000), item(2, 1, 550)], validateMemberCard: false })).toBe(
      "memberCard",
    );
    expect(cartChange(seen, { items: [item(1, 2, 1000)], validateMemberCard: true })).toBe("changed");
    expect(cartChange(seen, { items: [item(1, 2, 1000), item(3, 1, 550)], validateMemberCard: true })).toBe("changed");
    expect(cartChange(seen, { items: [item(1, 2, 999), item(2, 1, 550)], validateMemberCard: true })).toBe("changed");
    expect(cartChange(seen, { items: [item(1, 3, 1000), item(2, 1, 550)], validateMemberCard: true })).toBe("changed");
  });

  it("counts a snapshot it cannot read as a change", () => {
    for (const forged of ["", "1:2:3|", "1:2:3:4|x", "1:2:3:4:5|6", "a:b:c:d|1", "1:2:3:4|5|6"])
      expect(parseSnapshot(forged), forged).toBeNull();
    expect(cartChange(null, { items: [], validateMemberCard: true })).toBe("changed");
  });
});

describe("messages in English and Croatian (spec section 8)", () => {
  it("has the spec's English texts", () => {
    expect(t.en("error.shippingMethodUndefined")).toBe("Please select shipping method before proceeding");
    expect(t.en("error.shippingBranchUndefined")).toBe("Please select shipping branch before proceeding");
    expect(t.en("error.shippingMethodNotFound")).toBe("Shipping method not found, please try again");
    expect(t.en("error.paymentMethodUndefined")).toBe("Please select payment method before proceeding");
    expect(t.en("core.notifications.consentRequired")).toBe("Consent is required");
    expect(t.en("error.consentsNotFetched")).toBe("Consents were not fetched properly, please try reloading page");
    expect(t.en("validation.alpha")).toBe("The input contains special characters! Use only letters.");
    expect(t.en("core.notifications.memberCardNotValid")).toBe("member card is not valid anymore..");
    expect(t.hr("checkout.success.title")).toBe("Svršetak");
    expect(t.hr("checkout.next")).toBe("Dalje");
    expect(t.hr("checkout.back")).toBe("Nazad");
  });

  it("translates every checkout message in both languages", () => {
    const keys = [
      ...new Set([
        ...Object.values(checkoutMessages),
        "core.notifications.cartUpdated",
        "core.notifications.checkoutFailureTitle",
        "error.failedConsentLog",
      ]),
    ];
    for (const key of keys) {
      for (const locale of ["en", "hr"] as const)
        expect(t[locale](key, { count: 5, defaultValue: "MISSING" }), `${locale}: ${key}`).not.toBe("MISSING");
    }
    expect(t.hr("error.shippingMethodUndefined")).not.toBe(t.en("error.shippingMethodUndefined"));
    expect(translateFormMessage(t.hr, 'validation.maxLength|{"count":75,"length":75}')).toBe(
      "Unesite najviše 75 znakova",
    );
  });

  it("shows every platform checkout and consent message translated", () => {
    // The consent messages a visitor can meet; the others refuse a back-office edit and are
    // translated by the admin's consent page (admin.consent.errors).
    const { required, notFetched, logFailed, unknown } = consentMessages;
    for (const message of [...Object.values(platformMessages), required, notFetched, logFailed, unknown]) {
      const key = checkoutErrorKey(new PlatformRequestError(message, 400));
      expect(key, message).not.toBe(message);
      for (const locale of ["en", "hr"] as const)
        expect(t[locale](key, { defaultValue: "MISSING" }), `${locale}: ${message} -> ${key}`).not.toBe("MISSING");
    }
  });

  it("tells an order refused for stock that ran out how many are left, as the cart does", () => {
    const refusal = (available: number) =>
      checkoutFormError(
        new PlatformRequestError(platformMessages.insufficientStock, 409, "INSUFFICIENT_STOCK", { available }),
      );
    expect(translateFormMessage(t.en, refusal(1))).toBe(
      "There is not enough stock for this quantity: only 1 item is available.",
    );
    expect(translateFormMessage(t.hr, refusal(3))).toBe(
      "Na zalihi nema dovoljno proizvoda za ovu količinu: dostupna su samo 3 komada.",
    );
    // The order's refusal names the product: the payment step shows several lines.
    const named = (details: Record<string, unknown>) =>
      translateFormMessage(
        t.en,
        checkoutFormError(
          new PlatformRequestError(platformMessages.insufficientStock, 409, "INSUFFICIENT_STOCK", details),
        ),
      );
    expect(named({ productId: 7, name: "Soap dish", available: 1 })).toBe(
      "Only 1 “Soap dish” is left: lower the quantity in the cart.",
    );
    expect(named({ productId: 7, name: "Soap dish", available: 0 })).toBe(
      "“Soap dish” is sold out: remove it from the cart.",
    );
    expect(named({ productId: 7, name: "Soap dish" })).toBe(
      "There is not enough of “Soap dish” left for this order: lower the quantity in the cart.",
    );
    expect(
      translateFormMessage(
        t.hr,
        checkoutFormError(
          new PlatformRequestError(platformMessages.insufficientStock, 409, "INSUFFICIENT_STOCK", {
            name: "Posuda za sapun",
            available: 3,
          }),
        ),
      ),
    ).toBe("Proizvoda „Posuda za sapun” ostala su samo 3 komada: smanjite količinu u košarici.");
    // None left, or a refusal without the number: the plain message.
    expect(refusal(0)).toBe("cart.insufficientStock");
    expect(checkoutFormError(new PlatformRequestError(platformMessages.insufficientStock, 409))).toBe(
      "cart.insufficientStock",
    );
  });
});
