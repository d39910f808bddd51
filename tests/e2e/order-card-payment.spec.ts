import { expect as baseExpect, test } from "@playwright/test";
import { postLogin } from "./support/admin";
import { axeViolations } from "./support/axe";
import { newCustomer } from "./support/cart";
import { withDb } from "./support/db";
import { paidOrder } from "./support/orders";
import { ORIGIN } from "./support/ports";
import { horizontalOverflow } from "./support/site";

/**
 * An order whose card payment did not finish (the shopper left the provider's page): until the
 * payment timeout cancels it, its page in the account offers to cancel it (asked first, a plain
 * form: with and without JavaScript, in both languages). Cancelled, it reads so and offers nothing.
 * The order is written as checkout leaves such an order: checkout itself is checkout.spec.ts's.
 */
const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 60_000 });

const words = {
  en: {
    order: "/profile/orders",
    cancel: "Cancel order",
    ask: (slug: string) => `Cancel order ${slug}? You will not be charged, and its items go back on sale.`,
    yes: "Yes, cancel the order",
    keep: "No, keep the order",
    done: "Your order is cancelled.",
    cancelled: "Cancelled",
    waiting: "The payment of this order is not finished.",
  },
  hr: {
    order: "/hr/profil/narudzbe",
    cancel: "Otkaži narudžbu",
    ask: (slug: string) => `Otkazati narudžbu ${slug}? Nećemo vas teretiti, a proizvodi se vraćaju u prodaju.`,
    yes: "Da, otkaži narudžbu",
    keep: "Ne, zadrži narudžbu",
    done: "Vaša narudžba je otkazana.",
    cancelled: "Otkazano",
    waiting: "Plaćanje ove narudžbe nije dovršeno.",
  },
} as const;

const statusOf = (slug: string) =>
  withDb((db) => (db.prepare("SELECT status FROM orders WHERE slug = ?").get(slug) as { status: string }).status);

for (const lang of ["en", "hr"] as const) {
  test(`an unpaid card order is cancelled from its page, asked first (${lang})`, async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    const w = words[lang];
    const customer = await newCustomer(request, ORIGIN, `card-cancel-${lang}`);
    const { slug } = paidOrder(customer.email, "card");
    await postLogin(page, "/login", customer);
    await page.goto(`${w.order}/${slug}`);
    const waiting = page.getByTestId("order-awaiting-payment");
    await expect(waiting).toContainText(w.waiting);
    await waiting.getByRole("link", { name: w.cancel }).click();
    const ask = page.getByTestId("order-cancel-confirm");
    await expect(ask).toContainText(w.ask(slug));
    if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
    // Not yet: going back keeps the order.
    await ask.getByRole("link", { name: w.keep }).click();
    await expect(page.getByTestId("order-cancel-confirm")).toHaveCount(0);
    expect(statusOf(slug)).toBe("pendingPayment");
    await waiting.getByRole("link", { name: w.cancel }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await horizontalOverflow(page)).toBe(0);
    await ask.getByRole("button", { name: w.yes }).click();
    await expect(page.getByText(w.done)).toBeVisible();
    await expect(page.getByTestId("order-page")).toContainText(w.cancelled);
    await expect(page.getByTestId("order-awaiting-payment")).toHaveCount(0);
    expect(statusOf(slug)).toBe("cancelled");
    // A stale question asks nothing once the order is cancelled.
    await page.goto(`${w.order}/${slug}?confirm=cancel`);
    await expect(page.getByTestId("order-cancel-confirm")).toHaveCount(0);
  });
}

test("an order paid otherwise offers no cancel: the shop settles it", async ({ page, request }) => {
  const customer = await newCustomer(request, ORIGIN, "card-cancel-none");
  const transfer = paidOrder(customer.email, "bank-transfer").slug;
  const paid = paidOrder(customer.email).slug;
  await postLogin(page, "/login", customer);
  for (const slug of [transfer, paid]) {
    await page.goto(`/profile/orders/${slug}?confirm=cancel`);
    await expect(page.getByTestId("order-page")).toBeVisible();
    await expect(page.getByTestId("order-awaiting-payment")).toHaveCount(0);
    await expect(page.getByTestId("order-cancel-confirm")).toHaveCount(0);
  }
});
