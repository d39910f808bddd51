/**
 * The back office's delivery methods: listed (active or not, every branch), edited (texts, price,
 * countries, offered, handed over by a person, position), their branches added, renamed,
 * (de)activated and removed while no order names them. Checkout follows at once: a method withdrawn
 * from a cart's country or switched off is neither offered nor charged nor ordered with, and a
 * method nobody hands over takes pay on delivery away.
 */
process.env.PLATFORM_SECRET ??= "delivery-admin-test-platform-secret";

import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audit, cart, checkout, shopAdmin, type InputOf } from "#server/contract";
import { checkoutMessages } from "#server/contract/checkout";
import { MAX_DELIVERY_PRICE } from "#server/contract/delivery-limits";
import { shopAdminMessages, type AdminDeliveryMethod } from "#server/contract/shop-admin";
import { startTestPlatform, type TestPlatform } from "../support/platform";
import { editorAndCustomer } from "./accounts-fixture";
import { expectFailure, insertProduct } from "./cart-fixture";
import { deliveryMethod, orderInput, ordersOfCart, paymentMethodId, readyCart } from "./checkout-fixture";

let t: TestPlatform;
let admin: Record<string, string>;
let customer: Record<string, string>;
let productId: number;

beforeAll(async () => {
  t = await startTestPlatform();
  ({ admin, customer } = await editorAndCustomer(t));
  productId = await insertProduct(t, { final: 2000 });
});
afterAll(async () => {
  await t?.close();
});

type SaveInput = InputOf<typeof shopAdmin.saveDeliveryMethod>;

/** What saving the method as it is takes: the base of every change here. */
function asSaved(m: AdminDeliveryMethod): SaveInput {
  return {
    id: m.id,
    names: m.names,
    descriptions: m.descriptions,
    price: m.price,
    countries: m.countries,
    active: m.active,
    handsOver: m.handsOver,
    position: m.position,
  };
}

async function adminMethod(code: string): Promise<AdminDeliveryMethod> {
  const { methods } = await t.call(shopAdmin.deliveryMethods, {}, admin);
  return methods.find((m) => m.code === code)!;
}

/** Changes a method for one test, and puts it back afterwards whatever happens. */
async function withMethod(code: string, change: Partial<SaveInput>, run: (m: AdminDeliveryMethod) => Promise<void>) {
  const before = await adminMethod(code);
  const changed = await t.call(shopAdmin.saveDeliveryMethod, { ...asSaved(before), ...change }, admin);
  try {
    await run(changed);
  } finally {
    await t.call(shopAdmin.saveDeliveryMethod, asSaved(before), admin);
  }
}

const cartOf = (session: { cartId: number; protectCode: string }) =>
  t.call(cart.getCart, { ...session, acknowledge: false });
const offered = (session: { cartId: number; protectCode: string }, headers?: Record<string, string>) =>
  t.call(checkout.applicableDeliveryMethods, session, headers);

describe("the list and one method", () => {
  it("lists every method with its texts, price, countries and branches, and one with the countries it may name", async () => {
    const { methods } = await t.call(shopAdmin.deliveryMethods, {}, admin);
    expect(methods.map((m) => m.code)).toEqual(["courier", "parcel-locker", "store-pickup"]);
    const locker = methods[1]!;
    expect(locker).toMatchObject({
      name: "Parcel locker",
      names: { en: "Parcel locker", hr: "Paketomat" },
      price: 299,
      countries: ["HR"],
      active: true,
      handsOver: false,
    });
    expect(locker.branches).toHaveLength(3);
    expect(locker.branches[0]).toMatchObject({ name: "Zagreb, Ilica 242", active: true, used: false });

    const croatian = await t.call(shopAdmin.deliveryMethods, {}, { ...admin, language: "hr" });
    expect(croatian.methods[1]!.name).toBe("Paketomat");

    const one = await t.call(shopAdmin.deliveryMethod, { id: locker.id }, admin);
    expect(one.method).toEqual(locker);
    expect(one.countries.map((c) => c.iso).sort()).toEqual(["AT", "DE", "HR", "HU", "IT", "SI"]);
    expect(one.countries.find((c) => c.iso === "HR")!.name).toBe("Croatia");
    await expectFailure(t.call(shopAdmin.deliveryMethod, { id: 2_000_000_000 }, admin), 404);
    await expectFailure(t.call(shopAdmin.deliveryMethod, { id: locker.id }, customer), 403);
  });
});

