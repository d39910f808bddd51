import { expect as baseExpect, test, type Page } from "@playwright/test";
import { logInAsAdmin, postLogin } from "./support/admin";
import { axeViolations } from "./support/axe";
import { newCustomer } from "./support/cart";
import { withDb } from "./support/db";
import { paidOrder } from "./support/orders";
import { ORIGIN } from "./support/ports";
import { horizontalOverflow, insideViewport } from "./support/site";

/**
 * Order fulfilment (decision 0061): the back office marks a paid order shipped with its carrier and
 * tracking (a plain form: with and without JavaScript), the shopper is e-mailed "on its way" with the
 * tracking link and sees the parcel's state in the order history and on the order's page; then the
 * order is marked delivered. The order is written into the database as checkout would leave a paid
 * one: checkout itself is checkout.spec.ts's business.
 */
const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 60_000 });

async function toast(page: Page, text: string) {
  await expect(page.getByText(text)).toBeVisible();
}

test("a paid order is marked shipped with its tracking, the shopper is e-mailed and sees it, then it is delivered", async ({
  page,
  browser,
  request,
  javaScriptEnabled,
}) => {
  const customer = await newCustomer(request, ORIGIN, "ship");
  const { slug } = paidOrder(customer.email);
  const trackingUrl = `https://tracking.example.com/parcel/${slug}`;

  await logInAsAdmin(page, "/admin/orders?fulfilment=toShip", javaScriptEnabled);
  const row = page.getByTestId("admin-order").filter({ hasText: slug });
  await expect(row.getByTestId("fulfilment-status")).toHaveText("Not shipped");
  await row.getByRole("link", { name: slug }).click();
  await expect(page.getByTestId("admin-order-page")).toBeVisible();
  // What the buyer is promised ("we will e-mail you") is not said to the merchant.
  await expect(page.getByText("We will e-mail you when your order is on its way")).toHaveCount(0);

  // Every refused field says why under itself, all at once, and what was typed is kept. The
  // browser's maxlength normally stops a longer name; a form from an older page, or a tampered one, does not.
  const form = page.getByTestId("admin-order-ship");
  const fields = {
    carrier: form.getByLabel("Carrier (optional)"),
    trackingNumber: form.getByLabel("Tracking number (optional)"),
    trackingUrl: form.getByLabel("Tracking link (optional, https://…)"),
  };
  for (const field of [fields.carrier, fields.trackingNumber])
    await field.evaluate((input) => input.removeAttribute("maxlength"));
  await fields.carrier.fill("D".repeat(101));
  await fields.trackingNumber.fill("1".repeat(101));
  await fields.trackingUrl.fill("http://tracking.example.com/1");
  await form.getByRole("button", { name: "Mark as shipped" }).click();
  const refused = {
    carrier: "The carrier's name is at most 100 characters.",
    trackingNumber: "The tracking number is at most 100 characters.",
    trackingUrl: "The tracking link must be an https:// address of at most 500 characters.",
  };
  for (const name of ["carrier", "trackingNumber", "trackingUrl"] as const) {
    await expect(fields[name]).toHaveAttribute("aria-invalid", "true");
    await expect(fields[name]).toHaveAccessibleDescription(refused[name]);
  }
  await expect(fields.carrier).toHaveValue("D".repeat(101));
  // The cursor on the first field at fault, with JavaScript and without.
  await expect(fields.carrier).toBeFocused();
  await expect(fields.trackingUrl).toHaveValue("http://tracking.example.com/1");
  if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

  // One field put right, the others still say why.
  await fields.carrier.fill("DPD");
  await fields.trackingNumber.fill("1234 5678");
  await form.getByRole("button", { name: "Mark as shipped" }).click();
  await expect(fields.trackingUrl).toHaveAccessibleDescription(refused.trackingUrl);
  await expect(fields.trackingUrl).toBeFocused();
  await expect(fields.carrier).not.toHaveAttribute("aria-invalid");
  await expect(fields.carrier).toHaveValue("DPD");

  await page.getByTestId("admin-order-ship").getByLabel("Tracking link (optional, https://…)").fill(trackingUrl);
  await page.getByTestId("admin-order-ship").getByRole("button", { name: "Mark as shipped" }).click();
  await toast(page, "The order is marked as shipped; the customer has been told.");
  await expect(page.getByTestId("admin-order-ship")).toHaveCount(0);
  await expect(page.getByTestId("order-tracking-link")).toHaveAttribute("href", trackingUrl);
  expect(await horizontalOverflow(page)).toBe(0);
  // axe runs a script in the page: the project with JavaScript checks it.
  if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

  const mails = withDb(
    (db) =>
      db
        .prepare("SELECT subject, text_body AS text FROM outbox WHERE to_address = ? AND kind = 'order-shipped'")
        .all(customer.email) as { subject: string; text: string }[],
  );
  expect(mails).toHaveLength(1);
  expect(mails[0].subject).toBe(`Your order ${slug} is on its way – Demo Shop`);
  expect(mails[0].text).toContain(trackingUrl);
  expect(mails[0].text).toContain("Carrier: DPD");

  // The shopper: the order history says it is shipped; the order's page tells when, by whom, and links the tracking.
  const shopper = await browser.newContext({ baseURL: ORIGIN, javaScriptEnabled });
  try {
    const shop = await shopper.newPage();
    await postLogin(shop, "/login", customer);
    await shop.goto("/profile");
    const mine = shop.getByTestId("order-row").filter({ hasText: slug });
    await expect(mine.getByTestId("fulfilment-status").filter({ visible: true })).toHaveText("Shipped");
    await shop.goto(`/profile/orders/${slug}`);
    const shipping = shop.getByTestId("order-fulfilment");
    await expect(shipping.getByTestId("fulfilment-status")).toHaveText("Shipped");
    await expect(shipping.getByTestId("order-carrier")).toHaveText("Carrier: DPD");
    await expect(shipping.getByTestId("order-tracking-number")).toHaveText("Tracking number: 1234 5678");
    await expect(shipping.getByTestId("order-shipped-at")).toContainText("Shipped on");
    await expect(shipping.getByRole("link", { name: "Track your parcel" })).toHaveAttribute("href", trackingUrl);
    await shop.setViewportSize({ width: 390, height: 800 });
    expect(await horizontalOverflow(shop)).toBe(0);
    if (javaScriptEnabled) expect(await axeViolations(shop)).toEqual([]);

    // Delivered: the back office marks it, the shopper's page says when.
    await page.getByTestId("admin-order-mark-delivered").click();
    await toast(page, "The order is marked as delivered.");
    await expect(page.getByTestId("admin-order-shipment")).toHaveCount(0);
    await shop.reload();
    await expect(shop.getByTestId("order-fulfilment").getByTestId("fulfilment-status")).toHaveText("Delivered");
    await expect(shop.getByTestId("order-delivered-at")).toContainText("Delivered on");
  } finally {
    await shopper.close();
  }

  await page.goto("/admin/orders?fulfilment=delivered");
  await expect(page.getByTestId("admin-order").filter({ hasText: slug })).toHaveCount(1);
  await page.goto("/admin/orders?fulfilment=toShip");
  await expect(page.getByTestId("admin-order").filter({ hasText: slug })).toHaveCount(0);
});

