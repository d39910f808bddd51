/**
 * The demo site: one site in English and Croatian with stores, languages, countries, media, CMS
 * options, static elements, navigation and content pages (docs/content-model.md).
 * Everything is written in one transaction; the image files land on disk first.
 */
import { getConfig } from "../config";
import { mediaSizes, type CheckoutSettings } from "../contract/site";
import type { Locale } from "../contract/urls";
import type { DbOrTx } from "../db";
import { createPost, invalidatePosts } from "../modules/content";
import { importImage } from "../modules/media";
import { invalidateElements, invalidateNavigation, invalidateOptions } from "../modules/cms";
import { invalidateSites, type SiteConfig } from "../modules/site";
import type { Services } from "../services";
import { seedCatalog, topCategories } from "./catalog";
import { seedDemoAccounts } from "../modules/accounts";
import { seedDemoCoupons } from "../modules/cart";
import { demoDeliveryMethods, demoPaymentMethods, seedDemoCheckout } from "../modules/checkout";
import { seedDemoConsents } from "../modules/consents";
import { renderDemoImages, type DemoImageKey } from "./images";
import { demoPages, type DemoMedia } from "./pages";
import { seedDemoBlog } from "./blog";
import { seedDemoContactPage, seedDemoShowroomVisit } from "./forms";
import { seedDemoEvents } from "./events";
import { seedEProductDeliveries } from "./eproducts";
import { countries, languages } from "./reference-data";

const SITE_ID = 1;
const API_KEY_ID = "demo";
const CURRENCY_ID = 1;
const LOCALES: Locale[] = ["en", "hr"];

type Link = { type: "page" | "shop" | "product" | "post" | "external"; value: string };
const page = (slug: string): Link => ({ type: "page", value: slug });

// ---------------------------------------------------------------- site, stores, reference data

async function seedSite(db: DbOrTx): Promise<void> {
  const { publicUrl: url, apiKey } = getConfig();
  const config: SiteConfig = {
    externalURLs: { generatePdf: "" },
    mediaOptions: mediaSizes.map((s) => ({ ...s })),
    domains: [{ name: "Demo Shop", url }],
  };
  await db
    .insertInto("sites")
    .values({
      id: SITE_ID,
      name: "Demo Shop",
      url,
      subdomain: "demo",
      api_key: apiKey,
      api_key_id: API_KEY_ID,
      default_language: "en",
      allowed_language_ids: JSON.stringify([31, 41]),
      config: JSON.stringify(config),
    })
    .execute();

  await db.insertInto("currencies").values({ id: CURRENCY_ID, label: "EUR", symbol: "€" }).execute();

  const checkout: CheckoutSettings = {
    checkoutEnabled: 1,
    guestCheckout: 1,
    mergeItems: 1,
    giftWrap: 0,
    giftMessage: 0,
    socialLogins: 0,
    cartType: 0,
    checkoutType: 0,
    allowedCountries: ["HR", "SI", "AT", "DE", "IT", "HU"],
  };
  await db
    .insertInto("stores")
    .values([
      {
        id: 58,
        site_id: SITE_ID,
        language_code: "en",
        currency_id: CURRENCY_ID,
        loyalty: 1,
        checkout_settings: JSON.stringify(checkout),
      },
      {
        id: 59,
        site_id: SITE_ID,
        language_code: "hr",
        currency_id: CURRENCY_ID,
        loyalty: 1,
        checkout_settings: JSON.stringify(checkout),
      },
    ])
    .execute();

  for (let i = 0; i < languages.length; i += 100) {
    await db
      .insertInto("languages")
      .values(languages.slice(i, i + 100))
      .execute();
  }
  for (let i = 0; i < countries.length; i += 100) {
    await db
      .insertInto("countries")
      .values(countries.slice(i, i + 100).map((c) => ({ iso: c.iso, code: c.code })))
      .execute();
  }
}

// ---------------------------------------------------------------- media

async function seedMedia(services: Services): Promise<DemoMedia> {
  const images = await renderDemoImages();
  const ids = {} as Record<DemoImageKey, number>;
  // One at a time: SQLite transactions run on a single connection.
  for (const key of Object.keys(images) as DemoImageKey[]) {
    ids[key] = await importImage(services, SITE_ID, images[key]);
  }
  return ids;
}

