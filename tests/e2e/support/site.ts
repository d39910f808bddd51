/** What the demo seed (server/db/seed/demo.ts, pages.ts) and the locale files put on the page. */
export const year = new Date().getFullYear();

export const site = {
  en: {
    home: "/",
    lang: "en",
    homeLabel: "Home page",
    mainNavigation: "Main navigation",
    openMenu: "Open menu",
    language: "Language",
    aboutUs: { name: "About us", href: "/about-us" },
    resources: "Resources",
    cta: "/shop",
    footerTitles: ["Shop", "Company", "Support", "Legal"],
    contactAddress: "Ilica 1, 10000 Zagreb, Croatia",
    social: "Follow us",
    appStores: "Get the app",
    copyright: `© ${year} Demo Shop. All rights reserved.`,
    cookieAccept: "Accept",
    privacy: { href: "/privacy-policy", label: "Privacy policy", title: "Privacy policy" },
    error: { code: "Error 404", title: "This page could not be found", backHome: "Back to home" },
    maintenance: "Maintenance in progress, we will be with you again soon!",
  },
  hr: {
    home: "/hr/",
    lang: "hr",
    homeLabel: "Početna stranica",
    mainNavigation: "Glavna navigacija",
    openMenu: "Otvori izbornik",
    language: "Jezik",
    aboutUs: { name: "O nama", href: "/hr/o-nama" },
    resources: "Resursi",
    cta: "/hr/shop",
    footerTitles: ["Trgovina", "Tvrtka", "Podrška", "Pravne informacije"],
    contactAddress: "Ilica 1, 10000 Zagreb, Hrvatska",
    social: "Pratite nas",
    appStores: "Preuzmite aplikaciju",
    copyright: `© ${year} Demo Shop. Sva prava pridržana.`,
    cookieAccept: "Prihvaćam",
    privacy: { href: "/hr/politika-privatnosti", label: "Politika privatnosti", title: "Politika privatnosti" },
    error: { code: "Greška 404", title: "Ova stranica nije pronađena", backHome: "Natrag na početnu" },
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
