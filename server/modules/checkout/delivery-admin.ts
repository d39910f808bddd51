/**
 * The delivery methods as the back office sees and changes them: every method of the site (active
 * or not) with every branch; a method's texts, price, countries, whether it is offered and whether a
 * person hands the order over; methods created (for every store of the site) and deleted while no
 * order names them; their branches added, renamed, (de)activated, or removed while no order names
 * them. Checkout reads the methods afresh on every call (methods.ts), so a change is offered,
 * priced and checked from the next call on; the door (server/http/mount.ts) audits it and purges
 * the cached pages.
 */
import { DELIVERY_CODE_PATTERN } from "#server/contract/delivery-limits";
import { shopAdminMessages, type AdminDeliveryMethod } from "#server/contract/shop-admin";
import type { Locale } from "#server/contract/urls";
import type { DbOrTx } from "#server/db";
import type { Services } from "#server/services";
import { parseCartOptions } from "../cart";
import { isUniqueViolation } from "../errors";
import type { Scope } from "../scope";
import { listCountries, type StoreRecord } from "../site";
import { checkoutError } from "./errors";
import { parseJson, textIn } from "./methods";

type Texts = Partial<Record<Locale, string>>;

interface MethodSettings {
  names: Texts;
  descriptions: Texts;
  price: number;
  freeFrom: number | null;
  countries: "ALL" | string[];
  active: boolean;
  handsOver: boolean;
  position: number;
}

/** The texts given, an empty one leaving its language out (it falls back to English). */
const filled = (texts: Texts): Texts => Object.fromEntries(Object.entries(texts).filter(([, text]) => text));

const methodsOfSite = (db: DbOrTx, siteId: number) =>
  db.selectFrom("delivery_methods").selectAll().where("site_id", "=", siteId);

type MethodRow = NonNullable<Awaited<ReturnType<ReturnType<typeof methodsOfSite>["executeTakeFirst"]>>>;

async function toAdminMethods(db: DbOrTx, rows: MethodRow[], language: Locale): Promise<AdminDeliveryMethod[]> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const branches = await db
    .selectFrom("delivery_branches")
    .selectAll()
    .where("method_id", "in", ids)
    .orderBy("position")
    .orderBy("id")
    .execute();
  const ordered = new Set(
    (
      await db
        .selectFrom("orders")
        .select("delivery_method_id")
        .distinct()
        .where("delivery_method_id", "in", ids)
        .execute()
    ).map((o) => o.delivery_method_id),
  );
  const used = branches.length
    ? new Set(
        (
          await db
            .selectFrom("orders")
            .select("delivery_branch_id")
            .distinct()
            .where(
              "delivery_branch_id",
              "in",
              branches.map((b) => b.id),
            )
            .execute()
        ).map((o) => o.delivery_branch_id),
      )
    : new Set<number | null>();
  return rows.map((m) => {
    const names = parseJson<Texts>(m.names, {});
    return {
      id: m.id,
      code: m.code,
      name: textIn(names, language),
      names,
      descriptions: parseJson<Texts>(m.descriptions, {}),
      price: Number(m.price),
      freeFrom: m.free_from === null ? null : Number(m.free_from),
      countries: parseJson<"ALL" | string[]>(m.countries, []),
      active: Number(m.active) === 1,
      handsOver: Number(m.hands_over) === 1,
      position: Number(m.position),
      branches: branches
        .filter((b) => b.method_id === m.id)
        .map((b) => {
          const branchNames = parseJson<Texts>(b.names, {});
          return {
            id: b.id,
            name: textIn(branchNames, language),
            names: branchNames,
            active: Number(b.active) === 1,
            used: used.has(b.id),
          };
        }),
      used: ordered.has(m.id),
    };
  });
}

/** Every delivery method of the site, in display order, and the countries a new one may name. */
export async function deliveryMethodsForBackoffice(services: Services, scope: Scope) {
  const rows = await methodsOfSite(services.db, scope.site.id).orderBy("position").orderBy("id").execute();
  return {
    methods: await toAdminMethods(services.db, rows, scope.language),
    countries: await countryChoices(services, scope, null),
  };
}

async function methodOrFail(db: DbOrTx, siteId: number, id: number): Promise<MethodRow> {
  const row = await methodsOfSite(db, siteId).where("id", "=", id).executeTakeFirst();
  if (!row) throw checkoutError(shopAdminMessages.deliveryMethodNotFound, 404);
  return row;
}

