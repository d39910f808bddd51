import { expect, test } from "@playwright/test";
import { localeCodes, site } from "./support/site";

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
    await expect(contact.getByRole("link", { name: "shop@example.com" })).toHaveAttribute("href", "mailto:shop@example.com");
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
  const item = page.getByRole("navigation", { name: site.en.mainNavigation }).getByRole("listitem").filter({
    has: page.getByRole("link", { name: "Resources", exact: true }),
  });
  const dropdown = item.locator("ul");
  expect(await dropdown.locator("li").count()).toBeGreaterThan(8);
  await expect(dropdown).toHaveAttribute("data-wide", "true");
  // The small "Company" dropdown is not wide.
  const company = page.locator("li").filter({ has: page.getByRole("link", { name: "Company", exact: true }) }).last();
  await expect(company.locator("ul")).not.toHaveAttribute("data-wide");

  await expect(dropdown).toBeHidden();
  await item.getByRole("link", { name: "Resources", exact: true }).hover();
  await expect(dropdown).toBeVisible();
  await expect(dropdown.getByRole("link", { name: "Community forum" })).toBeVisible();
  if (javaScriptEnabled) await expect(item).toHaveAttribute("data-open", "true");
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the hamburger opens the menu with the navigation links", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: site.en.mainNavigation })).toHaveCount(0);
    const details = page.locator("header details");
    const toggle = details.locator("summary");
    await expect(toggle).toHaveAttribute("aria-label", site.en.openMenu);
    await toggle.click();
    await expect(details).toHaveAttribute("open", "");
    const menu = page.getByRole("navigation", { name: site.en.mainNavigation });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "About us", exact: true }).first()).toBeVisible();
    await expect(menu.getByRole("link", { name: "Community forum" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "vodiMe" })).toHaveAttribute("href", site.en.cta);
  });
});
