import { data, Link } from "react-router";
import type { Route } from "./+types/support";
import { cms, MAX_LIST_PAGE, type Term } from "#server/contract";
import { locales, pagePath, type Locale } from "#server/contract/urls";
import { localeContext, platformContext } from "~/.server/context";
import type { PlatformClient } from "~/.server/platform";
import { tFor } from "~/.server/i18n";
import { config } from "~/.server/config";
import { PostCard } from "~/components/blog/PostCard";
import * as css from "~/components/blog/blog.css";
import { PostSearchForm } from "~/components/blog/PostSearchForm";
import * as support from "~/components/blog/support.css";
import { blogPath, HELPDESK_CATEGORY, SUPPORT_PAGE_SIZE, toPostCard } from "~/lib/blog";
import { useTranslation, type TranslationHandle } from "~/lib/i18n";
import { lazyPart } from "~/lib/lazy";
import { askedListPage } from "~/lib/pagination";
import { seoMeta } from "~/lib/seo";

// Links below the posts: the page hydrates without waiting for their code (as on the shop's pages).
const Pagination = lazyPart(() => import("~/components/catalog/Pagination").then((m) => m.Pagination));

export const handle: TranslationHandle = { i18n: ["blog"] };

/**
 * The support helpdesk (spec section 2, /support-helpdesk, /hr/tehnicka-podrska): a hero search
 * that submits to /search-results, vertical tabs of posts by category (links with ?tab=, so they
 * work without JavaScript; the Helpdesk's open first), and a sidebar of the Helpdesk category's posts.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const api = context.get(platformContext);
  const t = tFor(locale);
  const query = new URL(request.url).searchParams;
  const page = askedListPage(query, MAX_LIST_PAGE);
  if (page === null) throw data(null, { status: 404 });
  const { records: categories } = await api.call(cms.termFilter, {});
  const chosen = categories.find((c) => c.slug === query.get("tab"));
  const helpdesk = categories.find((c) => c.slug === HELPDESK_CATEGORY[locale]);
  // A shopper who came for help sees the help articles first, not the news.
  const active = chosen ?? helpdesk ?? categories[0];
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
  // Past the topic's last page: 404, as the blog answers (not an empty list without page links).
  if (page > Math.max(1, posts.totalPages)) throw data(null, { status: 404 });
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
    alternates: await topicAlternates(api, locale, chosen),
  };
}

/** This page in each language (the language switcher's links), on the same topic when one was chosen. */
async function topicAlternates(api: PlatformClient, locale: Locale, topic: Term | undefined) {
  const entries = await Promise.all(
    locales.map(async (l) => {
      const path = pagePath("supportHelpdesk", l);
      if (!topic) return [l, path];
      if (l === locale) return [l, `${path}?tab=${topic.slug}`];
      // The category's translation, by its blog address (the other language's blog when it has none).
      const { url } = await api.call(cms.finderGetUrlOnLanguage, { newLanguage: l, termId: topic.id });
      const slug = url.startsWith(`${blogPath(l)}/`) ? url.slice(blogPath(l).length + 1) : "";
      return [l, slug ? `${path}?tab=${slug}` : path];
    }),
  );
  return Object.fromEntries(entries) as Record<Locale, string>;
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { title, description, origin, path } = loaderData;
  // The canonical page is the one without a topic; so are its alternates.
  const alternates = Object.fromEntries(locales.map((l) => [l, pagePath("supportHelpdesk", l)]));
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
        <PostSearchForm
          action={searchAction}
          postType="post"
          id="support-keyword"
          label={t("blog.support.searchLabel")}
          className={support.search}
        />
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
