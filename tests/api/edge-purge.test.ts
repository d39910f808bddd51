/**
 * The purge hook of a shared cache in front (issue 16 item 2): after a page is published and after
 * an order takes stock, EDGE_PURGE_URL is told the keys of the pages that show them.
 */
process.env.PLATFORM_SECRET ??= "edge-purge-test-platform-secret";

import { afterAll, beforeAll, expect, it } from "vitest";
import { checkout, cms, publishing } from "#server/contract";
import { setBackofficeUser } from "#server/modules/accounts";
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