describe("saving a method", () => {
  it("changes what checkout offers and charges: the name in each language and the price", async () => {
    const ready = await readyCart(t, { lines: [{ productId, qty: 1 }], payment: "bank-transfer" });
    await withMethod(
      "courier",
      { names: { en: "Express courier", hr: "Brza dostava" }, descriptions: { en: "Next day.", hr: "" }, price: 1234 },
      async (saved) => {
        expect(saved).toMatchObject({ name: "Express courier", price: 1234, descriptions: { en: "Next day." } });
        expect(saved.descriptions.hr).toBeUndefined();
        const [first] = await offered(ready.session);
        expect(first).toMatchObject({ name: "Express courier", price: 1234, description: "Next day." });
        // A language left empty shows the English text.
        const [hr] = await offered(ready.session, { language: "hr" });
        expect(hr).toMatchObject({ name: "Brza dostava", description: "Next day." });
        // The cart that had it chosen is priced anew: the order placed with the old total is refused.
        expect((await cartOf(ready.session)).prices.converted.delivery).toBe(1234);
        await expectFailure(
          t.call(checkout.orderCreate, await orderInput(t, ready)),
          409,
          checkoutMessages.cartChanged,
        );
      },
    );
  });

  it("refuses a method without an English name, a country the store does not deliver to, a price out of bounds", async () => {
    const courier = await adminMethod("courier");
    const base = asSaved(courier);
    await expectFailure(
      t.call(shopAdmin.saveDeliveryMethod, { ...base, names: { en: " ", hr: "Kurir" } }, admin),
      400,
      shopAdminMessages.deliveryNameMissing,
    );
    await expectFailure(
      t.call(shopAdmin.saveDeliveryMethod, { ...base, countries: ["HR", "US"] }, admin),
      400,
      shopAdminMessages.deliveryCountryNotAllowed,
    );
    for (const price of [-1, MAX_DELIVERY_PRICE + 1, 4.999])
      await expectFailure(t.call(shopAdmin.saveDeliveryMethod, { ...base, price }, admin), 400);
    await expectFailure(t.call(shopAdmin.saveDeliveryMethod, { ...base, countries: [] }, admin), 400);
    await expectFailure(t.call(shopAdmin.saveDeliveryMethod, { ...base, id: 2_000_000_000 }, admin), 404);
    await expectFailure(t.call(shopAdmin.saveDeliveryMethod, base, customer), 403);
    expect(await adminMethod("courier")).toEqual(courier);
  });

  it("saves chosen countries with the site's memo cold (a SQLite transaction must not wait on a read outside it)", async () => {
    const courier = await adminMethod("courier");
    // A checkout-settings save, a Redis reconnect or a fresh worker leaves the memo empty.
    t.platform.services.cache.invalidateLocal("sites");
    const saving = t.call(shopAdmin.saveDeliveryMethod, { ...asSaved(courier), countries: ["HR"] }, admin);
    const hung = new Promise((resolve) => setTimeout(() => resolve("hung"), 5000));
    try {
      expect(await Promise.race([saving.then(() => "saved"), hung])).toBe("saved");
    } finally {
      await t.call(shopAdmin.saveDeliveryMethod, asSaved(courier), admin);
    }
  }, 15_000);

  it("asks whether orders name a method or a branch through an index, not by reading every order", async () => {
    const postgres = t.databaseUrl.startsWith("postgres");
    for (const column of ["delivery_method_id", "delivery_branch_id"]) {
      const query = sql`select 1 from orders where ${sql.ref(column)} in (1, 2) limit 1`;
      if (postgres) {
        const indexes = await sql<{
          indexdef: string;
        }>`select indexdef from pg_indexes where tablename = 'orders'`.execute(t.platform.services.db);
        expect(indexes.rows.some((r) => r.indexdef.includes(`(${column})`))).toBe(true);
      } else {
        const plan = await sql<{ detail: string }>`explain query plan ${query}`.execute(t.platform.services.db);
        expect(plan.rows.map((r) => r.detail).join(" ")).toMatch(/USING (COVERING )?INDEX/);
      }
    }
  });

  it("is audited", async () => {
    await withMethod("store-pickup", { position: 7 }, async () => {
      const { records } = await t.call(audit.filter, { page: 1, limit: 5 }, admin);
      expect(records.some((r) => r.action === "PUT v1/admin/deliveryMethod/save")).toBe(true);
    });
  });
});

