/**
 * What a bench's orders need from the platform, found once through its API: simple products in
 * stock that a shopper adds with one press (no required personalization), the courier (a delivery
 * method without branches), a payment method of the wanted type and the checkout's required
 * consents. Shared by the order step (./orders.ts) and the soak (./soak.ts).
 */
type Call = <T>(method: string, path: string, body?: unknown) => Promise<T>;

export interface CheckoutSetup {
  productIds: number[];
  courierId: number;
  paymentMethodId: number;
  consents: string[];
}

export async function checkoutSetup(
  call: Call,
  options: {
    shipping: Record<string, string>;
    /** The payment method's type: null for bank transfer, "HPF" for the card's hosted form. */
    paymentType: string | null;
    /** Only records of type "product" (no services or gift cards). */
    physicalOnly?: boolean;
    pages: number;
    maxCandidates?: number;
    minProducts?: number;
  },
): Promise<CheckoutSetup> {
  const candidates: number[] = [];
  for (let page = 1; page <= options.pages && candidates.length < (options.maxCandidates ?? Infinity); page++) {
    const list = await call<{ records: { id: number; format: string; type: string; inStock: boolean }[] }>(
      "POST",
      "v1/product/web/filter",
      { limit: 100, page, sort: "newest" },
    );
    candidates.push(
      ...list.records
        .filter((p) => p.format === "Simple" && p.inStock && (!options.physicalOnly || p.type === "product"))
        .map((p) => p.id),
    );
  }
  const session = await call<{ cartId: number; protectCode: string }>("GET", "v1/cart/getNewCartSession");
  const productIds: number[] = [];
  for (const productId of candidates)
    if (await call("POST", "v1/cart/addItem", { ...session, productId, qty: 1 }).then(Boolean, () => false))
      productIds.push(productId);
  if (productIds.length < (options.minProducts ?? 1)) throw new Error("too few simple products in stock to order");
  await call("PUT", "v1/checkout/addresses", { ...session, shipping: options.shipping });
  const delivery = await call<{ id: number; options: unknown[] }[]>(
    "POST",
    "v1/delivery/getApplicableDeliveryMethods",
    session,
  );
  const courier = delivery.find((d) => d.options.length === 0);
  if (!courier) throw new Error("no delivery method without branches");
  await call("PUT", "v1/delivery/saveDeliveryMethod", { ...session, deliveryMethodId: courier.id });
  const payment = await call<{ id: number; paymentType: string | null }[]>(
    "POST",
    "v1/payment/getApplicablePaymentMethods",
    session,
  );
  const method = payment.find((p) => p.paymentType === options.paymentType);
  if (!method) throw new Error(`no payment method of type ${options.paymentType}`);
  const consents = await call<{ records: { uniqueNumber: string; required: boolean }[] }>(
    "POST",
    "v1/gdpr/web/consent/filter",
    { formType: "checkoutForm" },
  );
  return {
    productIds,
    courierId: courier.id,
    paymentMethodId: method.id,
    consents: consents.records.filter((c) => c.required).map((c) => c.uniqueNumber),
  };
}
