/**
 * An account offered to a guest after ordering (docs/decisions/0057). The holder of the order's view
 * token registers the order's e-mail: the accounts module's registration does it (its password rules,
 * verification mail and attempt limits), and its e-mail verification gives the address's guest orders
 * to the account. Until then nothing is attached, so typing someone's address claims nothing.
 */
import type { Services } from "#server/services";
import { isRegistered, register } from "../accounts";
import type { CallerFacts, Scope } from "../scope";
import { orderOfToken } from "./view";

export interface OrderAccountInput {
  orderSlug: string;
  token: string;
  password: string;
  verificationUrl?: string;
}

/** The names an order's billing address (else its delivery address) gives the account. */
function buyerNames(order: { billing_address: string | null; shipping_address: string | null }) {
  for (const text of [order.billing_address, order.shipping_address]) {
    try {
      const a = JSON.parse(text ?? "{}") as { firstName?: unknown; lastName?: unknown };
      if (typeof a.firstName === "string" && a.firstName.trim())
        return { firstName: a.firstName.trim(), lastName: typeof a.lastName === "string" ? a.lastName.trim() : "" };
    } catch {
      // A damaged address names nobody: the next one, or none.
    }
  }
  return { firstName: "", lastName: "" };
}

/**
 * order/createAccount: `accountExists` for an order that is a user's, or whose e-mail has an account
 * (the visitor, who placed the order with that address, is sent to sign in; nothing is mailed);
 * otherwise the registration, answered `sent`.
 */
export async function createOrderAccount(
  services: Services,
  scope: Scope,
  input: OrderAccountInput,
  caller: CallerFacts,
): Promise<{ outcome: "sent" | "accountExists" }> {
  const order = await orderOfToken(services, scope, input.orderSlug, input.token);
  const email = order.guest_email ?? order.email;
  if (order.user_id !== null || !email || (await isRegistered(services.db, scope.site.id, email)))
    return { outcome: "accountExists" };
  await register(
    services,
    scope,
    {
      details: buyerNames(order),
      email,
      password: input.password,
      ...(input.verificationUrl ? { verificationUrl: input.verificationUrl } : {}),
    },
    caller,
  );
  return { outcome: "sent" };
}