test("in Croatian, a stale form is refused with the reason: the order was shipped meanwhile", async ({
  page,
  javaScriptEnabled,
  request,
}) => {
  const customer = await newCustomer(request, ORIGIN, "ship-hr");
  const { slug } = paidOrder(customer.email);
  await logInAsAdmin(page, `/hr/admin/orders/${slug}`, javaScriptEnabled);
  await expect(page.getByTestId("admin-order-ship")).toBeVisible();
  // Another user ships it first.
  withDb((db) =>
    db
      .prepare("UPDATE orders SET fulfilment_status = 'shipped', shipped_at = ? WHERE slug = ?")
      .run(new Date().toISOString(), slug),
  );
  await page.getByTestId("admin-order-ship").getByRole("button", { name: "Označi kao poslano" }).click();
  await toast(page, "Ova narudžba je već poslana.");
  await expect(page.getByTestId("admin-order-mark-delivered")).toBeVisible();
  await page.setViewportSize({ width: 390, height: 800 });
  expect(await horizontalOverflow(page)).toBe(0);
});

test("an order paid on delivery is no longer cancelled once shipped: the control goes, a stale one is refused", async ({
  page,
  javaScriptEnabled,
  request,
}) => {
  const customer = await newCustomer(request, ORIGIN, "ship-cod");
  const { slug } = paidOrder(customer.email, "pay-on-delivery");
  await logInAsAdmin(page, `/admin/orders/${slug}`, javaScriptEnabled);
  const settle = page.getByTestId("admin-order-settle");
  await expect(settle.getByTestId("admin-order-mark-paid")).toBeVisible();
  await settle.getByTestId("admin-order-cancel").click();
  await expect(page.getByTestId("admin-order-confirm")).toBeVisible();
  // The parcel leaves meanwhile (another user, another tab): the confirmed cancel is refused.
  withDb((db) =>
    db
      .prepare("UPDATE orders SET fulfilment_status = 'shipped', shipped_at = ? WHERE slug = ?")
      .run(new Date().toISOString(), slug),
  );
  await page.getByTestId("admin-order-confirm-yes").click();
  const refused = "This order has been shipped, so it can no longer be cancelled.";
  await expect(page.getByTestId("toast")).toContainText(refused);
  const status = withDb((db) => db.prepare("SELECT status FROM orders WHERE slug = ?").get(slug) as { status: string });
  expect(status.status).toBe("pendingPayment");
  // No cancel is offered now, only marking it paid, and the page says why.
  await expect(settle.getByTestId("admin-order-cancel")).toHaveCount(0);
  await expect(settle.getByTestId("admin-order-no-cancel")).toContainText(refused);
  await expect(settle.getByTestId("admin-order-mark-paid")).toBeVisible();
  // A stale confirmation address asks nothing.
  await page.goto(`/admin/orders/${slug}?confirm=cancel`);
  await expect(page.getByTestId("admin-order-confirm")).toHaveCount(0);

  await page.goto(`/hr/admin/orders/${slug}`);
  // The method in the back office's language, as the list names it, not the (English) order's.
  await expect(settle.getByRole("heading", { level: 2 })).toHaveText("Čeka uplatu: Plaćanje pouzećem");
  await expect(page.getByText("Pay on delivery")).toHaveCount(0);
  await expect(page.getByTestId("admin-order-no-cancel")).toHaveText(
    "Ova narudžba je poslana pa se više ne može otkazati. Označite je plaćenom kad stigne novac od dostavljača.",
  );
  await expect(page.getByRole("link", { name: "Otkaži narudžbu" })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 800 });
  expect(await horizontalOverflow(page)).toBe(0);
});

