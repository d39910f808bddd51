/**
 * A cart read is a read (issue 13): it takes no write lock, so another connection that holds the
 * write lock (SQLite's, or PostgreSQL's exclusive lock on the cart tables) delays no cart page with
 * nothing to write. Only what showing the cart writes (a price seen, a line of a gone product, a
 * coupon that no longer applies) waits for the lock, and each notice is told once, however many reads
 * and changes of the cart run at the same time.
 */
process.env.PLATFORM_SECRET ??= "cart-read-test-platform-secret";

import { Worker } from "node:worker_threads";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cart } from "#server/contract";
import type { CartSession } from "#server/contract/cart";
import { startTestPlatform, type TestPlatform } from "../support/platform";
import { insertCoupon, insertProduct, newCart, stored } from "./cart-fixture";

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t?.close();
});

/** Another connection to the platform's database, holding the lock that every write needs. */
interface WriteLock {
  /** Releases the lock `ms` from now (on SQLite from another thread: a writer of this one waits
   * for the lock without yielding). */
  releaseAfter(ms: number): Promise<void>;
}

/**
 * SQLite: BEGIN IMMEDIATE on a connection of a worker thread (WAL lets readers through).
 * PostgreSQL: the cart tables locked IN EXCLUSIVE MODE, which lets plain reads through and stops
 * every row lock and write.
 */
async function holdWriteLock(databaseUrl: string): Promise<WriteLock> {
  if (databaseUrl.startsWith("postgres")) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query("begin");
    await client.query("lock table carts, cart_items in exclusive mode");
    return {
      releaseAfter: (ms) =>
        new Promise((done, fail) =>
          setTimeout(() => {
            client
              .query("commit")
              .then(() => client.end())
              .then(done, fail);
          }, ms),
        ),
    };
  }
  const worker = new Worker(
    `
    const { parentPort, workerData } = require("node:worker_threads");
    const SQLite = require("better-sqlite3");
    const db = new SQLite(workerData);
    db.exec("begin immediate");
    parentPort.postMessage("locked");
    parentPort.once("message", (ms) => {
      setTimeout(() => {
        db.exec("commit");
        db.close();
        parentPort.postMessage("released");
      }, ms);
    });
    `,
    { eval: true, workerData: databaseUrl },
  );
  await new Promise((locked) => worker.once("message", locked));
  return {
    async releaseAfter(ms) {
      const released = new Promise((done) => worker.once("message", done));
      worker.postMessage(ms);
      await released;
      await worker.terminate();
    },
  };
}

async function cartOf(...prices: number[]): Promise<{ s: CartSession; products: number[] }> {
  const s = await newCart(t);
  const products: number[] = [];
  for (const final of prices) {
    const productId = await insertProduct(t, { final });
    await t.call(cart.addItem, { ...s, productId, qty: 1 });
    products.push(productId);
  }
  return { s, products };
}

const setPrice = (productId: number, final: number) =>
  t.platform.services.db.updateTable("products").set({ final_price: final }).where("id", "=", productId).execute();

describe("a cart read takes no write lock", () => {
  it("answers while another connection holds the write lock; what it must write waits for the lock", async () => {
    const { s, products } = await cartOf(1000, 2000);
    const before = await stored(t, s.cartId);
    await setPrice(products[1], 2500);

    const lock = await holdWriteLock(t.databaseUrl);
    let released: Promise<void> | null = null;
    try {
      // A glance (the header's count) writes nothing, whatever it has to tell.
      const glance = await t.call(cart.getCart, { ...s, acknowledge: false });
      expect(glance.notices).toEqual(["pricesChanged"]);
      expect(glance.prices.converted.itemsTotal).toBe(3500);
      expect(await stored(t, s.cartId)).toEqual(before);

      // The cart page has to write the price now seen: it waits until the lock is released.
      released = lock.releaseAfter(300);
      const started = Date.now();
      const read = await t.call(cart.getCart, s);
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      expect(read.notices).toEqual(["pricesChanged"]);
      await released;
    } finally {
      await (released ?? lock.releaseAfter(0));
    }
    expect((await stored(t, s.cartId)).items.map((i) => Number(i.seen_price))).toEqual([1000, 2500]);

    // With nothing left to write, a cart page answers under the lock and leaves the cart as it is.
    const seen = await stored(t, s.cartId);
    const again = await holdWriteLock(t.databaseUrl);
    try {
      const read = await t.call(cart.getCart, s);
      expect(read.notices).toEqual([]);
      expect(read.items.map((i) => i.productId)).toEqual(products);
    } finally {
      await again.releaseAfter(0);
    }
    expect(await stored(t, s.cartId)).toEqual(seen);
  });
});

describe("notices are told once", () => {
  it("of many reads at the same time, one tells of a changed price and of a removed line", async () => {
    const { s, products } = await cartOf(1000, 500, 700);
    await setPrice(products[0], 1100);
    await t.platform.services.db.updateTable("products").set({ archived: 1 }).where("id", "=", products[1]).execute();

    const reads = await Promise.all(Array.from({ length: 12 }, () => t.call(cart.getCart, s)));
    expect(reads.filter((r) => r.notices.length).map((r) => [...r.notices].sort())).toEqual([
      ["itemsRemoved", "pricesChanged"],
    ]);
    // Every answer, the first or a later one, shows the cart as it now is.
    for (const read of reads) {
      expect(read.items.map((i) => i.productId)).toEqual([products[0], products[2]]);
      expect(read.prices.converted.itemsTotal).toBe(1800);
    }
    expect((await t.call(cart.getCart, s)).notices).toEqual([]);
    const { items } = await stored(t, s.cartId);
    expect(items.map((i) => [i.product_id, Number(i.seen_price)])).toEqual([
      [products[0], 1100],
      [products[2], 700],
    ]);
  });

  it("reads and changes of the cart at the same time tell a changed price once between them", async () => {
    const { s, products } = await cartOf(1000, 2000);
    await setPrice(products[0], 900);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => t.call(cart.getCart, s).then((c) => c.notices)),
      t.call(cart.addItem, { ...s, productId: products[1], qty: 1 }).then((c) => c.notices),
      ...Array.from({ length: 5 }, () => t.call(cart.getCart, s).then((c) => c.notices)),
      t.call(cart.updateInstructions, { ...s, instructions: "Ring twice" }).then((c) => c.notices),
    ]);
    expect(answers.flat()).toEqual(["pricesChanged"]);
    const read = await t.call(cart.getCart, s);
    expect(read.notices).toEqual([]);
    expect(read.items.map((i) => i.qty)).toEqual([1, 2]);
    expect(read.prices.converted.itemsTotal).toBe(4900);
    expect(read.instructions).toBe("Ring twice");
  });

  it("a coupon that no longer applies is taken off by one read and told by it alone", async () => {
    const code = await insertCoupon(t, { value: 10, minTotal: 1500 });
    const { s, products } = await cartOf(2000);
    expect((await t.call(cart.applyCoupon, { ...s, couponCode: code })).cart.couponCode).toBe(code);
    await setPrice(products[0], 1000);

    const reads = await Promise.all(Array.from({ length: 8 }, () => t.call(cart.getCart, s)));
    expect(reads.filter((r) => r.notices.length).map((r) => [...r.notices].sort())).toEqual([
      ["couponRemoved", "pricesChanged"],
    ]);
    for (const read of reads) expect(read).toMatchObject({ coupon: null, couponCode: null });
    expect((await stored(t, s.cartId)).row.coupon_code).toBeNull();
  });
});
