import { expect, test } from "@playwright/test";
import { demoCatalogFacts as facts } from "#server/seed/catalog";
import { hydrated } from "./support/hydration";

/**
 * Findings of a shopper's review of the product page, the wishlist and the cart (stop 70), each a
 * test that failed before its fix.
 */
/** The theme's danger colour (theme.css.ts), as computed styles give it. */
const dangerColour = "rgb(180, 35, 24)";

test("a required option's field is not shown as wrong before the shopper has typed in it", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(`/product/${facts.requiredOptionSlug}`);
  if (javaScriptEnabled) await hydrated(page);
  const field = page.getByLabel(/Recipient's name/);
  const border = () => field.evaluate((input) => getComputedStyle(input).borderTopColor);
  // Found in review: empty and required, it was framed in the danger colour (theme's #b42318, CSS
  // :invalid) before anything was typed.
  expect(await border()).not.toBe(dangerColour);
  // Typed in and emptied again, it is.
  await field.fill("Ana");
  await field.fill("");
  await field.blur();
  expect(await border()).toBe(dangerColour);
});
