import { expect, test, type Page, type Request } from "@playwright/test";
import { demoCatalogFacts as facts } from "#server/seed/catalog";
import {
  cents,
  expectConsistent,
  expectToast,
  freshMemberCard,
  logIn,
  newCustomer,
  open,
  post,
  readCart,
  setCartType,
  submitWith,
} from "./support/cart";
import { productBySku } from "./support/db";
import { ORIGIN, origin, ports } from "./support/ports";
import { holdScripts, hydrated } from "./support/hydration";

/**
 * The cart (issue "Cart"): the cart page with every control a form without JavaScript (303 and a
 * flash toast) and fetchers with it, the debounced quantity update, the popup of cart type 2, the
 * header count, the cart cookie's life (logout, language switch, login) and the membership card.
 * Prices are read from the page; the expected totals are computed from them (integer cents).
 */
/** playwright.config.ts: a server of its own whose English store has cart type 2 (popup). */
const POPUP = process.env.E2E_POPUP_URL ?? origin(ports.popup);
const admin = { email: "admin@example.com", password: "admin-password-1" };

const text = {
  added: "The product has been added to your cart.",
  removed: "The item has been removed from your cart.",
  invalidQuantity: "Please enter a whole number of at least 1 (at most 999).",
  couponApplied: (code: string) => `Coupon ${code} applied.`,
  couponRemoved: "The coupon has been removed.",
  couponNotFound: "Coupon not found!",
  couponExpired: "This coupon is no longer valid.",
  couponNotStarted: "This coupon is not valid yet.",
  couponUsedUp: "This coupon has been used up.",
  memberCardApplied: "Your membership card has been applied: membership prices are in your cart.",
  memberCardInvalid: "This membership card barcode is not valid.",
  logout: "You have been logged out.",
};

const lines = (page: Page) => page.getByTestId("cart-page").getByTestId("cart-line");
const line = (page: Page, name: string) =>
  lines(page).filter({
    has: page.getByTestId("cart-line-name").getByText(name, { exact: true }),
  });
const count = (page: Page) => page.getByTestId("cart-count");

/** The product page's name and final price. */
async function productOnPage(page: Page) {
  const name = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
  const price = cents(await page.getByTestId("product-price").getByTestId("final-price").innerText());
  return { name, price };
}

async function cartCookie(page: Page, url = ORIGIN) {
  return (await page.context().cookies(url)).find((c) => c.name === "cart");
}

