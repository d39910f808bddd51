/**
 * The purge hook of a shared cache in front (issue 16 item 2): after a page is published, after
 * an order takes stock and after an unpaid order gives it back, EDGE_PURGE_URL is told the keys of
 * the pages that show them (the host's page cache hears the same purges).
 */
process.env.PLATFORM_SECRET ??= "edge-purge-test-platform-secret";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkout, cms, publishing } from "#server/contract";
import { setBackofficeUser } from "#server/modules/accounts";
import { cancelAbandonedPayments } from "#server/modules/orders";
import { siteScope } from "#server/modules/scope";
import { edgePurgesSettled, installEdgePurge } from "#server/edge-purge";
import { startTestPlatform, type TestPlatform } from "../support/platform";
import { startPurgeRecorder } from "../support/purge-recorder";
import { SITE_ID, signedInUser } from "./accounts-fixture";
import { insertProduct } from "./cart-fixture";
import { guestAddress, orderInput, readyCart } from "./checkout-fixture";

let t: TestPlatform;
let recorder: Awaited<ReturnType<typeof startPurgeRecorder>>;
let admin: Record<string, string>;

beforeAll(async () => {
  recorder = await startPurgeRecorder();
  t = await startTestPlatform();
  installEdgePurge(t.platform.services.cache, recorder.url);
  const editor = await signedInUser(t);
  await setBackofficeUser(t.platform.services, await siteScope(t.platform.services, SITE_ID), editor.email, true);
  admin = editor.headers;
});
afterAll(async () => {
  installEdgePurge(t.platform.services.cache, null);
  await t?.close();
  await recorder?.close();
});

/** The keys purged by what `write` does. */
async function purgedBy(write: () => Promise<unknown>): Promise<string[]> {
  await edgePurgesSettled();
  recorder.calls.length = 0;
  await write();
  await edgePurgesSettled();
  return recorder.calls.flatMap((call) => call.body.keys);
}

it("purges the page a publish makes live, and the site's pages when an option changes", async () => {
  const [page] = (await t.call(cms.postFilterStandard, { slugs: ["about-us"] })).records;
  const setPublishing = (on: boolean) =>
    t.call(cms.optionSave, { key: "RequireAdminPublishing", value: String(on), language: null }, admin);
  expect(await purgedBy(() => setPublishing(true))).toEqual(["site"]);
  const opened = await t.call(publishing.postEdit, { id: page!.id }, admin);
  const draft = await purgedBy(() =>
    t.call(publishing.postUpdate, { id: page!.id, version: opened.version, title: "Drafted" }, admin),
  );
  expect(draft).not.toContain(`page-${page!.id}`);
  const published = await purgedBy(() =>
    t.call(publishing.postPublish, { id: page!.id, version: opened.version + 1 }, admin),
  );
  expect(published).toEqual([`page-${page!.id}`]);
  await setPublishing(false);
});

it("purges the pages of the products whose stock an order took", async () => {
  const productId = await insertProduct(t, { final: 1000, stock: 5 });
  const ready = await readyCart(t, {
    lines: [{ productId, qty: 2 }],
    address: guestAddress,
    delivery: "parcel-locker",
    payment: "bank-transfer",
  });
  const input = await orderInput(t, ready);
  expect(await purgedBy(() => t.call(checkout.orderCreate, input))).toEqual([`product-${productId}`]);
});

describe("the pages of the products whose stock an unpaid order gives back", () => {
  async function cardOrder(productId: number) {
    const ready = await readyCart(t, {
      lines: [{ productId, qty: 2 }],
      address: guestAddress,
      delivery: "parcel-locker",
      payment: "card",
    });
    return t.call(checkout.orderCreate, await orderInput(t, ready));
  }

  // Stock left after the order and after the return alike (no sell-out, no restock): only the
  // product's own key says its page changed ("only 3 left" became 5, and the quantity's maximum).
  it("are purged when the payment is declined", async () => {
    const productId = await insertProduct(t, { final: 1000, stock: 5 });
    const created = await cardOrder(productId);
    const action = /<form method="post" action="([^"]+)"/.exec(created.html as string)![1]!.replaceAll("&amp;", "&");
    const declined = await t.request(new URL(action).pathname, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      rawBody: "decision=decline",
    });
    const back = new URL(declined.headers.get("location")!);
    const result = {
      id: back.searchParams.get("paymentReference")!,
      details: { paymentResult: back.searchParams.get("paymentResult")! },
    };
    expect(await purgedBy(() => t.call(checkout.paymentSuccess, result))).toEqual([`product-${productId}`]);
  });

  it("are purged when the payment times out", async () => {
    const productId = await insertProduct(t, { final: 1000, stock: 5 });
    await cardOrder(productId);
    const sweep = () => cancelAbandonedPayments(t.platform.services, { now: Date.now() + 61 * 60_000 });
    expect(await purgedBy(sweep)).toContain(`product-${productId}`);
  });
});
