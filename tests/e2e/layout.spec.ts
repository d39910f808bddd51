import { expect, test, type Page } from "@playwright/test";
import { pagePath } from "#server/contract/urls";
import { demoCatalogFacts as facts } from "#server/seed/catalog";
import { logInAsAdmin, postLogin } from "./support/admin";
import { API_HEADERS, newCustomer } from "./support/cart";
import { ORIGIN } from "./support/ports";
import { horizontalOverflow, insideViewport, localeCodes, reachable, site, type SiteLocale } from "./support/site";
import { hydrated } from "./support/hydration";

for (const locale of localeCodes) {
  const s = site[locale];

  test(`home page chrome (${locale})`, async ({ page }) => {
    const response = await page.goto(s.home);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", s.lang);
    await expect(page.locator("h1")).toHaveCount(1);

    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: s.homeLabel, exact: true })).toHaveAttribute("href", s.home);

    // Main navigation from the database (the desktop one; the mobile copy is inside a closed <details>).
    const nav = page.getByRole("navigation", { name: s.mainNavigation });
    await expect(nav).toHaveCount(1);
    await expect(nav.getByRole("link", { name: s.aboutUs.name, exact: true })).toHaveAttribute("href", s.aboutUs.href);
    await expect(nav.getByRole("link", { name: s.resources, exact: true })).toBeVisible();

    const cta = page.getByTestId("vodime");
    await expect(cta).toHaveText("vodiMe");
    await expect(cta).toHaveAttribute("href", s.cta);

    const switcher = page.getByRole("navigation", { name: s.language });
    const current = switcher.locator("a[aria-current='true']");
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText(locale.toUpperCase());
    await expect(switcher.getByRole("link")).toHaveText(["EN", "HR"]);

    const footer = page.getByRole("contentinfo");
    for (const [i, title] of s.footerTitles.entries()) {
      const column = footer.getByTestId(`footer-column-${i + 1}`);
      await expect(column.getByRole("heading", { name: title, exact: true })).toBeVisible();
      expect(await column.getByRole("link").count()).toBeGreaterThanOrEqual(3);
    }
    const stores = footer.getByRole("group", { name: s.appStores });
    await expect(stores.locator("a[data-store='apple']")).toHaveAttribute("href", /^https:\/\/apps\.apple\.com\//);
    await expect(stores.locator("a[data-store='google']")).toHaveAttribute("href", /^https:\/\/play\.google\.com\//);
    const social = footer.getByRole("list", { name: s.social }).getByRole("link");
    await expect(social).toHaveCount(4);
    await expect(social.first()).toHaveAttribute("href", "https://www.facebook.com/demoshop");
    const contact = footer.locator("address");
    await expect(contact).toContainText("Demo Shop d.o.o.");
    await expect(contact).toContainText(s.contactAddress);
    await expect(contact.getByRole("link", { name: "shop@example.com" })).toHaveAttribute(
      "href",
      "mailto:shop@example.com",
    );
    await expect(contact.getByRole("link", { name: "+385 1 234 5678" })).toHaveAttribute("href", "tel:+38512345678");
    await expect(footer.getByTestId("copyright")).toHaveText(s.copyright);

    const banner = page.getByTestId("cookie-banner");
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("link", { name: s.privacy.label })).toHaveAttribute("href", s.privacy.href);
    await expect(banner.getByRole("button", { name: s.cookieAccept })).toBeVisible();
  });
}

