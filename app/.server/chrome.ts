import { z } from "zod";
import type { CmsElement, CmsOption, NavigationLink } from "#server/contract";
import { resolveLink } from "#server/contract/links";
import { pagePath, type Locale } from "#server/contract/urls";
import { log } from "#server/log";
import type { CookieConsent } from "../lib/cookie-consent";
import type { ChromeLink, NavItem, SiteChromeData } from "../lib/site-chrome";
import { toImageRef } from "../lib/media";

const link = z.object({ type: z.string(), value: z.string() });
const labelledLink = z.object({ label: z.string(), link });

const headerOptions = z.object({
  ctaLabel: z.string().optional(),
  ctaLink: link.optional(),
  logoAlt: z.string().optional(),
});
const footerOptions = z.object({
  columnTitles: z.array(z.string()).default([]),
  appStores: z.array(z.object({ store: z.enum(["apple", "google"]), url: z.string(), label: z.string() })).default([]),
  infoLinks: z.array(labelledLink).default([]),
  privacyLinks: z.array(labelledLink).default([]),
  socialLinks: z.array(z.object({ network: z.string(), url: z.string(), label: z.string() })).default([]),
  contact: z.object({ company: z.string(), address: z.string(), phone: z.string(), email: z.string() }).optional(),
});
const cookieOptions = z.object({ text: z.string(), linkLabel: z.string(), acceptLabel: z.string() });

/** Reads a static element's options; a malformed one is logged and treated as empty. */
function optionsOf<T extends z.ZodType>(elements: CmsElement[], handler: string, schema: T): z.output<T> | null {
  const element = elements.find((e) => e.handler === handler);
  if (!element) return null;
  const parsed = schema.safeParse(element.options);
  if (!parsed.success) {
    log.error("malformed CMS element", { handler, issues: parsed.error.issues.slice(0, 3) });
    return null;
  }
  return parsed.data;
}

function chromeLink(label: string, target: z.infer<typeof link>, locale: Locale): ChromeLink {
  const resolved = resolveLink(target, locale, log);
  return { label, href: resolved.href, external: resolved.external, rel: resolved.rel, target: resolved.target };
}

/** What a navigation node's anchor renders; `depth` levels of children are kept (the header shows two, the footer one). */
function navItem(node: NavigationLink, depth: number): NavItem {
  const item: NavItem = { id: node.id, name: node.name, href: node.formattedPath };
  if (node.title && node.title !== node.name) item.title = node.title;
  if (node.externalLink) item.external = true;
  if (node.rel) item.rel = node.rel;
  if (node.target) item.target = node.target;
  if (depth > 1 && node.children.length) item.children = node.children.map((child) => navItem(child, depth - 1));
  return item;
}

function externalLink(label: string, url: string): ChromeLink {
  return chromeLink(label, { type: "external", value: url }, "en");
}

function parseChrome(input: {
  locale: Locale;
  elements: CmsElement[];
  navigation: { main: NavigationLink[]; footer: NavigationLink[][] };
  options: CmsOption[];
  cookieConsent: CookieConsent | null;
}): SiteChromeData {
  const { locale, elements, options } = input;
  const option = (key: string) => options.find((o) => o.key === key);
  const header = optionsOf(elements, "header-section", headerOptions);
  const footer = optionsOf(elements, "footer-section", footerOptions);
  const cookie = optionsOf(elements, "cookie-section", cookieOptions);
  const logo = option("Logo")?.media;
  // CookiesNotification (spec section 3) switches the cookie banner off with "false" (or "0"); unset,
  // it shows. CookieNotice "false" has switched it off since before that option was read.
  const off = (value: string | undefined) => value === "false" || value === "0";
  const showCookieNotice = !off(option("CookiesNotification")?.value) && option("CookieNotice")?.value !== "false";
  return {
    locale,
    logo: logo ? toImageRef(logo) : null,
    logoAlt: header?.logoAlt ?? "",
    cta: header?.ctaLabel && header.ctaLink ? chromeLink(header.ctaLabel, header.ctaLink, locale) : null,
    mainNav: input.navigation.main.map((node) => navItem(node, 2)),
    footerColumns: input.navigation.footer.map((links, i) => ({
      title: footer?.columnTitles[i] ?? "",
      links: links.map((node) => navItem(node, 1)),
    })),
    appStores: (footer?.appStores ?? []).map((s) => ({ ...externalLink(s.label, s.url), store: s.store })),
    infoLinks: (footer?.infoLinks ?? []).map((l) => chromeLink(l.label, l.link, locale)),
    privacyLinks: (footer?.privacyLinks ?? []).map((l) => chromeLink(l.label, l.link, locale)),
    socialLinks: (footer?.socialLinks ?? []).map((s) => ({ ...externalLink(s.label, s.url), network: s.network })),
    contact: footer?.contact ?? null,
    copyright: option("CopyrightText")?.value ?? "",
    cookieBanner:
      showCookieNotice && cookie
        ? {
            text: cookie.text,
            linkLabel: cookie.linkLabel,
            acceptLabel: cookie.acceptLabel,
            privacyHref: pagePath("privacyPolicy", locale),
            consent: input.cookieConsent,
          }
        : null,
  };
}

/** Each locale's last chrome, with the platform's answers it was made of (the cookie choice aside). */
const lastChrome = new Map<Locale, { sources: readonly unknown[]; chrome: SiteChromeData }>();

/**
 * `parseChrome`, made again only when the platform's answers change: in process they are the
 * platform's cached objects, the same on every request until a write replaces them, so comparing
 * them one by one tells whether the last chrome of the locale still holds. Over HTTP every answer
 * is new and this is `parseChrome`.
 */
export function siteChrome(input: Parameters<typeof parseChrome>[0]): SiteChromeData {
  const { locale, elements, navigation, options, cookieConsent } = input;
  // Elements and options are told apart by the count between them.
  const sources = [navigation.main, ...navigation.footer, elements.length, ...elements, ...options];
  let last = lastChrome.get(locale);
  if (!last || last.sources.length !== sources.length || last.sources.some((source, i) => source !== sources[i])) {
    last = { sources, chrome: parseChrome({ ...input, cookieConsent: null }) };
    lastChrome.set(locale, last);
  }
  const { chrome } = last;
  return { ...chrome, cookieBanner: chrome.cookieBanner && { ...chrome.cookieBanner, consent: cookieConsent } };
}
