/**
 * Checkout (spec sections 3, 4, 5 and 7): the store's countries, the addresses kept on the cart and
 * their rules, delivery methods per cart and country with branches and their price in the totals,
 * payment methods and when they apply, and who may use a cart for checkout.
 */
process.env.PLATFORM_SECRET ??= "checkout-test-platform-secret";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, cart, checkout } from "#server/contract";
import { cartMessages } from "#server/contract/cart";
import { checkoutMessages } from "#server/contract/checkout";
import { updateCheckoutSettings, findSiteByApiKey } from "#server/modules/site";
import { DEMO_API_KEY, startTestPlatform, type TestPlatform } from "../support/platform";
import { signedInUser } from "./accounts-fixture";
import { expectFailure, insertProduct, newCart, stored } from "./cart-fixture";
import { deliveryMethod, guestAddress, paymentMethodId, readyCart } from "./checkout-fixture";

const m = checkoutMessages;
let t: TestPlatform;
let productId: number;
let eProductId: number;

beforeAll(async () => {
  t = await startTestPlatform();
  productId = await insertProduct(t, { final: 1500 });
  eProductId = await insertProduct(t, { final: 900, format: "EProduct" });
});
afterAll(async () => {
  await t?.close();
});

/** A guest cart with one line of the product. */
async function cartWith(id = productId, headers?: Record<string, string>) {
  const session = await newCart(t, headers);
  await t.call(cart.addItem, { ...session, productId: id, qty: 1 }, headers);
  return session;
}

const countryIds = async () => new Map((await t.call(checkout.availableCountries, {})).map((c) => [c.iso, c.id]));

describe("countries", () => {
  it("are the store's allowed countries, named in the request's language; 'ALL' is every country", async () => {
    const en = await t.call(checkout.availableCountries, {});
    expect(en.map((c) => c.iso).sort()).toEqual(["AT", "DE", "HR", "HU", "IT", "SI"]);
    expect(en.find((c) => c.iso === "HR")!.name).toBe("Croatia");
    const hr = await t.call(checkout.availableCountries, {}, { language: "hr" });
    expect(hr.find((c) => c.iso === "HR")!.name).toBe("Hrvatska");

    const site = (await findSiteByApiKey(t.platform.services, DEMO_API_KEY))!;
    const store = site.stores.find((s) => s.languageCode === "en")!;
    await updateCheckoutSettings(t.platform.services, store, { allowedCountries: "ALL" });
    try {
      expect((await t.call(checkout.availableCountries, {})).length).toBeGreaterThan(200);
    } finally {
      await updateCheckoutSettings(t.platform.services, store, {
        allowedCountries: store.checkoutSettings.allowedCountries,
      });
    }
  });
});