describe("a method a cart can no longer have", () => {
  it.each<[string, Partial<SaveInput>]>([
    ["no longer serving the cart's country", { countries: ["SI"] }],
    ["switched off", { active: false }],
  ])("%s: not offered, not charged, not ordered with", async (_, change) => {
    const ready = await readyCart(t, { lines: [{ productId, qty: 1 }], payment: "bank-transfer" });
    expect((await cartOf(ready.session)).prices.converted.delivery).toBe(499);
    await withMethod("courier", change, async (courier) => {
      expect((await offered(ready.session)).map((m) => m.id)).not.toContain(courier.id);
      const seen = await cartOf(ready.session);
      expect(seen.prices.converted.delivery).toBe(0);
      await expectFailure(
        t.call(
          checkout.orderCreate,
          await orderInput(t, ready, { expectedOrderTotal: seen.prices.converted.orderTotal }),
        ),
        400,
        checkoutMessages.shippingMethodNotFound,
      );
    });
  });

  it("nobody hands over any more: pay on delivery is not offered, nor ordered with", async () => {
    const ready = await readyCart(t, { lines: [{ productId, qty: 1 }], payment: "pay-on-delivery" });
    const onDelivery = await paymentMethodId(t, "pay-on-delivery");
    expect((await t.call(checkout.applicablePaymentMethods, ready.session)).map((m) => m.id)).toContain(onDelivery);
    await withMethod("courier", { handsOver: false }, async () => {
      expect((await t.call(checkout.applicablePaymentMethods, ready.session)).map((m) => m.id)).not.toContain(
        onDelivery,
      );
      await expectFailure(
        t.call(checkout.orderCreate, await orderInput(t, ready)),
        400,
        checkoutMessages.paymentMethodNotFound,
      );
    });
  });
});

