/** The order page's cancel question is a plain address: the account's order page, or the success
 * page (decision 0108), whose address carries the order in its query already. */
import { describe, expect, it } from "vitest";
import { asksToCancel, cancelQuestionPath } from "~/lib/account";

describe("the cancel question's address", () => {
  it("adds the question to a page without a query, and to one with a query", () => {
    expect(cancelQuestionPath("/profile/orders/DS-1")).toBe("/profile/orders/DS-1?confirm=cancel");
    expect(cancelQuestionPath("/checkout/success?orderSlug=DS-1")).toBe(
      "/checkout/success?orderSlug=DS-1&confirm=cancel",
    );
  });

  it("is read back from either", () => {
    for (const page of ["/profile/orders/DS-1", "/hr/naplata/uspjesna?orderSlug=DS-1"])
      expect(asksToCancel(new URL(cancelQuestionPath(page), "http://shop.test"))).toBe(true);
    expect(asksToCancel(new URL("/checkout/success?orderSlug=DS-1", "http://shop.test"))).toBe(false);
    expect(asksToCancel(new URL("/checkout/success?orderSlug=DS-1&confirm=pay", "http://shop.test"))).toBe(false);
  });
});
