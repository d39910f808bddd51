import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import Database from "better-sqlite3";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { COOKIE_CONSENT_ACTION } from "~/lib/cookie-consent";
import { withDb } from "./db";
import { hydrated } from "./hydration";
import { ORIGIN } from "./ports";

/**
 * Helpers for the cart spec: reading the cart page (integer cents, as the platform counts), the
 * totals the summary must show for the lines on the page, and the platform calls the tests set up with.
 */

export const API_HEADERS = {
  apikey: "demo-public-api-key",
  language: "en",
  "content-type": "application/json",
};

/** "€1,234.50", "−€3.00" or "1.234,50 €" to cents (every price has exactly two decimals). */
export function cents(text: string): number {
  const digits = text.replace(/\D/g, "");
  if (!digits) throw new Error(`no amount in ${JSON.stringify(text)}`);
  return Number(digits);
}

export interface CartLineState {
  itemId: string;
  productId: string;
  name: string;
  unit: number;
  qty: number;
  rowTotal: number;
}

export interface CartState {
  lines: CartLineState[];
  summary: {
    items: number;
    /** null without a coupon row. */
    coupon: number | null;
    loyalty: number | null;
    /** null while delivery is chosen at checkout. */
    delivery: number | null;
    tax: number;
    total: number;
  };
}

/** The lines and the summary in one read (so that a re-render cannot mix two states). */
export async function readCart(root: Page | Locator): Promise<CartState> {
  const raw = await root.getByTestId("cart-lines").evaluate((list) => {
    const text = (el: Element | null | undefined) => el?.textContent?.trim() ?? null;
    const lines = [...list.querySelectorAll<HTMLElement>("[data-testid=cart-line]")].map((line) => ({
      itemId: line.dataset.itemId ?? "",
      productId: line.dataset.productId ?? "",
      name: text(line.querySelector("[data-testid=cart-line-name]")) ?? "",
      unit: text(line.querySelector("[data-testid=cart-unit-price]")) ?? "",
      qty: line.querySelector<HTMLInputElement>("[data-testid=cart-qty]")?.value ?? "",
      rowTotal: text(line.querySelector("[data-testid=cart-row-total]")) ?? "",
    }));
    // The summary is the one next to these lines (the page and the popup each have theirs).
    let scope: Element | null = list;
    while (scope && !scope.querySelector("[data-testid=cart-summary]")) scope = scope.parentElement;
    const summary = scope?.querySelector("[data-testid=cart-summary]");
    const cell = (id: string) => text(summary?.querySelector(`[data-testid=${id}]`));
    return {
      lines,
      summary: {
        items: cell("summary-items"),
        coupon: cell("summary-coupon"),
        loyalty: cell("summary-loyalty"),
        delivery: cell("summary-delivery"),
        tax: cell("summary-tax"),
        total: cell("summary-total"),
      },
    };
  });
  const money = (s: string | null) => (s === null ? null : cents(s));
  const s = raw.summary;
  return {
    lines: raw.lines.map((l) => ({
      ...l,
      unit: cents(l.unit),
      qty: Number(l.qty),
      rowTotal: cents(l.rowTotal),
    })),
    summary: {
      items: cents(s.items ?? ""),
      coupon: money(s.coupon),
      loyalty: money(s.loyalty),
      delivery: s.delivery && /\d/.test(s.delivery) ? cents(s.delivery) : null,
      tax: cents(s.tax ?? ""),
      total: cents(s.total ?? ""),
    },
  };
}

export type Coupon = { type: "percent"; value: number } | { type: "fixed"; value: number };

/**
 * What the summary must say for these lines (delivery is chosen at checkout, so 0): prices include
 * 25 % VAT and the tax line is the VAT contained in the total, round(total × 25 / 125).
 */
export function expectedSummary(
  lines: Pick<CartLineState, "unit" | "qty">[],
  coupon: Coupon | null = null,
  loyalty: number | null = null,
) {
  const items = lines.reduce((sum, l) => sum + l.unit * l.qty, 0);
  const discount = !coupon
    ? 0
    : coupon.type === "percent"
      ? Math.round((items * coupon.value) / 100)
      : Math.min(items, coupon.value);
  const total = items - discount;
  return {
    items,
    coupon: coupon ? discount : null,
    loyalty,
    delivery: null,
    tax: Math.round((total * 25) / 125),
    total,
  };
}

/** Every row total is unit × quantity and the summary adds up. */
export function expectConsistent(cart: CartState, coupon: Coupon | null = null, loyalty: number | null = null) {
  for (const line of cart.lines) expect(line.rowTotal, `row total of ${line.name}`).toBe(line.unit * line.qty);
  expect(cart.summary).toEqual(expectedSummary(cart.lines, coupon, loyalty));
}

/** Only the toast with this text (a page may show several with JavaScript). */
export async function expectToast(page: Page, message: string | RegExp) {
  await expect(page.getByTestId("toast").filter({ hasText: message }).first()).toBeVisible();
}

