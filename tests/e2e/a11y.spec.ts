import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { pagePath, type Locale } from "#server/contract/urls";
import { demoCatalogFacts as facts } from "#server/seed/catalog";
import { postLogin } from "./support/admin";
import { API_HEADERS } from "./support/cart";
import { mailedTokenLink, withDb } from "./support/db";
import { weakFocusRings } from "./support/focus-ring";
import { localeCodes } from "./support/site";
import { hydrated, scriptsRun } from "./support/hydration";
import { axeViolations } from "./support/axe";

/**
 * Accessibility (issue 9): axe finds nothing on the storefront's main pages, in both languages, on a
 * phone (390 × 844) and a desktop (1366 × 900), with JavaScript on and off (the two projects), and
 * every page has a title. axe runs with its defaults: every rule tagged WCAG 2.0/2.1/2.2 A and AA plus
 * its best practices; no rule is switched off.
 *
 * axe needs timers, which a page does not run once Playwright has switched JavaScript off (its
 * analysis then never ends). So this spec keeps the browser's JavaScript on and, in the no-js
 * project, refuses the page's own scripts with a Content-Security-Policy `script-src 'none'` added to
 * every document: the storefront's scripts never run and the DOM is the one a browser without
 * JavaScript shows (the app has no <noscript> content that would differ), while axe, injected through
 * the DevTools protocol, is not subject to the policy.
 */
test.use({ javaScriptEnabled: true });
// A toast slides in and fades out; axe caught mid-fade measures the contrast of a half-transparent
// toast. With reduced motion (which the toast honours) it is either fully there or gone.
test.use({ reducedMotion: "reduce" });
// axe reads every node of a long page; on a busy two-core machine one analysis can take 10-20 s.
test.describe.configure({ timeout: 120_000 });

async function refusePageScripts(context: BrowserContext) {
  await context.route("**/*", async (route) => {
    if (route.request().resourceType() !== "document") return route.fallback();
    // Redirects go back to the browser, which asks for the next document through this route again.
    const response = await route.fetch({ maxRedirects: 0 });
    const headers = response.headers();
    const policy = headers["content-security-policy"];
    // A comma separates policies: the page keeps its own and gets one more, enforced on top.
    headers["content-security-policy"] = policy ? `${policy}, script-src 'none'` : "script-src 'none'";
    await route.fulfill({ response, headers });
  });
}

test.beforeEach(async ({ context }) => {
  if (!scriptsRun()) await refusePageScripts(context);
});

const customer = { email: "customer@example.com", password: "demo-password-1" };
const viewports = [
  { name: "390px", width: 390, height: 844 },
  { name: "1366px", width: 1366, height: 900 },
];

/** The search word that finds products in each language (the demo T-shirts). */
const searchWord: Record<Locale, string> = { en: "tee", hr: "majica" };

type Setup = (page: Page, locale: Locale) => Promise<void>;
interface Target {
  name: string;
  path: (locale: Locale) => string;
  /** What the page needs before it is opened: a cart line, a logged-in customer. */
  before?: Setup;
}

/** A line in the cart, added through the storefront's own cart action (the browser's cookies). */
const withCartLine: Setup = async (page, locale) => {
  const product = await page.request.get(`/api/v1/product/web/get?slug=${facts.basketSlugEn}`, {
    headers: API_HEADERS,
  });
  expect(product.ok(), await product.text()).toBe(true);
  const { id } = (await product.json()).data as { id: number };
  const added = await page.request.post(pagePath("cart", locale), {
    form: { intent: "add", productId: String(id), quantity: "1" },
    headers: { accept: "text/html" },
    maxRedirects: 0,
  });
  expect(added.status(), await added.text()).toBe(303);
};

/** The demo customer, logged in by posting the login form of that language (the browser's cookies). */
const loggedIn: Setup = (page, locale) => postLogin(page, pagePath("login", locale), customer);

