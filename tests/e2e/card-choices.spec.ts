import { expect as baseExpect, test } from "@playwright/test";
import { expectToast, logIn, newCustomer, open, submitWith } from "./support/cart";
import { productSlug } from "./support/db";
import { hydrated } from "./support/hydration";
import { ORIGIN } from "./support/ports";

/**
 * A product that needs a choice before it is added (a configurable product's variant, or required
 * custom options such as the demo's gift wrapping's number of sheets) is chosen on its page: its card
 * and its wishlist entry link there ("Choose options") instead of offering an add the cart refuses.
 * In both projects, on the main server.
 */
const expect = baseExpect.configure({ timeout: 15_000 });

const WRAPPING = "SRV-WRP-001";

test("a product with required options is chosen on its page, from its card and from the wishlist", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  await open(page, "/shop/gift-cards-services", javaScriptEnabled);
  const card = page.getByTestId("product-card").filter({ hasText: "Gift wrapping" });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("card-add-to-cart")).toHaveCount(0);
  const choose = card.getByRole("link", { name: "Choose options" });
  await expect(choose).toHaveAttribute("href", `/product/${productSlug(WRAPPING)}`);
  // A product with no required option still adds from its card.
  await expect(
    page.getByTestId("product-card").filter({ hasText: "Wall shelf installation" }).getByTestId("card-add-to-cart"),
  ).toHaveText("Add to cart");
  // In Croatian too.
  await page.goto("/hr/shop/poklon-bonovi-i-usluge");
  await expect(
    page
      .getByTestId("product-card")
      .filter({ hasText: "Zamatanje poklona" })
      .getByRole("link", { name: "Odaberite opcije" }),
  ).toBeVisible();

  const customer = await newCustomer(request, ORIGIN, "card-choices");
  await logIn(page, customer, javaScriptEnabled);
  await page.goto(`/product/${productSlug(WRAPPING)}`);
  if (javaScriptEnabled) await hydrated(page);
  await submitWith(page, javaScriptEnabled, page.getByRole("button", { name: "Add to wishlist", exact: true }));
  await expectToast(page, "The product has been added to your wishlist.");
  await page.goto("/profile#wishlist");
  if (javaScriptEnabled) await hydrated(page);
  const entry = page.getByTestId("wishlist-item").filter({ hasText: "Gift wrapping" });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByRole("button", { name: "Add to cart" })).toHaveCount(0);
  await entry.getByRole("link", { name: "Choose options" }).click();
  await expect(page).toHaveURL(`/product/${productSlug(WRAPPING)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gift wrapping");
});