describe("branches", () => {
  it("are added last, renamed, deactivated (then neither offered nor ordered with) and activated", async () => {
    const pickup = await adminMethod("store-pickup");
    const added = await t.call(
      shopAdmin.addDeliveryBranch,
      { methodId: pickup.id, names: { en: "Rijeka store", hr: "" } },
      admin,
    );
    const branch = added.branches.at(-1)!;
    expect(branch).toMatchObject({ name: "Rijeka store", names: { en: "Rijeka store" }, active: true, used: false });
    expect(added.branches).toHaveLength(pickup.branches.length + 1);

    const renamed = await t.call(
      shopAdmin.saveDeliveryBranch,
      { id: branch.id, names: { en: "Rijeka store, Korzo 1", hr: "Trgovina Rijeka, Korzo 1" }, active: true },
      admin,
    );
    expect(renamed.branches.at(-1)!.names).toEqual({ en: "Rijeka store, Korzo 1", hr: "Trgovina Rijeka, Korzo 1" });

    const ready = await readyCart(t, {
      lines: [{ productId, qty: 1 }],
      delivery: "store-pickup",
      payment: "bank-transfer",
    });
    await t.call(checkout.saveDeliveryMethod, { ...ready.session, deliveryMethodId: pickup.id, branchId: branch.id });
    const options = async () => (await offered(ready.session)).find((m) => m.id === pickup.id)!.options;
    expect((await options()).at(-1)).toEqual({ id: branch.id, name: "Rijeka store, Korzo 1" });

    await t.call(
      shopAdmin.saveDeliveryBranch,
      { id: branch.id, names: renamed.branches.at(-1)!.names, active: false },
      admin,
    );
    expect((await options()).map((o) => o.id)).not.toContain(branch.id);
    await expectFailure(
      t.call(checkout.orderCreate, await orderInput(t, ready)),
      400,
      checkoutMessages.shippingBranchUndefined,
    );
    const back = await t.call(
      shopAdmin.saveDeliveryBranch,
      { id: branch.id, names: { en: "Rijeka store" }, active: true },
      admin,
    );
    expect(back.branches.at(-1)).toMatchObject({ active: true, names: { en: "Rijeka store" } });
    expect((await options()).map((o) => o.id)).toContain(branch.id);
  });

  it("deactivated while a cart has it chosen, take its method's charge off that cart (order/create refuses it then)", async () => {
    const locker = await adminMethod("parcel-locker");
    expect(locker.price).toBeGreaterThan(0);
    const ready = await readyCart(t, {
      lines: [{ productId, qty: 1 }],
      delivery: "parcel-locker",
      payment: "bank-transfer",
    });
    const chosen = locker.branches[0]!;
    expect((await cartOf(ready.session)).prices.converted.delivery).toBe(locker.price);
    await t.call(shopAdmin.saveDeliveryBranch, { id: chosen.id, names: chosen.names, active: false }, admin);
    try {
      expect((await cartOf(ready.session)).prices.converted.delivery).toBe(0);
    } finally {
      await t.call(shopAdmin.saveDeliveryBranch, { id: chosen.id, names: chosen.names, active: true }, admin);
    }
    expect((await cartOf(ready.session)).prices.converted.delivery).toBe(locker.price);
  });

  it("all deactivated, take their method off checkout rather than let it go without a branch", async () => {
    const pickup = await adminMethod("store-pickup");
    const ready = await readyCart(t, {
      lines: [{ productId, qty: 1 }],
      delivery: "store-pickup",
      payment: "bank-transfer",
    });
    const setAll = (active: boolean) =>
      Promise.all(
        pickup.branches.map((b) => t.call(shopAdmin.saveDeliveryBranch, { id: b.id, names: b.names, active }, admin)),
      );
    await setAll(false);
    try {
      expect((await offered(ready.session)).map((m) => m.id)).not.toContain(pickup.id);
      await expectFailure(
        t.call(checkout.orderCreate, await orderInput(t, ready)),
        400,
        checkoutMessages.shippingMethodNotFound,
      );
    } finally {
      await setAll(true);
    }
    expect((await offered(ready.session)).map((m) => m.id)).toContain(pickup.id);
  });

  it("are removed while no order names them, else refused", async () => {
    const pickup = await adminMethod("store-pickup");
    const added = await t.call(
      shopAdmin.addDeliveryBranch,
      { methodId: pickup.id, names: { en: "Osijek store" } },
      admin,
    );
    const unused = added.branches.at(-1)!;
    const removed = await t.call(shopAdmin.removeDeliveryBranch, { id: unused.id }, admin);
    expect(removed.branches.map((b) => b.id)).not.toContain(unused.id);
    await expectFailure(
      t.call(shopAdmin.removeDeliveryBranch, { id: unused.id }, admin),
      404,
      shopAdminMessages.deliveryBranchNotFound,
    );

    // An order sent to the first branch: it stays, and says so.
    const ready = await readyCart(t, {
      lines: [{ productId, qty: 1 }],
      delivery: "store-pickup",
      payment: "bank-transfer",
    });
    await t.call(checkout.orderCreate, await orderInput(t, ready));
    const { branchIds } = await deliveryMethod(t, "store-pickup");
    await expectFailure(
      t.call(shopAdmin.removeDeliveryBranch, { id: branchIds[0]! }, admin),
      409,
      shopAdminMessages.deliveryBranchUsed,
    );
    expect((await adminMethod("store-pickup")).branches[0]).toMatchObject({ id: branchIds[0], used: true });
  });

  it("refuse a branch without an English name, another site's or no method, and a customer", async () => {
    const pickup = await adminMethod("store-pickup");
    await expectFailure(
      t.call(shopAdmin.addDeliveryBranch, { methodId: pickup.id, names: { hr: "Samo hrvatski" } }, admin),
      400,
      shopAdminMessages.deliveryBranchNameMissing,
    );
    const first = pickup.branches[0]!;
    await expectFailure(
      t.call(shopAdmin.saveDeliveryBranch, { id: first.id, names: { en: "" }, active: true }, admin),
      400,
      shopAdminMessages.deliveryBranchNameMissing,
    );
    await expectFailure(
      t.call(shopAdmin.addDeliveryBranch, { methodId: 2_000_000_000, names: { en: "X" } }, admin),
      404,
      shopAdminMessages.deliveryMethodNotFound,
    );
    await expectFailure(
      t.call(shopAdmin.saveDeliveryBranch, { id: 2_000_000_000, names: { en: "X" }, active: true }, admin),
      404,
    );
    await expectFailure(
      t.call(shopAdmin.addDeliveryBranch, { methodId: pickup.id, names: { en: "X" } }, customer),
      403,
    );
    await expectFailure(t.call(shopAdmin.removeDeliveryBranch, { id: first.id }, customer), 403);
    expect((await adminMethod("store-pickup")).branches).toEqual(pickup.branches);
  });
});