async function adminMethod(db: DbOrTx, scope: Scope, id: number): Promise<AdminDeliveryMethod> {
  const [method] = await toAdminMethods(db, [await methodOrFail(db, scope.site.id, id)], scope.language);
  return method!;
}

/** The countries a method may name: its store's, or for a method of every store (null), any store's. */
async function countriesOfMethod(services: Services, scope: Scope, storeId: number | null) {
  const stores: StoreRecord[] =
    storeId === null ? scope.site.stores : scope.site.stores.filter((s) => s.id === storeId);
  const allowed = stores.map((s) => s.checkoutSettings.allowedCountries);
  const all = await listCountries(services, scope.language);
  if (allowed.includes("ALL")) return all;
  const codes = new Set(allowed.flatMap((list) => (list === "ALL" ? [] : list.map((c) => c.toUpperCase()))));
  return all.filter((c) => codes.has(c.iso.toUpperCase()));
}

const countryChoices = async (services: Services, scope: Scope, storeId: number | null) =>
  (await countriesOfMethod(services, scope, storeId)).map((c) => ({ iso: c.iso.toUpperCase(), name: c.name }));

/** One method, with the countries it may name. */
export async function deliveryMethodForBackoffice(services: Services, scope: Scope, id: number) {
  const row = await methodOrFail(services.db, scope.site.id, id);
  const [method] = await toAdminMethods(services.db, [row], scope.language);
  return { method: method!, countries: await countryChoices(services, scope, row.store_id) };
}

/** A method's settings as its row keeps them; refused without an English name, or naming a country
 * the method's store (null: every store) does not deliver to. */
async function settingsRow(services: Services, scope: Scope, storeId: number | null, input: MethodSettings) {
  const names = filled(input.names);
  if (!names.en) throw checkoutError(shopAdminMessages.deliveryNameMissing, 400);
  let countries = input.countries;
  if (countries !== "ALL") {
    const allowed = new Set((await countriesOfMethod(services, scope, storeId)).map((c) => c.iso.toUpperCase()));
    countries = [...new Set(countries.map((c) => c.toUpperCase()))];
    if (countries.some((c) => !allowed.has(c))) throw checkoutError(shopAdminMessages.deliveryCountryNotAllowed, 400);
  }
  return {
    names: JSON.stringify(names),
    descriptions: JSON.stringify(filled(input.descriptions)),
    price: input.price,
    free_from: input.freeFrom,
    countries: JSON.stringify(countries),
    active: input.active ? 1 : 0,
    hands_over: input.handsOver ? 1 : 0,
    position: input.position,
  };
}

export async function saveDeliveryMethodSettings(
  services: Services,
  scope: Scope,
  input: MethodSettings & { id: number },
): Promise<AdminDeliveryMethod> {
  // Settled before the transaction: on a cold memo the allowed countries come from services.db, which
  // on SQLite (one connection) would wait for the transaction, and the transaction for them.
  const before = await methodOrFail(services.db, scope.site.id, input.id);
  const settings = await settingsRow(services, scope, before.store_id, input);
  return services.db.transaction().execute(async (tx) => {
    const row = await methodOrFail(tx, scope.site.id, input.id);
    await tx.updateTable("delivery_methods").set(settings).where("id", "=", row.id).execute();
    return adminMethod(tx, scope, row.id);
  });
}