test.describe("without JavaScript", () => {
  test.beforeEach(({ javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "every control is a plain form: 303 to the cart with a flash toast");
  });

  test("add two products, change quantities, coupons, remove a line: totals right at every step", async ({ page }) => {
    // Some thirty document posts, each a page load: on a busy 2-core machine they took over 30 s.
    test.setTimeout(90_000);
    // The first product from its page.
    await open(page, `/product/${facts.basketSlugEn}`, false);
    const basket = await productOnPage(page);
    await post(page, () => page.getByTestId("add-to-cart").click());
    await expect(page).toHaveURL("/cart");
    await expectToast(page, text.added);
    let cart = await readCart(page);
    expect(cart.lines).toMatchObject([{ name: basket.name, unit: basket.price, qty: 1 }]);
    expectConsistent(cart);
    await expect(page.getByTestId("summary-delivery")).toHaveText("Chosen at checkout");
    await expect(count(page)).toHaveText("1");

    // The second from a product card (the cart's cross-sells).
    const card = page
      .getByTestId("cart-cross-sell")
      .getByTestId("product-card")
      .filter({ has: page.getByTestId("card-add-to-cart") })
      .first();
    const other = {
      name: (await card.locator("h3").innerText()).trim(),
      price: cents(await card.getByTestId("final-price").innerText()),
    };
    await post(page, () => card.getByTestId("card-add-to-cart").click());
    await expect(page).toHaveURL("/cart");
    await expectToast(page, text.added);
    cart = await readCart(page);
    expect(cart.lines).toMatchObject([
      { name: basket.name, unit: basket.price, qty: 1 },
      { name: other.name, unit: other.price, qty: 1 },
    ]);
    expectConsistent(cart);
    await expect(count(page)).toHaveText("2");

    // A typed quantity and the Update button.
    await line(page, basket.name).getByTestId("cart-qty").fill("3");
    await post(page, () => line(page, basket.name).getByTestId("cart-update").click());
    cart = await readCart(page);
    expect(cart.lines.map((l) => l.qty)).toEqual([3, 1]);
    expectConsistent(cart);
    await expect(count(page)).toHaveText("4");

    // Enter in the box saves the typed quantity, as Update does: not the − button that comes first in
    // the form, which would take one off it, nor nothing when − is disabled at a quantity of 1.
    await line(page, basket.name).getByTestId("cart-qty").fill("5");
    await post(page, () => line(page, basket.name).getByTestId("cart-qty").press("Enter"));
    await line(page, other.name).getByTestId("cart-qty").fill("2");
    await post(page, () => line(page, other.name).getByTestId("cart-qty").press("Enter"));
    cart = await readCart(page);
    expect(cart.lines.map((l) => l.qty)).toEqual([5, 2]);
    expectConsistent(cart);
    await expect(count(page)).toHaveText("7");
    await line(page, basket.name).getByTestId("cart-qty").fill("3");
    await post(page, () => line(page, basket.name).getByTestId("cart-qty").press("Enter"));
    await line(page, other.name).getByTestId("cart-qty").fill("1");
    await post(page, () => line(page, other.name).getByTestId("cart-qty").press("Enter"));
    expect((await readCart(page)).lines.map((l) => l.qty)).toEqual([3, 1]);

    // − and +.
    await post(page, () => line(page, other.name).getByTestId("cart-increase").click());
    await post(page, () => line(page, basket.name).getByTestId("cart-decrease").click());
    cart = await readCart(page);
    expect(cart.lines.map((l) => l.qty)).toEqual([2, 2]);
    expectConsistent(cart);
    await expect(count(page)).toHaveText("4");

    // Bad quantities: the toast, and the cart as it was (the form does not let the browser validate,
    // so the translated message shows). Letters cannot be typed into a number box, so the box
    // becomes a text box, as in a browser without number inputs.
    const before = cart;
    for (const bad of ["0", "-1", "1e9", "abc", "1.5", ""]) {
      const qty = line(page, basket.name).getByTestId("cart-qty");
      await qty.evaluate((input: HTMLInputElement) => {
        input.type = "text";
      });
      await qty.fill(bad);
      await post(page, () => line(page, basket.name).getByTestId("cart-update").click());
      await expectToast(page, text.invalidQuantity);
      expect(await readCart(page), `after qty ${JSON.stringify(bad)}`).toEqual(before);
    }

    // Coupons the platform refuses: the reason under the field (a toast at the screen's foot would
    // cover the field on a phone), and the cart as it was.
    for (const [code, message] of [
      ["NO-SUCH-COUPON", text.couponNotFound],
      ["SUMMER2020", text.couponExpired],
      ["NEXTYEAR", text.couponNotStarted],
      ["ONCEONLY", text.couponUsedUp],
    ]) {
      await page.getByTestId("coupon-input").fill(code);
      await post(page, () => page.getByTestId("coupon-button").click());
      await expectFieldRefusal(page, "coupon", message);
      // The refused code stays in its box, to be corrected rather than typed again, and out of the URL.
      await expect(page.getByTestId("coupon-input")).toHaveValue(code);
      expect(new URL(page.url()).search).toBe("");
      await expect(page.getByTestId("summary-coupon")).toHaveCount(0);
      expect(await readCart(page), `after coupon ${code}`).toEqual(before);
    }

    // WELCOME10 (10 %), then a quantity change under it, then off again.
    await page.getByTestId("coupon-input").fill("welcome10");
    await post(page, () => page.getByTestId("coupon-button").click());
    await expectToast(page, text.couponApplied("WELCOME10"));
    await expect(page.getByTestId("coupon-form").getByRole("alert")).toHaveCount(0);
    await expect(page.getByTestId("coupon-input")).toHaveValue("WELCOME10");
    await expect(page.getByTestId("coupon-input")).toBeDisabled();
    await expect(page.getByTestId("coupon-button")).toHaveText("Remove coupon");
    cart = await readCart(page);
    expect(cart.lines).toEqual(before.lines);
    expect(cart.summary.coupon).toBeGreaterThan(0);
    expectConsistent(cart, { type: "percent", value: 10 });

    await post(page, () => line(page, other.name).getByTestId("cart-increase").click());
    cart = await readCart(page);
    expect(cart.lines.map((l) => l.qty)).toEqual([2, 3]);
    expectConsistent(cart, { type: "percent", value: 10 });

    await post(page, () => page.getByTestId("coupon-button").click());
    await expectToast(page, text.couponRemoved);
    await expect(page.getByTestId("summary-coupon")).toHaveCount(0);
    await expect(page.getByTestId("coupon-input")).toBeEnabled();
    cart = await readCart(page);
    expectConsistent(cart);

    // SAVE5: €5 off (the items total is above its €20 minimum).
    await page.getByTestId("coupon-input").fill("SAVE5");
    await post(page, () => page.getByTestId("coupon-button").click());
    await expectToast(page, text.couponApplied("SAVE5"));
    cart = await readCart(page);
    expect(cart.summary.coupon).toBe(500);
    expectConsistent(cart, { type: "fixed", value: 500 });
    await post(page, () => page.getByTestId("coupon-button").click());
    await expectToast(page, text.couponRemoved);

    // Removing a line.
    await post(page, () => line(page, other.name).getByTestId("cart-remove").click());
    await expectToast(page, text.removed);
    cart = await readCart(page);
    expect(cart.lines).toMatchObject([{ name: basket.name, unit: basket.price, qty: 2 }]);
    expectConsistent(cart);
    await expect(count(page)).toHaveText("2");

    // And the last one: the empty cart, no badge.
    await post(page, () => line(page, basket.name).getByTestId("cart-remove").click());
    await expect(page.getByTestId("cart-empty")).toHaveText(/Your cart is empty\./);
    await expect(count(page)).toHaveCount(0);
  });
});

