/**
 * Page variants (docs/decisions/0041-page-variants.md) in a production host with the page cache on:
 * a visitor whose only cookies are the locale, the cart and the cookie choice gets public pages from
 * the host's cache, one copy per variant (the header's item count, the banner's answer), while the
 * answer stays private to everyone else; pages showing what only the visitor has, and requests
 * with any other cookie, are never answered from it; a write that purges a page drops its variant
 * copies too. One worker, so that a copy one visitor left is the one the next visitor is answered from.
 */
import { expect, test } from "@playwright/test";
import { demoAccounts } from "#server/modules/accounts/seed";
import { demoCatalogFacts as facts } from "#server/seed/catalog";
import { open, post } from "./support/cart";
import { DEMO_API_HEADERS, platformData, startWorkersWithAdmin, type HostProcess } from "./support/host-process";
import { ports } from "./support/ports";
import { hydrated } from "./support/hydration";

const DATA_DIR = ".tmp/api-page-variants";
const PRODUCT = `/product/${facts.basketSlugEn}`;
const CATEGORY = `/shop/${facts.categorySlugs.kitchen.en}`;
const FORM = { accept: "text/html", "content-type": "application/x-www-form-urlencoded" };

type Answer = Awaited<ReturnType<HostProcess["request"]>>;

/** The counts the header shows (none without items; the deferred count may stream in later in the body). */
const countsIn = (answer: Answer) =>
  [...answer.body.matchAll(/data-testid="cart-count"[^>]*>([^<]*)</g)].map((m) => Number(m[1]));
const hasBanner = (answer: Answer) => answer.body.includes('data-testid="cookie-banner"');

/** What the storefront tells the host alone, and what only a shared answer carries. */
function expectNothingShared(answer: Answer) {
  for (const name of ["x-page-variant", "x-page-variant-seconds", "surrogate-key", "cache-tag"])
    expect(answer.headers[name], name).toBeUndefined();
  expect(String(answer.headers["cache-control"] ?? "")).not.toMatch(/public|s-maxage/);
}

/** A cart holder's page: private to the browser and to any cache in front. */
function expectCartHolderPage(answer: Answer, count: number) {
  expect(answer.status).toBe(200);
  expect(answer.headers["cache-control"]).toBe("private, no-store");
  expectNothingShared(answer);
  expect(countsIn(answer)).toEqual([count]);
}