// ---------------------------------------------------------------- CMS options

async function seedOptions(db: DbOrTx, media: DemoMedia): Promise<void> {
  const year = new Date().getFullYear();
  const all = (key: string, value: string, mediaId: number | null = null) => ({
    site_id: SITE_ID,
    key,
    language_code: null as string | null,
    value,
    media_id: mediaId,
  });
  const perLanguage = (key: string, values: Record<Locale, string>) =>
    LOCALES.map((language) => ({
      site_id: SITE_ID,
      key,
      language_code: language as string | null,
      value: values[language],
      media_id: null,
    }));

  const rows = [
    all(
      "ThemeNavigations",
      JSON.stringify([
        { id: "main", title: "Main menu" },
        { id: "footer1", title: "Footer column 1" },
        { id: "footer2", title: "Footer column 2" },
        { id: "footer3", title: "Footer column 3" },
        { id: "footer4", title: "Footer column 4" },
      ]),
    ),
    all("Logo", "", media.logo),
    ...perLanguage("CopyrightText", {
      en: `© ${year} Demo Shop. All rights reserved.`,
      hr: `© ${year} Demo Shop. Sva prava pridržana.`,
    }),
    ...perLanguage("CookieNotice", {
      en: "We use cookies to keep the shop working, remember your cart and understand how the site is used.",
      hr: "Koristimo kolačiće kako bi trgovina ispravno radila, kako bismo zapamtili vašu košaricu i razumjeli kako se stranica koristi.",
    }),
    all("CustomHeader", ""),
    all("CustomFooter", ""),
    all("GoogleAnalyticsId", ""),
    all("AnonymousChat", "false"),
    all("RequireRatingForComment", "false"),
    all("RequireCommentForRating", "false"),
    all("NumberOfStars", "5"),
    all("CanCommentOnBlog", "true"),
    all("AutoGenerateSiteMap", "true"),
    all("RequireAdminPublishing", "false"),
    all("OneUserOneComment", "true"),
    all("UserCanEditComment", "true"),
    all(
      "SiteMapOptions",
      JSON.stringify({
        changefreq: "weekly",
        priority: 0.7,
        homePagePriority: 1,
        include: ["page", "post", "product", "category", "event"],
        exclude: [],
      }),
    ),
    all("CmsVersion", "1.12.191"),
    all("WwwPolicy", "non-www"),
    all("DefaultProductTemplate", ""),
    all("PasswordProtection", "false"),
    all("HomePageSlug", "home-page"),
    all("SendEmailTo", "shop@example.com"),
    all("SendGdprTo", "privacy@example.com"),
    all("DefaultLanguage", "en"),
    all("AllowedLanguages", JSON.stringify([31, 41])),
    all("RegistrationEmailTemplate", "registration-confirmation"),
    all("PasswordResetEmailTemplate", "password-reset"),
    all("CookiesNotification", "true"),
    all("OnSiteRequireRatingForComment", "false"),
    all("OnSiteRequireCommentForRating", "false"),
    all("OnSiteOneUserOneComment", "true"),
    all("ReleaseProjectId", "demo-storefront"),
    all("MaintenanceMode", "false"),
  ];
  await db.insertInto("cms_options").values(rows).execute();
}

// ---------------------------------------------------------------- static elements

interface ElementTexts {
  header: { ctaLink: Link; logoAlt: string };
  footer: {
    columnTitles: [string, string, string, string];
    appStoreLabels: { apple: string; google: string };
    infoLinks: { label: string; link: Link }[];
    privacyLinks: { label: string; link: Link }[];
    socialLabel: (network: string) => string;
    address: string;
  };
  cookie: { text: string; linkLabel: string; acceptLabel: string };
  titles: { header: string; footer: string; cookie: string };
}