test.describe("with JavaScript", () => {
  test.beforeEach(({ javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "fetchers, the debounced update and the popup need JavaScript");
  });

  test("rapid quantity changes show an estimate at once and send ONE update after 500 ms of quiet", async ({
    page,
  }) => {
    // The page's clock is the test's to stop: the quiet period is counted on it, not on the machine's load.
    await page.clock.install();
    await open(page, `/product/${facts.basketSlugEn}`, true);
    const basket = await productOnPage(page);
    await page.getByTestId("add-to-cart").click();
    await expect(page).toHaveURL("/cart");
    await expect(lines(page)).toHaveCount(1);
    await hydrated(page);
    // A second line from a card, so that the summary adds two rows.
    const card = page
      .getByTestId("cart-cross-sell")
      .getByTestId("product-card")
      .filter({ has: page.getByTestId("card-add-to-cart") })
      .first();
    await card.getByTestId("card-add-to-cart").click();
    await expect(lines(page)).toHaveCount(2);
    await expect(count(page)).toHaveText("2");
    await hydrated(page);
    const start = await readCart(page);
    expectConsistent(start);

    const updates: Request[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname.startsWith("/cart")) updates.push(r);
    });
    // The platform answers updates 1 s late here, so that the estimate can be seen for sure.
    await page.route(
      (url) => url.pathname.startsWith("/cart"),
      async (route) => {
        if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.fallback();
      },
    );
    const row = line(page, basket.name);
    const plus = row.getByTestId("cart-increase");
    await expect(plus).toBeEnabled();
    await plus.scrollIntoViewIfNeeded();
    // Four clicks with the page's clock stopped: however slow the machine, no time passes between them.
    const box = (await plus.boundingBox())!;
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    for (let i = 0; i < 4; i++) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);

    // At once: the row and an estimated summary, nothing sent yet.
    await expect(row.getByTestId("cart-qty")).toHaveValue("5");
    const shown = await readCart(page);
    expect(shown.lines).toEqual(
      start.lines.map((l) => (l.name === basket.name ? { ...l, qty: 5, rowTotal: l.unit * 5 } : l)),
    );
    expectConsistent(shown);
    expect(shown.summary.items).toBeGreaterThan(start.summary.items);
    await expect(page.getByTestId("cart-summary")).toHaveAttribute("aria-busy", "true");
    await expect(page.getByTestId("cart-summary").getByRole("status")).toHaveText("Updating…");

    // Nothing during the 500 ms of quiet (spec section 9); one request once they are over, with the
    // last quantity; then the platform's figures.
    await page.clock.runFor(490);
    await page.waitForTimeout(200);
    expect(updates, "nothing is sent during the quiet period").toHaveLength(0);
    await page.clock.runFor(20);
    await expect.poll(() => updates.length).toBe(1);
    await page.clock.resume();
    expect(Object.fromEntries(new URLSearchParams(updates[0].postData() ?? ""))).toMatchObject({
      intent: "update",
      qty: "5",
    });
    expect(updates[0].headers()["accept"] ?? "").not.toContain("text/html");
    await updates[0].response();
    await expect(page.getByTestId("cart-summary")).toHaveAttribute("aria-busy", "false");
    await expect(page.getByTestId("cart-summary").getByRole("status")).toHaveCount(0);
    await expect(count(page)).toHaveText("6");
    const settled = await readCart(page);
    expect(settled).toEqual(shown);
    expectConsistent(settled);
    // Not busy means no quantity waits for its quiet period: nothing more can be sent.
    expect(updates, "no second request").toHaveLength(1);

    // Typing "12" key by key: the row at once, one request.
    const qty = row.getByTestId("cart-qty");
    await qty.selectText();
    await qty.pressSequentially("12", { delay: 60 });
    await expect(qty).toHaveValue("12");
    expect(cents(await row.getByTestId("cart-row-total").innerText()), "the row at once").toBe(basket.price * 12);
    await expect.poll(() => updates.length).toBe(2);
    expect(new URLSearchParams(updates[1].postData() ?? "").get("qty")).toBe("12");
    await updates[1].response();
    await expect(count(page)).toHaveText("13");
    await expect(page.getByTestId("cart-summary")).toHaveAttribute("aria-busy", "false");
    expectConsistent(await readCart(page));

    // The platform has what the page shows.
    await page.reload();
    await expect(line(page, basket.name).getByTestId("cart-qty")).toHaveValue("12");
    expectConsistent(await readCart(page));
    expect(updates).toHaveLength(2);

    // A quantity of 0 is told at once and never sent; leaving the box puts the real one back.
    const qtyBox = line(page, basket.name).getByTestId("cart-qty");
    await qtyBox.fill("0");
    await expect(line(page, basket.name).getByTestId("cart-qty-error")).toHaveText(text.invalidQuantity);
    await expect(qtyBox).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("cart-summary"), "no quantity waiting to be sent").toHaveAttribute(
      "aria-busy",
      "false",
    );
    await qtyBox.blur();
    await expect(qtyBox).toHaveValue("12");
    await expect(line(page, basket.name).getByTestId("cart-qty-error")).toHaveCount(0);
    expect(updates, "nothing sent for 0").toHaveLength(2);
  });
});

