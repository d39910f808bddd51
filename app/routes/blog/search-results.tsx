import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/search-results";
import { catalog, cms } from "#server/contract";
import { pagePath } from "#server/contract/urls";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import * as sections from "~/components/cms/sections.css";
import { PostCard } from "~/components/blog/PostCard";
import * as css from "~/components/blog/blog.css";
import { PostSearchForm } from "~/components/blog/PostSearchForm";
import * as support from "~/components/blog/support.css";
import { SUPPORT_PAGE_SIZE, toPostCard } from "~/lib/blog";
import { useTranslation, type TranslationHandle } from "~/lib/i18n";
import { lazyPart } from "~/lib/lazy";
import { askedListPage, clampPage, pageSearch } from "~/lib/pagination";
import { Highlight } from "~/routes/search/highlight";
import { pageTitle } from "~/lib/seo";

// Links below the posts: the page hydrates without waiting for their code (as on the shop's pages).
const Pagination = lazyPart(() => import("~/components/catalog/Pagination").then((m) => m.Pagination));

export const handle: TranslationHandle = { i18n: ["blog"] };

/** /search-results?posttype=post&keyword=… (spec section 2): the posts (posttype=page: the pages)
 * that match, the keyword highlighted, and a search box to search again. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const url = new URL(request.url);
  const query = url.searchParams;
  const keyword = (query.get("keyword") ?? "").trim().slice(0, 200);
  const page = askedListPage(query, catalog.MAX_SEARCH_PAGE);
  if (page === null) throw data(null, { status: 404 });
  const api = context.get(platformContext);
  const postType = catalog.searchPostType(query.get("posttype"));
  const category = catalog.searchPostTypes[postType];
  const result = keyword
    ? await api.call(catalog.search, { search: keyword, category, page, limit: SUPPORT_PAGE_SIZE })
    : null;
  // A page past the end goes to the last page (302), as the search page's does.
  const last = clampPage(page, result?.totalPages ?? 1);
  if (last !== page) throw redirect(url.pathname + pageSearch(query, last), 302);
  // Each hit as a post card (image, categories, date), with the sentence the search found.
  const ids = (result?.records ?? []).map((r) => r.id);
  const posts = ids.length
    ? (await api.call(cms.postFilterStandard, { display: "legacy", postTypeSlugs: [postType], ids, limit: ids.length }))
        .records
    : [];
  const cards = new Map(posts.map((p) => [p.id, toPostCard(p, locale)]));
  return {
    title: tFor(locale)("blog.results.title"),
    keyword,
    postType,
    page,
    path: pagePath("searchResults", locale),
    support: pagePath("supportHelpdesk", locale),
    totalRecords: result?.totalRecords ?? 0,
    totalPages: result?.totalPages ?? 1,
    hits: (result?.records ?? []).flatMap((r) => {
      const post = cards.get(r.id);
      return post ? [{ post, excerpt: r.excerpt }] : [];
    }),
  };
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitle(loaderData?.title ?? "", matches) }, { name: "robots", content: "noindex" }];
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const { keyword, postType, hits, totalRecords, page, totalPages, path, support: supportPath } = loaderData;
  const pages = postType === "page";
  return (
    <section className={`${sections.section} ${sections.container}`} data-testid="search-results-page">
      <h1>{t("blog.results.title")}</h1>
      <PostSearchForm
        action={path}
        postType={postType}
        id="results-keyword"
        label={t("blog.results.searchLabel")}
        keyword={keyword}
        className={support.resultsSearch}
      />
      <h2 data-testid="search-results-count">
        {!keyword
          ? t(pages ? "blog.results.pagesEmpty" : "blog.results.empty")
          : totalRecords > 0
            ? t(pages ? "blog.results.pageCount" : "blog.results.count", { count: totalRecords, keyword })
            : t(pages ? "blog.results.noPages" : "blog.results.noArticles", { keyword })}
      </h2>
      <ul className={css.grid} data-testid="search-results">
        {hits.map(({ post, excerpt }) => (
          <li key={post.id} data-testid="search-hit">
            <PostCard
              post={post}
              excerpt={excerpt ? <Highlight text={excerpt} query={keyword} locale={locale} /> : undefined}
            />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        totalPages={totalPages}
        path={path}
        search={`?posttype=${postType}&keyword=${encodeURIComponent(keyword)}`}
      />
      <p>
        <Link to={supportPath}>{t("blog.results.back")}</Link>
      </p>
    </section>
  );
}
