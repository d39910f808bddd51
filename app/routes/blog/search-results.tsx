import { data, Link } from "react-router";
import type { Route } from "./+types/search-results";
import { catalog } from "#server/contract";
import { pagePath } from "#server/contract/urls";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import * as sections from "~/components/cms/sections.css";
import { SUPPORT_PAGE_SIZE } from "~/lib/blog";
import { useTranslation, type TranslationHandle } from "~/lib/i18n";
import { lazyPart } from "~/lib/lazy";
import { askedListPage } from "~/lib/pagination";
import { Highlight } from "~/routes/search/highlight";

// Links below the posts: the page hydrates without waiting for their code (as on the shop's pages).
const Pagination = lazyPart(() => import("~/components/catalog/Pagination").then((m) => m.Pagination));

export const handle: TranslationHandle = { i18n: ["blog", "catalog"] };

/** /search-results?posttype=post&keyword=… (spec section 2): the posts that match, the keyword highlighted. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const query = new URL(request.url).searchParams;
  const keyword = (query.get("keyword") ?? "").trim().slice(0, 200);
  const page = askedListPage(query, catalog.MAX_SEARCH_PAGE);
  if (page === null) throw data(null, { status: 404 });
  const result = keyword
    ? await context
        .get(platformContext)
        .call(catalog.search, { search: keyword, category: "posts", page, limit: SUPPORT_PAGE_SIZE })
    : null;
  return {
    title: tFor(locale)("blog.results.title"),
    keyword,
    page,
    path: pagePath("searchResults", locale),
    support: pagePath("supportHelpdesk", locale),
    totalRecords: result?.totalRecords ?? 0,
    totalPages: result?.totalPages ?? 1,
    hits: (result?.records ?? []).map((r) => ({ id: r.id, title: r.title, url: r.url, excerpt: r.excerpt })),
  };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "" }, { name: "robots", content: "noindex" }];
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { keyword, hits, totalRecords, page, totalPages, path, support } = loaderData;
  return (
    <section className={`${sections.section} ${sections.container}`} data-testid="search-results-page">
      <h1>{t("blog.results.title")}</h1>
      <p data-testid="search-results-count">
        {keyword ? t("blog.results.count", { count: totalRecords, keyword }) : t("blog.results.empty")}
      </p>
      <ul data-testid="search-results">
        {hits.map((hit) => (
          <li key={hit.id} data-testid="search-hit">
            <h2>
              <Link to={hit.url}>{hit.title}</Link>
            </h2>
            {hit.excerpt ? (
              <p>
                <Highlight text={hit.excerpt} query={keyword} />
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        totalPages={totalPages}
        path={path}
        search={`?posttype=post&keyword=${encodeURIComponent(keyword)}`}
      />
      <p>
        <Link to={support}>{t("blog.results.back")}</Link>
      </p>
    </section>
  );
}
