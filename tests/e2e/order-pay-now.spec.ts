import { expect as baseExpect, test, type Page } from "@playwright/test";
import { postLogin, signIn } from "./support/admin";
import { axeViolations } from "./support/axe";
import { newCustomer } from "./support/cart";
import { withDb } from "./support/db";
import { paidOrder } from "./support/orders";
import { ORIGIN } from "./support/ports";
import { horizontalOverflow } from "./support/site";

/**
 * "Pay now" (decision 0099): an order whose card payment did not finish is paid from its page in
 * the account. The page hands over to the payment sandbox as checkout does (its own script submits
 * the provider's form; without JavaScript the form's button), the buyer approves, comes back to the
 * confirmation saying the payment was received, and the order's page then reads it paid. Both
 * languages, with and without JavaScript. The order is written as checkout leaves such an order.
 */
const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 60_000 });

const words = {
  en: {
    order: "/profile/orders",
    success: "/checkout/success",
    handoverPage: "/checkout/pay",
    payNow: "Pay now",
    handover: "Continue to payment",
    approve: "Approve payment",
    amount: "€24.99",
    received: "Payment received",
    paid: "Paid",
    handing: (slug: string) => `Taking you to the payment of order ${slug}`,
    cart: "/cart",
    waiting: (slug: string) => `Order ${slug} is waiting for its payment.`,
    toOrder: "Pay or cancel the order",
    cancel: "Cancel order",
    yes: "Yes, cancel the order",
  },
  hr: {
    order: "/hr/profil/narudzbe",
    success: "/hr/naplata/uspjesna",
    handoverPage: "/hr/naplata/plati",
    payNow: "Plati sada",
    handover: "Nastavi na plaćanje",
    approve: "Odobri plaćanje",
    amount: "24,99",
    received: "Plaćanje primljeno",
    paid: "Plaćeno",
    handing: (slug: string) => `Vodimo vas na plaćanje narudžbe ${slug}`,
    cart: "/hr/kosarica",
    waiting: (slug: string) => `Narudžba ${slug} čeka plaćanje.`,
    toOrder: "Platite ili otkažite narudžbu",
    cancel: "Otkaži narudžbu",
    yes: "Da, otkaži narudžbu",
  },
} as const;

const orderRow = (slug: string) =>
  withDb(
    (db) =>
      db
        .prepare(
          "SELECT o.status, (SELECT COUNT(*) FROM payments p WHERE p.order_id = o.id) AS attempts FROM orders o WHERE o.slug = ?",
        )
        .get(slug) as { status: string; attempts: number },
  );

/** The payment reference of the order's first attempt (checkout's). */
const checkoutAttempt = (slug: string) =>
  withDb(
    (db) =>
      (
        db.prepare("SELECT reference FROM payments WHERE order_slug = ? ORDER BY id LIMIT 1").get(slug) as {
          reference: string;
        }
      ).reference,
  );

/** "Pay now" on the order's page, on to the payment sandbox: the page's own script submits the
 * provider's form; without it, the buyer presses the form's button. */
