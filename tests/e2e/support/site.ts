import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

/** What the demo seed (server/seed/demo.ts, pages.ts) and the locale files put on the page. */
export const year = new Date().getFullYear();

export const site = {
  en: {
    home: "/",
    lang: "en",
    homeLabel: "Demo Shop, home page",
    mainNavigation: "Main navigation",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    language: "Language",
    aboutUs: { name: "About us", href: "/about-us" },
    resources: "Resources",
    cta: "/shop",
    account: { logIn: "Log in", mine: "My account", mineShown: "Account" },
    footerTitles: ["Shop", "Company", "Support", "Legal"],
    contactAddress: "Ilica 1, 10000 Zagreb, Croatia",
    social: "Follow us",
    appStores: "Get the app",
    copyright: `© ${year} Demo Shop. All rights reserved.`,
    cookieAccept: "Accept",
    cookieReject: "Reject",
    cookieSettings: { label: "Cookie settings", href: "/privacy-policy?cookie-settings" },
    cookieChoice: {
      accepted: "You have accepted non-essential cookies. You can change your choice at any time.",
      rejected: "You have rejected non-essential cookies. You can change your choice at any time.",
    },
    search: { path: "/search", label: "Search the site", submit: "Search", open: "Open search", word: "tee" },
    privacy: { href: "/privacy-policy", label: "Privacy policy", title: "Privacy policy" },
    error: { code: "Error 404", title: "This page could not be found", backHome: "Back to home" },
    notFoundTitle: "Error 404 – This page could not be found",
    maintenance: "Maintenance in progress, we will be with you again soon!",
  },
  hr: {
    home: "/hr/",
    lang: "hr",
    homeLabel: "Demo Shop, početna stranica",
    mainNavigation: "Glavna navigacija",
    openMenu: "Otvori izbornik",
    closeMenu: "Zatvori izbornik",
    language: "Jezik",
    aboutUs: { name: "O nama", href: "/hr/o-nama" },
    resources: "Resursi",
    cta: "/hr/shop",
    account: { logIn: "Prijava", mine: "Moj račun", mineShown: "Moj račun" },
    footerTitles: ["Trgovina", "Tvrtka", "Podrška", "Pravne informacije"],
    contactAddress: "Ilica 1, 10000 Zagreb, Hrvatska",
    social: "Pratite nas",
    appStores: "Preuzmite aplikaciju",
    copyright: `© ${year} Demo Shop. Sva prava pridržana.`,
    cookieAccept: "Prihvaćam",
    cookieReject: "Odbijam",
    cookieSettings: { label: "Postavke kolačića", href: "/hr/politika-privatnosti?cookie-settings" },
    cookieChoice: {
      accepted: "Prihvatili ste neobavezne kolačiće. Svoj izbor možete promijeniti u bilo kojem trenutku.",
      rejected: "Odbili ste neobavezne kolačiće. Svoj izbor možete promijeniti u bilo kojem trenutku.",
    },
    search: {
      path: "/hr/pretraga",
      label: "Pretražite stranicu",
      submit: "Traži",
      open: "Otvori pretragu",
      word: "majica",
    },
    privacy: { href: "/hr/politika-privatnosti", label: "Politika privatnosti", title: "Politika privatnosti" },
    error: { code: "Greška 404", title: "Ova stranica nije pronađena", backHome: "Natrag na početnu" },
    notFoundTitle: "Greška 404 – Ova stranica nije pronađena",
    maintenance: "Održavanje u toku, biti ćemo s Vama uskoro!",
  },
} as const;

export type SiteLocale = keyof typeof site;
export const localeCodes = Object.keys(site) as SiteLocale[];

/** The value inside a react-router signed cookie: `base64(JSON).signature`, URL-encoded. */
export function signedCookieValue(raw: string): unknown {
  const payload = decodeURIComponent(raw).split(".")[0];
  return JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
}

/** How much wider than the window the page is (0 when it fits). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Whether a tap at the element's centre reaches it, once scrolled into view: it has a size and
 * nothing (a panel, a banner) lies on top of it. Works with JavaScript off too. `pageScrollOnly`
 * scrolls the window alone: what a box that scrolls (a table's) hides inside it is out of reach. */
export function reachable(locator: Locator, { pageScrollOnly = false } = {}): Promise<boolean> {
  return locator.evaluate((element, pageOnly) => {
    // "instant": the page scrolls smoothly by CSS, and the check must see where the element ends up.
    if (pageOnly) {
      const top = element.getBoundingClientRect().top;
      window.scrollBy({ top: top - window.innerHeight / 2, behavior: "instant" });
    } else element.scrollIntoView({ block: "center", behavior: "instant" });
    const box = element.getBoundingClientRect();
    if (!box.width || !box.height) return false;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  }, pageScrollOnly);
}

/** Whether the element lies wholly inside the window. */
export async function insideViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;
}

/** Each address asked (path and query) answers 301 to its own, with the same path and query. */
export async function expectMovedForGood(request: APIRequestContext, moves: [asked: string, own: string][]) {
  for (const [asked, own] of moves) {
    const answer = await request.get(asked, { maxRedirects: 0 });
    expect(answer.status(), asked).toBe(301);
    const to = new URL(answer.headers().location, "http://x");
    expect(to.pathname + to.search, asked).toBe(own);
  }
}
