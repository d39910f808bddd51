import { sitemap } from "#server/contract";
import type { Route } from "./+types/sitemap";
import { localeContext, platformContext } from "~/.server/context";
import { config } from "~/.server/config";
import { seoOptions } from "~/.server/seo-options";
import { sitemapResponse } from "~/lib/sitemap";

/**
 * /sitemap.xml and /hr/sitemap.xml (a urlset, or an index above 50,000 URLs) and their parts
 * (?part=products-2), as SiteMapOptions says; 404 with AutoGenerateSiteMap off or the site behind
 * its password (docs/decisions/0059-custom-code.md).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(platformContext);
  const seo = await seoOptions(api);
  if (!seo.sitemaps) throw new Response(null, { status: 404 });
  const response = await sitemapResponse(
    {
      counts: (partSize) => api.call(sitemap.counts, { partSize }),
      entries: (kind, afterId, limit) => api.call(sitemap.entries, { kind, afterId, limit }),
    },
    // PUBLIC_URL, never the request's Host: this answer is cached for an hour.
    {
      origin: config.publicUrl,
      locale: context.get(localeContext),
      part: new URL(request.url).searchParams.get("part"),
      sitemapOptions: seo.sitemapOptions,
    },
  );
  if (!response) throw new Response(null, { status: 404 });
  return response;
}