async function payNow(page: Page, lang: "en" | "hr", javaScriptEnabled: boolean, slug: string) {
  const w = words[lang];
  await page.getByTestId("order-awaiting-payment").getByRole("button", { name: w.payNow }).click();
  if (!javaScriptEnabled) {
    // Its own words: the order was placed before.
    const handoff = page.getByTestId("payment-handoff");
    await expect(handoff).toContainText(w.handing(slug));
    await handoff.getByRole("button", { name: w.handover }).click();
  }
  await expect(page).toHaveURL(/\/api\/v1\/payment-sandbox\/hpf\//);
}

for (const lang of ["en", "hr"] as const) {
  test(`an unpaid card order is paid from its page (${lang})`, async ({ page, request, javaScriptEnabled }) => {
    const w = words[lang];
    const customer = await newCustomer(request, ORIGIN, `pay-now-${lang}`);
    const { slug } = paidOrder(customer.email, "card");
    await postLogin(page, "/login", customer);
    await page.goto(`${w.order}/${slug}`);
    // "Pay now" beside "Cancel order" fits a phone's screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId("order-awaiting-payment").getByRole("button", { name: w.payNow })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
    await payNow(page, lang, javaScriptEnabled, slug);
    // The total the order holds.
    await expect(page.locator("body")).toContainText(w.amount);
    await page.getByRole("button", { name: w.approve }).click();

    await expect(page).toHaveURL(`${w.success}?orderSlug=${slug}`);
    await expect(page.getByTestId("payment-received")).toContainText(w.received);
    // Checkout's attempt and this one.
    expect(orderRow(slug)).toEqual({ status: "paid", attempts: 2 });

    await page.goto(`${w.order}/${slug}`);
    await expect(page.getByTestId("order-page")).toContainText(w.paid);
    await expect(page.getByTestId("order-awaiting-payment")).toHaveCount(0);
  });
}

test("paying again replaces the payment started before: only the newest one pays", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const customer = await newCustomer(request, ORIGIN, "pay-now-again");
  const { slug } = paidOrder(customer.email, "card");
  await postLogin(page, "/login", customer);
  await page.goto(`/profile/orders/${slug}`);
  await payNow(page, "en", javaScriptEnabled, slug);
  const first = page.url();
  // Approved at the provider, but the browser never brought the result back (closed): kept for later.
  const decided = await page.request.post(first, {
    form: { decision: "approve" },
    headers: { Origin: new URL(first).origin },
    maxRedirects: 0,
  });
  expect(decided.status()).toBe(303);
  const lateResult = decided.headers()["location"];

  // The buyer comes back without paying, and pays again: the first payment page no longer pays it.
  await page.goto(`/profile/orders/${slug}`);
  await payNow(page, "en", javaScriptEnabled, slug);
  expect(page.url()).not.toBe(first);
  const second = page.url();
  // An attempt replaced before its decision (checkout's, left unfinished) says so at the provider,
  // and offers no approval.
  await page.goto(`/api/v1/payment-sandbox/hpf/${checkoutAttempt(slug)}`);
  await expect(page.getByText("This payment was replaced by a newer one for this order")).toBeVisible();
  await expect(page.getByRole("button", { name: "Approve payment" })).toHaveCount(0);

  // The first attempt's approval, arriving late, is refused: the buyer is shown the order, still waiting.
  await page.goto(lateResult);
  await expect(page).toHaveURL(`/profile/orders/${slug}`);
  await expect(
    page.getByTestId("toast").filter({ hasText: "A newer payment was started for this order" }),
  ).toBeVisible();
  await expect(page.getByTestId("order-awaiting-payment").getByRole("button", { name: "Pay now" })).toBeVisible();
  expect(orderRow(slug)).toEqual({ status: "pendingPayment", attempts: 3 });

  await page.goto(second);
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(`/checkout/success?orderSlug=${slug}`);
  await expect(page.getByTestId("payment-received")).toBeVisible();
  expect(orderRow(slug).status).toBe("paid");
});

test("a payment declined after Pay now brings the buyer back to the order, still waiting, to pay again", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const customer = await newCustomer(request, ORIGIN, "pay-now-declined");
  const { slug } = paidOrder(customer.email, "card");
  await postLogin(page, "/login", customer);
  await page.goto(`/profile/orders/${slug}`);
  await payNow(page, "en", javaScriptEnabled, slug);
  await page.getByRole("button", { name: "Decline payment" }).click();

  await expect(page).toHaveURL(`/profile/orders/${slug}`);
  await expect(page.getByTestId("toast").filter({ hasText: "The payment was declined" })).toBeVisible();
  await expect(page.getByTestId("order-awaiting-payment").getByRole("button", { name: "Pay now" })).toBeVisible();
  expect(orderRow(slug).status).toBe("pendingPayment");
});

test("a wallet order is paid again with JavaScript; without it the page says so and still offers to cancel", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const customer = await newCustomer(request, ORIGIN, "pay-now-wallet");
  const { slug } = paidOrder(customer.email, "wallet");
  await postLogin(page, "/login", customer);
  await page.goto(`/profile/orders/${slug}`);
  const offers = page.getByTestId("order-awaiting-payment");
  await expect(offers.getByRole("link", { name: "Cancel order" })).toBeVisible();
  if (javaScriptEnabled) {
    await expect(offers.getByRole("button", { name: "Pay now" })).toBeVisible();
    await expect(offers).not.toContainText("needs JavaScript");
  } else {
    // A <noscript> note, as checkout's: a browser without JavaScript shows it (Playwright's no-JS
    // context only stops scripts, so it is read from the page's markup).
    expect(await offers.innerHTML()).toContain("This payment method needs JavaScript in your browser.");
    await expect(offers.getByRole("button", { name: "Pay now" })).toHaveCount(0);
  }
});

