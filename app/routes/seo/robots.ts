import { localePrefix, locales } from "#server/contract/urls";
import type { Route } from "./+types/robots";
import { config } from "~/.server/config";
import { platformContext } from "~/.server/context";
import { seoOptions } from "~/.server/seo-options";

/**
 * /robots.txt: everything public may be crawled, the back office and form endpoints not; the
 * sitemaps, while AutoGenerateSiteMap writes them, are named by absolute URLs on PUBLIC_URL (a
 * relative Sitemap line is invalid). A site behind its password (PasswordProtection) is crawled
 * not at all.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const seo = await seoOptions(context.get(platformContext));
  const lines = seo.protected
    ? ["User-agent: *", "Disallow: /"]
    : [
        "User-agent: *",
        "Allow: /",
        ...locales.map((locale) => `Disallow: ${localePrefix(locale)}/admin`),
        "Disallow: /_actions/",
        ...(seo.sitemaps
          ? ["", ...locales.map((locale) => `Sitemap: ${config.publicUrl}${localePrefix(locale)}/sitemap.xml`)]
          : []),
      ];
  return new Response(`${lines.join("\n")}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