describe("addresses", () => {
  it("keeps a guest's addresses on the cart; billing defaults to the shipping address without its company", async () => {
    const session = await cartWith();
    const shipping = { ...guestAddress, companyName: "Demo d.o.o.", companyOIB: "69435151530" };
    const { cart: kept } = await t.call(checkout.checkoutAddresses, { ...session, shipping });
    expect(kept.checkout.shippingAddress).toMatchObject({
      ...shipping,
      addressId: null,
      countryId: (await countryIds()).get("HR"),
    });
    expect(kept.checkout.billingAddress).toMatchObject({ ...guestAddress, companyName: "", companyOIB: "" });
    expect(kept.guestEmail).toBe(guestAddress.contactEmail);

    const billing = { ...guestAddress, firstName: "Ivo", country: "SI", city: "Ljubljana", zipCode: "1000" };
    const both = (await t.call(checkout.checkoutAddresses, { ...session, shipping: guestAddress, billing })).cart
      .checkout;
    expect(both.billingAddress).toMatchObject({ firstName: "Ivo", country: "SI" });
    expect((await t.call(cart.getCart, session)).checkout).toEqual(both);

    // The guest's confirmation goes to the e-mail typed last.
    const corrected = await t.call(checkout.checkoutAddresses, {
      ...session,
      shipping: { ...guestAddress, contactEmail: "Ana.H@Example.com" },
    });
    expect(corrected.cart.guestEmail).toBe("ana.h@example.com");
  });

  it("takes names of letters of any script with spaces, apostrophes and inner hyphens", async () => {
    const session = await cartWith();
    for (const [firstName, lastName] of [
      ["Ana-Marija", "O'Neil"],
      ["Ђорђе", "Петровић"],
      ["Zoë", "van der Berg"],
      ["Ηλέκτρα", "Παπαδοπούλου"],
    ]) {
      const { cart: kept } = await t.call(checkout.checkoutAddresses, {
        ...session,
        shipping: { ...guestAddress, firstName, lastName },
      });
      expect(kept.checkout.shippingAddress).toMatchObject({ firstName, lastName });
    }
  });

  it("refuses names with digits or symbols, a hyphen at either end, and a billing name alike, changing nothing", async () => {
    const session = await cartWith();
    await t.call(checkout.checkoutAddresses, { ...session, shipping: guestAddress });
    const before = await stored(t, session.cartId);
    for (const name of ["R2D2", "Ana!", "-Ana", "Ana-", "<b>Ana</b>"]) {
      await expectFailure(
        t.call(checkout.checkoutAddresses, { ...session, shipping: { ...guestAddress, firstName: name } }),
        400,
        /special characters! Use only letters/,
      );
    }
    await expectFailure(
      t.call(checkout.checkoutAddresses, {
        ...session,
        shipping: guestAddress,
        billing: { ...guestAddress, lastName: "Horvat 2" },
      }),
      400,
      /billing\.lastName: The input contains special characters! Use only letters\./,
    );
    expect(await stored(t, session.cartId)).toEqual(before);
  });

  it("refuses a company name without its OIB (and the other way round) and fields over the spec's lengths", async () => {
    const session = await cartWith();
    await expectFailure(
      t.call(checkout.checkoutAddresses, { ...session, shipping: { ...guestAddress, companyName: "Demo d.o.o." } }),
      400,
      /companyOIB: Company name and OIB must both be filled\./,
    );
    await expectFailure(
      t.call(checkout.checkoutAddresses, { ...session, shipping: { ...guestAddress, companyOIB: "69435151530" } }),
      400,
      /companyName: Company name and OIB must both be filled\./,
    );
    await expectFailure(
      t.call(checkout.checkoutAddresses, { ...session, shipping: { ...guestAddress, street: "x".repeat(76) } }),
      400,
      /street/,
    );
    await expectFailure(
      t.call(checkout.checkoutAddresses, { ...session, shipping: { ...guestAddress, houseNumber: "1".repeat(16) } }),
      400,
      /houseNumber/,
    );
    await expectFailure(
      t.call(checkout.checkoutAddresses, { ...session, shipping: { ...guestAddress, zipCode: "1".repeat(26) } }),
      400,
      /zipCode/,
    );
    expect((await t.call(cart.getCart, session)).checkout.shippingAddress).toBeNull();
  });

  it("refuses a Croatian company's OIB without its check digit, an implausible phone and a Croatian postal code of other than 5 digits", async () => {
    const session = await cartWith();
    const company = { ...guestAddress, companyName: "Demo d.o.o." };
    const cases: [Record<string, unknown>, RegExp][] = [
      [
        { shipping: { ...company, companyOIB: "12345678901" } },
        /shipping\.companyOIB: Enter a valid OIB \(11 digits\)\./,
      ],
      [{ shipping: { ...company, companyOIB: "123456789" } }, /shipping\.companyOIB: Enter a valid OIB/],
      [
        { shipping: { ...guestAddress, contactPhone: "call me" } },
        /shipping\.contactPhone: Enter a valid phone number \(6 to 15 digits\)\./,
      ],
      [
        { shipping: guestAddress, billing: { ...guestAddress, contactPhone: "12 34" } },
        /billing\.contactPhone: Enter a valid phone number \(6 to 15 digits\)\./,
      ],
      [
        { shipping: { ...guestAddress, zipCode: "1000" } },
        /shipping\.zipCode: Enter a valid postal code \(5 digits\)\./,
      ],
      [
        { shipping: guestAddress, billing: { ...guestAddress, zipCode: "HR-10000" } },
        /billing\.zipCode: Enter a valid postal code/,
      ],
    ];
    for (const [change, message] of cases)
      await expectFailure(t.call(checkout.checkoutAddresses, { ...session, ...change } as never), 400, message);
    expect((await t.call(cart.getCart, session)).checkout.shippingAddress).toBeNull();
    // A foreign company keeps its VAT id, a foreign postal code its own form.
    const foreign = { ...company, country: "SI", city: "Ljubljana", zipCode: "1000", companyOIB: "SI12345678" };
    const { cart: kept } = await t.call(checkout.checkoutAddresses, { ...session, shipping: foreign });
    expect(kept.checkout.shippingAddress).toMatchObject({ companyOIB: "SI12345678", zipCode: "1000" });
  });

  it("refuses a shipping or billing country the store does not deliver to", async () => {
    const session = await cartWith();
    await expectFailure(
      t.call(checkout.checkoutAddresses, { ...session, shipping: { ...guestAddress, country: "US" } }),
      400,
      m.countryNotAllowed,
    );
    await expectFailure(
      t.call(checkout.checkoutAddresses, {
        ...session,
        shipping: guestAddress,
        billing: { ...guestAddress, country: "FR" },
      }),
      400,
      m.countryNotAllowed,
    );
    expect((await t.call(cart.getCart, session)).checkout.shippingAddress).toBeNull();
  });

  it("takes a signed-in user's saved addresses; another user's address (or a guest naming one) is 404 'Address not found.'", async () => {
    const owner = await signedInUser(t);
    const saved = await t.call(
      accounts.addressCreate,
      { ...guestAddress, type: "shipping", street: "Vlaška" },
      owner.headers,
    );
    const session = await cartWith(productId, owner.headers);
    const { cart: kept } = await t.call(
      checkout.checkoutAddresses,
      { ...session, shipping: { addressId: saved.id } },
      owner.headers,
    );
    expect(kept.checkout.shippingAddress).toMatchObject({ addressId: saved.id, street: "Vlaška" });

    const other = await signedInUser(t);
    const otherCart = await cartWith(productId, other.headers);
    await expectFailure(
      t.call(checkout.checkoutAddresses, { ...otherCart, shipping: { addressId: saved.id } }, other.headers),
      404,
      m.addressNotFound,
    );
    await expectFailure(
      t.call(
        checkout.checkoutAddresses,
        { ...otherCart, shipping: guestAddress, billing: { addressId: saved.id } },
        other.headers,
      ),
      404,
      m.addressNotFound,
    );
    const guestCart = await cartWith();
    await expectFailure(
      t.call(checkout.checkoutAddresses, { ...guestCart, shipping: { addressId: saved.id } }),
      404,
      m.addressNotFound,
    );
    expect((await t.call(cart.getCart, otherCart, other.headers)).checkout.shippingAddress).toBeNull();
  });

  it("checks saved addresses against the checkout rules too", async () => {
    const owner = await signedInUser(t);
    const saved = await t.call(accounts.addressCreate, { ...guestAddress, type: "shipping" }, owner.headers);
    // Saved before the profile kept the checkout's name rule (it does now: accounts-profile.test.ts).
    await t.platform.services.db
      .updateTable("addresses")
      .set({ first_name: "R2D2" })
      .where("id", "=", saved.id)
      .execute();
    const session = await cartWith(productId, owner.headers);
    await expectFailure(
      t.call(checkout.checkoutAddresses, { ...session, shipping: { addressId: saved.id } }, owner.headers),
      400,
      /special characters/,
    );
  });

  it("a guest's updateGuestUser keeps typed addresses by type, with the same rules", async () => {
    const session = await cartWith();
    const shipping = { ...guestAddress, type: "Shipping" as const };
    const billing = {
      ...guestAddress,
      type: "Main" as const,
      firstName: "Marko",
      country: "AT",
      city: "Wien",
      zipCode: "1010",
    };
    const { cart: kept } = await t.call(cart.updateGuestUser, {
      ...session,
      email: "Guest@Example.com",
      addresses: [billing, shipping],
    });
    expect(kept.guestEmail).toBe("guest@example.com");
    expect(kept.checkout.shippingAddress).toMatchObject({ firstName: "Ana", country: "HR" });
    expect(kept.checkout.billingAddress).toMatchObject({ firstName: "Marko", country: "AT" });
    await expectFailure(
      t.call(cart.updateGuestUser, {
        ...session,
        email: "guest@example.com",
        addresses: [{ ...shipping, lastName: "H0rvat" }],
      }),
      400,
      /special characters/,
    );
    await expectFailure(
      t.call(cart.updateGuestUser, {
        ...session,
        email: "guest@example.com",
        addresses: [{ ...shipping, country: "US" }],
      }),
      400,
      m.countryNotAllowed,
    );
    expect((await t.call(cart.getCart, session)).checkout).toEqual(kept.checkout);
  });
});

