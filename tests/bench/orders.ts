/**
 * The order step of `npm run bench`: shoppers placing orders through the platform's API, each the
 * whole checkout (a new cart, a line, the addresses, a delivery method, a payment method, the order),
 * next to a baseline measured in the same run, the platform's own cart read. Closed loop:
 * `concurrency` workers, each starting the next as soon as the previous answered.
 */
import { Agent, request } from "undici";
import { checkoutSetup, type CheckoutSetup } from "./checkout-setup";

export interface StepResult {
  name: string;
  /** Completed units (orders, or reads) per second. */
  rate: number;
  count: number;
  errors: number;
  p50: number;
  p95: number;
  /** For the order flow: the order/create call alone. */
  createP50?: number;
  createP95?: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

type Json = Record<string, unknown>;

export interface OrderBench {
  api: string;
  headers: Record<string, string>;
  /** The headers of the n-th shopper's calls (the storefront's proof and a client address of its
   * own): the platform limits orders per client address, and the bench's shoppers are many visitors. */
  shopper: (n: number) => Record<string, string>;
  concurrency: number;
  seconds: number;
  warmupSeconds?: number;
}

function client(o: OrderBench) {
  const agent = new Agent({ connections: o.concurrency, pipelining: 1 });
  async function call<T = Json>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const res = await request(`${o.api}/${path}`, {
      dispatcher: agent,
      method: method as "POST",
      headers: { ...o.headers, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.body.json()) as { data?: T; message?: string };
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${json.message}`);
    return json.data as T;
  }
  return { call, close: () => agent.close() };
}

/** Runs `work` in a closed loop: warm-up first (not counted), then `seconds` measured. */
async function closedLoop(o: OrderBench, work: (worker: number, record: boolean) => Promise<void>): Promise<number> {
  const run = async (worker: number, until: number, record: boolean) => {
    while (performance.now() < until) await work(worker, record);
  };
  const warm = performance.now() + (o.warmupSeconds ?? 2) * 1000;
  await Promise.all(Array.from({ length: o.concurrency }, (_, w) => run(w, warm, false)));
  const started = performance.now();
  await Promise.all(Array.from({ length: o.concurrency }, (_, w) => run(w, started + o.seconds * 1000, true)));
  return (performance.now() - started) / 1000;
}

interface Catalog extends CheckoutSetup {
  successURL: string;
  failureURL: string;
}

/** What the orders need: in-stock simple products, the courier, bank transfer, the checkout consents. */
async function catalogFor(o: OrderBench, siteOrigin: string): Promise<Catalog> {
  const { call, close } = client(o);
  try {
    const setup = await checkoutSetup(call, { shipping: address, paymentType: null, pages: 5, maxCandidates: 300 });
    return { ...setup, successURL: `${siteOrigin}/checkout/success`, failureURL: `${siteOrigin}/checkout/failure` };
  } finally {
    await close();
  }
}

const address = {
  firstName: "Bench",
  lastName: "Shopper",
  contactEmail: "bench@example.com",
  contactPhone: "+385 91 000 0000",
  country: "HR",
  city: "Zagreb",
  street: "Ilica",
  houseNumber: "1",
  zipCode: "10000",
};

/** The baseline: the platform's cart read of a cart with one line, one cart per worker. */
export async function cartReadStep(o: OrderBench, siteOrigin: string): Promise<StepResult> {
  const catalog = await catalogFor(o, siteOrigin);
  const { call, close } = client(o);
  const sessions: { cartId: number; protectCode: string }[] = [];
  for (let w = 0; w < o.concurrency; w++) {
    const session = await call<{ cartId: number; protectCode: string }>("GET", "v1/cart/getNewCartSession");
    await call("POST", "v1/cart/addItem", {
      ...session,
      productId: catalog.productIds[w % catalog.productIds.length],
      qty: 1,
    });
    sessions.push(session);
  }
  const times: number[] = [];
  let errors = 0;
  const elapsed = await closedLoop(o, async (worker, record) => {
    const started = performance.now();
    try {
      await call("POST", "v1/cart/getCart", { ...sessions[worker], acknowledge: false });
      if (record) times.push(performance.now() - started);
    } catch {
      if (record) errors++;
    }
  });
  await close();
  times.sort((a, b) => a - b);
  return {
    name: "baseline: platform cart read (getCart, 1 line)",
    rate: times.length / elapsed,
    count: times.length,
    errors,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
  };
}

/** Whole orders: new cart, one line, addresses, courier, bank transfer, order/create. */
export async function orderStep(o: OrderBench, siteOrigin: string): Promise<StepResult> {
  const catalog = await catalogFor(o, siteOrigin);
  const { call, close } = client(o);
  const flows: number[] = [];
  const creates: number[] = [];
  let errors = 0;
  let next = 0;
  // A product whose stock the orders used up leaves the rotation (its refusal is not counted).
  const soldOut = new Set<number>();
  const elapsed = await closedLoop(o, async (_worker, record) => {
    const available = catalog.productIds.filter((id) => !soldOut.has(id));
    if (!available.length) throw new Error("every product sold out: seed more stock");
    const flow = next++;
    const productId = available[flow % available.length];
    const shopper = o.shopper(flow);
    const started = performance.now();
    try {
      const session = await call<{ cartId: number; protectCode: string }>(
        "GET",
        "v1/cart/getNewCartSession",
        undefined,
        shopper,
      );
      await call("POST", "v1/cart/addItem", { ...session, productId, qty: 1 }, shopper);
      await call("PUT", "v1/checkout/addresses", { ...session, shipping: address }, shopper);
      await call("PUT", "v1/delivery/saveDeliveryMethod", { ...session, deliveryMethodId: catalog.courierId }, shopper);
      const paid = await call<{ cart: { prices: { converted: { orderTotal: number } } } }>(
        "PUT",
        "v1/payment/savePaymentMethod",
        { ...session, paymentMethodId: catalog.paymentMethodId },
        shopper,
      );
      const createStarted = performance.now();
      await call(
        "POST",
        "v1/order/create",
        {
          ...session,
          successURL: catalog.successURL,
          failureURL: catalog.failureURL,
          acceptedConsents: catalog.consents,
          expectedOrderTotal: paid.cart.prices.converted.orderTotal,
        },
        shopper,
      );
      const done = performance.now();
      if (record) {
        flows.push(done - started);
        creates.push(done - createStarted);
      }
    } catch (error) {
      if (String(error).includes("Not enough stock.")) soldOut.add(productId);
      else if (record) errors++;
    }
  });
  await close();
  flows.sort((a, b) => a - b);
  creates.sort((a, b) => a - b);
  return {
    name: "orders: new cart, line, addresses, delivery, payment, order/create",
    rate: flows.length / elapsed,
    count: flows.length,
    errors,
    p50: percentile(flows, 50),
    p95: percentile(flows, 95),
    createP50: percentile(creates, 50),
    createP95: percentile(creates, 95),
  };
}

export function orderRows(baseline: StepResult, orders: StepResult): string[] {
  const f = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? "-" : n.toFixed(1));
  return [
    "| platform step | per s | ratio to cart read | p50 ms | p95 ms | order/create p50 ms | order/create p95 ms | count | errors |",
    "|---|---|---|---|---|---|---|---|---|",
    ...[baseline, orders].map(
      (r) =>
        `| ${r.name} | ${r.rate.toFixed(1)} | ${(r.rate / baseline.rate).toFixed(3)} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.createP50)} | ${f(r.createP95)} | ${r.count} | ${r.errors} |`,
    ),
  ];
}