test("beside a wallet the buyer may still cancel the order: after Pay now, and on the hand-over's page", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const customer = await newCustomer(request, ORIGIN, "pay-now-wallet-cancel");
  const { slug } = paidOrder(customer.email, "wallet");
  await signIn(page, "/login", customer, `/profile/orders/${slug}`, javaScriptEnabled);
  const question = page.getByTestId("order-cancel-confirm");
  if (javaScriptEnabled) {
    // Found in review: the wallet's buttons stood where the offers were, and no Cancel until a reload.
    await page.getByTestId("order-awaiting-payment").getByRole("button", { name: "Pay now" }).click();
    const handoff = page.getByTestId("payment-handoff");
    await expect(handoff.getByTestId("wallet-container").getByRole("button", { name: /Pay €24\.99/ })).toBeVisible();
    await handoff.getByRole("link", { name: "Cancel order" }).click();
    await expect(page).toHaveURL(`/profile/orders/${slug}?confirm=cancel`);
    // Kept after all: the order's offers again.
    await question.getByRole("link", { name: "No, keep the order" }).click();
    await expect(page.getByTestId("order-awaiting-payment").getByRole("button", { name: "Pay now" })).toBeVisible();
  }
  // The hand-over's own page (a post sent before the page's scripts came lands there; without
  // JavaScript the wallet cannot be drawn and the page says so): Cancel is offered there too.
  await page.goto(`/checkout/pay/${slug}`);
  const handoff = page.getByTestId("payment-handoff");
  if (javaScriptEnabled) await expect(handoff.getByTestId("wallet-container").getByRole("button")).not.toHaveCount(0);
  else expect(await handoff.innerHTML()).toContain("This payment method needs JavaScript in your browser.");
  await handoff.getByRole("link", { name: "Cancel order" }).click();
  await expect(page).toHaveURL(`/profile/orders/${slug}?confirm=cancel`);
  await question.getByRole("button", { name: "Yes, cancel the order" }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByTestId("order-awaiting-payment")).toHaveCount(0);
  expect(orderRow(slug).status).toBe("cancelled");
});

test("a card order's hand-over page offers its buyer Cancel beside the way to the payment page", async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request, ORIGIN, "pay-now-card-cancel");
  const { slug } = paidOrder(customer.email, "card");
  await postLogin(page, "/login", customer);
  // Where Back from the provider's page lands, and where a hand-over without JavaScript waits.
  await page.goto(`/checkout/pay/${slug}`);
  const handoff = page.getByTestId("payment-handoff");
  await expect(handoff.locator("form")).toHaveCount(1);
  await handoff.getByRole("link", { name: "Cancel order" }).click();
  await expect(page).toHaveURL(`/profile/orders/${slug}?confirm=cancel`);
  const question = page.getByTestId("order-cancel-confirm");
  await question.getByRole("button", { name: "Yes, cancel the order" }).click();
  await expect(question).toHaveCount(0);
  expect(orderRow(slug).status).toBe("cancelled");
});

for (const lang of ["en", "hr"] as const) {
  test(`a buyer who left the payment page after Pay now finds the order waiting on the cart page (${lang})`, async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    const w = words[lang];
    const customer = await newCustomer(request, ORIGIN, `pay-now-left-${lang}`);
    const { slug } = paidOrder(customer.email, "card");
    await postLogin(page, "/login", customer);
    await page.goto(`${w.order}/${slug}`);
    await payNow(page, lang, javaScriptEnabled, slug);

    // Closed the provider's page and came back to the shop: the cart says the order waits, and leads
    // to its page, which offers to pay or cancel it.
    await page.goto(w.cart);
    const notice = page.getByTestId("cart-awaiting-payment");
    await expect(notice).toContainText(w.waiting(slug));
    await notice.getByRole("link", { name: w.toOrder }).click();
    await expect(page).toHaveURL(`${w.order}/${slug}`);
    const offers = page.getByTestId("order-awaiting-payment");
    await expect(offers.getByRole("button", { name: w.payNow })).toBeVisible();

    // Cancelled, it waits no more: the cart says nothing of it.
    await offers.getByRole("link", { name: w.cancel }).click();
    await page.getByTestId("order-cancel-confirm").getByRole("button", { name: w.yes }).click();
    // The question goes once the cancel is done (the offers were already gone while it was asked).
    await expect(page.getByTestId("order-cancel-confirm")).toHaveCount(0);
    await expect(page.getByTestId("order-awaiting-payment")).toHaveCount(0);
    expect(orderRow(slug).status).toBe("cancelled");
    await page.goto(w.cart);
    await expect(page.getByTestId("cart-page")).toBeVisible();
    await expect(page.getByTestId("cart-awaiting-payment")).toHaveCount(0);
  });
}

