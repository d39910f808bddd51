import { useEffect, useRef } from "react";
import { Form, Link, redirect, useNavigation, useSubmit } from "react-router";
import { catalog, type SearchCategory, type SearchHit } from "#server/contract";
import { pagePath } from "#server/contract/urls";
import type { Route } from "./+types/search";
import { reportEdgeKeys } from "~/.server/edge-keys";
import { CATALOG_KEY, SEARCH_KEY } from "#server/contract/edge";
import { localeContext, platformContext } from "~/.server/context";
import { config } from "~/.server/config";
import { isPlatformError, type PlatformClient } from "~/.server/platform";
import { tFor } from "~/.server/i18n";
import { lazyPart } from "~/lib/lazy";
import { ProductGrid } from "~/components/catalog/ProductCard";
import { toCardProduct, type CardProduct } from "~/lib/product-card";
import { useDebounced } from "~/lib/hooks";
import * as shared from "~/components/catalog/catalog.css";
import { Picture } from "~/components/ui/Picture";
import { SearchIcon } from "~/components/ui/icons";
import { type TranslationHandle, useTranslation } from "~/lib/i18n";
import { clampPage } from "~/lib/pagination";
import { readSearchQuery } from "~/lib/forms/search";
import { SEARCH_CATEGORIES, SEARCH_MAX_LENGTH, searchQuery } from "~/lib/search";
import { seoMeta } from "~/lib/seo";
import { Highlight } from "./highlight";
import * as css from "./search.css";
import { linkPrefetch } from "~/lib/prefetch";

// Links below the results: the page hydrates without waiting for their code (as on category pages).
const Pagination = lazyPart(() => import("~/components/catalog/Pagination").then((m) => m.Pagination));

export const handle: TranslationHandle = { i18n: ["search"] };

const PAGE_SIZE = 10;
/** Spec section 9: the query follows the text after 500 ms of quiet. */
const SEARCH_DEBOUNCE_MS = 500;
/** The searched text is repeated in the title and the result count up to this length. */
const ECHO_LENGTH = 60;

const echoOf = (search: string) => (search.length > ECHO_LENGTH ? `${search.slice(0, ECHO_LENGTH)}…` : search);

const NO_HITS = {
  records: [] as SearchHit[],
  totalRecords: 0,
  totalPages: 0,
  counts: { pages: 0, products: 0, posts: 0, productCategories: 0 },
};

/** The shop's cards of the product hits, in the hits' order (a product gone since it was indexed is left out). */
async function productCards(api: PlatformClient, hits: SearchHit[]): Promise<CardProduct[]> {
  if (!hits.length) return [];
  const { records } = await api.call(catalog.productFilter, { ids: hits.map((h) => h.id), limit: hits.length });
  const byId = new Map(records.map((p) => [p.id, p]));
  return hits.flatMap((h) => {
    const card = byId.get(h.id);
    return card ? [toCardProduct(card)] : [];
  });
}