/** A new method, of every store of the site (its countries any store's), without branches. */
export async function createDeliveryMethod(
  services: Services,
  scope: Scope,
  input: MethodSettings & { code: string },
): Promise<AdminDeliveryMethod> {
  const code = input.code.trim();
  if (!DELIVERY_CODE_PATTERN.test(code)) throw checkoutError(shopAdminMessages.deliveryCodeInvalid, 400);
  const settings = await settingsRow(services, scope, null, input);
  const taken = () => checkoutError(shopAdminMessages.deliveryCodeTaken, 409);
  try {
    return await services.db.transaction().execute(async (tx) => {
      if (await methodsOfSite(tx, scope.site.id).where("code", "=", code).executeTakeFirst()) throw taken();
      const { id } = await tx
        .insertInto("delivery_methods")
        .values({ site_id: scope.site.id, store_id: null, code, ...settings })
        .returning("id")
        .executeTakeFirstOrThrow();
      return adminMethod(tx, scope, id);
    });
  } catch (error) {
    // Another admin created the same code between the look and the insert.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/**
 * Deletes a method no order names, with its branches, in one transaction. The active carts that had
 * it chosen have no method (nor branch) chosen, as when their country loses it (checkout.ts
 * keepAddresses): checkout asks for a method again rather than carry one that is gone.
 */
export async function deleteDeliveryMethod(
  services: Services,
  scope: Scope,
  input: { id: number },
): Promise<{ deleted: true }> {
  return services.db.transaction().execute(async (tx) => {
    const method = await methodOrFail(tx, scope.site.id, input.id);
    const named = await tx
      .selectFrom("orders")
      .select("id")
      .where("delivery_method_id", "=", method.id)
      .limit(1)
      .executeTakeFirst();
    if (named) throw checkoutError(shopAdminMessages.deliveryMethodUsed, 409);
    const carts = await tx
      .selectFrom("carts")
      .select(["id", "options"])
      .where("delivery_method_id", "=", method.id)
      .where("status", "=", "active")
      .execute();
    for (const cart of carts)
      await tx
        .updateTable("carts")
        .set({
          delivery_method_id: null,
          options: JSON.stringify({ ...parseCartOptions(cart.options), deliveryBranchId: null }),
        })
        .where("id", "=", cart.id)
        .execute();
    await tx.deleteFrom("delivery_branches").where("method_id", "=", method.id).execute();
    await tx.deleteFrom("delivery_methods").where("id", "=", method.id).execute();
    return { deleted: true as const };
  });
}

function branchNames(texts: Texts): Texts {
  const names = filled(texts);
  if (!names.en) throw checkoutError(shopAdminMessages.deliveryBranchNameMissing, 400);
  return names;
}

export async function addDeliveryBranch(
  services: Services,
  scope: Scope,
  input: { methodId: number; names: Texts },
): Promise<AdminDeliveryMethod> {
  const names = branchNames(input.names);
  return services.db.transaction().execute(async (tx) => {
    const method = await methodOrFail(tx, scope.site.id, input.methodId);
    const last = await tx
      .selectFrom("delivery_branches")
      .select((eb) => eb.fn.max("position").as("position"))
      .where("method_id", "=", method.id)
      .executeTakeFirst();
    const position = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
    await tx
      .insertInto("delivery_branches")
      .values({ method_id: method.id, names: JSON.stringify(names), active: 1, position })
      .execute();
    return adminMethod(tx, scope, method.id);
  });
}

/** A branch of one of the site's methods. */
async function branchOrFail(tx: DbOrTx, siteId: number, id: number) {
  const branch = await tx
    .selectFrom("delivery_branches as b")
    .innerJoin("delivery_methods as m", "m.id", "b.method_id")
    .select(["b.id", "b.method_id"])
    .where("b.id", "=", id)
    .where("m.site_id", "=", siteId)
    .executeTakeFirst();
  if (!branch) throw checkoutError(shopAdminMessages.deliveryBranchNotFound, 404);
  return branch;
}

export async function saveDeliveryBranch(
  services: Services,
  scope: Scope,
  input: { id: number; names: Texts; active: boolean },
): Promise<AdminDeliveryMethod> {
  const names = branchNames(input.names);
  return services.db.transaction().execute(async (tx) => {
    const branch = await branchOrFail(tx, scope.site.id, input.id);
    await tx
      .updateTable("delivery_branches")
      .set({ names: JSON.stringify(names), active: input.active ? 1 : 0 })
      .where("id", "=", branch.id)
      .execute();
    return adminMethod(tx, scope, branch.method_id);
  });
}

export async function removeDeliveryBranch(
  services: Services,
  scope: Scope,
  input: { id: number },
): Promise<AdminDeliveryMethod> {
  return services.db.transaction().execute(async (tx) => {
    const branch = await branchOrFail(tx, scope.site.id, input.id);
    const named = await tx
      .selectFrom("orders")
      .select("id")
      .where("delivery_branch_id", "=", branch.id)
      .limit(1)
      .executeTakeFirst();
    if (named) throw checkoutError(shopAdminMessages.deliveryBranchUsed, 409);
    // Without branches a method delivers to the buyer's address: a locker would become a courier.
    const siblings = await tx
      .selectFrom("delivery_branches")
      .select("id")
      .where("method_id", "=", branch.method_id)
      .where("id", "!=", branch.id)
      .limit(1)
      .executeTakeFirst();
    if (!siblings) throw checkoutError(shopAdminMessages.deliveryLastBranch, 409);
    await tx.deleteFrom("delivery_branches").where("id", "=", branch.id).execute();
    return adminMethod(tx, scope, branch.method_id);
  });
}
