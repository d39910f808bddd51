import { localePrefix, locales } from "#server/contract/urls";
import { config } from "~/.server/config";

/**
 * /robots.txt: everything public may be crawled, the back office and form endpoints not; the
 * sitemaps are named by absolute URLs on PUBLIC_URL (a relative Sitemap line is invalid).
 */
export function loader() {
  const lines = [
    "User-agent: *",
    "Allow: /",
    ...locales.map((locale) => `Disallow: ${localePrefix(locale)}/admin`),
    "Disallow: /_actions/",
    "",
    ...locales.map((locale) => `Sitemap: ${config.publicUrl}${localePrefix(locale)}/sitemap.xml`),
  ];
  return new Response(`${lines.join("\n")}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