test("the Resources dropdown has more than 8 children and is wide", async ({ page, javaScriptEnabled }) => {
  await page.goto("/");
  const item = page
    .getByRole("navigation", { name: site.en.mainNavigation })
    .getByRole("listitem")
    .filter({
      has: page.getByRole("link", { name: "Resources", exact: true }),
    });
  const dropdown = item.locator("ul");
  expect(await dropdown.locator("li").count()).toBeGreaterThan(8);
  await expect(dropdown).toHaveAttribute("data-wide", "true");
  // The small "Company" dropdown is not wide.
  const company = page
    .locator("li")
    .filter({ has: page.getByRole("link", { name: "Company", exact: true }) })
    .last();
  await expect(company.locator("ul")).not.toHaveAttribute("data-wide");

  await expect(dropdown).toBeHidden();
  await item.getByRole("link", { name: "Resources", exact: true }).hover();
  await expect(dropdown).toBeVisible();
  await expect(dropdown.getByRole("link", { name: "Community forum" })).toBeVisible();
  if (!javaScriptEnabled) return;
  await expect(item).toHaveAttribute("data-open", "true");
  // Content shown on hover or focus can be dismissed without moving away (WCAG 1.4.13): Escape.
  await page.keyboard.press("Escape");
  await expect(dropdown).toBeHidden();
  await page.mouse.move(600, 600);
  await item.getByRole("link", { name: "Resources", exact: true }).focus();
  await expect(dropdown).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dropdown).toBeHidden();
});

/** Gives the Croatian main menu three more top-level links, as an editor may (admin/navigation). */
async function addTopLevelLinks(page: Page) {
  await page
    .getByRole("navigation", { name: site.hr.mainNavigation })
    .locator(":scope > ul")
    .evaluate((list) => {
      const last = list.lastElementChild!;
      for (const name of ["Poslovni korisnici", "Kako kupovati", "Održivost"]) {
        const copy = last.cloneNode(true) as HTMLElement;
        copy.querySelector("a")!.textContent = name;
        copy.querySelector("ul")?.remove();
        list.append(copy);
      }
    });
}

test("the desktop header holds a longer main menu than the demo's: it wraps, never wider than the screen", async ({
  page,
}) => {
  // An editor may give the main menu more top-level links than the demo's six (admin/navigation):
  // with three more, the bar was wider than the screen at every desktop width.
  for (const width of [1100, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/hr/");
    // Hydration would drop the links added below (they are not in the server's markup).
    await hydrated(page);
    await addTopLevelLinks(page);
    expect(await horizontalOverflow(page), `${width} px`).toBe(0);
    for (const name of ["Održivost", "Košarica"])
      expect(
        await insideViewport(page, page.locator("header").getByRole("link", { name }).first()),
        `${name} at ${width} px`,
      ).toBe(true);
  }
});

for (const signedIn of [false, true]) {
  test(`a seventh top-level link of typical length keeps the desktop header on one row from 1100 px on${signedIn ? ", signed in" : ""}`, async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    test.slow(); // About 70 window widths.
    // Signed in, the account link says more than a guest's ("My account" against "Log in").
    if (signedIn)
      await postLogin(
        page,
        "/login",
        await newCustomer(request, ORIGIN, `header-${javaScriptEnabled ? "js" : "nojs"}`),
      );
    for (const [path, locale, name] of [
      ["/", "en", "Sustainability"],
      ["/hr/", "hr", "Održivost"],
    ] as const) {
      await page.setViewportSize({ width: 1400, height: 800 });
      await page.goto(path);
      // Hydration would drop the link added below (it is not in the server's markup).
      await hydrated(page);
      const header = page.locator("header").first();
      const account = header.getByTestId("account-link");
      await expect(account).toHaveAccessibleName(signedIn ? site[locale].account.mine : site[locale].account.logIn);
      const height = () => header.evaluate((element) => element.getBoundingClientRect().height);
      const list = page.getByRole("navigation", { name: site[locale].mainNavigation }).locator(":scope > ul");
      // The demo's six links: one row.
      const oneRow = await height();
      await list.evaluate((ul, label) => {
        const copy = ul.lastElementChild!.cloneNode(true) as HTMLElement;
        copy.querySelector("a")!.textContent = label;
        for (const sub of copy.querySelectorAll("ul")) sub.remove();
        ul.append(copy);
      }, name);
      // From the desktop width (1100 px, the menu button below it) to 1280 px the bar has the least
      // room; from 1200 px on the bar has the content's width and every label shows.
      for (const width of [1100, 1200, 1280, 1400, 1600]) {
        await page.setViewportSize({ width, height: 800 });
        const tops = await list
          .locator(":scope > li")
          .evaluateAll((items) => items.map((li) => li.getBoundingClientRect().top));
        expect(tops, `${locale} at ${width} px`).toHaveLength(7);
        expect(new Set(tops).size, `${locale} at ${width} px: the links' rows`).toBe(1);
        expect(await height(), `${locale} at ${width} px`).toBe(oneRow);
        // Not by hiding the account link's word: it shows from 1200 px on.
        expect(await account.evaluate((link: HTMLElement) => link.innerText.trim()), `${locale} at ${width} px`).toBe(
          width < 1200 ? "" : signedIn ? site[locale].account.mineShown : site[locale].account.logIn,
        );
      }
      // Never wider than the screen, from the smallest phone up (and either side of the desktop width).
      for (const width of [1099, ...Array.from({ length: 33 }, (_, i) => 320 + i * 40)]) {
        await page.setViewportSize({ width, height: 800 });
        expect(await horizontalOverflow(page), `${locale} at ${width} px`).toBe(0);
      }
    }
  });
}

