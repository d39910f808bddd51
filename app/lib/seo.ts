import type { MetaDescriptor } from "react-router";
import { localeFromPath, type Locale } from "#server/contract/urls";
import type { Alternates } from "./alternates";

/** A route's matches as its meta function gets them. */
type Matches = readonly ({ id: string; data?: unknown } | undefined)[];

/** The site's name, as the storefront layout (routes/layout/main.tsx) read it; none outside it. */
export function siteNameOf(matches: Matches | undefined): string | undefined {
  const layout = matches?.find((m) => m?.id === "layout:main")?.data as { siteName?: string } | undefined;
  return layout?.siteName || undefined;
}

/**
 * The one rule of every storefront page's <title>: "<page> | <site>". A title that already names the
 * site, alone, before a dash or bar (the home page's) or after one (a product's or page's meta title may),
 * stays as it is; a page whose own name merely begins with the site's still gets the suffix.
 */
export function pageTitle(title: string, matches: Matches | undefined): string {
  const site = siteNameOf(matches);
  if (!site) return title;
  if (!title) return site;
  const namesSite =
    title === site ||
    [" – ", " - ", " | "].some((dash) => title.startsWith(site + dash) || title.endsWith(dash + site));
  if (namesSite) return title;
  return `${title} | ${site}`;
}

/** A private page (the account's, the cart, checkout): its translated title (pageTitle's rule) and
 * description, never indexed; its links may be followed. Nothing without the page's data. */
export function privatePageMeta({
  data,
  matches,
}: {
  data?: { title: string; description?: string } | undefined;
  matches: Matches | undefined;
}): MetaDescriptor[] {
  if (!data) return [];
  return [
    { title: pageTitle(data.title, matches) },
    ...(data.description ? [{ name: "description", content: data.description }] : []),
    { name: "robots", content: "noindex, follow" },
  ];
}

/** Open Graph's locales of the site's languages. */
const ogLocales: Record<Locale, string> = { en: "en_US", hr: "hr_HR" };

/**
 * Title (pageTitle's rule), description, canonical URL, Open Graph (type, locale) and hreflang
 * alternates (with x-default to English). A list's later page (`?page=2`) has no alternates: the
 * other language's list may be shorter, so no page of it is this one's equal.
 */
export function seoMeta(input: {
  title: string;
  description?: string;
  origin: string;
  path: string;
  alternates?: Alternates;
  matches: Matches;
  /** Open Graph's type: a blog post is an article, a product a product; anything else a website. */
  type?: "website" | "article" | "product";
}): MetaDescriptor[] {
  const title = pageTitle(input.title, input.matches);
  const tags: MetaDescriptor[] = [{ title }];
  if (input.description) tags.push({ name: "description", content: input.description });
  tags.push({ tagName: "link", rel: "canonical", href: input.origin + input.path });
  // Open Graph keeps the page's own title and names the site apart (og:site_name).
  tags.push({ property: "og:title", content: input.title || title });
  const site = siteNameOf(input.matches);
  if (site) tags.push({ property: "og:site_name", content: site });
  tags.push({ property: "og:url", content: input.origin + input.path });
  tags.push({ property: "og:type", content: input.type ?? "website" });
  const locale = localeFromPath(input.path);
  tags.push({ property: "og:locale", content: ogLocales[locale] });
  if (input.description) tags.push({ property: "og:description", content: input.description });
  const laterPage = Number(new URL(input.path, input.origin).searchParams.get("page") ?? 1) > 1;
  const alternates = laterPage ? [] : (Object.entries(input.alternates ?? {}) as [Locale, string][]);
  for (const [lang, path] of alternates) {
    tags.push({ tagName: "link", rel: "alternate", hrefLang: lang, href: input.origin + path });
    if (lang !== locale) tags.push({ property: "og:locale:alternate", content: ogLocales[lang] });
  }
  const english = laterPage ? undefined : input.alternates?.en;
  if (english) tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: input.origin + english });
  return tags;
}
