import { data, Form, Link } from "react-router";
import type { Route } from "./+types/support";
import { cms, MAX_LIST_PAGE } from "#server/contract";
import { pagePath } from "#server/contract/urls";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { config } from "~/.server/config";
import { PostCard } from "~/components/blog/PostCard";
import * as css from "~/components/blog/blog.css";
import * as support from "~/components/blog/support.css";
import { HELPDESK_CATEGORY, SUPPORT_PAGE_SIZE, toPostCard } from "~/lib/blog";
import { useTranslation, type TranslationHandle } from "~/lib/i18n";
import { lazyPart } from "~/lib/lazy";
import { askedListPage } from "~/lib/pagination";
import { seoMeta } from "~/lib/seo";
import { primaryButton } from "~/styles/button.css";

// Links below the posts: the page hydrates without waiting for their code (as on the shop's pages).
const Pagination = lazyPart(() => import("~/components/catalog/Pagination").then((m) => m.Pagination));

export const handle: TranslationHandle = { i18n: ["blog"] };

/**
 * The support helpdesk (spec section 2, /support-helpdesk, /hr/tehnicka-podrska): a hero search
 * that submits to /search-results, vertical tabs of posts by category (links with ?tab=, so they
 * work without JavaScript), and a sidebar of the Helpdesk category's posts.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const api = context.get(platformContext);
  const t = tFor(locale);
  const query = new URL(request.url).searchParams;
  const page = askedListPage(query, MAX_LIST_PAGE);
  if (page === null) throw data(null, { status: 404 });
  const { records: categories } = await api.call(cms.termFilter, {});
  const active = categories.find((c) => c.slug === query.get("tab")) ?? categories[0];
  const helpdesk = categories.find((c) => c.slug === HELPDESK_CATEGORY[locale]);
  const [posts, sidebar] = await Promise.all([
    active
      ? api.call(cms.postFilterStandard, {
          display: "legacy",
          termIds: [active.id],
          limit: SUPPORT_PAGE_SIZE,
          page,
          sort: { field: "published_at", direction: "desc" },
        })
      : { records: [], totalPages: 1 },
    helpdesk
      ? api.call(cms.postFilterStandard, { display: "legacy", termIds: [helpdesk.id], limit: 20 })
      : { records: [] },
  ]);
  const path = pagePath("supportHelpdesk", locale);
  return {
    locale,
    path,
    page,
    totalPages: posts.totalPages,
    title: t("blog.support.title"),
    description: t("blog.support.description"),
    tabs: categories.map((c) => ({ slug: c.slug, title: c.title, current: c.id === active?.id })),
    posts: posts.records.map((p) => toPostCard(p, locale)),
    sidebar: sidebar.records.map((p) => ({ id: p.id, title: p.title, url: p.url })),
    searchAction: pagePath("searchResults", locale),
    origin: config.publicUrl,
    alternates: { en: pagePath("supportHelpdesk", "en"), hr: pagePath("supportHelpdesk", "hr") },
  };
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { title, description, origin, path, alternates } = loaderData;
  return seoMeta({ matches, title, description, origin, path, alternates });
}

export default function Support({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, description, tabs, posts, sidebar, searchAction, path, page, totalPages } = loaderData;
  const current = tabs.find((tab) => tab.current);
  return (
    <div data-testid="support">
      <header className={css.hero}>
        <h1 className={css.heroTitle}>{title}</h1>
        <p className={css.heroText}>{description}</p>
        <Form method="get" action={searchAction} className={support.search} role="search">
          <input type="hidden" name="posttype" value="post" />
          <label htmlFor="support-keyword" className="visually-hidden">
            {t("blog.support.searchLabel")}
          </label>
          <input
            id="support-keyword"
            name="keyword"
            type="search"
            required
            maxLength={200}
            placeholder={t("blog.support.searchPlaceholder")}
            className={support.searchInput}
          />
          <button type="submit" className={primaryButton}>
            {t("blog.support.search")}
          </button>
        </Form>
      </header>
      <div className={support.layout}>
        <nav aria-label={t("blog.support.topics")} className={support.tabs}>
          <ul>
            {tabs.map((tab) => (
              <li key={tab.slug}>
                <Link
                  to={`${path}?tab=${tab.slug}`}
                  className={support.tab}
                  aria-current={tab.current ? "page" : undefined}
                  preventScrollReset
                >
                  {tab.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="support-posts" data-testid="support-posts">
          <h2 id="support-posts">{current?.title}</h2>
          <ul className={css.grid}>
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={totalPages} path={path} search={current ? `?tab=${current.slug}` : ""} />
        </section>
        <aside aria-labelledby="support-sidebar" className={support.sidebar} data-testid="helpdesk-sidebar">
          <h2 id="support-sidebar">{t("blog.support.helpdesk")}</h2>
          <ul>
            {sidebar.map((post) => (
              <li key={post.id}>
                <Link to={post.url}>{post.title}</Link>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
