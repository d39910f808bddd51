import { createHmac, hkdfSync } from "node:crypto";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { logIn, newCustomer, open, post } from "./support/cart";
import { productBySku, withDb } from "./support/db";
import { ORIGIN } from "./support/ports";
import { E2E_SECRETS } from "./support/secrets";

/**
 * E-product delivery (decision 0047): a customer buys an e-product with the sandbox card and finds
 * what it delivers on the success page and the order page: the €25 gift card's code as a QR code and
 * as text, the e-book's download, which works for its buyer and for nobody else. With and without
 * JavaScript: every step is a form, the download a plain link.
 */
const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 90_000 });

/** Submits a form: a document post without JavaScript, a fetcher (or the page's own script) with it. */
async function submit(page: Page, click: () => Promise<void>, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await click();
  else await post(page, click);
}

/** A new customer, signed in, buys one of `sku`, by default with the sandbox card, approving the
 * payment: the success page. E-products skip the delivery step. */
async function buy(
  page: Page,
  request: Parameters<typeof newCustomer>[0],
  sku: string,
  js: boolean,
  method: "Card payment" | "Bank transfer" = "Card payment",
) {
  const customer = await newCustomer(request, ORIGIN, "digital");
  await logIn(page, customer, js);
  await open(page, `/product/${productBySku(sku).slug.en}`, js);
  await page.getByRole("button", { name: "Add to cart" }).first().click();
  await expect(page).toHaveURL("/cart");
  await page.getByTestId("cart-checkout").click();
  await expect(page).toHaveURL("/checkout");
  const address = page.getByTestId("shipping-address");
  const values = {
    "First name": "Iva",
    "Last name": "Kovač",
    "E-mail address": customer.email,
    Phone: "091 234 5678",
    Street: "Ilica",
    "House number": "10",
    "Postal code": "10000",
    City: "Zagreb",
  };
  const newAddress = address.getByRole("radio", { name: "A new address" });
  if (await newAddress.count()) await newAddress.check();
  for (const [label, value] of Object.entries(values)) await address.getByLabel(label, { exact: true }).fill(value);
  await address.getByLabel("Country", { exact: true }).selectOption("HR");
  const consents = async () => {
    for (const box of await page.getByTestId("consents").getByRole("checkbox").all()) await box.check();
  };
  await consents();
  await submit(page, () => page.getByTestId("checkout-next").click(), js);
  await expect(page).toHaveURL("/checkout/payment");
  const choice = page.getByTestId("payment-method").filter({ hasText: method }).getByRole("radio");
  const saved = js
    ? page.waitForResponse((r) => r.request().method() === "POST" && !!r.request().postData()?.includes("saveMethod"))
    : null;
  await choice.check();
  await saved;
  await consents();
  await page.getByTestId("place-order").click();
  if (method === "Card payment") await approve(page, js);
  await expect(page).toHaveURL(/\/checkout\/success\?orderSlug=DS-/);
  const slug = (await page.getByTestId("order-slug").textContent())!;
  // The card payment arrived: the page says so (in both languages); a transfer is still to come.
  const received = page.getByTestId("payment-received");
  if (method === "Card payment") {
    await expect(received).toHaveText(/^Payment received: thank you, your payment of €[\d.]+ has arrived\.$/);
    await page.goto(`/hr/naplata/uspjesna?orderSlug=${slug}`);
    await expect(received).toHaveText(/^Plaćanje primljeno: hvala, vaša uplata od [\d,]+\s€ je stigla\.$/);
    await page.goto(`/checkout/success?orderSlug=${slug}`);
  } else await expect(received).toHaveCount(0);
  return { customer, slug };
}

/** The sandbox's hosted payment page: approve. */
async function approve(page: Page, js: boolean) {
  // Without JavaScript the provider's form waits for its own button.
  if (!js) await page.getByTestId("payment-handoff").getByRole("button").click();
  await expect(page).toHaveURL(/\/api\/v1\/payment-sandbox\/hpf\//);
  await page.getByRole("button", { name: "Approve payment" }).click();
}

test("the €25 gift card: its code as a QR code and as text, on the success page and the order page", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const card = productBySku("GFT-CRD-025");
  const { slug } = await buy(page, request, "GFT-CRD-025", javaScriptEnabled);
  const code = withDb(
    (db) =>
      db
        .prepare(
          "SELECT c.code FROM eproduct_codes c JOIN orders o ON o.id = c.order_id WHERE o.slug = ? AND c.product_id = ?",
        )
        .get(slug, card.id) as { code: string },
  ).code;
  expect(code).toMatch(/^DS25-/);

  for (const where of ["success", "order"] as const) {
    if (where === "order") {
      await page.getByTestId("view-order").click();
      await expect(page).toHaveURL(`/profile/orders/${slug}`);
    }
    const delivery = page.getByTestId("digital-delivery");
    await expect(delivery.getByRole("heading", { name: "Your digital items" })).toBeVisible();
    const item = delivery.getByTestId("deliverable");
    await expect(item).toHaveCount(1);
    await expect(item).toContainText("Gift card €25");
    await expect(item.getByTestId("deliverable-code")).toHaveText(code);
    const qr = item.getByRole("img", { name: `QR code for ${code}` });
    await expect(qr).toBeVisible();
    // A QR code of version 2 (25 modules) with its quiet zone of four.
    await expect(qr).toHaveAttribute("viewBox", "0 0 33 33");
  }
});