test("a quantity and a coupon typed before the scripts arrive are kept once they do, and apply", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "nothing hydrates without JavaScript");
  // The cart works before its scripts come (decision 0040); a shopper on a slow phone may type then.
  await open(page, `/product/${facts.basketSlugEn}`, true);
  await page.getByTestId("add-to-cart").click();
  await expect(page).toHaveURL("/cart");
  await expect(lines(page)).toHaveCount(1);

  const release = await holdScripts(page);
  await page.goto("/cart", { waitUntil: "domcontentloaded" });
  const quantity = lines(page).first().getByTestId("cart-qty");
  await quantity.fill("3");
  await page.getByTestId("coupon-input").fill("welcome10");
  release();
  await hydrated(page);

  await expect(quantity).toHaveValue("3");
  await expect(page.getByTestId("coupon-input")).toHaveValue("welcome10");
  // Hydrating takes the quantity's Update button away: the typed quantity is sent as if typed now.
  await expect(count(page)).toHaveText("3");
  await page.getByTestId("coupon-button").click();
  await expectToast(page, text.couponApplied("WELCOME10"));
  await page.reload();
  await expect(quantity).toHaveValue("3");
  await expect(page.getByTestId("coupon-input")).toHaveValue("WELCOME10");
});

test.describe("cart type 2 (popup), on a server of its own", () => {
  test.beforeAll(async ({ playwright }) => {
    // Back office only: the admin's token changes the English store's checkout setting.
    const api = await playwright.request.newContext();
    await setCartType(api, POPUP, 2, admin);
    await api.dispose();
  });

  test("with JavaScript adding opens the cart popup, which closes by its button and a click outside", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "the popup needs JavaScript");
    const productUrl = `${POPUP}/product/${facts.basketSlugEn}`;
    await open(page, productUrl, true);
    const basket = await productOnPage(page);
    const modal = page.locator("dialog[data-testid=cart-modal]");
    await expect(modal).toBeHidden();

    await page.getByTestId("add-to-cart").click();
    await expect(modal).toBeVisible();
    await expect(page).toHaveURL(productUrl);
    await expectToast(page, text.added);
    await expect(modal.getByTestId("cart-line")).toHaveCount(1);
    await expect(modal.getByTestId("cart-line-name")).toHaveText(basket.name);
    await expect(modal.getByTestId("cart-qty")).toHaveValue("1");
    expectConsistent(await readCart(modal));
    await expect(count(page)).toHaveText("1");
    const viewport = page.viewportSize()!;
    const box = (await modal.boundingBox())!;
    expect(box.height / viewport.height).toBeCloseTo(0.8, 1);
    expect(box.width / viewport.width).toBeCloseTo(0.7, 1);

    await modal.getByTestId("cart-modal-close").click();
    await expect(modal).toBeHidden();

    // Again; a click on the backdrop (outside the dialog) closes it.
    await page.getByTestId("add-to-cart").click();
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId("cart-qty")).toHaveValue("2");
    await page.mouse.click(5, 5);
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(productUrl);

    // "Go to cart".
    await page.getByTestId("add-to-cart").click();
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId("cart-qty")).toHaveValue("3");
    await modal.getByTestId("cart-modal-go").click();
    await expect(page).toHaveURL(`${POPUP}/cart`);
    await expect(modal).toBeHidden();
    await expect(line(page, basket.name).getByTestId("cart-qty")).toHaveValue("3");
    await expect(count(page)).toHaveText("3");
  });

  test("without JavaScript there is no popup: the cart page", async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "the plain form post's fallback");
    await open(page, `${POPUP}/product/${facts.basketSlugEn}`, false);
    await post(page, () => page.getByTestId("add-to-cart").click());
    await expect(page).toHaveURL(`${POPUP}/cart`);
    await expectToast(page, text.added);
    await expect(lines(page)).toHaveCount(1);
  });
});