type CreateInput = InputOf<typeof shopAdmin.createDeliveryMethod>;

/** A new method's input: offered in Croatia, a person hands it over, a code no other test takes. */
function newMethod(code: string, change: Partial<CreateInput> = {}): CreateInput {
  return {
    code,
    names: { en: "Express courier", hr: "Brzi kurir" },
    descriptions: { en: "Within four hours in Zagreb." },
    price: 1299,
    countries: ["HR"],
    active: true,
    handsOver: true,
    position: 5,
    ...change,
  };
}

describe("creating and deleting a method", () => {
  it("creates a method of every store, offered at checkout as created, and deletes it with its branches", async () => {
    const created = await t.call(shopAdmin.createDeliveryMethod, newMethod(" express-courier "), admin);
    expect(created).toMatchObject({
      code: "express-courier",
      name: "Express courier",
      names: { en: "Express courier", hr: "Brzi kurir" },
      descriptions: { en: "Within four hours in Zagreb." },
      price: 1299,
      countries: ["HR"],
      active: true,
      handsOver: true,
      position: 5,
      branches: [],
      used: false,
    });
    const one = await t.call(shopAdmin.deliveryMethod, { id: created.id }, admin);
    expect(one.method).toEqual(created);
    // A method of every store names any country one of the site's stores delivers to.
    const { countries } = await t.call(shopAdmin.deliveryMethods, {}, admin);
    expect(countries.map((c) => c.iso).sort()).toEqual(one.countries.map((c) => c.iso).sort());

    const ready = await readyCart(t, { lines: [{ productId, qty: 1 }], payment: "bank-transfer" });
    const express = (await offered(ready.session)).find((m) => m.id === created.id);
    expect(express).toMatchObject({
      name: "Express courier",
      price: 1299,
      description: "Within four hours in Zagreb.",
    });

    await t.call(shopAdmin.addDeliveryBranch, { methodId: created.id, names: { en: "Zagreb depot" } }, admin);
    expect(await t.call(shopAdmin.deleteDeliveryMethod, { id: created.id }, admin)).toEqual({ deleted: true });
    expect((await t.call(shopAdmin.deliveryMethods, {}, admin)).methods.map((m) => m.id)).not.toContain(created.id);
    const branches = await t.platform.services.db
      .selectFrom("delivery_branches")
      .select("id")
      .where("method_id", "=", created.id)
      .execute();
    expect(branches).toEqual([]);
    expect((await offered(ready.session)).map((m) => m.id)).not.toContain(created.id);
    await expectFailure(
      t.call(shopAdmin.deleteDeliveryMethod, { id: created.id }, admin),
      404,
      shopAdminMessages.deliveryMethodNotFound,
    );
    const { records } = await t.call(audit.filter, { page: 1, limit: 10 }, admin);
    expect(records.map((r) => r.action)).toContain("POST v1/admin/deliveryMethod/create");
  });

  it("refuses a code another method has, a code that is not lowercase letters, digits and hyphens, and a customer", async () => {
    await expectFailure(
      t.call(shopAdmin.createDeliveryMethod, newMethod("courier"), admin),
      409,
      shopAdminMessages.deliveryCodeTaken,
    );
    for (const code of ["", "Express", "express courier", "-express", "express--courier", "ekspres-š"])
      await expectFailure(
        t.call(shopAdmin.createDeliveryMethod, newMethod(code), admin),
        400,
        shopAdminMessages.deliveryCodeInvalid,
      );
    await expectFailure(
      t.call(shopAdmin.createDeliveryMethod, newMethod("no-english", { names: { hr: "Samo hrvatski" } }), admin),
      400,
      shopAdminMessages.deliveryNameMissing,
    );
    await expectFailure(
      t.call(shopAdmin.createDeliveryMethod, newMethod("far-away", { countries: ["US"] }), admin),
      400,
      shopAdminMessages.deliveryCountryNotAllowed,
    );
    await expectFailure(t.call(shopAdmin.createDeliveryMethod, newMethod("by-customer"), customer), 403);
    const { methods } = await t.call(shopAdmin.deliveryMethods, {}, admin);
    expect(methods.map((m) => m.code)).toEqual(["courier", "parcel-locker", "store-pickup"]);
  });

  it("refuses to delete a method an order names (switched off instead), and a customer's delete", async () => {
    const created = await t.call(shopAdmin.createDeliveryMethod, newMethod("ordered-courier"), admin);
    await expectFailure(t.call(shopAdmin.deleteDeliveryMethod, { id: created.id }, customer), 403);
    const ready = await readyCart(t, { lines: [{ productId, qty: 1 }], payment: "bank-transfer" });
    await t.call(checkout.saveDeliveryMethod, { ...ready.session, deliveryMethodId: created.id, branchId: null });
    const total = (await cartOf(ready.session)).prices.converted.orderTotal;
    await t.call(checkout.orderCreate, await orderInput(t, ready, { expectedOrderTotal: total }));
    await expectFailure(
      t.call(shopAdmin.deleteDeliveryMethod, { id: created.id }, admin),
      409,
      shopAdminMessages.deliveryMethodUsed,
    );
    expect(await adminMethod("ordered-courier")).toMatchObject({ id: created.id, used: true });
    // The demo customer's past order names the courier; the parcel locker no order names.
    expect((await adminMethod("courier")).used).toBe(true);
    expect((await adminMethod("parcel-locker")).used).toBe(false);
    await t.call(shopAdmin.saveDeliveryMethod, { ...asSaved(created), active: false }, admin);
  });

  it("deleted while a cart has it chosen: the cart has no method chosen, is charged nothing for it, and takes another", async () => {
    const created = await t.call(shopAdmin.createDeliveryMethod, newMethod("chosen-courier"), admin);
    const ready = await readyCart(t, { lines: [{ productId, qty: 1 }], payment: "bank-transfer" });
    await t.call(checkout.saveDeliveryMethod, { ...ready.session, deliveryMethodId: created.id, branchId: null });
    expect((await cartOf(ready.session)).deliveryMethodId).toBe(created.id);

    await t.call(shopAdmin.deleteDeliveryMethod, { id: created.id }, admin);
    const seen = await cartOf(ready.session);
    expect(seen.deliveryMethodId).toBeNull();
    expect(seen.prices.converted.delivery).toBe(0);
    await expectFailure(
      t.call(
        checkout.orderCreate,
        await orderInput(t, ready, { expectedOrderTotal: seen.prices.converted.orderTotal }),
      ),
      400,
      checkoutMessages.shippingMethodUndefined,
    );
    // Another method chosen, the order goes through.
    const { id: courierId } = await deliveryMethod(t, "courier");
    await t.call(checkout.saveDeliveryMethod, { ...ready.session, deliveryMethodId: courierId, branchId: null });
    await t.call(checkout.savePaymentMethod, {
      ...ready.session,
      paymentMethodId: await paymentMethodId(t, "bank-transfer"),
    });
    const total = (await cartOf(ready.session)).prices.converted.orderTotal;
    await t.call(checkout.orderCreate, await orderInput(t, ready, { expectedOrderTotal: total }));
  });
});