/** /search, /hr/pretraga, /suche (spec section 2). Query: search, category, page. Without a search
 * parameter the page invites a search; with one that holds no word (blank, only symbols) it answers
 * like a search that found nothing. Without a tab in the address the page opens on the products
 * when they have hits, else on the first tab that has (pages only: the pages); a tab in the address
 * (clicked, or kept from one by a new text) is shown, hits or not. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const api = context.get(platformContext);
  const url = new URL(request.url);
  const { search: asked, category: named, tabChosen, page } = readSearchQuery(url.searchParams);
  const search = asked ?? "";
  reportEdgeKeys(context, SEARCH_KEY, CATALOG_KEY);
  const t = tFor(locale);
  const base = {
    origin: config.publicUrl,
    path: url.pathname,
    search,
    category: named,
    tabChosen,
    title: t("search.title"),
    description: t("search.metaDescription"),
  };
  if (asked === null) return { ...base, searched: false, page: 1, result: null, products: [] };

  const find = (category: SearchCategory) =>
    search
      ? api.call(catalog.search, { search, category, page, limit: PAGE_SIZE }).catch((error: unknown) => {
          if (isPlatformError(error, 400)) return NO_HITS;
          throw error;
        })
      : Promise.resolve(NO_HITS);
  let category = named;
  let result = await find(category);
  if (!tabChosen && !result.counts[category]) {
    // No tab chosen and no hits there: the first tab that has hits (the counts are every tab's).
    const first = SEARCH_CATEGORIES.find((c) => result.counts[c] > 0);
    if (first && first !== category) result = await find((category = first));
  }
  // A page past the end goes to the last page (302).
  const clamped = clampPage(page, result.totalPages);
  if (clamped !== page) throw redirect(url.pathname + searchQuery(search, tabChosen ? category : null, clamped), 302);
  const products = category === "products" ? await productCards(api, result.records) : [];
  return {
    ...base,
    category,
    searched: true,
    page,
    result: {
      records:
        category === "products"
          ? []
          : result.records.map((r) => ({
              kind: r.kind,
              id: r.id,
              title: r.title,
              url: r.url,
              excerpt: r.excerpt,
              media: r.media,
            })),
      totalRecords: result.totalRecords,
      totalPages: result.totalPages,
      counts: result.counts,
    },
    products,
  };
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { search, searched, title, description, origin, path } = loaderData;
  const tags = seoMeta({ matches, title: search ? `${echoOf(search)} – ${title}` : title, description, origin, path });
  // Result pages are not for search engines; the search page itself is.
  if (searched) tags.push({ name: "robots", content: "noindex, follow" });
  return tags;
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const { search, searched, category, tabChosen, result, products, page, path } = loaderData;
  const submit = useSubmit();
  const navigation = useNavigation();
  const echo = echoOf(search);
  const busy = navigation.state === "loading" && navigation.location?.pathname === path;
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // The text field is not controlled; when the URL changes by other means (back button), it
  // follows, even with the cursor in it. The answer to its own search leaves what was typed since,
  // and so does hydration (text typed before the scripts came).
  const sentText = useRef<string | null>(null);
  const shownSearch = useRef(search);
  useEffect(() => {
    if (search === shownSearch.current) return;
    shownSearch.current = search;
    const input = inputRef.current;
    const own = search === sentText.current;
    sentText.current = null;
    if (input && !own && input.value.trim() !== search) input.value = search;
  }, [search]);

  const submitted = useRef(false);
  const send = () => {
    const form = formRef.current;
    const explicit = submitted.current;
    submitted.current = false;
    if (!form) return;
    const text = (new FormData(form).get("search")?.toString() ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
    // The same text again changes nothing; but a search button pressed on an empty field answers
    // like a search that found nothing, as it does without JavaScript.
    if (text === search && (searched || !explicit)) return;
    sentText.current = text;
    // New text: back to page 1, the tab chosen kept (none chosen: the first with hits opens).
    submit(new URLSearchParams(searchQuery(text, tabChosen ? category : null)), {
      method: "get",
      action: path,
      replace: true,
      preventScrollReset: true,
    });
  };
  const debounced = useDebounced(send, SEARCH_DEBOUNCE_MS);

  return (
    <div className={shared.page}>
      <header className={shared.pageHeader}>
        <h1 className={shared.title}>{t("search.title")}</h1>
      </header>
      <Form
        method="get"
        action={path}
        role="search"
        className={css.form}
        data-testid="search-form"
        ref={formRef}
        onChange={debounced.trigger}
        onSubmit={(e) => {
          e.preventDefault();
          submitted.current = true;
          debounced.flush();
        }}
      >
        <label htmlFor="search-input" className="visually-hidden">
          {t("search.label")}
        </label>
        <input
          ref={inputRef}
          id="search-input"
          className={css.input}
          type="search"
          name="search"
          defaultValue={search}
          placeholder={t("search.placeholder")}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
        />
        {tabChosen ? <input type="hidden" name="category" value={category} /> : null}
        <button type="submit" className={`${shared.button} ${css.submit}`}>
          <SearchIcon />
          <span className={css.submitLabel}>{t("search.submit")}</span>
        </button>
      </Form>

      {result ? (
        <>
          {search ? (
            <nav aria-label={t("search.tabs")}>
              <ul className={css.tabs} data-testid="search-tabs">
                {SEARCH_CATEGORIES.map((c) => (
                  <li key={c}>
                    <Link
                      className={css.tab}
                      to={path + searchQuery(search, c)}
                      aria-current={c === category ? "page" : undefined}
                      preventScrollReset
                      data-category={c}
                    >
                      {t(`search.category.${c}`)}
                      <span className={css.tabCount}>{result.counts[c] ?? 0}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <section aria-busy={busy} className={busy ? shared.busy : undefined}>
            <p className={`${shared.count} ${css.count}`} role="status" data-testid="search-count">
              {!search
                ? t("search.noWords")
                : result.totalRecords
                  ? t("search.results", { count: result.totalRecords, search: echo })
                  : t("search.noResults", { search: echo })}
            </p>
            {products.length ? (
              <div data-testid="search-results">
                {/* The cards' titles are h3: the page's outline needs the level between. */}
                <h2 className="visually-hidden">{t("search.category.products")}</h2>
                <ProductGrid products={products} priorityCount={2} label={t("search.category.products")} anchored />
              </div>
            ) : null}
            {result.records.length ? (
              <ul className={css.results} data-testid="search-results">
                {result.records.map((hit) => (
                  <li
                    key={`${hit.kind}-${hit.id}`}
                    className={hit.media ? css.hit : `${css.hit} ${css.hitWithoutMedia}`}
                    data-testid="search-hit"
                  >
                    {hit.media ? (
                      <div className={css.hitMedia}>
                        <Picture media={hit.media} alt="" sizes="120px" />
                      </div>
                    ) : null}
                    <div>
                      <h2 className={css.hitTitle}>
                        <Link className={css.hitLink} to={hit.url} prefetch={linkPrefetch}>
                          {hit.title}
                        </Link>
                      </h2>
                      {hit.excerpt ? (
                        <p className={css.hitExcerpt}>
                          <Highlight text={hit.excerpt} query={search} locale={locale} />
                        </p>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
            ) : null}
            {result.totalRecords ? null : (
              <div className={shared.empty} data-testid="search-empty">
                {search ? <p className={css.emptyText}>{t("search.emptyHint")}</p> : null}
                <Link className={shared.button} to={pagePath("shop", locale)}>
                  {t("search.browseShop")}
                </Link>
              </div>
            )}
            <Pagination
              page={page}
              totalPages={result.totalPages}
              path={path}
              search={searchQuery(search, category, page)}
            />
          </section>
        </>
      ) : (
        <p className={shared.empty} data-testid="search-prompt">
          {t("search.prompt")}
        </p>
      )}
    </div>
  );
}
