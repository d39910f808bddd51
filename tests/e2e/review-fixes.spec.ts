import { expect as baseExpect, test } from "@playwright/test";
import { acceptCookies, post } from "./support/cart";
import { allowMoreOrders } from "./support/db";
import { hydrated } from "./support/hydration";
import { ports } from "./support/ports";

/**
 * Fixes of the shop review (reports of 2026-11-29): a card payment from the loopback name that is
 * not PUBLIC_URL's, payment texts that fit the delivery, and one rule for page titles.
 */
const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 60_000 });

/** The main server's PUBLIC_URL is http://127.0.0.1:port; the same server answers on localhost. */
const OTHER_NAME = `http://localhost:${ports.main}`;
const PUBLIC = `http://127.0.0.1:${ports.main}`;

test("a shopper who opens the shop on another loopback name pays by card through the sandbox to the success page", async ({
  page,
  javaScriptEnabled,
}) => {
  const violations: string[] = [];
  page.on("console", (m) => m.text().includes("Content Security Policy") && violations.push(m.text()));
  // The policy of the last page the browser loaded (with JavaScript, the first: the steps are fetchers).
  let policy = "";
  page.on("response", (r) => {
    if (r.request().isNavigationRequest() && r.request().frame() === page.mainFrame())
      policy = r.headers()["content-security-policy"] ?? policy;
  });
  // The banner's consent is a cookie of PUBLIC_URL's name, where the visitor lands: given there first.
  await acceptCookies(page, `${PUBLIC}/`);
  await page.goto(`${OTHER_NAME}/product/merino-hiking-socks`);
  if (javaScriptEnabled) await hydrated(page);
  // The visitor is on PUBLIC_URL's name, where the payment comes back to.
  expect(new URL(page.url()).origin).toBe(PUBLIC);
  await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
  await page.getByRole("button", { name: "Add to cart" }).first().click();
  await expect(page).toHaveURL(`${PUBLIC}/cart`);
  await page.getByTestId("cart-checkout").click();
  await expect(page).toHaveURL(`${PUBLIC}/checkout`);
  allowMoreOrders();
  const address = page.getByTestId("shipping-address");
  for (const [label, value] of [
    ["First name", "Ana"],
    ["Last name", "Horvat"],
    ["E-mail address", `e2e-review-card-${Date.now()}@example.com`],
    ["Phone", "091 234 5678"],
    ["Street", "Ilica"],
    ["House number", "42"],
    ["Postal code", "10000"],
    ["City", "Zagreb"],
  ])
    await address.getByLabel(label!, { exact: true }).fill(value!);
  await address.getByLabel("Country", { exact: true }).selectOption("HR");
  const consents = async () => {
    for (const box of await page.getByTestId("consents").getByRole("checkbox").all()) await box.check();
  };
  await consents();
  const next = async () => {
    if (javaScriptEnabled) await page.getByTestId("checkout-next").click();
    else await post(page, () => page.getByTestId("checkout-next").click());
  };
  await next();
  await expect(page).toHaveURL(`${PUBLIC}/checkout/shipping`);
  await page.getByTestId("shipping-method").filter({ hasText: "Courier" }).getByRole("radio").first().check();
  await next();
  await expect(page).toHaveURL(`${PUBLIC}/checkout/payment`);
  const card = page.getByTestId("payment-method").filter({ hasText: "Card payment" }).getByRole("radio");
  if (javaScriptEnabled) {
    const saved = page.waitForResponse(
      (r) => r.request().method() === "POST" && !!r.request().postData()?.includes("saveMethod"),
    );
    await card.check();
    await saved;
  } else await card.check();
  await consents();
  // The provider's form may be sent from the page: its origin is in the page's form-action.
  const formAction = () => /form-action ([^;]*)/.exec(policy)?.[1]?.split(" ") ?? [];
  if (javaScriptEnabled) {
    const allowed = formAction();
    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(/\/api\/v1\/payment-sandbox\/hpf\//);
    expect(allowed).toContain(new URL(page.url()).origin);
  } else {
    // Without JavaScript the provider's form shows with its own button.
    await post(page, () => page.getByTestId("place-order").click());
    const form = page.getByTestId("payment-handoff").locator("form");
    expect(formAction()).toContain(new URL((await form.getAttribute("action"))!, PUBLIC).origin);
    await form.getByRole("button").first().click();
    await expect(page).toHaveURL(/\/api\/v1\/payment-sandbox\/hpf\//);
  }
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(new RegExp(`^${PUBLIC}/checkout/success`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Order complete");
  expect(violations).toEqual([]);
});

test("every page's title ends with the site's name, once, in both languages", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the server's document is the same with JavaScript off");
  const pages: [string, string][] = [
    ["/", "Demo Shop – Thoughtful things for everyday life"],
    ["/shop", "Shop | Demo Shop"],
    ["/shop/apparel", "Apparel | Demo Shop"],
    ["/search", "Search | Demo Shop"],
    ["/cart", "Cart | Demo Shop"],
    ["/login", "Log in | Demo Shop"],
    ["/hr/kosarica", "Košarica | Demo Shop"],
    ["/hr/shop/odjeca", "Odjeća | Demo Shop"],
  ];
  const seen: string[] = [];
  for (const [path] of pages) {
    await page.goto(path);
    seen.push(await page.title());
  }
  expect(seen).toEqual(pages.map(([, title]) => title));
  // A product's meta title that already names the site keeps it once.
  await page.goto("/product/leather-belt");
  expect(await page.title()).toMatch(/^[^|]+ \| Demo Shop$/);
});