test("the e-book's download works for its buyer and for nobody else", async ({
  page,
  request,
  browser,
  javaScriptEnabled,
}) => {
  const { slug } = await buy(page, request, "EBK-002", javaScriptEnabled);
  await page.goto(`/profile/orders/${slug}`);
  const item = page.getByTestId("digital-delivery").getByTestId("deliverable");
  await expect(item).toContainText("Houseplant care guide (PDF)");
  const link = item.getByRole("link", { name: "Download" });
  const href = (await link.getAttribute("href"))!;
  // The storefront's address, in the page's language: it streams the file (the platform's stays behind it).
  expect(href).toMatch(/^\/download\/\d+\?expires=\d+&signature=[\w-]+&order=%2Fprofile%2Forders%2FDS-/);
  const downloading = page.waitForEvent("download");
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("houseplant-care-guide.pdf");
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect(file.headers()["cache-control"]).toBe("private, no-store");
  expect((await file.body()).subarray(0, 8).toString()).toBe("%PDF-1.4");

  // Someone else: their account does not have the order, and an altered link is refused.
  const other = await browser.newContext({ javaScriptEnabled });
  try {
    const stranger = await other.newPage();
    await logIn(stranger, await newCustomer(request, ORIGIN, "stranger"), javaScriptEnabled);
    const response = await stranger.goto(`/profile/orders/${slug}`);
    expect(response?.status()).toBe(404);
    await expect(stranger.getByTestId("digital-delivery")).toHaveCount(0);
    const forged = await stranger.request.get(href.replace(/signature=[\w-]+/, "signature=forged"));
    expect(forged.status()).toBe(403);
    const otherGrant = await stranger.request.get(
      href.replace(/download\/(\d+)/, (_, id) => `download/${Number(id) + 1}`),
    );
    expect(otherGrant.status()).toBe(403);
  } finally {
    await other.close();
  }
});

/** A download address the platform signed (the suite's PLATFORM_SECRET), expiring at `expires`. */
function signedDownload(id: number, expires: number): string {
  const key = Buffer.from(hkdfSync("sha256", E2E_SECRETS.PLATFORM_SECRET, "storefront-platform", "download/v1", 32));
  const signature = createHmac("sha256", key).update(`download:${id}:${expires}`).digest("base64url");
  return `expires=${expires}&signature=${signature}`;
}

test("an altered, foreign or expired download link opens a page of the site saying so, in its language", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const { slug } = await buy(page, request, "EBK-001", javaScriptEnabled);
  await page.goto(`/profile/orders/${slug}`);
  const href = (await page.getByTestId("deliverable").getByRole("link", { name: "Download" }).getAttribute("href"))!;
  const id = Number(/download\/(\d+)/.exec(href)![1]);
  const message = "This download link is not valid or has expired: reload your order's page for a fresh one.";

  // Altered: 403, the site's page with the message and the way back to the order.
  const altered = await page.goto(href.replace(/signature=[\w-]+/, "signature=forged"));
  expect(altered?.status()).toBe(403);
  expect(altered?.headers()["content-type"]).toContain("text/html");
  // The page's address carries the order's address (a guest's token): kept from caches and referrers.
  expect(altered?.headers()["cache-control"]).toBe("private, no-store");
  expect(altered?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByTestId("download-invalid")).toContainText(message);
  await page.getByRole("link", { name: "Back to your order" }).click();
  await expect(page).toHaveURL(`/profile/orders/${slug}`);

  // Expired (signed, its hour over): 410.
  const past = Math.floor(Date.now() / 1000) - 60;
  const expired = await page.goto(
    `/download/${id}?${signedDownload(id, past)}&order=${encodeURIComponent(`/profile/orders/${slug}`)}`,
  );
  expect(expired?.status()).toBe(410);
  await expect(page.getByTestId("download-invalid")).toContainText(message);

  // In Croatian; a foreign address to go back to is not followed: the way back is the profile.
  const croatian = await page.goto(`/hr/preuzimanje/${id}?expires=1&signature=x&order=https%3A%2F%2Fevil.example.com`);
  expect(croatian?.status()).toBe(403);
  await expect(page.locator("html")).toHaveAttribute("lang", "hr");
  await expect(page.getByTestId("download-invalid")).toContainText(
    "Ova poveznica za preuzimanje nije valjana ili je istekla",
  );
  await expect(page.getByRole("link", { name: "Natrag na narudžbu" })).toHaveAttribute("href", "/hr/profil");
});

test("a link to the merchant's address (the video course) says Open and is a plain link to it", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const { slug } = await buy(page, request, "EBK-004", javaScriptEnabled);
  await page.goto(`/profile/orders/${slug}`);
  const item = page.getByTestId("digital-delivery").getByTestId("deliverable");
  await expect(item.getByRole("link", { name: "Download" })).toHaveCount(0);
  const link = item.getByRole("link", { name: "Open" });
  await expect(link).not.toHaveAttribute("download");
  const href = (await link.getAttribute("href"))!;
  const answer = await page.request.get(href, { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers()["location"]).toBe("https://video.example.com/courses/home-coffee-brewing");
  // In Croatian, "Otvori".
  await page.goto(`/hr/profil/narudzbe/${slug}`);
  await expect(page.getByTestId("deliverable").getByRole("link", { name: "Otvori" })).toBeVisible();
});

test("before the payment arrives the pages say the items come with it", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const { slug } = await buy(page, request, "EBK-003", javaScriptEnabled, "Bank transfer");
  const awaiting = "Your digital items are delivered here as soon as your payment arrives.";
  await expect(page.getByTestId("digital-awaiting-payment")).toHaveText(awaiting);
  await page.goto(`/profile/orders/${slug}`);
  await expect(page.getByTestId("digital-awaiting-payment")).toHaveText(awaiting);
  await expect(page.getByTestId("deliverable")).toHaveCount(0);
});
