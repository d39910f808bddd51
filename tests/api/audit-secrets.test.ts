/**
 * Review h3, finding 3: e-product codes are what a buyer pays for (a gift card, a licence), so the
 * back office shows a code an order holds at most half (decision 0049, maskCode). The audit log kept
 * the pasted codes in full, so any back-office user could read every sold code there. The log now
 * leaves them out, as it does passwords and tokens.
 */
process.env.PLATFORM_SECRET ??= "audit-secrets-test-platform-secret";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audit, checkout, shopAdmin } from "#server/contract";
import { auditDetail } from "#server/modules/audit";
import { startTestPlatform, type TestPlatform } from "../support/platform";
import { backOfficeUser } from "./accounts-fixture";
import { insertProduct } from "./cart-fixture";
import { orderInput, readyCart } from "./checkout-fixture";

let t: TestPlatform;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await startTestPlatform();
  admin = (await backOfficeUser(t)).headers;
});
afterAll(async () => {
  await t?.close();
});

describe("the audit log and e-product codes", () => {
  it("keeps no pasted code, so a sold one is not readable in full there", async () => {
    const productId = await insertProduct(t, { final: 2500, format: "EProduct" });
    await t.call(shopAdmin.saveEProductDelivery, { id: productId, deliveryType: "code" }, admin);
    const codes = ["GIFT-7Q2K-9XWD-4M1P", "GIFT-3H8N-6RTB-2Z5C"];
    await t.call(shopAdmin.addEProductCodes, { id: productId, codes: codes.join("\n") }, admin);
    // An order holds one of them: the back office shows it masked.
    const ready = await readyCart(t, { delivery: null, lines: [{ productId, qty: 1 }], payment: "bank-transfer" });
    await t.call(checkout.orderCreate, await orderInput(t, ready));
    const pool = await t.call(shopAdmin.eProduct, { id: productId, page: 1 }, admin);
    const held = pool.codes.find((c) => c.state !== "available");
    expect(held).toBeDefined();
    expect(codes).not.toContain(held!.code);

    const { records } = await t.call(audit.filter, { page: 1, limit: 100 }, admin);
    const added = records.find((r) => r.action === "POST v1/admin/eproduct/addCodes");
    expect(added).toBeDefined();
    for (const code of codes) expect(added!.detail).not.toContain(code);
    expect(JSON.parse(added!.detail)).toEqual({ id: productId, codes: "[hidden]" });
  });

  it("still keeps a delivery method's code, which is a name, not a secret", () => {
    expect(JSON.parse(auditDetail({ code: "express-courier" }))).toEqual({ code: "express-courier" });
  });
});