describe("delivery methods", () => {
  it("apply per cart and country: courier everywhere, parcel locker and store pickup in Croatia with their branches", async () => {
    const session = await cartWith();
    await t.call(checkout.checkoutAddresses, { ...session, shipping: guestAddress });
    const inCroatia = await t.call(checkout.applicableDeliveryMethods, session);
    expect(inCroatia.map((d) => [d.name, d.price, d.options.length])).toEqual([
      ["Courier", 499, 0],
      ["Parcel locker", 299, 3],
      ["Store pickup", 0, 2],
    ]);
    const hr = await t.call(checkout.applicableDeliveryMethods, session, { language: "hr" });
    expect(hr.map((d) => d.name)).toEqual(["Dostava kurirom", "Paketomat", "Osobno preuzimanje"]);

    const countries = await countryIds();
    expect(
      (await t.call(checkout.applicableDeliveryMethods, { ...session, countryId: countries.get("SI")! })).map(
        (d) => d.name,
      ),
    ).toEqual(["Courier"]);
    const us = await t.platform.services.db
      .selectFrom("countries")
      .select("id")
      .where("iso", "=", "US")
      .executeTakeFirstOrThrow();
    expect(await t.call(checkout.applicableDeliveryMethods, { ...session, countryId: us.id })).toEqual([]);
  });

  it("none without a country, and none for a cart of e-products (nothing to deliver)", async () => {
    expect(await t.call(checkout.applicableDeliveryMethods, await cartWith())).toEqual([]);
    const digital = await cartWith(eProductId);
    await t.call(checkout.checkoutAddresses, { ...digital, shipping: guestAddress });
    expect(await t.call(checkout.applicableDeliveryMethods, digital)).toEqual([]);
  });

  it("saving one puts its price in the totals and its branch in the cart's options", async () => {
    const session = await cartWith();
    const { cart: before } = await t.call(checkout.checkoutAddresses, { ...session, shipping: guestAddress });
    expect(before.prices.converted).toMatchObject({ delivery: 0, orderTotal: 1500 });
    const locker = await deliveryMethod(t, "parcel-locker");
    const { cart: saved } = await t.call(checkout.saveDeliveryMethod, {
      ...session,
      deliveryMethodId: locker.id,
      branchId: locker.branchIds[1],
    });
    expect(saved.deliveryMethodId).toBe(locker.id);
    expect(JSON.parse(saved.options)).toEqual({ deliveryBranchId: locker.branchIds[1] });
    expect(saved.prices.converted).toMatchObject({
      itemsTotal: 1500,
      delivery: 299,
      orderTotal: 1799,
      tax: Math.round((1799 * 25) / 125),
    });
    expect((await t.call(cart.getCart, session)).prices.converted.delivery).toBe(299);
    const courier = await deliveryMethod(t, "courier");
    const { cart: switched } = await t.call(checkout.saveDeliveryMethod, { ...session, deliveryMethodId: courier.id });
    expect(JSON.parse(switched.options)).toEqual({ deliveryBranchId: null });
    expect(switched.prices.converted).toMatchObject({ delivery: 499, orderTotal: 1999 });
  });

  it("refuses a method that does not apply to the cart or country (shippingMethodNotFound), a missing or foreign branch (shippingBranchUndefined), changing nothing", async () => {
    const session = await cartWith();
    await t.call(checkout.checkoutAddresses, {
      ...session,
      shipping: { ...guestAddress, country: "SI", city: "Ljubljana", zipCode: "1000" },
    });
    const before = await stored(t, session.cartId);
    const locker = await deliveryMethod(t, "parcel-locker");
    const pickup = await deliveryMethod(t, "store-pickup");
    await expectFailure(
      t.call(checkout.saveDeliveryMethod, { ...session, deliveryMethodId: locker.id, branchId: locker.branchIds[0] }),
      400,
      m.shippingMethodNotFound,
    );
    await expectFailure(
      t.call(checkout.saveDeliveryMethod, { ...session, deliveryMethodId: 999_999 }),
      400,
      m.shippingMethodNotFound,
    );
    expect(await stored(t, session.cartId)).toEqual(before);

    const croatian = await cartWith();
    await t.call(checkout.checkoutAddresses, { ...croatian, shipping: guestAddress });
    const kept = await stored(t, croatian.cartId);
    await expectFailure(
      t.call(checkout.saveDeliveryMethod, { ...croatian, deliveryMethodId: locker.id }),
      400,
      m.shippingBranchUndefined,
    );
    await expectFailure(
      t.call(checkout.saveDeliveryMethod, { ...croatian, deliveryMethodId: locker.id, branchId: pickup.branchIds[0] }),
      400,
      m.shippingBranchUndefined,
    );
    await expectFailure(
      t.call(checkout.saveDeliveryMethod, { ...croatian, deliveryMethodId: locker.id, branchId: 999_999 }),
      400,
      m.shippingBranchUndefined,
    );
    expect(await stored(t, croatian.cartId)).toEqual(kept);

    const digital = await cartWith(eProductId);
    await t.call(checkout.checkoutAddresses, { ...digital, shipping: guestAddress });
    await expectFailure(
      t.call(checkout.saveDeliveryMethod, { ...digital, deliveryMethodId: (await deliveryMethod(t, "courier")).id }),
      400,
      m.shippingMethodNotFound,
    );
  });

  it("needs an active user, then the addresses", async () => {
    const session = await cartWith();
    const courier = await deliveryMethod(t, "courier");
    await expectFailure(
      t.call(checkout.saveDeliveryMethod, { ...session, deliveryMethodId: courier.id }),
      401,
      m.noActiveUser,
    );
    await t.call(cart.updateGuestUser, { ...session, email: "someone@example.com" });
    await expectFailure(
      t.call(checkout.saveDeliveryMethod, { ...session, deliveryMethodId: courier.id }),
      400,
      m.addressMissing,
    );
  });

  it("an address in another country drops a method that does not deliver there (and its branch and price)", async () => {
    const ready = await readyCart(t, {
      lines: [{ productId, qty: 1 }],
      delivery: "parcel-locker",
      payment: "bank-transfer",
    });
    const { cart: moved } = await t.call(checkout.checkoutAddresses, {
      ...ready.session,
      shipping: { ...guestAddress, country: "DE", city: "Berlin", zipCode: "10115" },
    });
    expect(moved).toMatchObject({ deliveryMethodId: null, paymentMethodId: null });
    expect(JSON.parse(moved.options)).toEqual({ deliveryBranchId: null });
    expect(moved.prices.converted.delivery).toBe(0);
  });
});

