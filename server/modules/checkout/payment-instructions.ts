/**
 * The payment methods as the back office sees them, and their instructions: how a buyer pays by an
 * offline method (payee, IBAN, the order number as reference), per language, filled in for each
 * order when it is placed (orders keep the text they were told).
 */
import type { AdminPaymentMethod } from "#server/contract/shop-admin";
import { checkoutMessages } from "#server/contract/checkout";
import { shopAdminMessages } from "#server/contract/shop-admin";
import type { Locale } from "#server/contract/urls";
import type { Services } from "#server/services";
import type { Scope } from "../scope";
import { checkoutError } from "./errors";
import { INSTRUCTION_PLACEHOLDERS, parseJson, textIn } from "./methods";

type Texts = Partial<Record<Locale, string>>;

const methodsOfSite = (services: Services, siteId: number) =>
  services.db.selectFrom("payment_methods").selectAll().where("site_id", "=", siteId);

type MethodRow = Awaited<ReturnType<ReturnType<typeof methodsOfSite>["executeTakeFirstOrThrow"]>>;

function toAdminMethod(row: MethodRow, language: Locale): AdminPaymentMethod {
  return {
    id: row.id,
    code: row.code,
    name: textIn(parseJson<Texts>(row.names, {}), language),
    paymentType: row.payment_type === "HPF" || row.payment_type === "WALLET" ? row.payment_type : null,
    active: Number(row.active) === 1,
    instructions: parseJson<Texts>(row.instructions, {}),
  };
}

/** Every payment method of the site (active or not, any store's), in display order. */
export async function paymentMethodsForBackoffice(
  services: Services,
  { site, language }: Scope,
): Promise<AdminPaymentMethod[]> {
  const rows = await methodsOfSite(services, site.id).orderBy("position").orderBy("id").execute();
  return rows.map((row) => toAdminMethod(row, language));
}

/** The names of the site's payment methods (any, active or not) in `language`, by id. */
export async function paymentMethodNames(services: Services, { site, language }: Scope): Promise<Map<number, string>> {
  const rows = await methodsOfSite(services, site.id).select(["id", "names"]).execute();
  return new Map(rows.map((row) => [row.id, textIn(parseJson<Texts>(row.names, {}), language)]));
}

/**
 * An order's delivery method, its branch and its payment method named in `language` (the back
 * office reads the order in its own language, not the buyer's), each by its id; one the order no
 * longer finds (a method deleted, a branch removed) is named as the order was placed.
 */
export async function orderMethodNames(
  services: Services,
  scope: Scope,
  order: {
    delivery_method_id: number | null;
    delivery_method_name: string | null;
    delivery_branch_id: number | null;
    delivery_branch_name: string | null;
    payment_method_id: number | null;
    payment_method_name: string | null;
  },
): Promise<{ deliveryMethod: string | null; deliveryBranch: string | null; paymentMethod: string | null }> {
  const { site, language } = scope;
  const namesOf = (row: { names: string } | undefined) =>
    row ? textIn(parseJson<Texts>(row.names, {}), language) || null : null;
  const db = services.db;
  const { delivery_method_id: methodId, delivery_branch_id: branchId, payment_method_id: paymentId } = order;
  const [delivery, branch, payment] = await Promise.all([
    methodId === null
      ? undefined
      : db
          .selectFrom("delivery_methods")
          .select("names")
          .where("site_id", "=", site.id)
          .where("id", "=", methodId)
          .executeTakeFirst(),
    methodId === null || branchId === null
      ? undefined
      : db
          .selectFrom("delivery_branches")
          .select("names")
          .where("method_id", "=", methodId)
          .where("id", "=", branchId)
          .executeTakeFirst(),
    paymentId === null ? undefined : paymentMethodNames(services, scope),
  ]);
  return {
    deliveryMethod: namesOf(delivery) ?? order.delivery_method_name,
    deliveryBranch: namesOf(branch) ?? order.delivery_branch_name,
    paymentMethod: (paymentId !== null && payment?.get(paymentId)) || order.payment_method_name,
  };
}

/** A `{name}` the instructions hold that no order can fill in (a typo would reach the buyer as is). */
function unknownPlaceholder(text: string): string | undefined {
  const known: readonly string[] = INSTRUCTION_PLACEHOLDERS;
  return [...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]).find((name) => !known.includes(name));
}

/** Sets the instructions of the languages given (an empty text removes that language's). */
export async function savePaymentInstructions(
  services: Services,
  { site, language }: Scope,
  input: { id: number; instructions: Texts },
): Promise<AdminPaymentMethod> {
  const given = Object.entries(input.instructions) as [Locale, string][];
  const unknown = given.map(([, text]) => unknownPlaceholder(text)).find((name) => name !== undefined);
  if (unknown !== undefined) {
    const allowed = INSTRUCTION_PLACEHOLDERS.map((name) => `{${name}}`).join(", ");
    throw checkoutError(`${shopAdminMessages.instructionsPlaceholderUnknown} {${unknown}}; use ${allowed}.`, 400);
  }
  return services.db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom("payment_methods")
      .selectAll()
      .where("site_id", "=", site.id)
      .where("id", "=", input.id)
      .executeTakeFirst();
    if (!row) throw checkoutError(checkoutMessages.paymentMethodNotFound, 404);
    const instructions = { ...parseJson<Texts>(row.instructions, {}) };
    for (const [lang, text] of given) {
      if (text) instructions[lang] = text;
      else delete instructions[lang];
    }
    await tx
      .updateTable("payment_methods")
      .set({ instructions: JSON.stringify(instructions) })
      .where("id", "=", row.id)
      .execute();
    return toAdminMethod({ ...row, instructions: JSON.stringify(instructions) }, language);
  });
}