/**
 * Accepts cookies before `path` (a path of the page's base URL, or a URL of another server) is
 * opened, by posting the banner's own form from the page's request context, whose cookies are the
 * browser context's: the page then opens without the banner. Clicking it in the page cost a second
 * load of the page without JavaScript and a fetcher and a data read with it, in every test that
 * opens a page this way; the banner itself is what cookies.spec.ts tests, in both projects.
 */
export async function acceptCookies(page: Page, path: string) {
  const origin = /^https?:/.test(path) ? new URL(path).origin : "";
  const answer = await page.request.post(`${origin}${COOKIE_CONSENT_ACTION}`, {
    form: { consent: "accepted", redirectTo: "/" },
    headers: { accept: "text/html" },
    maxRedirects: 0,
  });
  expect(answer.status(), await answer.text()).toBe(303);
}

/** Opens a page with cookies accepted, so that the banner covers no button. */
export async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  await acceptCookies(page, path);
  await page.goto(path);
  if (javaScriptEnabled) await hydrated(page);
  await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
}

/**
 * A plain form post without JavaScript: clicks and waits for the next document (the action's 303
 * usually leads back to the same URL, so the URL alone cannot tell that the page is new).
 */
export async function post(page: Page, click: () => Promise<void>) {
  const loaded = page.waitForEvent("load");
  await click();
  await loaded;
}

/** Presses a form's button: with JavaScript the page answers in place, without it a new document
 * loads (waited for). */
export async function submitWith(page: Page, javaScriptEnabled: boolean, button: Locator) {
  if (javaScriptEnabled) await button.click();
  else await post(page, () => button.click());
}

/** A new customer (registered through the platform API; an unverified user may log in), so that no
 * other test shares its carts. */
export async function newCustomer(request: APIRequestContext, base: string, tag: string) {
  const email = `e2e-cart-${tag}-${Date.now()}-${randomBytes(3).toString("hex")}@example.com`;
  const password = "cart-password-1";
  const registered = await request.post(`${base}/api/v1/user/web/register`, {
    headers: API_HEADERS,
    data: {
      details: { firstName: "Cart", lastName: "Tester" },
      email,
      password,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  // A fixture, not a visitor: its registration must not use up the main server's hourly registrations
  // per address (20, all from 127.0.0.1), which the suite's own registration journeys need.
  if (base === ORIGIN) withDb((db) => db.prepare("DELETE FROM rate_limits WHERE key LIKE 'register:address:%'").run());
  return { email, password };
}

/**
 * A valid member card nobody holds yet, written into the main e2e server's database (a card
 * belongs to the first profile that uses it, so every test needs its own).
 */
export function freshMemberCard(dataDir = process.env.E2E_DATA_DIR ?? ".tmp/e2e"): string {
  const barcode = `E2E-CARD-${Date.now()}-${randomBytes(3).toString("hex")}`.toUpperCase();
  const db = new Database(resolve(import.meta.dirname, "../../..", dataDir, "storefront.sqlite"), {
    fileMustExist: true,
  });
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare(
      "INSERT INTO member_cards (barcode, holder_name, valid_from, valid_until, active) VALUES (?, 'E2E Member', '2024-01-01', '2999-12-31', 1)",
    ).run(barcode);
  } finally {
    db.close();
  }
  return barcode;
}

/** Logs in through the login form (a plain post without JavaScript, a fetcher with it). */
export async function logIn(
  page: Page,
  user: { email: string; password: string },
  javaScriptEnabled: boolean,
  base = "",
) {
  await page.goto(`${base}/login`);
  if (javaScriptEnabled) await hydrated(page);
  const form = page.getByTestId("login-form").first();
  await form.getByLabel("E-mail address").fill(user.email);
  await form.getByLabel("Password", { exact: true }).fill(user.password);
  await form.getByTestId("login-submit").click();
  await expect(page).toHaveURL(`${base}/`);
}

/** A back-office access token from the platform's login. */
export async function adminToken(request: APIRequestContext, base: string, admin: { email: string; password: string }) {
  const response = await request.post(`${base}/api/v1/login`, {
    headers: API_HEADERS,
    data: { username: admin.email, password: admin.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data.tokens.accessToken as string;
}

/** Sets the English store's cart-type setting (0 cart page, 1 stay, 2 popup) on one server. */
export async function setCartType(
  request: APIRequestContext,
  base: string,
  cartType: 0 | 1 | 2,
  admin: { email: string; password: string },
) {
  const accesstoken = await adminToken(request, base, admin);
  const response = await request.patch(`${base}/api/v1/settings/checkoutSettings`, {
    headers: { ...API_HEADERS, accesstoken },
    data: { cartType },
  });
  expect(response.ok(), await response.text()).toBe(true);
  expect((await response.json()).data.cartType).toBe(cartType);
}