const elementTexts: Record<Locale, ElementTexts> = {
  en: {
    // The 'vodiMe' button takes a shopper to the shop.
    header: { ctaLink: { type: "shop", value: "" }, logoAlt: "Demo Shop" },
    footer: {
      columnTitles: ["Shop", "Company", "Support", "Legal"],
      appStoreLabels: { apple: "Download on the App Store", google: "Get it on Google Play" },
      infoLinks: [
        { label: "About us", link: page("about-us") },
        { label: "Support", link: page("support-helpdesk") },
      ],
      privacyLinks: [{ label: "Privacy policy", link: page("privacy-policy") }],
      socialLabel: (network) => `Demo Shop on ${network}`,
      address: "Ilica 1, 10000 Zagreb, Croatia",
    },
    cookie: {
      text: "We use cookies to keep the shop working, remember your cart and understand how the site is used. By clicking Accept you agree to the use of cookies as described in our privacy policy.",
      linkLabel: "Privacy policy",
      acceptLabel: "Accept",
    },
    titles: { header: "Header", footer: "Footer", cookie: "Cookie notice" },
  },
  hr: {
    header: { ctaLink: { type: "shop", value: "" }, logoAlt: "Demo Shop" },
    footer: {
      columnTitles: ["Trgovina", "Tvrtka", "Podrška", "Pravne informacije"],
      appStoreLabels: { apple: "Preuzmite na App Storeu", google: "Nabavite na Google Playu" },
      infoLinks: [
        { label: "O nama", link: page("o-nama") },
        { label: "Tehnička podrška", link: page("tehnicka-podrska") },
      ],
      privacyLinks: [{ label: "Politika privatnosti", link: page("politika-privatnosti") }],
      socialLabel: (network) => `Demo Shop na mreži ${network}`,
      address: "Ilica 1, 10000 Zagreb, Hrvatska",
    },
    cookie: {
      text: "Koristimo kolačiće kako bi trgovina ispravno radila, kako bismo zapamtili vašu košaricu i razumjeli kako se stranica koristi. Klikom na Prihvaćam pristajete na korištenje kolačića kako je opisano u našoj politici privatnosti.",
      linkLabel: "Politika privatnosti",
      acceptLabel: "Prihvaćam",
    },
    titles: { header: "Zaglavlje", footer: "Podnožje", cookie: "Obavijest o kolačićima" },
  },
};

async function seedElements(db: DbOrTx): Promise<void> {
  const now = new Date().toISOString();
  const socialNetworks = [
    { network: "facebook", name: "Facebook", url: "https://www.facebook.com/demoshop" },
    { network: "instagram", name: "Instagram", url: "https://www.instagram.com/demoshop" },
    { network: "linkedin", name: "LinkedIn", url: "https://www.linkedin.com/company/demoshop" },
    { network: "youtube", name: "YouTube", url: "https://www.youtube.com/@demoshop" },
  ] as const;
  const element = (language: Locale, handler: string, title: string, options: Record<string, unknown>) => ({
    site_id: SITE_ID,
    handler,
    title,
    type: "static-element",
    language_code: language,
    slug: handler,
    meta: "{}",
    mobile_meta: "{}",
    options: JSON.stringify(options),
    mobile_options: "{}",
    parts: "[]",
    created_at: now,
    updated_at: now,
  });
  const rows = LOCALES.flatMap((language) => {
    const t = elementTexts[language];
    return [
      // "vodiMe" is the brand's name for the button, the same in every language.
      element(language, "header-section", t.titles.header, {
        ctaLabel: "vodiMe",
        ctaLink: t.header.ctaLink,
        logoAlt: t.header.logoAlt,
      }),
      element(language, "footer-section", t.titles.footer, {
        columnTitles: t.footer.columnTitles,
        appStores: [
          { store: "apple", url: "https://apps.apple.com/app/id0000000000", label: t.footer.appStoreLabels.apple },
          {
            store: "google",
            url: "https://play.google.com/store/apps/details?id=com.example.demoshop",
            label: t.footer.appStoreLabels.google,
          },
        ],
        infoLinks: t.footer.infoLinks,
        privacyLinks: t.footer.privacyLinks,
        socialLinks: socialNetworks.map((s) => ({
          network: s.network,
          url: s.url,
          label: t.footer.socialLabel(s.name),
        })),
        contact: {
          company: "Demo Shop d.o.o.",
          address: t.footer.address,
          phone: "+385 1 234 5678",
          email: "shop@example.com",
        },
      }),
      element(language, "cookie-section", t.titles.cookie, t.cookie),
    ];
  });
  await db.insertInto("cms_elements").values(rows).execute();
}