/** A refused coupon or card code: the reason under its field, tied to it, and no toast. */
async function expectFieldRefusal(page: Page, form: "coupon" | "member-card", message: string) {
  const alert = page.getByTestId(`${form}-form`).getByRole("alert");
  await expect(alert).toHaveText(message);
  const input = page.getByTestId(`${form}-form`).getByTestId(`${form}-input`);
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(input).toHaveAttribute("aria-describedby", (await alert.getAttribute("id"))!);
  // The shopper corrects it where the typing cursor already is, with or without JavaScript.
  await expect(input).toBeFocused();
  await expect(page.getByTestId("toast").filter({ hasText: message })).toHaveCount(0);
}

test("instructions typed and not saved go along to checkout; unchanged ones are not saved again", async ({
  page,
  javaScriptEnabled,
}) => {
  // Found in review: "Proceed to checkout" was a plain link, and the typed instructions were lost.
  await open(page, `/product/${facts.basketSlugEn}`, javaScriptEnabled);
  await page.getByTestId("add-to-cart").click();
  await expect(page).toHaveURL("/cart");
  if (javaScriptEnabled) await hydrated(page);
  const box = page.getByTestId("instructions-form").getByRole("textbox");
  await box.fill("Ring twice, please.\nThe gate is green.");
  await page.getByTestId("cart-checkout").click();
  await expect(page).toHaveURL("/checkout");
  await expectToast(page, "Your instructions have been saved.");

  await open(page, "/cart", javaScriptEnabled);
  await expect(box).toHaveValue("Ring twice, please.\nThe gate is green.");
  // Unchanged: straight on, with no word of a save.
  await page.getByTestId("cart-checkout").click();
  await expect(page).toHaveURL("/checkout");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("toast")).toHaveCount(0);
});

test("the Croatian cart, and a language switch clears the cart", async ({ page, request, javaScriptEnabled }) => {
  expect((await request.get("/einkaufswagen")).status()).toBe(200);
  await open(page, `/hr/product/${facts.basketSlugHr}`, javaScriptEnabled);
  const basket = await productOnPage(page);
  await page.getByTestId("add-to-cart").click();
  await expect(page).toHaveURL("/hr/kosarica");
  await expectToast(page, "Proizvod je dodan u košaricu.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Košarica");
  await expect(page.getByRole("heading", { name: "Sažetak narudžbe" })).toBeVisible();
  await expect(page.getByLabel("Kod kupona")).toBeVisible();
  await expect(page.getByTestId("coupon-button")).toHaveText("Primijeni");
  await expect(page.getByTestId("cart-remove")).toHaveText("Ukloni");
  await expect(page.getByTestId("cart-checkout")).toBeVisible();
  await expect(page.getByTestId("member-card-login")).toHaveText("Prijavite se kako biste koristili člansku karticu.");
  // A wrong coupon: why, in Croatian, under the field, which keeps the code and the focus to correct it.
  await page.getByTestId("coupon-input").fill("NEMA-TAKVOG");
  await submitWith(page, javaScriptEnabled, page.getByTestId("coupon-button"));
  await expectFieldRefusal(page, "coupon", "Kupon nije pronađen!");
  await expect(page.getByTestId("coupon-input")).toHaveValue("NEMA-TAKVOG");
  // Croatian money: "29,60 €".
  await expect(page.getByTestId("summary-total")).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/);
  const cart = await readCart(page);
  expect(cart.lines).toMatchObject([{ name: basket.name, unit: basket.price, qty: 1 }]);
  expectConsistent(cart);
  await expect(count(page)).toHaveText("1");
  expect(await cartCookie(page)).toBeDefined();

  // The switcher leads to the English cart, which is empty: the session is gone.
  await page.getByRole("navigation", { name: "Jezik" }).getByRole("link", { name: "EN", exact: true }).click();
  await expect(page).toHaveURL("/cart");
  await expect(page.getByTestId("cart-empty")).toHaveText(/Your cart is empty\./);
  await expect(count(page)).toHaveCount(0);
  expect(await cartCookie(page), "the cart cookie is cleared").toBeUndefined();
  // ...and not merely hidden: back in Croatian it is still empty.
  await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "HR", exact: true }).click();
  await expect(page).toHaveURL("/hr/kosarica");
  await expect(page.getByTestId("cart-empty")).toHaveText(/Vaša košarica je prazna\./);
});

