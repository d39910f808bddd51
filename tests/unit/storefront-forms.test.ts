import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { cartIntents } from "~/lib/cart-form";
import { cartFormMessages, cartForms, cartFormSchema, cartFormValues, productSelectionSchema } from "~/lib/forms/cart";
import { cookieConsentSchema } from "~/lib/forms/cookie-consent";
import { logoutSchema } from "~/lib/forms/logout";
import { addressDeleteSchema, profileFormSchema } from "~/lib/forms/profile";
import { readSearchQuery } from "~/lib/forms/search";
import { wishlistToggleSchema } from "~/lib/forms/wishlist";

// Server modules read SESSION_SECRET when they load.
process.env.SESSION_SECRET ??= "unit-test-secret";
const { tFor } = await import("~/.server/i18n");
const t = { en: tFor("en"), hr: tFor("hr") };

function formOf(fields: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) form.append(name, one);
  return form;
}

/** The cart action's reading of a post: the parsed form, or the refusal (its first problem, as the toast shows it). */
function cart(fields: Record<string, string | string[]>) {
  const result = cartFormSchema.safeParse(cartFormValues(formOf(fields)));
  return result.success
    ? { value: result.data, refusal: null }
    : { value: null, refusal: result.error.issues[0].message };
}

describe("the cart's forms (spec sections 4 and 5)", () => {
  it("have one schema for each intent of the vocabulary", () => {
    expect(Object.keys(cartForms).sort()).toEqual([...cartIntents].sort());
  });

  it("add: a product, a quantity (one when the form has none), the chosen values and options", () => {
    expect(cart({ intent: "add", productId: "7" }).value).toEqual({
      intent: "add",
      productId: 7,
      quantity: 1,
      cartItemId: undefined,
      attributes: {},
      options: {},
      bundleOptions: undefined,
    });
    const full = cart({
      intent: "add",
      productId: "7",
      quantity: " 3 ",
      cartItemId: "12",
      redirectTo: "/product/tee",
      "attributes[color]": "red",
      "attributes[size]": "M",
      "options[engraving]": "x".repeat(250),
      "bundleOptions[4]": "40",
      "bundleOptions[5]": "",
    }).value;
    expect(full).toMatchObject({
      productId: 7,
      quantity: 3,
      cartItemId: 12,
      redirectTo: "/product/tee",
      attributes: { color: "red", size: "M" },
    });
    expect(full?.intent === "add" && full.options.engraving).toHaveLength(200);
    expect(full?.intent === "add" && full.bundleOptions).toEqual([
      { id: 4, options: 40 },
      { id: 5, options: null },
    ]);
  });

  it("add: refuses a missing product first, then a quantity that is not a whole number from 1 to 999", () => {
    expect(cart({ intent: "add", quantity: "0" }).refusal).toBe(cartFormMessages.productNotFound);
    expect(cart({ intent: "add", productId: "abc" }).refusal).toBe(cartFormMessages.productNotFound);
    for (const quantity of ["", "0", "-1", "1.5", "1e2", "1000", "two"]) {
      expect(cart({ intent: "add", productId: "7", quantity }).refusal, quantity).toBe(
        cartFormMessages.invalidQuantity,
      );
    }
    // A malformed line to edit is ignored (the product is added as a new line).
    expect(cart({ intent: "add", productId: "7", cartItemId: "x" }).value).toMatchObject({ cartItemId: undefined });
  });

  it("update: the line first, then the quantity, stepped by − and + without JavaScript", () => {
    expect(cart({ intent: "update", qty: "x" }).refusal).toBe(cartFormMessages.itemNotInCart);
    expect(cart({ intent: "update", itemId: "3", qty: "" }).refusal).toBe(cartFormMessages.invalidQuantity);
    expect(cart({ intent: "update", itemId: "3", qty: "2" }).value).toMatchObject({ itemId: 3, qty: 2 });
    expect(cart({ intent: "update", itemId: "3", qty: "2", step: "1" }).value).toMatchObject({ qty: 3 });
    expect(cart({ intent: "update", itemId: "3", qty: "2", step: "-1" }).value).toMatchObject({ qty: 1 });
    expect(cart({ intent: "update", itemId: "3", qty: "2", step: "5" }).value).toMatchObject({ qty: 2 });
    expect(cart({ intent: "update", itemId: "3", qty: "1", step: "-1" }).refusal).toBe(
      cartFormMessages.invalidQuantity,
    );
    expect(cart({ intent: "update", itemId: "3", qty: "999", step: "1" }).refusal).toBe(
      cartFormMessages.invalidQuantity,
    );
  });

  it("remove: a line; from the product page it says so", () => {
    expect(cart({ intent: "remove" }).refusal).toBe(cartFormMessages.itemNotInCart);
    expect(cart({ intent: "remove", itemId: "3", from: "product" }).value).toMatchObject({
      itemId: 3,
      from: "product",
    });
  });

  it("coupon and membership card: required, trimmed, at most 64 characters", () => {
    expect(cart({ intent: "applyCoupon" }).refusal).toBe(cartFormMessages.couponRequired);
    expect(cart({ intent: "applyCoupon", couponCode: "   " }).refusal).toBe(cartFormMessages.couponRequired);
    expect(cart({ intent: "applyCoupon", couponCode: "x".repeat(65) }).refusal).toBe(cartFormMessages.couponNotFound);
    expect(cart({ intent: "applyCoupon", couponCode: ` ${"x".repeat(64)} ` }).value).toMatchObject({
      couponCode: "x".repeat(64),
    });
    expect(cart({ intent: "applyMemberCard", memberCardBarcode: "" }).refusal).toBe(cartFormMessages.memberCardEmpty);
    expect(cart({ intent: "applyMemberCard", memberCardBarcode: "x".repeat(65) }).refusal).toBe(
      cartFormMessages.memberCardInvalid,
    );
    expect(cart({ intent: "applyMemberCard", memberCardBarcode: " MEMBER-1 " }).value).toMatchObject({
      memberCardBarcode: "MEMBER-1",
    });
  });

  it("instructions are cut at 1000 characters, not refused; clear and removeCoupon take nothing", () => {
    expect(cart({ intent: "instructions", instructions: "y".repeat(1200) }).value).toMatchObject({
      instructions: "y".repeat(1000),
    });
    expect(cart({ intent: "instructions" }).value).toMatchObject({ instructions: "" });
    expect(cart({ intent: "clear", couponCode: "ignored" }).value).toEqual({ intent: "clear" });
    expect(cart({ intent: "removeCoupon" }).value).toEqual({ intent: "removeCoupon" });
  });

  it("an unknown intent is no intent (the action answers 400)", () => {
    expect(cartFormValues(formOf({ intent: "drop" })).intent).toBeNull();
    expect(cart({ intent: "drop" }).refusal).not.toBeNull();
  });

  it("'Show selection' reads the chosen values and the line being edited", () => {
    expect(
      productSelectionSchema.parse(
        cartFormValues(formOf({ "attributes[color]": "blue", cartItemId: "9", productId: "1" })),
      ),
    ).toEqual({
      cartItemId: 9,
      attributes: { color: "blue" },
    });
  });

  it("every refusal has its message in English and Croatian", () => {
    const expected: Record<string, [string, string]> = {
      [cartFormMessages.productNotFound]: ["This product is no longer available.", "Ovaj proizvod više nije dostupan."],
      [cartFormMessages.invalidQuantity]: [
        "Please enter a whole number of at least 1 (at most 999).",
        "Upišite cijeli broj, najmanje 1 (najviše 999).",
      ],
      [cartFormMessages.itemNotInCart]: ["This item is not in your cart.", "Ovaj artikl nije u vašoj košarici."],
      [cartFormMessages.couponRequired]: ["Please enter a coupon code.", "Upišite kod kupona."],
      [cartFormMessages.couponNotFound]: ["Coupon not found!", "Kupon nije pronađen!"],
      [cartFormMessages.memberCardEmpty]: [
        "Please enter the barcode of your membership card.",
        "Upišite barkod svoje članske kartice.",
      ],
      [cartFormMessages.memberCardInvalid]: [
        "This membership card barcode is not valid.",
        "Barkod članske kartice nije valjan.",
      ],
    };
    expect(Object.keys(expected).sort()).toEqual(Object.values(cartFormMessages).sort());
    for (const [key, [en, hr]] of Object.entries(expected)) {
      expect(t.en(key)).toBe(en);
      expect(t.hr(key)).toBe(hr);
    }
  });
});