// ---------------------------------------------------------------- navigation

interface NavNode {
  name: string;
  title?: string;
  link: Link;
  children?: NavNode[];
}

const internal = (name: string, slug: string, children?: NavNode[]): NavNode => ({ name, link: page(slug), children });
const external = (name: string, url: string): NavNode => ({ name, link: { type: "external", value: url } });
const shopLink = (name: string, slug = "", children?: NavNode[]): NavNode => ({
  name,
  link: { type: "shop", value: slug },
  children,
});
/** The shop with its top-level categories beneath it. */
const shopMenu = (name: string, locale: Locale): NavNode =>
  shopLink(
    name,
    "",
    topCategories.map((c) => shopLink(c[locale].name, c[locale].slug)),
  );

const navigation: Record<Locale, Record<"main" | "footer1" | "footer2" | "footer3" | "footer4", NavNode[]>> = {
  en: {
    main: [
      internal("Home", "home-page"),
      shopMenu("Shop", "en"),
      internal("About us", "about-us"),
      internal("Support", "support-helpdesk"),
      internal("Resources", "support-helpdesk", [
        internal("Getting started", "try-for-free"),
        internal("Help desk", "support-helpdesk"),
        external("Documentation", "https://example.com/docs"),
        external("API reference", "https://example.com/docs/api"),
        external("Guides & tutorials", "https://example.com/guides"),
        external("Release notes", "https://example.com/changelog"),
        external("Service status", "https://status.example.com"),
        internal("Privacy & data", "privacy-policy"),
        internal("Our story", "about-us"),
        external("Community forum", "https://example.com/community"),
      ]),
      internal("Company", "about-us", [
        internal("About us", "about-us"),
        internal("Privacy policy", "privacy-policy"),
        external("Careers", "https://example.com/careers"),
      ]),
    ],
    footer1: [shopLink("All products"), internal("Try for free", "try-for-free"), internal("Home", "home-page")],
    footer2: [
      internal("About us", "about-us"),
      // The events page (server/seed/events.ts).
      internal("Events", "events"),
      // The blog (server/seed/blog.ts), at its fixed path in each language.
      internal("Blog", "blog"),
      internal("Contact", "contact"),
      external("Careers", "https://example.com/careers"),
      external("Press", "https://example.com/press"),
    ],
    footer3: [
      internal("Help desk", "support-helpdesk"),
      external("Documentation", "https://example.com/docs"),
      external("Service status", "https://status.example.com"),
      internal("Free trial", "try-for-free"),
    ],
    footer4: [
      internal("Privacy policy", "privacy-policy"),
      external("Terms of service", "https://example.com/terms"),
      // The privacy policy with the cookie banner open again (COOKIE_SETTINGS_PARAM in app/components/layout/consent.ts).
      internal("Cookie settings", "privacy-policy?cookie-settings"),
    ],
  },
  hr: {
    main: [
      // The home page link keeps the HomePageSlug so it resolves to /hr/ rather than /hr/pocetna.
      internal("Početna", "home-page"),
      shopMenu("Trgovina", "hr"),
      internal("O nama", "o-nama"),
      internal("Podrška", "tehnicka-podrska"),
      internal("Resursi", "tehnicka-podrska", [
        internal("Prvi koraci", "isprobajte-besplatno"),
        internal("Centar za pomoć", "tehnicka-podrska"),
        external("Dokumentacija", "https://example.com/docs"),
        external("API referenca", "https://example.com/docs/api"),
        external("Vodiči i upute", "https://example.com/guides"),
        external("Bilješke o izdanjima", "https://example.com/changelog"),
        external("Status usluge", "https://status.example.com"),
        internal("Privatnost i podaci", "politika-privatnosti"),
        internal("Naša priča", "o-nama"),
        external("Forum zajednice", "https://example.com/community"),
      ]),
      internal("Tvrtka", "o-nama", [
        internal("O nama", "o-nama"),
        internal("Politika privatnosti", "politika-privatnosti"),
        external("Karijere", "https://example.com/careers"),
      ]),
    ],
    footer1: [
      shopLink("Svi proizvodi"),
      internal("Isprobajte besplatno", "isprobajte-besplatno"),
      internal("Početna", "home-page"),
    ],
    footer2: [
      internal("O nama", "o-nama"),
      internal("Događaji", "dogadjaji"),
      internal("Blog", "objave"),
      internal("Kontakt", "kontakt"),
      external("Karijere", "https://example.com/careers"),
      external("Za medije", "https://example.com/press"),
    ],
    footer3: [
      internal("Centar za pomoć", "tehnicka-podrska"),
      external("Dokumentacija", "https://example.com/docs"),
      external("Status usluge", "https://status.example.com"),
      internal("Besplatno probno razdoblje", "isprobajte-besplatno"),
    ],
    footer4: [
      internal("Politika privatnosti", "politika-privatnosti"),
      external("Uvjeti korištenja", "https://example.com/terms"),
      internal("Postavke kolačića", "politika-privatnosti?cookie-settings"),
    ],
  },
};