test("the cart cookie lives a year; logout clears the cart, login recovers it; the membership card", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.setTimeout(60_000);
  const user = await newCustomer(request, ORIGIN, javaScriptEnabled ? "js" : "nojs");

  // A guest: the membership card needs a login.
  await open(page, `/product/${facts.basketSlugEn}`, javaScriptEnabled);
  const basket = await productOnPage(page);
  await page.getByTestId("add-to-cart").click();
  await expect(page).toHaveURL("/cart");
  await expect(page.getByTestId("member-card-form")).toHaveCount(0);
  await expect(page.getByTestId("member-card-login").getByRole("link")).toHaveAttribute(
    "href",
    "/login?redirectTo=%2Fcart",
  );
  const cookie = await cartCookie(page);
  expect(cookie).toBeDefined();
  expect(cookie!.httpOnly).toBe(true);
  expect(Math.abs(cookie!.expires - (Date.now() / 1000 + 31_536_000))).toBeLessThan(120);

  // Logging in keeps the guest's cart (now the user's).
  await logIn(page, user, javaScriptEnabled);
  await expect(count(page)).toHaveText("1");
  await page.goto("/cart");
  if (javaScriptEnabled) await hydrated(page);
  await expect(lines(page)).toHaveCount(1);

  // The membership card: an expired one is refused, the valid one applied.
  const form = page.getByTestId("member-card-form");
  await expect(page.getByTestId("member-card-login")).toHaveCount(0);
  const before = await readCart(page);
  await form.getByTestId("member-card-input").fill("MEMBER-EXPIRED-01");
  await form.getByTestId("member-card-button").click();
  await expectFieldRefusal(page, "member-card", text.memberCardInvalid);
  await expect(page.getByTestId("member-card-form").getByTestId("member-card-input")).toHaveValue("MEMBER-EXPIRED-01");
  // Kept out of the URL, so out of the browser's history too.
  expect(new URL(page.url()).search).toBe("");
  expect(await readCart(page)).toEqual(before);
  const card = freshMemberCard();
  await page.getByTestId("member-card-form").getByTestId("member-card-input").fill(card);
  await page.getByTestId("member-card-form").getByTestId("member-card-button").click();
  await expectToast(page, text.memberCardApplied);
  await expect(page.getByTestId("member-card-form").getByTestId("member-card-input")).toHaveValue(card);
  // The woven basket has a membership price in the demo seed: it replaces the price, and the summary
  // reports the saving (already contained in the items total).
  await expect(line(page, basket.name)).toContainText("Membership price");
  const member = await readCart(page);
  const saving = (before.lines[0].unit - member.lines[0].unit) * member.lines[0].qty;
  expect(saving).toBeGreaterThan(0);
  expectConsistent(member, null, saving);

  // Logout: home, no badge, no cart cookie, an empty cart.
  await page.goto("/profile");
  if (javaScriptEnabled) await hydrated(page);
  await page.getByTestId("logout").click();
  await expect(page).toHaveURL("/");
  await expectToast(page, text.logout);
  await expect(count(page)).toHaveCount(0);
  expect(await cartCookie(page)).toBeUndefined();
  await page.goto("/cart");
  await expect(page.getByTestId("cart-empty")).toBeVisible();

  // Logging in again recovers the user's cart.
  await logIn(page, user, javaScriptEnabled);
  await expect(count(page)).toHaveText("1");
  await page.goto("/cart");
  await expect(lines(page)).toHaveCount(1);
  await expect(page.getByTestId("cart-line-name")).toHaveText(basket.name);

  // A guest cart at login is kept, with the abandoned cart's lines merged in (quantities add up).
  await page.goto("/profile");
  if (javaScriptEnabled) await hydrated(page);
  await page.getByTestId("logout").click();
  await expect(page).toHaveURL("/");
  await expect(count(page)).toHaveCount(0);
  await open(page, `/product/${facts.basketSlugEn}`, javaScriptEnabled);
  await page.getByTestId("add-to-cart").click();
  await expect(page).toHaveURL("/cart");
  await expect(count(page)).toHaveText("1");
  await logIn(page, user, javaScriptEnabled);
  await expect(count(page)).toHaveText("2");
  await page.goto("/cart");
  await expect(lines(page)).toHaveCount(1);
  await expect(line(page, basket.name).getByTestId("cart-qty")).toHaveValue("2");
});