describe("the profile page's forms, on one intent", () => {
  const parse = (fields: Record<string, string>) => {
    const submission = parseWithZod(formOf(fields), { schema: profileFormSchema });
    return submission.status === "success"
      ? { status: submission.status, value: submission.value, error: null }
      : { status: submission.status, value: null, error: submission.error };
  };

  it("checks each form with its own rules", () => {
    expect(parse({ intent: "profile" }).error).toEqual({
      firstName: ["validation.required"],
      lastName: ["validation.required"],
      email: ["validation.required"],
    });
    expect(
      parse({ intent: "password", oldPassword: "old-pass-1", newPassword: "old-pass-1", newPasswordAgain: "x" }).error,
    ).toEqual({
      newPassword: ["validation.differentPassword"],
      newPasswordAgain: ["validation.repeatPassword"],
    });
    expect(parse({ intent: "address-delete", id: "7" }).value).toEqual({ intent: "address-delete", id: 7 });
    expect(addressDeleteSchema.safeParse({ id: "x" }).success).toBe(false);
    // A heart of the wishlist section: a product id, else no form at all.
    expect(parse({ intent: "wishlist", product_id: "5" }).value).toEqual({ intent: "wishlist", product_id: 5 });
    expect(parse({ intent: "wishlist", product_id: "0" }).status).toBe("error");
    expect(parse({ intent: "wishlist" }).status).toBe("error");
  });

  it("names the address form its errors show in; an unknown one is the new address's", () => {
    const address = {
      type: "shipping",
      firstName: "A",
      lastName: "B",
      contactEmail: "a@example.com",
      contactPhone: "091 234 5678",
      country: "HR",
      city: "Z",
      street: "S",
      houseNumber: "1",
      zipCode: "10000",
    };
    expect(parse({ intent: "address-update", formId: "address-12", id: "12", ...address }).value).toMatchObject({
      formId: "address-12",
      id: 12,
    });
    expect(parse({ intent: "address-create", formId: "elsewhere", ...address }).value).toMatchObject({
      formId: "address-new",
    });
  });

  it("has no form for an unknown intent", () => {
    expect(parse({ intent: "delete-account" }).status).toBe("error");
  });
});