const targets: Target[] = [
  { name: "home", path: (l) => (l === "en" ? "/" : `/${l}/`) },
  { name: "shop", path: (l) => pagePath("shop", l) },
  { name: "category", path: (l) => pagePath("shop", l, { slug: facts.categorySlugs.home[l] }) },
  // Found in review: without a featured block, the product cards' headings (h3) came straight after
  // the page's h1 (axe's heading-order).
  {
    name: "category without featured products",
    path: (l) => pagePath("shop", l, { slug: facts.categorySlugs.bathroom[l] }),
  },
  {
    name: "product",
    path: (l) => pagePath("product", l, { slug: l === "en" ? facts.configurableSlug : facts.configurableSlugHr }),
  },
  { name: "search", path: (l) => `${pagePath("search", l)}?search=${searchWord[l]}` },
  { name: "cart", path: (l) => pagePath("cart", l), before: withCartLine },
  { name: "login", path: (l) => pagePath("login", l) },
  { name: "register", path: (l) => pagePath("register", l) },
  { name: "profile", path: (l) => pagePath("profile", l), before: loggedIn },
  // The demo's events page: the events and documents blocks (server/seed/events.ts).
  { name: "events", path: (l) => (l === "en" ? "/events" : `/${l}/dogadjaji`) },
  // A CMS-defined form with every kind of field (server/seed/forms.ts).
  { name: "showroom visit", path: (l) => (l === "en" ? "/showroom-visit" : `/${l}/posjet-izlozbenom-prostoru`) },
  // A sold-out product: the availability form.
  {
    name: "sold-out product",
    path: (l) => pagePath("product", l, { slug: (l === "en" ? facts.outOfStockSlugs : facts.outOfStockSlugsHr)[0]! }),
  },
];

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  // With JavaScript, the page axe reads is the hydrated one; without, no script of the page ran.
  await hydrated(page);
  const scriptsRan = await page.evaluate(() => "__reactRouterContext" in window);
  expect(scriptsRan, "the storefront's scripts ran").toBe(scriptsRun());
  expect((await page.title()).trim(), `${path} has a title`).not.toBe("");
}

/**
 * Each page read at both widths in one test: opened at a phone's, then laid out again at a
 * desktop's. Nothing but CSS reads the width (the header's menu closes on a resize, and it is
 * closed), so the document a desktop loads is this one, and opening it again cost about a tenth of
 * the spec's CPU. `read` gets the page itself, not the one a redirect (a checkout without its cart,
 * a login) would show.
 */
async function atBothWidths(page: Page, path: string, read: (width: string) => Promise<void>): Promise<void> {
  for (const [index, viewport] of viewports.entries()) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    if (index === 0) {
      await open(page, path);
      await expect(page).toHaveURL(path);
    }
    await read(viewport.name);
  }
}

/** What axe finds on each page at both widths, named by path and width. */
async function axeAtBothWidths(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await atBothWidths(page, path, async (width) => {
      for (const violation of await axeViolations(page)) found.push(`${path} at ${width}: ${violation}`);
    });
  }
  return found;
}

for (const locale of localeCodes) {
  for (const target of targets) {
    test(`axe finds no violations on the ${target.name} page (${locale})`, async ({ page }) => {
      await target.before?.(page, locale);
      expect(await axeAtBothWidths(page, [target.path(locale)])).toEqual([]);
    });
  }
}

for (const locale of localeCodes) {
  test(`axe finds no violations on an order's page (${locale})`, async ({ page }) => {
    await loggedIn(page, locale);
    await open(page, pagePath("profile", locale));
    const order = page.getByTestId("order-list").getByRole("link").first();
    const href = await order.getAttribute("href");
    expect(href, "the demo customer has an order").toBeTruthy();
    expect(await axeAtBothWidths(page, [href!])).toEqual([]);
  });
}

for (const locale of localeCodes) {
  test(`axe finds no violations on an event's page (${locale})`, async ({ page }) => {
    await open(page, locale === "en" ? "/events" : `/${locale}/dogadjaji`);
    const href = await page.getByTestId("events-block").getByRole("link").first().getAttribute("href");
    expect(href, "the demo has upcoming events").toBeTruthy();
    expect(await axeAtBothWidths(page, [href!])).toEqual([]);
  });
}