test('"Awaiting payment" lists only the orders whose payment is still to come; those paid on delivery are "Payable on delivery" (en, hr)', async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const customer = await newCustomer(request, ORIGIN, "awaiting");
  const transfer = paidOrder(customer.email, "bank-transfer").slug;
  const onDelivery = paidOrder(customer.email, "pay-on-delivery").slug;
  await logInAsAdmin(page, "/admin/orders", javaScriptEnabled);
  const byPayment = page.getByRole("navigation", { name: "Orders by status" });
  await byPayment.getByRole("link", { name: "Awaiting payment" }).click();
  await expect(page).toHaveURL(/status=pendingPayment/);
  const rows = page.getByTestId("admin-order");
  await expect(rows.filter({ hasText: transfer })).toContainText("Awaiting payment");
  await expect(rows.filter({ hasText: onDelivery })).toHaveCount(0);
  await expect(rows.filter({ hasText: "Payable on delivery" })).toHaveCount(0);
  await byPayment.getByRole("link", { name: "Payable on delivery" }).click();
  await expect(page).toHaveURL(/status=paysOnDelivery/);
  await expect(rows.filter({ hasText: onDelivery })).toContainText("Payable on delivery");
  await expect(rows.filter({ hasText: transfer })).toHaveCount(0);
  await expect(rows.filter({ hasText: "Awaiting payment" })).toHaveCount(0);
  await page.goto("/hr/admin/orders?status=paysOnDelivery");
  await expect(page.getByRole("link", { name: "Plaća se pri preuzimanju" })).toHaveAttribute("aria-current", "page");
  await expect(rows.filter({ hasText: onDelivery })).toContainText("Plaća se pri preuzimanju");
});

