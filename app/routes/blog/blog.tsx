import { data } from "react-router";
import type { Route } from "./+types/blog";
import { cms, MAX_LIST_PAGE } from "#server/contract";
import { locales } from "#server/contract/urls";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { config } from "~/.server/config";
import { BlogPosts } from "~/components/blog/BlogPosts";
import * as css from "~/components/blog/blog.css";
import * as sections from "~/components/cms/sections.css";
import { BLOG_PAGE_SIZE, blogLayout, blogPath, inOrder, linkedFile, toPostCard } from "~/lib/blog";
import { useTranslation, type TranslationHandle } from "~/lib/i18n";
import { lazyPart } from "~/lib/lazy";
import { askedListPage } from "~/lib/pagination";
import { seoMeta } from "~/lib/seo";

// Links below the posts: the page hydrates without waiting for their code (as on the shop's pages).
const Pagination = lazyPart(() => import("~/components/catalog/Pagination").then((m) => m.Pagination));

export const handle: TranslationHandle = { i18n: ["blog"] };

/**
 * The blog (spec section 2, /blog/{slug?}, /hr/objave/{slug?}): a hero with the title and
 * description, the latest posts, numbered pages (?page=N, a paged view past the first page only).
 * With a slug, the posts of that category; a slug ending in -helpdesk, -download, -tutorial or
 * -articles picks that layout (components/blog/BlogPosts.tsx), a tutorial's steps oldest first.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const api = context.get(platformContext);
  const t = tFor(locale);
  const url = new URL(request.url);
  const page = askedListPage(url.searchParams, MAX_LIST_PAGE);
  if (page === null) throw data(null, { status: 404 });
  const layout = blogLayout(url.pathname);
  const [category] = params.slug ? (await api.call(cms.termFilter, { slug: params.slug })).records : [];
  if (params.slug && !category) throw data(null, { status: 404 });
  const [posts, { records: categories }] = await Promise.all([
    api.call(cms.postFilterStandard, {
      display: "legacy",
      termIds: category ? [category.id] : undefined,
      limit: BLOG_PAGE_SIZE,
      page,
      sort: { field: "published_at", direction: inOrder(layout) ? "asc" : "desc" },
    }),
    api.call(cms.termFilter, {}),
  ]);
  if (page > posts.totalPages) throw data(null, { status: 404 });
  const path = blogPath(locale, category?.slug);
  // The same category in the other language, for the language switcher and hreflang.
  const alternates = category
    ? Object.fromEntries(
        await Promise.all(
          locales.map(async (l) => [
            l,
            l === locale
              ? path
              : (await api.call(cms.finderGetUrlOnLanguage, { newLanguage: l, termId: category.id })).url,
          ]),
        ),
      )
    : { en: blogPath("en"), hr: blogPath("hr") };
  return {
    locale,
    path,
    page,
    totalPages: posts.totalPages,
    layout,
    title: category?.title ?? t("blog.title"),
    description: category?.description ?? t("blog.description"),
    posts: posts.records.map((p) => {
      const card = toPostCard(p, locale);
      const file = layout === "download" ? linkedFile(p.body) : undefined;
      return file ? { ...card, file } : card;
    }),
    categories: categories.map((c) => ({
      title: c.title,
      url: blogPath(locale, c.slug),
      current: c.id === category?.id,
    })),
    origin: config.publicUrl,
    alternates,
  };
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { title, description, origin, path, page, alternates } = loaderData;
  return seoMeta({
    matches,
    title: page > 1 ? `${title} (${page})` : title,
    description,
    origin,
    path: page > 1 ? `${path}?page=${page}` : path,
    alternates,
  });
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, description, posts, categories, page, totalPages, path, layout } = loaderData;
  return (
    <div data-testid="blog" data-layout={layout}>
      {page === 1 ? (
        <header className={css.hero}>
          <h1 className={css.heroTitle}>{title}</h1>
          <p className={css.heroText}>{description}</p>
          <nav aria-label={t("blog.categories")}>
            <ul className={css.categories}>
              {categories.map((c) => (
                <li key={c.url}>
                  <a href={c.url} className={css.categoryLink} aria-current={c.current ? "page" : undefined}>
                    {c.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </header>
      ) : (
        <header className={sections.container}>
          <h1>{t("blog.pageOf", { title, page, pages: totalPages })}</h1>
        </header>
      )}
      <section className={`${sections.section} ${sections.container}`} aria-labelledby="latest">
        <h2 id="latest" className={css.listHeading}>
          {inOrder(layout) ? t("blog.tutorial.heading") : t("blog.latest")}
        </h2>
        {posts.length ? (
          <BlogPosts layout={layout} posts={posts} first={(page - 1) * BLOG_PAGE_SIZE + 1} />
        ) : (
          <p>{t("blog.none")}</p>
        )}
        <Pagination page={page} totalPages={totalPages} path={path} search="" />
      </section>
    </div>
  );
}