test("a variant's line opens its product page, which edits that line", async ({ page, javaScriptEnabled }) => {
  await open(page, `/product/${facts.configurableSlug}`, javaScriptEnabled);
  const clicked = async (action: () => Promise<void>) => (javaScriptEnabled ? action() : post(page, action));
  await clicked(() => page.getByTestId("add-to-cart").click());
  await expect(page).toHaveURL("/cart");
  const row = lines(page).first();
  await expect(row.getByTestId("cart-qty")).toHaveValue("1");
  const variantName = (await row.getByTestId("cart-line-name").innerText()).trim();

  // A variant is not sold on its own: its line links to the T-shirt with cartItemId.
  await row.getByTestId("cart-line-name").click();
  await expect(page).toHaveURL(new RegExp(`/product/${facts.configurableSlug}\\?cartItemId=\\d+$`));
  await expect(page.getByTestId("sku")).toHaveText(facts.configurableDefaultVariantSku);
  const form = page.getByTestId("add-to-cart-form");
  await expect(form.getByRole("spinbutton")).toHaveValue("1");
  await expect(page.getByTestId("add-to-cart")).toHaveText("Update cart");

  // Setting 3 sets the line to 3 (not 1 + 3).
  await form.getByRole("spinbutton").fill("3");
  await clicked(() => page.getByTestId("add-to-cart").click());
  await expect(page).toHaveURL("/cart");
  await expectToast(page, "Your cart has been updated.");
  await expect(lines(page)).toHaveCount(1);
  await expect(line(page, variantName).getByTestId("cart-qty")).toHaveValue("3");
});

test("on a phone the message after adding closes by its own button, with and without JavaScript, and frees what it covered", async ({
  page,
  javaScriptEnabled,
}) => {
  // Found in review: at 390 px the message sat over the cart's coupon field for its 12 seconds,
  // and without JavaScript its close button did nothing.
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, `/product/${facts.basketSlugEn}`, javaScriptEnabled);
  await submitWith(page, javaScriptEnabled, page.getByTestId("add-to-cart"));
  await expect(page).toHaveURL("/cart");
  const message = page.getByTestId("toast").filter({ hasText: text.added });
  await expect(message).toBeVisible();
  await message.getByLabel("Close").click();
  // At once, not at the end of its time (3 s for this message).
  await expect(message).toBeHidden({ timeout: 1_000 });
  // Nothing over the coupon field now: Playwright's actionability check fails on a covered element.
  await page.getByTestId("coupon-input").click({ trial: true, timeout: 2_000 });
});

test("a message closed from the keyboard gives the focus back to where it came from, else to the page's content", async ({
  page,
  javaScriptEnabled,
}) => {
  // Found in review: the close button went away with the message and took the focus with it, to
  // the document's body, so the next Tab started again at the page's top.
  test.skip(!javaScriptEnabled, "without JavaScript the close control is a checkbox the CSS hides with its message");
  await open(page, `/product/${facts.basketSlugEn}`, true);
  await page.getByTestId("add-to-cart").click();
  await expect(page).toHaveURL("/cart");
  await hydrated(page);
  const message = page.getByTestId("toast").filter({ hasText: text.added });
  const coupon = page.getByTestId("coupon-input");
  await coupon.focus();
  await message.getByLabel("Close").focus();
  await page.keyboard.press("Enter");
  await expect(message).toBeHidden({ timeout: 1_000 });
  await expect(coupon).toBeFocused();

  // Reached with nothing focused before it (the message of the next add): the page's content.
  await page.goto(`/product/${facts.basketSlugEn}`);
  await hydrated(page);
  await page.getByTestId("add-to-cart").click();
  await expect(page).toHaveURL("/cart");
  await hydrated(page);
  const again = page.getByTestId("toast").filter({ hasText: text.added });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await again.getByLabel("Close").focus();
  await page.keyboard.press("Space");
  await expect(again).toBeHidden({ timeout: 1_000 });
  await expect(page.locator("main#main")).toBeFocused();
});

test("a message closed before the scripts arrive stays closed once they do", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "nothing hydrates without JavaScript");
  await open(page, `/product/${facts.basketSlugEn}`, true);
  const release = await holdScripts(page);
  await page.goto(`/product/${facts.basketSlugEn}`, { waitUntil: "domcontentloaded" });
  // A plain form post: the scripts are held, and with them the load event.
  await page.getByTestId("add-to-cart").click();
  await page.waitForURL("/cart", { waitUntil: "domcontentloaded" });
  const message = page.getByTestId("toast").filter({ hasText: text.added });
  await message.getByLabel("Close").click();
  await expect(message).toBeHidden({ timeout: 1_000 });
  release();
  await hydrated(page);
  await expect(message).toBeHidden({ timeout: 1_000 });
});

/** The cart cookie's session, read from its signed value (base64 JSON, then the signature). */
function cookieSession(value: string): { cartId: number; protectCode: string } {
  const signed = decodeURIComponent(value);
  const json = Buffer.from(signed.slice(0, signed.lastIndexOf(".")), "base64").toString("utf8");
  return JSON.parse(json) as { cartId: number; protectCode: string };
}