test("a header grown to two rows keeps focused elements and anchors out from under it", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(
    !javaScriptEnabled,
    "the stylesheet's figure fits the demo's one-row header; the measured one needs the script",
  );
  await page.setViewportSize({ width: 1100, height: 800 });
  await page.goto("/hr/");
  await hydrated(page);
  const header = page.locator("header").first();
  const oneRow = (await header.boundingBox())!.height;
  // An editor's three more top-level links wrap the menu onto a second row (the test above).
  await addTopLevelLinks(page);
  await expect.poll(async () => (await header.boundingBox())!.height).toBeGreaterThan(oneRow + 20);
  const height = (await header.boundingBox())!.height;
  await expect
    .poll(() => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)))
    .toBeGreaterThan(height);
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the hamburger opens the menu with the navigation links", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: site.en.mainNavigation })).toHaveCount(0);
    const details = page.locator("header details").filter({ has: page.getByTestId("menu-toggle") });
    const toggle = page.getByTestId("menu-toggle");
    await expect(toggle).toHaveAccessibleName(site.en.openMenu);
    await toggle.click();
    await expect(details).toHaveAttribute("open", "");
    await expect(toggle).toHaveAccessibleName(site.en.closeMenu);
    const menu = page.getByRole("navigation", { name: site.en.mainNavigation });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "About us", exact: true }).first()).toBeVisible();
    await expect(menu.getByRole("link", { name: "Community forum" })).toBeVisible();
    await expect(page.getByTestId("mobile-menu").getByRole("link", { name: "vodiMe" })).toHaveAttribute(
      "href",
      site.en.cta,
    );
  });
});

const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };

/** The pages a shopper goes through, in one language. */
function shopperPages(locale: SiteLocale): string[] {
  return [
    site[locale].home,
    pagePath("shop", locale),
    pagePath("shop", locale, { slug: facts.categorySlugs.home[locale] }),
    pagePath("product", locale, { slug: locale === "en" ? facts.configurableSlug : facts.configurableSlugHr }),
    `${pagePath("search", locale)}?search=${site[locale].search.word}`,
    pagePath("cart", locale),
    pagePath("login", locale),
    pagePath("register", locale),
  ];
}

/** A line in the cart (through the storefront's cart action, in the browser's cookies), so that the
 * cart page shows its table. */