describe("payment methods", () => {
  it("checkout type 1 previews them with a delivery method before anything is saved, saving nothing", async () => {
    const session = await cartWith();
    const courier = await deliveryMethod(t, "courier");
    const locker = await deliveryMethod(t, "parcel-locker");
    const names = async (previewDeliveryMethodId: number, on = session) =>
      (await t.call(checkout.applicablePaymentMethods, { ...on, previewDeliveryMethodId })).map((p) => p.name);
    expect(await names(courier.id)).toEqual(["Pay on delivery", "Bank transfer", "Card payment", "Sandbox Wallet"]);
    // A locker takes no money; a method that is not the store's gives none.
    expect(await names(locker.id)).toEqual(["Bank transfer", "Card payment", "Sandbox Wallet"]);
    expect(await names(999_999)).toEqual([]);
    // Nothing was saved: without the preview the cart still has none.
    expect(await t.call(checkout.applicablePaymentMethods, session)).toEqual([]);
    expect((await stored(t, session.cartId)).row).toMatchObject({ delivery_method_id: null, payment_method_id: null });
    // A cart of e-products: the delivery is not looked at, pay on delivery never applies.
    const digital = await cartWith(eProductId);
    expect(await names(locker.id, digital)).toEqual(["Bank transfer", "Card payment", "Sandbox Wallet"]);
  });

  it("apply only with a delivery method and both addresses", async () => {
    const session = await cartWith();
    expect(await t.call(checkout.applicablePaymentMethods, session)).toEqual([]);
    await t.call(checkout.checkoutAddresses, { ...session, shipping: guestAddress });
    expect(await t.call(checkout.applicablePaymentMethods, session)).toEqual([]);
    await t.call(checkout.saveDeliveryMethod, {
      ...session,
      deliveryMethodId: (await deliveryMethod(t, "courier")).id,
    });
    const methods = await t.call(checkout.applicablePaymentMethods, session);
    expect(methods.map((p) => [p.name, p.paymentType])).toEqual([
      ["Pay on delivery", null],
      ["Bank transfer", null],
      ["Card payment", "HPF"],
      ["Sandbox Wallet", "WALLET"],
    ]);
    expect((await t.call(checkout.applicablePaymentMethods, session, { language: "hr" })).map((p) => p.name)).toEqual([
      "Plaćanje pouzećem",
      "Uplata na račun",
      "Plaćanje karticom",
      "Sandbox novčanik",
    ]);
  });

  it("an e-product cart needs no delivery, and cannot be paid on delivery", async () => {
    const digital = await cartWith(eProductId);
    await t.call(checkout.checkoutAddresses, { ...digital, shipping: guestAddress });
    expect((await t.call(checkout.applicablePaymentMethods, digital)).map((p) => p.name)).toEqual([
      "Bank transfer",
      "Card payment",
      "Sandbox Wallet",
    ]);
    await expectFailure(
      t.call(checkout.savePaymentMethod, { ...digital, paymentMethodId: await paymentMethodId(t, "pay-on-delivery") }),
      400,
      m.paymentMethodNotFound,
    );
  });

  it("pay on delivery needs a delivery method that hands the parcel to a person: not a parcel locker", async () => {
    const session = await cartWith();
    await t.call(checkout.checkoutAddresses, { ...session, shipping: guestAddress });
    const locker = await deliveryMethod(t, "parcel-locker");
    await t.call(checkout.saveDeliveryMethod, {
      ...session,
      deliveryMethodId: locker.id,
      branchId: locker.branchIds[0],
    });
    expect((await t.call(checkout.applicablePaymentMethods, session)).map((p) => p.name)).toEqual([
      "Bank transfer",
      "Card payment",
      "Sandbox Wallet",
    ]);
    const onDelivery = await paymentMethodId(t, "pay-on-delivery");
    await expectFailure(
      t.call(checkout.savePaymentMethod, { ...session, paymentMethodId: onDelivery }),
      400,
      m.paymentMethodNotFound,
    );
    // Chosen with the courier, it is dropped when the parcel locker is chosen after it.
    await t.call(checkout.saveDeliveryMethod, {
      ...session,
      deliveryMethodId: (await deliveryMethod(t, "courier")).id,
    });
    await t.call(checkout.savePaymentMethod, { ...session, paymentMethodId: onDelivery });
    const { cart: changed } = await t.call(checkout.saveDeliveryMethod, {
      ...session,
      deliveryMethodId: locker.id,
      branchId: locker.branchIds[0],
    });
    expect(changed.paymentMethodId).toBeNull();
  });

  it("a saved method stays through a change of delivery only while it still applies", async () => {
    const session = await cartWith();
    await t.call(checkout.checkoutAddresses, { ...session, shipping: guestAddress });
    const courier = await deliveryMethod(t, "courier");
    const locker = await deliveryMethod(t, "parcel-locker");
    const bankTransfer = await paymentMethodId(t, "bank-transfer");
    await t.call(checkout.saveDeliveryMethod, { ...session, deliveryMethodId: courier.id });
    await t.call(checkout.savePaymentMethod, { ...session, paymentMethodId: bankTransfer });
    const toLocker = { ...session, deliveryMethodId: locker.id, branchId: locker.branchIds[0] };
    expect((await t.call(checkout.saveDeliveryMethod, toLocker)).cart.paymentMethodId).toBe(bankTransfer);
    const toCourier = { ...session, deliveryMethodId: courier.id };
    expect((await t.call(checkout.saveDeliveryMethod, toCourier)).cart.paymentMethodId).toBe(bankTransfer);

    // Switched off in the back office meanwhile, it is offered no more: the change drops it.
    const db = t.platform.services.db;
    await db.updateTable("payment_methods").set({ active: 0 }).where("id", "=", bankTransfer).execute();
    try {
      expect((await t.call(checkout.saveDeliveryMethod, toLocker)).cart.paymentMethodId).toBeNull();
    } finally {
      await db.updateTable("payment_methods").set({ active: 1 }).where("id", "=", bankTransfer).execute();
    }
  });

  it("saving one keeps it and the company data; a method that does not apply is refused", async () => {
    const ready = await readyCart(t, { lines: [{ productId, qty: 1 }] });
    const card = await paymentMethodId(t, "card");
    const { cart: saved } = await t.call(checkout.savePaymentMethod, {
      ...ready.session,
      paymentMethodId: card,
      companyData: { companyName: "Demo d.o.o.", oib: "69435151530" },
    });
    expect(saved.paymentMethodId).toBe(card);
    expect(saved.checkout.companyData).toEqual({ companyName: "Demo d.o.o.", oib: "69435151530" });
    // The order is delivered in Croatia: the company's OIB needs its check digit.
    const refused = await expectFailure(
      t.call(checkout.savePaymentMethod, {
        ...ready.session,
        paymentMethodId: card,
        companyData: { companyName: "Demo d.o.o.", oib: "12345678901" },
      }),
      400,
      "Enter a valid OIB (11 digits).",
    );
    expect((refused.body as { code: string }).code).toBe("OIB_INVALID");
    await expectFailure(
      t.call(checkout.savePaymentMethod, {
        ...ready.session,
        paymentMethodId: card,
        companyData: { companyName: "Demo d.o.o." } as never,
      }),
      400,
      /companyData\.oib/,
    );
    const before = await stored(t, ready.session.cartId);
    await expectFailure(
      t.call(checkout.savePaymentMethod, { ...ready.session, paymentMethodId: 999_999 }),
      400,
      m.paymentMethodNotFound,
    );
    expect(await stored(t, ready.session.cartId)).toEqual(before);
    const { cart: cleared } = await t.call(checkout.savePaymentMethod, { ...ready.session, paymentMethodId: card });
    expect(cleared.checkout.companyData).toBeNull();
  });
});