test("the cart's protectCode never reaches the browser: not in the cart page, its data or an add's answer", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, `/product/${facts.basketSlugEn}`, javaScriptEnabled);
  // The add's answer is taken on its way to the page: once the browser has followed it to the cart
  // page, Chromium may no longer have its body to give.
  const added: string[] = [];
  if (javaScriptEnabled)
    await page.route(/\.data(\?|$)/, async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      const response = await route.fetch();
      added.push(await response.text());
      await route.fulfill({ response });
    });
  await page.getByTestId("add-to-cart").click();
  await expect(page).toHaveURL("/cart");
  await expect(lines(page)).toHaveCount(1);
  const cookie = await cartCookie(page);
  expect(cookie?.httpOnly).toBe(true);
  const { protectCode } = cookieSession(cookie!.value);
  expect(protectCode.length).toBeGreaterThanOrEqual(8);

  // The page the browser got, the page data a client navigation (and the cart popup) reads, and the
  // add's own answer with JavaScript.
  const pages = [await page.content(), await (await page.request.get("/cart")).text()];
  pages.push(await (await page.request.get("/cart.data")).text());
  for (const body of pages) expect(body).toContain(facts.basketSlugEn);
  if (javaScriptEnabled) expect(added).toHaveLength(1);
  const answers = [...pages, ...added];
  for (const body of answers) {
    expect(body).not.toContain(protectCode);
    // The cart's id is of use only with its code: the page names lines, not the cart.
    expect(body).not.toMatch(/protectCode|cartId/);
  }
});

test("emptying the cart asks first, and only the answer empties it", async ({ page, javaScriptEnabled }) => {
  // Found in review: one press of "Empty the cart" took every line away, with no way back.
  await open(page, `/product/${facts.basketSlugEn}`, javaScriptEnabled);
  await submitWith(page, javaScriptEnabled, page.getByTestId("add-to-cart"));
  await expect(page).toHaveURL("/cart");
  await expect(lines(page)).toHaveCount(1);
  const yes = page.getByRole("button", { name: "Yes, empty the cart" });
  await expect(yes).toBeHidden();

  await page.getByTestId("cart-clear").click();
  await expect(page.getByText("Take every item out of your cart? This cannot be undone.")).toBeVisible();
  await expect(lines(page), "asking takes nothing away").toHaveCount(1);
  await submitWith(page, javaScriptEnabled, yes);
  await expect(page.getByTestId("cart-empty")).toBeVisible();
  await expectToast(page, "Your cart is now empty.");
  await expect(count(page)).toHaveCount(0);
});

test("from the keyboard the focus stays in place as the cart changes: coupon, + at the stock's limit, a removed line, instructions, emptying", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript every answer is a new page, which starts at its top");
  // Found in review: after each of these the focus fell to the page's start (a disabled or gone control).
  const candle = productBySku("LIV-CND-003");
  await open(page, `/product/${candle.slug.en}`, true);
  await page
    .getByTestId("add-to-cart-form")
    .getByLabel("Quantity")
    .fill(String(candle.stock - 1));
  await page.getByTestId("add-to-cart").click();
  await expect(page).toHaveURL("/cart");
  await open(page, `/product/${facts.basketSlugEn}`, true);
  await page.getByTestId("add-to-cart").click();
  await expect(page).toHaveURL("/cart");
  await expect(lines(page)).toHaveCount(2);
  await hydrated(page);
  const answered = () => page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/cart"));

  const couponBox = page.getByTestId("coupon-input");
  await couponBox.fill("welcome10");
  await couponBox.press("Enter");
  await expect(page.getByTestId("summary-coupon")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove coupon" }), "applied: on Remove coupon").toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("summary-coupon")).toHaveCount(0);
  await expect(couponBox, "removed: in the emptied box").toBeFocused();

  const candleLine = lines(page).and(page.locator(`[data-product-id="${candle.id}"]`));
  const plus = candleLine.getByTestId("cart-increase");
  await plus.focus();
  const update = answered();
  await page.keyboard.press("Enter");
  await expect(plus).toBeDisabled();
  await expect(candleLine.getByTestId("cart-qty"), "at the limit: on the quantity").toBeFocused();
  await expect(candleLine.getByTestId("cart-qty")).toHaveValue(String(candle.stock));
  await update;

  await candleLine.getByTestId("cart-remove").focus();
  await page.keyboard.press("Enter");
  await expect(lines(page)).toHaveCount(1);
  await expect(lines(page).getByTestId("cart-line-name"), "removed: on the line in its place").toBeFocused();

  const instructions = page.getByTestId("instructions-form");
  await instructions.getByRole("textbox").fill("Please leave it at the door.");
  const save = instructions.getByRole("button", { name: "Save instructions" });
  await save.focus();
  const saved = answered();
  await page.keyboard.press("Enter");
  await saved;
  await expect(save, "saved: back on Save instructions").toBeFocused();

  await page.getByTestId("cart-clear").focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Yes, empty the cart" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Your cart is empty."), "emptied: on the notice").toBeFocused();
});
