import { cms } from "#server/contract";
import type { Post } from "#server/contract";
import type { Route } from "./+types/sitemap";
import { localeContext, platformContext } from "~/.server/context";
import { config } from "~/.server/config";

const PAGE_SIZE = 1000;

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );
}

/** /sitemap.xml and /hr/sitemap.xml: every published page of the locale with its hreflang alternates. */
export async function loader({ context }: Route.LoaderArgs) {
  const api = context.get(platformContext);
  const locale = context.get(localeContext);
  // PUBLIC_URL, never the request's Host: this answer is cached for an hour.
  const origin = config.publicUrl;
  const pages: Post[] = [];
  for (let page = 1; ; page++) {
    const result = await api.call(cms.postFilterStandard, {
      display: "components",
      limit: PAGE_SIZE,
      page,
      sort: { field: "id", direction: "asc" },
    });
    pages.push(...result.records);
    if (page >= result.totalPages) break;
  }
  const urls = pages.map((p) => {
    const alternates = p.translations
      .map((t) => `    <xhtml:link rel="alternate" hreflang="${t.languageCode}" href="${escapeXml(origin + t.url)}"/>`)
      .join("\n");
    const fallback = p.translations.find((t) => t.languageCode === "en");
    const xDefault = fallback
      ? `\n    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + fallback.url)}"/>`
      : "";
    return `  <url>\n    <loc>${escapeXml(origin + p.url)}</loc>\n    <lastmod>${p.updated_at.slice(0, 10)}</lastmod>\n${alternates}${xDefault}\n  </url>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      "Content-Language": locale,
    },
  });
}
