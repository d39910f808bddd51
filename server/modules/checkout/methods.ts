/**
 * Delivery and payment methods and the rules of which apply (spec sections 4 and 5). A method is
 * the site's, or one store's; a delivery method delivers to some of the store's allowed countries
 * and may have pickup branches; a payment method has a payment type (none, HPF, WALLET) and may need
 * a delivery that a person hands over (pay on delivery: not for a cart of e-products, nor a parcel locker).
 */
import type { ExpressionBuilder } from "kysely";
import type { DeliveryMethod, PaymentMethod } from "#server/contract/checkout";
import type { Locale } from "#server/contract/urls";
import type { DbOrTx } from "#server/db";
import type { Database } from "#server/db/schema";
import { storeDeliversTo, type StoreRecord } from "../site";
import { providerFor } from "../payments";

type Texts = Partial<Record<Locale, string>>;

export function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export const textIn = (texts: Texts, language: Locale) => texts[language] || texts.en || "";

/** The methods a store offers, of either kind: the site's active ones, its own and every store's. */
const offeredBy =
  (siteId: number, store: StoreRecord) => (eb: ExpressionBuilder<Database, "delivery_methods" | "payment_methods">) =>
    eb.and([
      eb("site_id", "=", siteId),
      eb("active", "=", 1),
      eb.or([eb("store_id", "is", null), eb("store_id", "=", store.id)]),
    ]);

export interface DeliveryMethodRecord {
  id: number;
  code: string;
  names: Texts;
  descriptions: Texts;
  price: number;
  countries: "ALL" | string[];
  branches: { id: number; names: Texts }[];
  /** A person hands the order over (a courier, a store's counter), who can take the money: pay on delivery applies. */
  handsOver: boolean;
  /** Free from this goods total on (cents), null never. */
  freeFrom: number | null;
}

/** The active delivery methods of the store, in display order, with their active branches. A method
 * whose branches are all deactivated is not offered: it is picked up at a branch, and none is open. */
export async function deliveryMethodsOf(
  db: DbOrTx,
  siteId: number,
  store: StoreRecord,
): Promise<DeliveryMethodRecord[]> {
  const methods = await db
    .selectFrom("delivery_methods")
    .selectAll()
    .where(offeredBy(siteId, store))
    .orderBy("position")
    .orderBy("id")
    .execute();
  const branches = methods.length
    ? await db
        .selectFrom("delivery_branches")
        .selectAll()
        .where(
          "method_id",
          "in",
          methods.map((m) => m.id),
        )
        .orderBy("position")
        .orderBy("id")
        .execute()
    : [];
  const open = branches.filter((b) => Number(b.active) === 1);
  const closed = (id: number) => branches.some((b) => b.method_id === id) && !open.some((b) => b.method_id === id);
  return methods
    .filter((m) => !closed(m.id))
    .map((m) => ({
      id: m.id,
      code: m.code,
      names: parseJson<Texts>(m.names, {}),
      descriptions: parseJson<Texts>(m.descriptions, {}),
      price: Number(m.price),
      countries: parseJson<"ALL" | string[]>(m.countries, []),
      branches: open
        .filter((b) => b.method_id === m.id)
        .map((b) => ({ id: b.id, names: parseJson<Texts>(b.names, {}) })),
      handsOver: Number(m.hands_over) === 1,
      freeFrom: m.free_from === null ? null : Number(m.free_from),
    }));
}

/** The methods that deliver a cart to a country: none for an empty cart, a cart of e-products, or a
 * country the store does not deliver to. */
export function applicableDelivery(
  methods: DeliveryMethodRecord[],
  store: StoreRecord,
  cart: { empty: boolean; digitalOnly: boolean },
  iso: string | null,
): DeliveryMethodRecord[] {
  if (cart.empty || cart.digitalOnly || !iso || !storeDeliversTo(store, iso)) return [];
  return methods.filter(
    (m) => m.countries === "ALL" || m.countries.map((c) => c.toUpperCase()).includes(iso.toUpperCase()),
  );
}

/** The branch a choice of `method` stands on: null for a method without branches (it needs none),
 * the chosen one among its open branches, or undefined when the chosen one is not (or none was). */
export function chosenBranch(
  method: DeliveryMethodRecord,
  branchId: number | null,
): DeliveryMethodRecord["branches"][number] | null | undefined {
  if (!method.branches.length) return null;
  return method.branches.find((b) => b.id === branchId);
}

export function toDeliveryMethod(m: DeliveryMethodRecord, language: Locale): DeliveryMethod {
  return {
    id: m.id,
    name: textIn(m.names, language),
    description: textIn(m.descriptions, language),
    price: m.price,
    freeFrom: m.freeFrom,
    options: m.branches.map((b) => ({ id: b.id, name: textIn(b.names, language) })),
  };
}

export type PaymentTypeName = "HPF" | "WALLET";

export interface PaymentMethodRecord {
  id: number;
  code: string;
  names: Texts;
  descriptions: Texts;
  paymentType: PaymentTypeName | null;
  provider: string | null;
  requiresDelivery: boolean;
  /** How to pay (bank transfer: payee, IBAN, reference), with {orderNumber} and {total} to fill in. */
  instructions: Texts;
}

export async function paymentMethodsOf(db: DbOrTx, siteId: number, store: StoreRecord): Promise<PaymentMethodRecord[]> {
  const rows = await db
    .selectFrom("payment_methods")
    .selectAll()
    .where(offeredBy(siteId, store))
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    names: parseJson<Texts>(r.names, {}),
    descriptions: parseJson<Texts>(r.descriptions, {}),
    paymentType: r.payment_type === "HPF" || r.payment_type === "WALLET" ? r.payment_type : null,
    provider: r.provider,
    requiresDelivery: Number(r.requires_delivery) === 1,
    instructions: parseJson<Texts>(r.instructions, {}),
  }));
}

/** The placeholders an instructions text may hold, filled in per order. */
export const INSTRUCTION_PLACEHOLDERS = ["orderNumber", "total"] as const;
type InstructionFacts = Record<(typeof INSTRUCTION_PLACEHOLDERS)[number], string>;

/** A method's instructions for one order, in its language (null when the method has none in any). */
export function instructionsForOrder(texts: Texts, language: Locale, facts: InstructionFacts): string | null {
  const template = textIn(texts, language).trim();
  if (!template) return null;
  return template.replace(/\{(orderNumber|total)\}/g, (_match, name: keyof InstructionFacts) => facts[name]);
}

/**
 * Spec section 4: payment methods apply only when the cart has a delivery method (or holds
 * e-products only) and the buyer has shipping and billing addresses. One paid on delivery needs a
 * delivery that a person hands over (`handsOver`: not a parcel locker, not e-products).
 */
export function applicablePayment(
  methods: PaymentMethodRecord[],
  cart: { empty: boolean; digitalOnly: boolean; hasDelivery: boolean; hasAddresses: boolean; handsOver: boolean },
): PaymentMethodRecord[] {
  if (cart.empty || !cart.hasAddresses || !(cart.digitalOnly || cart.hasDelivery)) return [];
  return methods.filter(
    (m) =>
      !(m.requiresDelivery && (cart.digitalOnly || !cart.handsOver)) &&
      // An online method whose provider takes no payments now (the sandbox on a production server).
      (m.paymentType === null || providerFor(m.provider) !== null),
  );
}

export function toPaymentMethod(m: PaymentMethodRecord, language: Locale): PaymentMethod {
  return {
    id: m.id,
    name: textIn(m.names, language),
    description: textIn(m.descriptions, language),
    paymentType: m.paymentType,
  };
}
