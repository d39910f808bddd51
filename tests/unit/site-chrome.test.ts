/**
 * The site chrome's memo (app/.server/chrome.ts `siteChrome`): made once per locale while the
 * platform's answers are the same objects, made again as soon as one of them is another (a write
 * replaced it in the platform's cache), and the visitor's cookie choice always their own.
 */
import { describe, expect, it } from "vitest";
import type { CmsElement, CmsOption, NavigationLink } from "#server/contract";
import { siteChrome } from "~/.server/chrome";

const link = (id: number, name: string): NavigationLink => ({
  id,
  name,
  title: name,
  link: { type: "external", value: "https://example.com" },
  formattedPath: `/${name.toLowerCase()}`,
  externalLink: false,
  rel: "",
  target: "",
  children: [],
});

const cookieSection: CmsElement = {
  id: 1,
  title: "Cookies",
  handler: "cookie-section",
  type: "static",
  language_code: "en",
  slug: "cookies",
  meta: {},
  mobileMeta: {},
  options: { text: "We use cookies.", linkLabel: "Privacy", acceptLabel: "Accept" },
  mobileOptions: {},
  parts: [],
  created_at: "2026-01-01T00:00:00.000Z",
} as CmsElement;

const copyright = (value: string) => ({ id: 1, key: "CopyrightText", value, media: null }) as CmsOption;

function answers() {
  return {
    elements: [cookieSection],
    navigation: { main: [link(1, "Shop")], footer: [[link(2, "About")], [], [], []] },
    options: [copyright("© Demo")],
  };
}

describe("siteChrome", () => {
  it("is made again only when an answer is another object, and carries each visitor's consent", () => {
    const same = answers();
    const first = siteChrome({ locale: "en", ...same, cookieConsent: null });
    const again = siteChrome({ locale: "en", ...same, cookieConsent: "accepted" });
    expect(again.mainNav).toBe(first.mainNav);
    expect(first.cookieBanner?.consent).toBeNull();
    expect(again.cookieBanner?.consent).toBe("accepted");
    expect(first.cookieBanner?.consent).toBeNull();

    const renamed = { ...same, navigation: { ...same.navigation, main: [link(1, "Store")] } };
    const changed = siteChrome({ locale: "en", ...renamed, cookieConsent: null });
    expect(changed.mainNav.map((item) => item.name)).toEqual(["Store"]);

    const newOption = siteChrome({ locale: "en", ...renamed, options: [copyright("© New")], cookieConsent: null });
    expect(newOption.copyright).toBe("© New");
  });

  it("keeps each locale's chrome apart", () => {
    const en = answers();
    const hr = answers();
    hr.navigation.main = [link(1, "Trgovina")];
    expect(siteChrome({ locale: "en", ...en, cookieConsent: null }).mainNav[0]?.name).toBe("Shop");
    expect(siteChrome({ locale: "hr", ...hr, cookieConsent: null }).mainNav[0]?.name).toBe("Trgovina");
    expect(siteChrome({ locale: "en", ...en, cookieConsent: null }).mainNav[0]?.name).toBe("Shop");
  });

  it("shows no cookie banner when the CookiesNotification option is off, and shows it when on or unset", () => {
    const option = (value: string) => ({ id: 2, key: "CookiesNotification", value, media: null }) as CmsOption;
    const banner = (options: CmsOption[]) =>
      siteChrome({ locale: "en", ...answers(), options, cookieConsent: null }).cookieBanner;
    expect(banner([copyright("© Demo"), option("false")])).toBeNull();
    expect(banner([copyright("© Demo"), option("0")])).toBeNull();
    expect(banner([copyright("© Demo"), option("true")])?.text).toBe("We use cookies.");
    expect(banner([copyright("© Demo")])?.text).toBe("We use cookies.");
  });
});