describe("who may use a cart for checkout", () => {
  it("a signed-in user's cart: 401 without the user, 403 for another user or another userId", async () => {
    const owner = await signedInUser(t);
    const session = await cartWith(productId, owner.headers);
    const other = await signedInUser(t);
    await expectFailure(
      t.call(checkout.checkoutAddresses, { ...session, shipping: guestAddress }),
      401,
      m.noActiveUser,
    );
    await expectFailure(
      t.call(checkout.checkoutAddresses, { ...session, shipping: guestAddress }, other.headers),
      403,
      cartMessages.wrongOwner,
    );
    await expectFailure(t.call(checkout.applicableDeliveryMethods, session), 401, m.noActiveUser);
    await expectFailure(
      t.call(checkout.applicablePaymentMethods, session, other.headers),
      403,
      cartMessages.wrongOwner,
    );
    await expectFailure(
      t.call(checkout.checkoutAddresses, { ...session, userId: other.user.id, shipping: guestAddress }, owner.headers),
      403,
    );
    const { cart: kept } = await t.call(
      checkout.checkoutAddresses,
      { ...session, userId: owner.user.id, shipping: guestAddress },
      owner.headers,
    );
    expect(kept.checkout.shippingAddress).not.toBeNull();
  });

  it("a guest only the cart whose protectCode they have", async () => {
    const session = await cartWith();
    await expectFailure(
      t.call(checkout.checkoutAddresses, { ...session, protectCode: "forged-protect-code", shipping: guestAddress }),
      400,
      cartMessages.sessionInvalid,
    );
    await expectFailure(
      t.call(checkout.applicableDeliveryMethods, { ...session, cartId: session.cartId + 100_000 }),
      400,
      cartMessages.sessionInvalid,
    );
    await expectFailure(t.call(checkout.checkoutAddresses, { ...session, userId: 1, shipping: guestAddress }), 403);
  });
});
