/**
 * Review h3, finding 4: where the payment sandbox (which approves a payment for whoever clicks)
 * works. Everywhere but a production server without DEMO_MODE, unless PAYMENT_SANDBOX says otherwise.
 */
import { describe, expect, it } from "vitest";
import { readConfig } from "#server/config";

const SECRET = "0123456789abcdef0123456789abcdef";
const deployment = {
  NODE_ENV: "production",
  SESSION_SECRET: SECRET,
  PLATFORM_SECRET: `${SECRET}-platform`,
  PUBLIC_URL: "https://shop.example.com",
};

describe("the payment sandbox", () => {
  it("is off on a production server, on for the demo, development and tests", () => {
    expect(readConfig(deployment, "storefront").paymentSandbox).toBe(false);
    expect(readConfig({ NODE_ENV: "production", DEMO_MODE: "1" }, "storefront").paymentSandbox).toBe(true);
    expect(readConfig({ NODE_ENV: "development" }, "storefront").paymentSandbox).toBe(true);
    expect(readConfig({ NODE_ENV: "test" }, "storefront").paymentSandbox).toBe(true);
  });

  it("follows PAYMENT_SANDBOX when it is set", () => {
    expect(readConfig({ ...deployment, PAYMENT_SANDBOX: "1" }, "storefront").paymentSandbox).toBe(true);
    expect(readConfig({ NODE_ENV: "test", PAYMENT_SANDBOX: "0" }, "storefront").paymentSandbox).toBe(false);
  });
});