for (const lang of ["en", "hr"] as const) {
  test(`without JavaScript, Back from the payment page after Pay now shows the hand-over again, then the order once paid (${lang})`, async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    test.skip(javaScriptEnabled, "with JavaScript the page's own code hands over (a fetcher): Back lands on the order");
    const w = words[lang];
    const customer = await newCustomer(request, ORIGIN, `pay-now-back-${lang}`);
    const { slug } = paidOrder(customer.email, "card");
    await postLogin(page, "/login", customer);
    await page.goto(`${w.order}/${slug}`);
    await payNow(page, lang, false, slug);
    const provider = page.url();

    // "Pay now" was answered with a redirect to the hand-over's own page: Back lands there (no
    // "Confirm form resubmission"), showing the same attempt's hand-over, in Pay now's words.
    await page.goBack();
    await expect(page).toHaveURL(`${w.handoverPage}/${slug}`);
    const handoff = page.getByTestId("payment-handoff");
    await expect(handoff).toContainText(w.handing(slug));
    await handoff.getByRole("button", { name: w.handover }).click();
    await expect(page).toHaveURL(provider);
    expect(orderRow(slug)).toEqual({ status: "pendingPayment", attempts: 2 });

    // Paid: the hand-over's page sends the buyer to the order's page in the account.
    await page.getByRole("button", { name: w.approve }).click();
    await expect(page).toHaveURL(`${w.success}?orderSlug=${slug}`);
    await page.goto(`${w.handoverPage}/${slug}`);
    await expect(page).toHaveURL(`${w.order}/${slug}`);
    await expect(page.getByTestId("order-page")).toContainText(w.paid);
  });
}

test("asked whether to cancel, the buyer's focus goes to the question, and back to Cancel order when kept", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const customer = await newCustomer(request, ORIGIN, "pay-now-focus");
  const { slug } = paidOrder(customer.email, "card");
  await signIn(page, "/login", customer, `/profile/orders/${slug}`, javaScriptEnabled);
  const cancel = page.getByTestId("order-awaiting-payment").getByRole("link", { name: "Cancel order" });
  // From the keyboard, as a buyer without a mouse or with a screen reader does.
  await cancel.focus();
  await page.keyboard.press("Enter");
  const question = page.getByTestId("order-cancel-confirm");
  await expect(question).toBeVisible();
  await expect(page).toHaveURL(`/profile/orders/${slug}?confirm=cancel`);
  // With JavaScript the page stays (the link removed with the offers): focus goes to the question,
  // which names the order, and Tab goes on to its answers. Without it the question is a new page,
  // read from its top as any.
  if (javaScriptEnabled) {
    await expect(question).toBeFocused();
    await expect(question).toHaveAccessibleName(
      `Cancel order ${slug}? You will not be charged, and its items go back on sale.`,
    );
    await page.keyboard.press("Tab");
    await expect(question.getByRole("button", { name: "Yes, cancel the order" })).toBeFocused();
    await page.keyboard.press("Tab");
  } else {
    await question.getByRole("link", { name: "No, keep the order" }).focus();
  }
  await expect(question.getByRole("link", { name: "No, keep the order" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`/profile/orders/${slug}`);
  await expect(question).toHaveCount(0);
  // Kept: back on Cancel order, where the buyer left.
  if (javaScriptEnabled) await expect(cancel).toBeFocused();
  else await expect(cancel).toBeVisible();
  expect(orderRow(slug).status).toBe("pendingPayment");
});

test("with JavaScript, Pay now on a wallet order takes the buyer's focus to the wallet's button", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.skip(
    !javaScriptEnabled,
    "a wallet pays through its script: without it the page offers no Pay now (tested above)",
  );
  const customer = await newCustomer(request, ORIGIN, "pay-now-wallet-focus");
  const { slug } = paidOrder(customer.email, "wallet");
  await signIn(page, "/login", customer, `/profile/orders/${slug}`, true);
  await page.getByTestId("order-awaiting-payment").getByRole("button", { name: "Pay now" }).focus();
  await page.keyboard.press("Enter");
  // The offers are gone; the wallet's buttons stand in their place, the first one focused.
  const wallet = page.getByTestId("wallet-container");
  await expect(wallet.getByRole("button", { name: /Pay €24\.99/ })).toBeFocused();
  await expect(page.getByTestId("order-awaiting-payment")).toHaveCount(0);
});