test("a completed order is among the paid ones", async ({ page }) => {
  // Found in review: the demo's completed order was under no payment filter, only "All".
  // Found by its number: the orders other tests placed come first.
  await logInAsAdmin(page, "/admin/orders?status=paid&q=DEMO-100001", false);
  await expect(page.getByTestId("admin-order").filter({ hasText: "DEMO-100001" })).toContainText("Completed");
});

/** How many lines `text` takes inside `heading`: each of its characters' boxes, by their top. */
async function linesOf(page: Page, heading: string, text: string): Promise<number> {
  return page.locator(heading).evaluate((element, wanted) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    while (walker.nextNode()) nodes.push(walker.currentNode as Text);
    const whole = nodes.map((n) => n.data).join("");
    let at = whole.indexOf(wanted);
    if (at < 0) throw new Error(`"${wanted}" is not in "${whole}"`);
    for (const node of nodes) {
      for (let i = 0; i < node.data.length; i++, at--) {
        if (at > 0 || at <= -wanted.length) continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
      }
    }
    return tops.size;
  }, text);
}

test("on a phone the order number stays whole in the order page's heading and in the orders list (en, hr)", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const customer = await newCustomer(request, ORIGIN, "phone");
  const { slug } = paidOrder(customer.email);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const prefix of ["", "/hr"]) {
    await logInAsAdmin(page, `${prefix}/admin/orders/${slug}`, javaScriptEnabled);
    await expect(page.getByTestId("admin-order-page")).toBeVisible();
    expect(await linesOf(page, '[data-testid="admin-order-page"] h1', slug)).toBe(1);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.goto(`${prefix}/admin/orders`);
    const row = page.getByTestId("admin-order").filter({ hasText: slug });
    expect(await row.getByRole("link", { name: slug }).evaluate((a) => a.getClientRects().length)).toBe(1);
  }
  await page.context().clearCookies();
  await postLogin(page, "/login", customer, "/profile");
  // The shopper's list of orders: the number opens the order (the "Details" column is not shown on
  // a phone), and the date, folded under it, stays on one line.
  await page.goto("/profile");
  const row = page.getByTestId("order-row").filter({ hasText: slug });
  const number = row.getByRole("link", { name: slug, exact: true });
  await number.scrollIntoViewIfNeeded();
  expect(await insideViewport(page, number)).toBe(true);
  const date = row.getByText(/^\d.* · 1 item$/);
  expect(await date.evaluate((line) => new Set([...line.getClientRects()].map((r) => Math.round(r.top))).size)).toBe(1);
  await number.click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${slug}$`));
  // With JavaScript the address changes before the order's page is drawn.
  await expect(page.getByRole("heading", { level: 1 })).toContainText(slug);
  expect(await linesOf(page, "h1", slug)).toBe(1);
  expect(await horizontalOverflow(page)).toBe(0);
});
