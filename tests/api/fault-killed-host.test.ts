/**
 * A host killed in the middle of orders (issue 16 item 5): many carts place their orders at once
 * on a platform process, which is killed with SIGKILL while they are in flight. Every cart then has
 * exactly one order or none; stock was taken for exactly the orders that exist; and a cart left
 * without an order orders once on the next host, as a shopper retrying would.
 */
process.env.PLATFORM_SECRET ??= "fault-test-platform-secret-of-32-chars";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkout } from "#server/contract";
import { startTestPlatform, transport, type TestPlatform } from "../support/platform";
import { startHost, statusOf, type Host } from "../support/platform-process";
import { demoSimpleProductId } from "./cart-fixture";
import { orderInput, ordersOfCart, readyCart, stockOf } from "./checkout-fixture";

const CARTS = 24;
const STOCK = 1000;

describe.skipIf(transport !== "http")("a host killed while orders are placed", () => {
  let t: TestPlatform;
  const hosts: Host[] = [];

  beforeAll(async () => {
    t = await startTestPlatform();
  }, 60_000);
  afterAll(async () => {
    await Promise.all(hosts.map((host) => host.stop("SIGKILL")));
    await t?.close();
  });

  it("leaves each cart one order or none, and stock taken only for the orders there are", async () => {
    const db = t.platform.services.db;
    const productId = await demoSimpleProductId(t);
    await db.updateTable("products").set({ stock_qty: STOCK }).where("id", "=", productId).execute();
    const carts = [];
    for (let i = 0; i < CARTS; i++) {
      const ready = await readyCart(t, { lines: [{ productId: productId, qty: 1 + (i % 3) }] });
      carts.push({ ready, input: await orderInput(t, ready) });
    }

    const victim = await startHost(t);
    hosts.push(victim);
    let answered = 0;
    const placing = carts.map(({ input }) =>
      statusOf(victim.call(checkout.orderCreate, input)).then((status) => {
        answered++;
        return status;
      }),
    );
    // Killed as soon as the first order is answered: the others are on their way.
    await Promise.race(placing);
    await victim.stop("SIGKILL");
    const statuses = await Promise.all(placing);
    expect(statuses.filter((s) => s === -1).length, "requests cut off by the kill").toBeGreaterThan(0);
    expect(answered).toBe(CARTS);

    // One order or none per cart, and the stock moved by exactly the orders that exist.
    let ordered = 0;
    const orderless = [];
    for (const { ready, input } of carts) {
      const orders = await ordersOfCart(t, ready.session.cartId);
      expect(orders.length).toBeLessThanOrEqual(1);
      if (orders.length) ordered++;
      else orderless.push(input);
    }
    const taken = await db
      .selectFrom("order_stock")
      .select((eb) => eb.fn.sum<number>("qty").as("qty"))
      .where("product_id", "=", productId)
      .executeTakeFirstOrThrow();
    expect(STOCK - (await stockOf(t, productId))!).toBe(Number(taken.qty ?? 0));
    const stockless = await db
      .selectFrom("orders")
      .leftJoin("order_stock", "order_stock.order_id", "orders.id")
      .select("orders.id")
      .where("order_stock.order_id", "is", null)
      .where(
        "orders.cart_id",
        "in",
        carts.map(({ ready }) => ready.session.cartId),
      )
      .execute();
    expect(stockless, "orders without their stock taken").toEqual([]);

    // The shoppers whose orders were lost try again on the next host: one order each.
    const next = await startHost(t);
    hosts.push(next);
    for (const input of orderless) expect(await statusOf(next.call(checkout.orderCreate, input))).toBe(0);
    for (const { ready } of carts) expect(await ordersOfCart(t, ready.session.cartId)).toHaveLength(1);
    expect(ordered + orderless.length).toBe(CARTS);
  }, 120_000);
});
