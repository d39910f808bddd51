import { expect, test } from "@playwright/test";
import { open, submitWith } from "./support/cart";

/**
 * A toast's place once it has gone (checkout review): without JavaScript a toast fades by a CSS
 * animation and its fixed region kept its size, invisible, over the page's lower part, where it took
 * the taps meant for the product page's sticky "Add to cart" and the cart's coupon field.
 */
test("a toast that has faded no longer takes the taps on what lay under it", async ({ page, javaScriptEnabled }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, "/product/insulated-steel-water-bottle-750-ml", javaScriptEnabled);
  const form = page.getByTestId("add-to-cart-form");
  // The cart says the product was added (a refused quantity is said under its field, not in a toast).
  await submitWith(page, javaScriptEnabled, form.getByRole("button", { name: "Add to cart" }));
  await expect(page).toHaveURL("/cart");
  const toast = page.getByTestId("toast");
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  // Its time is up: the fade's end, without waiting for it.
  await page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()));
  await expect(toast).toBeHidden();
  const under = await page.evaluate(
    ([x, y]) => {
      const element = document.elementFromPoint(x, y);
      return element?.closest("[aria-live]") ? "the toast's region" : (element?.tagName.toLowerCase() ?? null);
    },
    [box.x + box.width / 2, box.y + box.height / 2] as const,
  );
  expect(under).not.toBe("the toast's region");
});