describe("a pickup method's branches", () => {
  it("keep at least one: the last is refused, since a method without branches delivers to the address", async () => {
    const created = await t.call(shopAdmin.createDeliveryMethod, newMethod("locker-two", { active: false }), admin);
    for (const en of ["Locker A", "Locker B"])
      await t.call(shopAdmin.addDeliveryBranch, { methodId: created.id, names: { en } }, admin);
    const [first, second] = (await adminMethod("locker-two")).branches;
    await t.call(shopAdmin.removeDeliveryBranch, { id: first!.id }, admin);
    await expectFailure(
      t.call(shopAdmin.removeDeliveryBranch, { id: second!.id }, admin),
      409,
      shopAdminMessages.deliveryLastBranch,
    );
    expect((await adminMethod("locker-two")).branches.map((b) => b.id)).toEqual([second!.id]);
    await t.call(shopAdmin.deleteDeliveryMethod, { id: created.id }, admin);
  });

  it("delivers for free from its threshold on: the goods' total after the coupon decides, the order charges so", async () => {
    // A method of its own: an order names it for good (the others' tests want theirs unused).
    const created = await t.call(
      shopAdmin.createDeliveryMethod,
      newMethod("free-from-courier", { price: 499, freeFrom: 5000 }),
      admin,
    );
    expect(created).toMatchObject({ price: 499, freeFrom: 5000 });
    const ready = await readyCart(t, { lines: [{ productId, qty: 2 }], payment: "bank-transfer" });
    await t.call(checkout.saveDeliveryMethod, { ...ready.session, deliveryMethodId: created.id, branchId: null });
    expect((await offered(ready.session)).find((m) => m.id === created.id)).toMatchObject({
      price: 499,
      freeFrom: 5000,
    });
    expect((await cartOf(ready.session)).prices.converted).toMatchObject({
      cartTotal: 4000,
      delivery: 499,
      orderTotal: 4499,
    });
    await t.call(cart.addItem, { ...ready.session, productId, qty: 1 });
    const free = (await cartOf(ready.session)).prices.converted;
    expect(free).toMatchObject({ cartTotal: 6000, delivery: 0, orderTotal: 6000 });
    await t.call(checkout.orderCreate, await orderInput(t, ready, { expectedOrderTotal: free.orderTotal }));
    const [order] = await ordersOfCart(t, ready.session.cartId);
    expect(order).toMatchObject({ delivery_total: 0, order_total: 6000 });

    // Saved without one (as before this setting), a method is never free; nothing and no cent are refused.
    const saved = await t.call(shopAdmin.saveDeliveryMethod, { ...asSaved(created), active: false }, admin);
    expect(saved.freeFrom).toBeNull();
    await expectFailure(t.call(shopAdmin.saveDeliveryMethod, { ...asSaved(created), freeFrom: 0 }, admin), 400);
  });
});