async function addCartLine(page: Page, locale: SiteLocale) {
  const product = await page.request.get(`/api/v1/product/web/get?slug=${facts.basketSlugEn}`, {
    headers: API_HEADERS,
  });
  const { id } = (await product.json()).data as { id: number };
  const added = await page.request.post(pagePath("cart", locale), {
    form: { intent: "add", productId: String(id), quantity: "1" },
    headers: { accept: "text/html" },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
}

for (const viewport of [phone, desktop]) {
  for (const locale of localeCodes) {
    const s = site[locale];

    test(`at ${viewport.width} px no page is wider than the screen, each has a title and the cookie banner's buttons are in view (${locale})`, async ({
      page,
      javaScriptEnabled,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      await addCartLine(page, locale);
      for (const path of shopperPages(locale)) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        if (javaScriptEnabled) await hydrated(page);
        expect(await horizontalOverflow(page), `${path} is wider than ${viewport.width} px`).toBe(0);
        expect((await page.title()).trim(), `${path} has a title`).not.toBe("");
        const banner = page.getByTestId("cookie-banner");
        for (const name of [s.cookieAccept, s.cookieReject]) {
          expect(
            await insideViewport(page, banner.getByRole("button", { name, exact: true })),
            `${path}: '${name}' is in view`,
          ).toBe(true);
        }
      }
    });
  }
}

// A page without a hero that opens with text or a form: its title starts where that column starts,
// not at the wide container's edge far to its left (the column is centred on a desktop).
test("a page's title lines up with the reading column it opens with", async ({ page }) => {
  await page.setViewportSize(desktop);
  for (const path of ["/privacy-policy", "/contact", "/hr/politika-privatnosti", "/hr/kontakt"]) {
    await page.goto(path);
    const title = await page.getByRole("heading", { level: 1 }).boundingBox();
    const column = await page.locator("main [data-section-type] section > *").first().boundingBox();
    expect(column!.x, `${path}: the column is centred`).toBeGreaterThan(100);
    expect(Math.abs(title!.x - column!.x), `${path}: the title's left edge against the column's`).toBeLessThan(2);
  }
});

test.describe("the open menu at 390 px", () => {
  test.use({ viewport: phone });

  for (const locale of localeCodes) {
    const s = site[locale];

    test(`fills the screen and every link in it, the languages, search, account and cart can be tapped (${locale})`, async ({
      page,
      javaScriptEnabled,
    }) => {
      await page.goto(s.home);
      if (javaScriptEnabled) await hydrated(page);
      await page.getByTestId("menu-toggle").click();
      const panel = page.getByTestId("mobile-menu");
      await expect(panel).toBeVisible();

      const box = (await panel.boundingBox())!;
      expect(box.y + box.height, "it reaches the bottom of the screen").toBeGreaterThanOrEqual(phone.height - 1);
      expect(box.height, "it fills the screen below the header").toBeGreaterThan(phone.height - 100);
      expect(
        await panel.evaluate((el) => el.scrollHeight > el.clientHeight && getComputedStyle(el).overflowY === "auto"),
        "a long menu scrolls",
      ).toBe(true);

      // The desktop's navigation itself (one for both widths, not a copy), every link of it reachable.
      await expect(page.locator(`nav[aria-label="${s.mainNavigation}"]`)).toHaveCount(1);
      const menuLinks = panel.getByRole("navigation", { name: s.mainNavigation }).getByRole("link");
      expect(await menuLinks.count()).toBeGreaterThan(10);
      for (const link of await menuLinks.all())
        expect(await reachable(link), `${await link.textContent()} can be tapped`).toBe(true);

      const languages = panel.getByRole("navigation", { name: s.language }).getByRole("link");
      await expect(languages).toHaveText(["EN", "HR"]);
      for (const link of await languages.all())
        expect(await reachable(link), `language ${await link.textContent()}`).toBe(true);
      expect(await reachable(panel.getByRole("link", { name: "vodiMe" })), "the call to action").toBe(true);

      const search = panel.getByTestId("menu-search");
      expect(await reachable(search.getByRole("searchbox", { name: s.search.label })), "the search field").toBe(true);
      expect(await reachable(search.getByRole("button", { name: s.search.submit })), "the search button").toBe(true);
      expect(await reachable(page.getByTestId("account-link")), "the account link").toBe(true);
      expect(await reachable(page.getByTestId("cart-link")), "the cart link").toBe(true);
      expect(await horizontalOverflow(page)).toBe(0);

      // Its button closes it.
      await page.getByTestId("menu-toggle").click();
      await expect(panel).toBeHidden();
    });
  }

  test("Escape closes the menu and puts the focus back on its button", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "Escape is handled by script");
    await page.goto("/");
    await hydrated(page);
    const toggle = page.getByTestId("menu-toggle");
    await toggle.click();
    const panel = page.getByTestId("mobile-menu");
    await expect(panel).toBeVisible();
    await panel.getByRole("link", { name: "Shop", exact: true }).focus();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAccessibleName(site.en.openMenu);
  });

  test("a search from the menu shows the results", async ({ page }) => {
    await page.goto("/hr/");
    await page.getByTestId("menu-toggle").click();
    const search = page.getByTestId("menu-search");
    await search.getByRole("searchbox", { name: site.hr.search.label }).fill(site.hr.search.word);
    await search.getByRole("button", { name: site.hr.search.submit }).click();
    await expect(page).toHaveURL(`${site.hr.search.path}?search=${site.hr.search.word}`);
    await expect(page.getByTestId("search-results").getByRole("link").first()).toBeVisible();
    await expect(page.getByTestId("mobile-menu")).toBeHidden();
  });
});