async function insertNodes(
  db: DbOrTx,
  tree: string,
  language: Locale,
  nodes: NavNode[],
  parentId: number | null,
): Promise<void> {
  for (const [position, node] of nodes.entries()) {
    const isExternal = node.link.type === "external";
    const { id } = await db
      .insertInto("navigation_links")
      .values({
        site_id: SITE_ID,
        tree,
        language_code: language,
        parent_id: parentId,
        position,
        name: node.name,
        title: node.title ?? node.name,
        link_type: node.link.type,
        link_value: node.link.value,
        rel: isExternal ? "nofollow" : "dofollow",
        target: isExternal ? "_blank" : "",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (node.children?.length) await insertNodes(db, tree, language, node.children, id);
  }
}

async function seedNavigation(db: DbOrTx): Promise<void> {
  for (const language of LOCALES) {
    for (const [tree, nodes] of Object.entries(navigation[language])) {
      await insertNodes(db, tree, language, nodes, null);
    }
  }
}

// ---------------------------------------------------------------- pages

async function seedPages(db: DbOrTx, services: Services, media: DemoMedia): Promise<void> {
  for (const { en, hr } of demoPages(media, API_KEY_ID)) {
    const originalId = await createPost(db, services, SITE_ID, { ...en, type: "page", languageCode: "en" });
    if (hr)
      await createPost(db, services, SITE_ID, { ...hr, type: "page", languageCode: "hr", translationOf: originalId });
  }
}

// ---------------------------------------------------------------- entry point

/** Fills an empty database with the demo site. */
export async function seedDemo(services: Services): Promise<void> {
  await services.db.transaction().execute(async (trx) => {
    // importImage writes through services.db, so it gets the transaction too.
    const scoped: Services = { ...services, db: trx };
    await seedSite(trx);
    const media = await seedMedia(scoped);
    await seedOptions(trx, media);
    await seedElements(trx);
    await seedNavigation(trx);
    await seedPages(trx, scoped, media);
    await seedCatalog(scoped, trx);
    await seedEProductDeliveries(scoped, trx, SITE_ID);
    // The methods first: the demo customer's past order was delivered and paid with two of them.
    await seedDemoCheckout(trx, SITE_ID);
    await seedDemoAccounts(scoped, trx, {
      delivery: demoDeliveryMethods.courier.code,
      payment: demoPaymentMethods.onDelivery,
    });
    await seedDemoCoupons(trx, SITE_ID);
    await seedDemoConsents(trx, SITE_ID);
    await seedDemoEvents(scoped, trx, SITE_ID, media);
    await seedDemoBlog(scoped, trx, SITE_ID, API_KEY_ID, media);
    await seedDemoContactPage(scoped, trx, SITE_ID);
    await seedDemoShowroomVisit(scoped, trx, SITE_ID);
  });
  invalidateSites(services);
  invalidateElements(services);
  invalidateNavigation(services);
  invalidateOptions(services);
  invalidatePosts(services);
}