test.describe("page variants in a host with the page cache", () => {
  // A busy machine makes a production host and a browser slow: room for both.
  test.describe.configure({ mode: "serial", timeout: 60_000 });
  let host: HostProcess;
  let admin: Record<string, string>;
  let productId: string;

  test.beforeAll(async ({}, testInfo) => {
    // Only the js project runs them, the browser test in a context with JavaScript and one without:
    // the no-js project, run alongside by another worker, would start a second host on the same port.
    test.skip(testInfo.project.name !== "js", "one run is enough: the browser test opens a no-JS context itself");
    test.setTimeout(120_000);
    ({ host, admin } = await startWorkersWithAdmin(ports.pageVariants, DATA_DIR, { PAGE_CACHE_SECONDS: "60" }, 1));
    const page = await host.request(PRODUCT);
    productId = /name="productId" value="(\d+)"/.exec(page.body)![1]!;
  });

  test.afterAll(async () => {
    await host?.stop();
  });

  const read = (path: string, cookie?: string) => host.request(path, { headers: cookie ? { cookie } : {} });

  /** The cookie a set-cookie header of `answer` sets, as a browser sends it back ("name=value"). */
  function cookieFrom(answer: Answer, name: string): string {
    const set = ([] as string[]).concat(answer.headers["set-cookie"] ?? []);
    const found = set.map((c) => c.split(";")[0]!).find((c) => c.startsWith(`${name}=`));
    expect(found, `${name} set by ${answer.status}`).toBeTruthy();
    return found!;
  }

  /** A new cart holding `quantity` of the product, through the product page's form (no JavaScript). */
  async function newCart(quantity: number): Promise<string> {
    const added = await host.request("/cart", {
      method: "POST",
      headers: FORM,
      body: new URLSearchParams({ intent: "add", productId, quantity: String(quantity) }).toString(),
    });
    expect(added.status).toBe(303);
    return cookieFrom(added, "cart");
  }

  /** The banner's answer, through the banner's form (no JavaScript). */
  async function consent(choice: "accepted" | "rejected"): Promise<string> {
    const answered = await host.request("/_actions/cookie-consent", {
      method: "POST",
      headers: { ...FORM, origin: host.origin },
      body: new URLSearchParams({ consent: choice, redirectTo: "/" }).toString(),
    });
    expect(answered.status).toBe(303);
    return cookieFrom(answered, "cookie-consent");
  }

  test("carts with as many items share one copy of a page; another count gets a copy of its own", async () => {
    const [first, second, bigger] = [await newCart(2), await newCart(2), await newCart(5)];
    expect(first).not.toBe(second);

    const firstRead = await read(PRODUCT, first);
    expect(firstRead.logged.cache).toBe("miss");
    expectCartHolderPage(firstRead, 2);
    // Another shopper, another cart, as many items: the first one's copy.
    const secondRead = await read(PRODUCT, second);
    expect(secondRead.logged.cache).toBe("hit");
    expect(secondRead.headers.age).toBeDefined();
    expectCartHolderPage(secondRead, 2);

    const biggerRead = await read(PRODUCT, bigger);
    expect(biggerRead.logged.cache).toBe("miss");
    expectCartHolderPage(biggerRead, 5);
    const biggerAgain = await read(PRODUCT, bigger);
    expect(biggerAgain.logged.cache).toBe("hit");
    expectCartHolderPage(biggerAgain, 5);
    // The first copy is still there, unchanged by the other count's.
    const firstAgain = await read(PRODUCT, first);
    expect(firstAgain.logged.cache).toBe("hit");
    expectCartHolderPage(firstAgain, 2);

    // A client-side navigation's data is shared the same way.
    const data = `${PRODUCT}.data`;
    expect((await read(data, first)).logged.cache).toBe("miss");
    const dataHit = await read(data, second);
    expect(dataHit.logged.cache).toBe("hit");
    expect(dataHit.headers["cache-control"]).toBe("private, no-store");
    expectNothingShared(dataHit);

    // An anonymous visitor's copy is another: no count, and shareable by a cache in front.
    const anonymous = await read(PRODUCT);
    expect(countsIn(anonymous)).toEqual([]);
    expect(anonymous.headers["cache-control"]).toMatch(/s-maxage=/);
  });

  test("a visitor who answered the banner gets copies without it; an anonymous one still sees it", async () => {
    const accepted = await consent("accepted");
    const acceptedRead = await read("/", accepted);
    expect(acceptedRead.logged.cache).toBe("miss");
    for (const answer of [acceptedRead, await read("/", accepted), await read("/", await consent("accepted"))]) {
      expect(answer.status).toBe(200);
      expect(hasBanner(answer), "banner for a visitor who accepted").toBe(false);
      expect(answer.headers["cache-control"]).toBeUndefined();
      expectNothingShared(answer);
    }
    expect((await read("/", accepted)).logged.cache).toBe("hit");

    // Another answer is another variant, with no banner either.
    const rejected = await consent("rejected");
    const rejectedRead = await read("/", rejected);
    expect(rejectedRead.logged.cache).toBe("miss");
    expect(hasBanner(rejectedRead)).toBe(false);
    const rejectedAgain = await read("/", rejected);
    expect(rejectedAgain.logged.cache).toBe("hit");
    expect(hasBanner(rejectedAgain)).toBe(false);

    // The anonymous copy is another still, and keeps the banner, from the cache too.
    for (let i = 0; i < 2; i++) {
      const anonymous = await read("/");
      expect(hasBanner(anonymous), "banner for an anonymous visitor").toBe(true);
      expect(anonymous.headers["cache-control"]).toMatch(/s-maxage=/);
      if (i === 1) expect(anonymous.logged.cache).toBe("hit");
    }

    // A cart and a choice together: the copy of that count and that answer.
    const both = `${await newCart(2)}; ${accepted}`;
    await read(PRODUCT, both);
    const bothAgain = await read(PRODUCT, both);
    expect(bothAgain.logged.cache).toBe("hit");
    expectCartHolderPage(bothAgain, 2);
    expect(hasBanner(bothAgain)).toBe(false);
  });

  test("pages with what only the visitor has, and requests with another cookie, never come from the cache", async () => {
    const cart = await newCart(2);
    const cartPage = await read("/cart", cart);
    expect(cartPage.status).toBe(200);
    const lineId = /data-item-id="(\d+)"/.exec(cartPage.body)?.[1];
    expect(lineId, "a line on the cart page").toBeTruthy();
    // Copies of the product page for this count exist, so that a lookup would find one.
    await read(PRODUCT, cart);
    expect((await read(PRODUCT, cart)).logged.cache).toBe("hit");

    const accepted = await consent("accepted");
    const never: [string, string][] = [
      ["/cart", cart],
      [`${PRODUCT}?cartItemId=${lineId}`, cart],
      [`${PRODUCT}?cartItemId=999999`, cart],
      ["/checkout", cart],
      [PRODUCT, `${cart}; toast=anything`],
      [PRODUCT, `${cart}; session=anything`],
      [PRODUCT, `${accepted}; session=anything`],
      [PRODUCT, `${cart}; checkout=anything`],
      [PRODUCT, `${cart}; memberCardBarcode=anything`],
      // A cart cookie that does not read: the page clears it.
      [PRODUCT, "cart=not-a-signed-cart"],
    ];
    for (const [path, cookie] of never)
      for (let i = 0; i < 2; i++) {
        const answer = await read(path, cookie);
        expect(answer.logged.cache, `${path} with ${cookie} (read ${i + 1})`).not.toBe("hit");
        expect(answer.headers["cache-control"], `${path} with ${cookie}`).toBe("private, no-store");
        expectNothingShared(answer);
      }
    // Nor a form post, though it carries only the cart.
    const posted = await host.request(PRODUCT, { method: "POST", headers: { ...FORM, cookie: cart }, body: "" });
    expect(posted.logged.cache).toBeUndefined();
  });

  test("a navigation link renamed through the platform shows on a cart holder's next page", async () => {
    const cart = await newCart(3);
    const tree = (await api("GET", "/api/v1/cms/navigation/tree/main")) as { children: { id: number; name: string }[] };
    const link = tree.children[0]!;
    await read(CATEGORY, cart);
    const cached = await read(CATEGORY, cart);
    expect(cached.logged.cache).toBe("hit");
    expect(cached.body).toContain(`>${link.name}<`);

    const name = `Renamed ${Date.now()}`;
    await api("PATCH", `/api/v1/cms/navigation/link/update/${link.id}`, { name }, admin);
    const next = await read(CATEGORY, cart);
    expect(next.logged.cache, "the variant's copy was dropped").toBe("miss");
    expect(next.body).toContain(`>${name}<`);
    expectCartHolderPage(next, 3);
    const again = await read(CATEGORY, cart);
    expect(again.logged.cache).toBe("hit");
    expect(again.body).toContain(`>${name}<`);
  });

  test("a reader's comment drops the cart holders' copies of its post, and only those", async () => {
    // A back-office write drops every page; a reader's comment only the pages with its post's key.
    const created = (await api(
      "POST",
      "/api/v1/cms/post/create",
      { title: "Talked about", slug: `talked-about-${Date.now()}`, languageCode: "en", type: "post" },
      admin,
    )) as { id: number; url: string };
    const post = new URL(created.url, host.origin).pathname;
    const cart = await newCart(4);
    for (const path of [post, PRODUCT]) {
      await read(path, cart);
      expect((await read(path, cart)).logged.cache, path).toBe("hit");
    }

    const login = await host.request("/api/v1/login", {
      method: "POST",
      headers: DEMO_API_HEADERS,
      body: JSON.stringify({ username: demoAccounts.customer.email, password: demoAccounts.customer.password }),
    });
    expect(login.status, login.body).toBe(200);
    const { data } = JSON.parse(login.body) as { data: { tokens: { accessToken: string } } };
    const text = `Worth reading ${Date.now()}`;
    await api(
      "POST",
      "/api/v1/comments/create",
      { postId: created.id, body: text },
      {
        ...DEMO_API_HEADERS,
        accesstoken: data.tokens.accessToken,
      },
    );

    const next = await read(post, cart);
    expect(next.logged.cache, "the post's copy was dropped").toBe("miss");
    expect(next.body).toContain(text);
    expectCartHolderPage(next, 4);
    expect((await read(PRODUCT, cart)).logged.cache, "another page's copy stays").toBe("hit");
  });

  for (const javaScriptEnabled of [true, false])
    test(`a shopper ${javaScriptEnabled ? "with" : "without"} JavaScript sees the cart's count on pages from the cache`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ javaScriptEnabled, baseURL: host.origin });
      const page = await context.newPage();
      try {
        const add = async () => {
          await open(page, PRODUCT, javaScriptEnabled);
          const button = page.getByTestId("add-to-cart");
          if (javaScriptEnabled) await button.click();
          else await post(page, () => button.click());
          await expect(page).toHaveURL(`${host.origin}/cart`);
          if (javaScriptEnabled) await hydrated(page);
        };
        const visit = async (count: number) => {
          const answer = (await page.goto(CATEGORY))!;
          await expect(page.getByTestId("cart-count")).toHaveText(String(count));
          await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
          expect(answer.headers()["cache-control"]).toBe("private, no-store");
          return /cache;desc=(\w+)/.exec(answer.headers()["server-timing"] ?? "")?.[1];
        };
        await add();
        await expect(page.getByTestId("cart-count")).toHaveText("1");
        // The first visit may be a copy another shopper with one item left (the first context's);
        // the second is one for sure.
        await visit(1);
        expect(await visit(1)).toBe("hit");
        // One more item: that count's copy, never the one item's.
        await add();
        await visit(2);
        expect(await visit(2)).toBe("hit");
      } finally {
        await context.close();
      }
    });

  const api = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    platformData(host, method, path, body, headers);
});