describe("small forms never refused for a malformed field", () => {
  it("wishlist toggle: the product id or null, the login page's language, where to come back", () => {
    expect(wishlistToggleSchema.parse({ product_id: "5", wish: "add", locale: "hr", redirectTo: "/hr/" })).toEqual({
      product_id: 5,
      wish: "add",
      locale: "hr",
      redirectTo: "/hr/",
    });
    expect(wishlistToggleSchema.parse({ product_id: "0", wish: "maybe", locale: "de" })).toEqual({
      product_id: null,
      wish: undefined,
      locale: "en",
    });
  });

  it("logout: the home page's language", () => {
    expect(logoutSchema.parse({ locale: "hr" })).toEqual({ locale: "hr" });
    expect(logoutSchema.parse({})).toEqual({ locale: "en" });
  });

  it("cookie banner: accepted, rejected or nothing (told by cookies.invalidChoice in both languages)", () => {
    expect(cookieConsentSchema.parse({ consent: "rejected" }).consent).toBe("rejected");
    expect(cookieConsentSchema.parse({ consent: "maybe" }).consent).toBeNull();
    expect(t.en("cookies.invalidChoice")).toBe("Please choose whether to accept or reject cookies.");
    expect(t.hr("cookies.invalidChoice")).toBe("Odaberite prihvaćate li ili odbijate kolačiće.");
  });

  it("search: no text is no search; a long text is cut, an unknown tab or page falls back", () => {
    const read = (query: string) => readSearchQuery(new URLSearchParams(query));
    expect(read("")).toEqual({ search: null, category: "products", tabChosen: false, page: 1 });
    expect(read("search=%20mug%20&category=posts&page=3")).toEqual({
      search: "mug",
      category: "posts",
      tabChosen: true,
      page: 3,
    });
    // An unknown tab is no choice: the page opens on the first tab with hits.
    expect(read(`search=${"x".repeat(300)}&category=nope&page=-2`)).toEqual({
      search: "x".repeat(200),
      category: "products",
      tabChosen: false,
      page: 1,
    });
    expect(read("search=&page=0")).toEqual({ search: "", category: "products", tabChosen: false, page: 1 });
  });
});