for (const viewport of [phone, desktop]) {
  for (const locale of localeCodes) {
    const s = site[locale];

    test(`at ${viewport.width} px the header's search submits to the search page and shows results (${locale})`, async ({
      page,
      javaScriptEnabled,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(pagePath("login", locale));
      if (javaScriptEnabled) await hydrated(page);
      const toggle = page.getByTestId("search-toggle");
      await expect(toggle).toHaveAccessibleName(s.search.open);
      await toggle.click();
      const form = page.getByTestId("header-search");
      const field = form.getByRole("searchbox", { name: s.search.label });
      await expect(field).toBeVisible();
      if (javaScriptEnabled) await expect(field).toBeFocused();
      expect(await reachable(field)).toBe(true);
      await field.fill(s.search.word);
      await form.getByRole("button", { name: s.search.submit }).click();
      await expect(page).toHaveURL(`${s.search.path}?search=${s.search.word}`);
      await expect(page.getByTestId("search-results").getByRole("link").first()).toBeVisible();
    });
  }
}

for (const locale of localeCodes) {
  const s = site[locale];

  test(`the 404 page has a title and a search field (${locale})`, async ({ page }) => {
    const response = await page.goto(locale === "en" ? "/no-such-page" : "/hr/nema-takve-stranice");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(s.notFoundTitle);
    const form = page.getByTestId("error-search");
    await form.getByRole("searchbox", { name: s.search.label }).fill(s.search.word);
    await form.getByRole("button", { name: s.search.submit }).click();
    await expect(page).toHaveURL(`${s.search.path}?search=${s.search.word}`);
    await expect(page.getByTestId("search-results").getByRole("link").first()).toBeVisible();
  });
}

test("pages that fail inside the site still have a title", async ({ page }) => {
  for (const path of ["/product/no-such-product", "/shop/no-such-category", "/profile/orders/no-such-order"]) {
    await page.goto(path);
    expect((await page.title()).trim(), path).not.toBe("");
  }
});

test.describe("the back office", () => {
  function logIn(page: Page, javaScriptEnabled: boolean) {
    return logInAsAdmin(page, "/admin", javaScriptEnabled);
  }

  test("every back-office page has a title, its errors too", async ({ page, javaScriptEnabled }) => {
    await logIn(page, javaScriptEnabled);
    for (const path of [
      "/admin",
      "/admin/consent",
      "/admin/templates",
      "/admin/cache",
      "/hr/admin",
      "/admin/consent/no-such-consent",
    ]) {
      await page.goto(path);
      expect((await page.title()).trim(), path).not.toBe("");
    }
  });

  test("the side menu folds behind a button on a phone and stays open on a desktop", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize(phone);
    await logIn(page, javaScriptEnabled);
    const menu = page.getByTestId("admin-menu");
    const toggle = page.getByTestId("admin-menu-toggle");
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAccessibleName(site.en.openMenu);
    await toggle.click();
    await expect(menu).toBeVisible();
    for (const link of await menu.getByRole("link").all())
      expect(await reachable(link), `${await link.textContent()}`).toBe(true);
    expect(await reachable(page.getByTestId("admin-logout"))).toBe(true);
    await menu.getByRole("link", { name: "Templates" }).click();
    await expect(page).toHaveURL(/\/admin\/templates$/);
    await expect(page.getByTestId("admin-templates")).toBeVisible();
    await expect(menu).toBeHidden();
    expect(await horizontalOverflow(page)).toBe(0);

    await page.setViewportSize(desktop);
    await expect(toggle).toBeHidden();
    await expect(menu).toBeVisible();
  });
});