// The ring is the same in both languages: English only.
for (const target of targets) {
  test(`the focus ring keeps 3:1 around every focusable element of the ${target.name} page`, async ({ page }) => {
    await target.before?.(page, "en");
    await atBothWidths(page, target.path("en"), async (width) => {
      const { checked, weak } = await weakFocusRings(page);
      expect(checked, `focusable elements measured at ${width}`).toBeGreaterThan(10);
      expect(weak, `at ${width}`).toEqual([]);
    });
  });
}

// ------------------------------------------------------------------ the checkout

/**
 * The checkout's pages (spec sections 2 and 4): the three steps, the success and failure pages and a
 * guest's order page, each read at both widths in one test. Croatian too where it costs little: the
 * address step, and the pages that show the same order or cart in either language. The steps are
 * reached with the storefront's own forms, posted with this browser's cookies (as a page without
 * JavaScript posts them); a product no other spec buys keeps its stock this spec's business.
 */
test.describe("the checkout", () => {
  const SKU = "KIT-JAR-010";
  const consents = ["terms-of-sale", "privacy-policy"];
  const idOf = (table: "products" | "delivery_methods" | "payment_methods", column: "sku" | "code", value: string) =>
    withDb((db) => (db.prepare(`SELECT id FROM ${table} WHERE ${column} = ?`).get(value) as { id: number }).id);
  const email = () => `e2e-a11y-checkout-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

  /** Posts a form like a page without JavaScript: answers the 303's target, or the page shown instead. */
  async function postForm(page: Page, path: string, fields: [string, string][], expected = 303) {
    const response = await page.request.post(path, {
      headers: { accept: "text/html", "content-type": "application/x-www-form-urlencoded" },
      data: new URLSearchParams(fields).toString(),
      maxRedirects: 0,
    });
    expect(response.status(), `${path}: ${(await response.text()).slice(0, 300)}`).toBe(expected);
    return { location: response.headers().location ?? "", body: await response.text() };
  }

  /** A line in the cart, then (unless `only`) the steps up to the one named, as a guest. */
  async function reach(page: Page, locale: Locale, step: "address" | "shipping" | "payment", buyer = email()) {
    await postForm(page, pagePath("cart", locale), [
      ["intent", "add"],
      ["productId", String(idOf("products", "sku", SKU))],
      ["quantity", "1"],
    ]);
    if (step === "address") return;
    const address = {
      firstName: "Ana",
      lastName: "Horvat",
      contactEmail: buyer,
      contactPhone: "091 234 5678",
      street: "Ilica",
      houseNumber: "1",
      zipCode: "10000",
      city: "Zagreb",
      country: "HR",
    };
    await postForm(page, `${pagePath("checkout", locale)}?index`, [
      ...Object.entries(address).map(([name, value]): [string, string] => [`shipping.${name}`, value]),
      ...consents.map((c): [string, string] => ["consents", c]),
    ]);
    if (step === "shipping") return;
    await postForm(page, pagePath("checkoutShipping", locale), [
      ["methodId", String(idOf("delivery_methods", "code", "courier"))],
    ]);
  }

  /** The order submitted from the payment step with this method: the answer (a redirect, or the hand-over page). */
  async function placeOrder(page: Page, method: string, expected: number) {
    await page.goto(pagePath("checkoutPayment", "en"));
    const snapshot = await page.locator("input[name='cart']").inputValue();
    return postForm(
      page,
      pagePath("checkoutPayment", "en"),
      [
        ["intent", "order"],
        ["methodId", String(idOf("payment_methods", "code", method))],
        ["cart", snapshot],
        ...consents.map((c): [string, string] => ["consents", c]),
      ],
      expected,
    );
  }

  for (const locale of localeCodes) {
    test(`axe finds no violations on the address step (${locale})`, async ({ page }) => {
      await reach(page, locale, "address");
      expect(await axeAtBothWidths(page, [pagePath("checkout", locale)])).toEqual([]);
    });
  }

  test("axe finds no violations on the shipping step (en)", async ({ page }) => {
    await reach(page, "en", "shipping");
    expect(await axeAtBothWidths(page, [pagePath("checkoutShipping", "en")])).toEqual([]);
  });

  test("axe finds no violations on the payment step (en)", async ({ page }) => {
    await reach(page, "en", "payment");
    expect(await axeAtBothWidths(page, [pagePath("checkoutPayment", "en")])).toEqual([]);
  });

  test("axe finds no violations on the success page and the guest's order page (en, hr)", async ({ page }) => {
    const buyer = email();
    await reach(page, "en", "payment", buyer);
    const { location } = await placeOrder(page, "bank-transfer", 303);
    const slug = new URL(location, "http://x").searchParams.get("orderSlug")!;
    const link = mailedTokenLink(buyer, "order-confirmation");
    const paths = [
      location,
      `${pagePath("checkoutSuccess", "hr")}?orderSlug=${slug}`,
      `${link.pathname}${link.search}`,
      `${pagePath("guestOrder", "hr", { slug })}${link.search}`,
    ];
    expect(await axeAtBothWidths(page, paths)).toEqual([]);
  });

  test("axe finds no violations on the hand-over page and on the failure page after a declined card payment (en, hr)", async ({
    page,
  }) => {
    await reach(page, "en", "payment");
    // The order's post redirects to its hand-over page (decision 0104): the provider's form, whose
    // button leads to the payment sandbox.
    const { location: handover } = await placeOrder(page, "card", 303);
    const slug = decodeURIComponent(handover.split("/").pop()!);
    expect(handover).toBe(pagePath("checkoutPaymentHandover", "en", { slug }));
    expect(await axeAtBothWidths(page, [handover, pagePath("checkoutPaymentHandover", "hr", { slug })])).toEqual([]);
    const body = await (await page.request.get(handover, { headers: { accept: "text/html" } })).text();
    const sandbox = /action="([^"]*\/payment-sandbox\/hpf\/[^"]+)"/.exec(body)?.[1];
    expect(sandbox, "the provider's form").toBeTruthy();
    const { location } = await postForm(page, new URL(sandbox!).pathname, [["decision", "decline"]]);
    // Back to the shop with the result: the failure page, the cart given back.
    await page.goto(new URL(location).pathname + new URL(location).search);
    await expect(page).toHaveURL(pagePath("checkoutFailure", "en"));
    await expect(page.getByTestId("checkout-retry")).toBeVisible();
    expect(await axeAtBothWidths(page, [pagePath("checkoutFailure", "en"), pagePath("checkoutFailure", "hr")])).toEqual(
      [],
    );
  });
});

// Every page the tests above open is checked for a title there; these are the ones they do not open.
test("the 404 pages and the back-office login have a title", async ({ page }) => {
  const untitled: string[] = [];
  const check = async (path: string) => {
    await page.goto(path);
    if (!(await page.title()).trim()) untitled.push(path);
  };
  for (const locale of localeCodes) await check(`${locale === "en" ? "" : `/${locale}`}/no-such-page-here`);
  await check("/adminLogin");
  expect(untitled, "pages without a title").toEqual([]);
});

// The media library's title names a file in one language ("Hero background", "Sunset card"): no page
// reads it out as a picture's description. A hero's picture is the backdrop of its heading, and a
// post's picture sits under the post's own title; only alt text an editor wrote would describe them.
test("pictures are never described by the media library's titles, in either language", async ({ page }) => {
  for (const locale of localeCodes) {
    await page.goto(locale === "en" ? "/" : `/${locale}/`);
    const hero = page.locator("main section").first();
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(hero.locator("img")).toHaveAttribute("alt", "");
  }
  await page.goto("/hr/besplatna-dostava-cijeli-vikend");
  await expect(page.locator("main article img").first()).toHaveAttribute("alt", "");
});

// This spec emulates a system asking for less motion (test.use above): the page and the product
// gallery then jump where they scroll to instead of gliding there.
test("with less motion asked for, the page and the product gallery scroll without animation", async ({ page }) => {
  await page.goto(pagePath("product", "en", { slug: facts.basketSlugEn }));
  const scrolling = (element: Element) => getComputedStyle(element).scrollBehavior;
  expect(await page.locator("html").evaluate(scrolling)).toBe("auto");
  const slides = page.getByRole("group", { name: "Images, scroll sideways for more" });
  expect(await slides.evaluate(scrolling)).toBe("auto");
});
