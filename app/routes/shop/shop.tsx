import { useMemo, useState } from "react";
import { Link, useNavigation, useSubmit } from "react-router";
import { pagePath } from "#server/contract/urls";
import type { SortId } from "#server/contract";
import type { Route } from "./+types/shop";
import { reportEdgeKeys } from "~/.server/edge-keys";
import { CATALOG_KEY, categoryKey } from "#server/contract/edge";
import { localeContext, platformContext } from "~/.server/context";
import { config } from "~/.server/config";
import { tFor } from "~/.server/i18n";
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from "~/components/catalog/Breadcrumbs";
import { ProductGrid } from "~/components/catalog/ProductCard";
import { useDebounced, useHydrated, useOnHydration } from "~/lib/hooks";
import * as css from "~/components/catalog/catalog.css";
import { FILTER_DEBOUNCE_MS, fieldsOf, formQuery, PAGE_SIZES, parseListQuery, SORT_IDS, toSearch } from "~/lib/filters";
import { type TranslationHandle, useTranslation } from "~/lib/i18n";
import { mediaUrl } from "~/lib/media";
import { seoMeta } from "~/lib/seo";
import { lazyPart } from "~/lib/lazy";
import { contentPagePath, locales } from "#server/contract/urls";
import { findCategory, loadProductList } from "./shop.server";
import { readFacet } from "./facets";
import { fromTable } from "~/lib/table";
import { linkPrefetch } from "~/lib/prefetch";
import { changedBeforeHydration } from "~/lib/hydration";

export const handle: TranslationHandle = { i18n: ["catalog"] };

/** /shop (all products and the category list) and /shop/{slug} (a category page), spec section 2. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const api = context.get(platformContext);
  const url = new URL(request.url);
  const category = params.slug ? await findCategory(api, locale, url, params.slug) : null;
  const list = await loadProductList(api, locale, url, category);
  reportEdgeKeys(context, CATALOG_KEY, ...(category ? [categoryKey(category.id)] : []));
  const t = tFor(locale);
  const shopPath = pagePath("shop", locale);
  const crumbs: Crumb[] = [
    { label: t("shop.home"), href: contentPagePath(locale, "", true) },
    { label: t("shop.title"), href: shopPath },
  ];
  if (category) crumbs.push({ label: category.name, href: list.path });
  return {
    locale,
    origin: config.publicUrl,
    category: category ? { description: category.description } : null,
    // The category's picture stands for its page where it is shared (decision 0077).
    ogImage: category?.image ?? null,
    title: category?.name ?? t("shop.title"),
    description: category?.description || t("shop.metaDescription"),
    crumbs,
    ...list,
    // The same list in each language, for the language switcher and hreflang.
    alternates: Object.fromEntries(
      category
        ? category.translations.map((tr) => [tr.languageCode, tr.url])
        : locales.map((language) => [language, pagePath("shop", language)]),
    ),
  };
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { title, description, origin, path, page, alternates, crumbs, totalPages, ogImage } = loaderData;
  // The canonical URL of a filtered or sorted list is the list itself; only the page number stays.
  const canonical = path + (page > 1 ? `?page=${page}` : "");
  const tags = seoMeta({
    matches,
    title: page > 1 ? `${title} (${page}/${totalPages})` : title,
    description,
    origin,
    path: canonical,
    alternates,
  });
  if (ogImage) tags.push({ property: "og:image", content: origin + mediaUrl(ogImage, "LargeSize", "jpg") });
  tags.push({ "script:ld+json": breadcrumbJsonLd(origin, crumbs) });
  return tags;
}

const FORM_ID = "product-filters";

// Parts that work before their code is there, so the page hydrates without waiting for it (lib/lazy.tsx):
// the filters are a GET form (submitting itself on change once loaded), the pager links; the
// category tiles show on the shop's first page only, not on the category pages.
const FilterPanel = lazyPart(() => import("~/components/catalog/FilterPanel").then((m) => m.FilterPanel));
const MorePages = lazyPart(() => import("~/components/catalog/MorePages").then((m) => m.MorePages));
const CategoryList = lazyPart(() => import("~/components/catalog/CategoryList").then((m) => m.CategoryList));

export default function ShopPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const d = loaderData;
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  // The query as the loader read it: its normalized URL, with the fields of the filters on offer.
  const facets = useMemo(() => d.facets.map(readFacet), [d.facets]);
  const products = useMemo(() => fromTable(d.products), [d.products]);
  const shownIds = useMemo(() => products.map((p) => p.id), [products]);
  const featured = useMemo(() => fromTable(d.featured), [d.featured]);
  const fields = useMemo(() => fieldsOf(facets), [facets]);
  const query = useMemo(
    () => parseListQuery(new URLSearchParams(d.search), fields, d.defaults),
    [d.search, fields, d.defaults],
  );
  const busy = navigation.state === "loading" && navigation.location?.pathname === d.path;

  // The form's controls are uncontrolled: when the URL changes by other means (chips, back
  // button, pagination) they are rebuilt from the new query; a change the form made itself keeps
  // them as they are, so typing into a price field is never interrupted.
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [formState, setFormState] = useState({ search: d.search, key: 0 });
  if (formState.search !== d.search) {
    setFormState({ search: d.search, key: submitted === d.search ? formState.key : formState.key + 1 });
    // Spent: coming back to this address later (history) must redraw the form.
    setSubmitted(null);
  }

  const send = (form: HTMLFormElement) => {
    const params = formQuery(
      new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      fields,
      d.defaults,
    );
    setSubmitted(toSearch(params));
    submit(params, { method: "get", action: d.path, replace: true, preventScrollReset: true });
  };
  const debounced = useDebounced(() => {
    const form = document.getElementById(FORM_ID);
    if (form instanceof HTMLFormElement) send(form);
  }, FILTER_DEBOUNCE_MS);

  // A shopper on a slow phone may have used the list before its scripts came (decision 0040): opened
  // the filters by their CSS toggle, ticked one, chosen a sort. Read as the page hydrates, before
  // the filter panel's late code may render it again from nothing: the panel stays open and the
  // choices apply, as they would have by the buttons that hydrating takes away.
  const [openedEarly, setOpenedEarly] = useState(false);
  useOnHydration(() => {
    const toggle = document.getElementById(`${FORM_ID}-toggle`);
    if (toggle instanceof HTMLInputElement && toggle.checked) setOpenedEarly(true);
    const form = document.getElementById(FORM_ID);
    if (!(form instanceof HTMLFormElement) || ![...form.elements].some(changedBeforeHydration)) return;
    const params = formQuery(
      new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      fields,
      d.defaults,
    );
    // Not marked as the form's own: the panel may have lost those choices, so it is drawn again from the URL.
    void submit(params, { method: "get", action: d.path, replace: true, preventScrollReset: true });
  });

  const sortIds: readonly SortId[] = d.defaults.sorts ?? SORT_IDS;
  const emptyText = d.chips.length ? t("shop.empty") : t("shop.emptyCategory");

  return (
    <div className={css.page}>
      <Breadcrumbs items={d.crumbs} />
      <header className={css.pageHeader}>
        <h1 className={css.title}>{d.title}</h1>
        {d.category?.description ? <p className={css.lead}>{d.category.description}</p> : null}
      </header>

      {d.categoryTree ? (
        <section aria-labelledby="shop-categories">
          <h2 id="shop-categories" className={css.sectionTitle}>
            {t("shop.categories")}
          </h2>
          <CategoryList categories={d.categoryTree} label={t("shop.categories")} />
        </section>
      ) : d.subcategories.length ? (
        <nav aria-label={t("shop.subcategories")}>
          <ul className={css.chipList}>
            {d.subcategories.map((c) => (
              <li key={c.href}>
                <Link className={css.chipLink} to={c.href} prefetch={linkPrefetch}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {featured.length ? (
        <section className={css.featured} aria-labelledby="featured-title" data-testid="featured">
          <h2 id="featured-title" className={css.sectionTitle}>
            {t("shop.featured")}
          </h2>
          <ProductGrid products={featured} priorityCount={2} />
        </section>
      ) : null}

      {d.category ? (
        // The list's heading for a screen reader's outline: the cards' own (h3) come under it, not
        // under the featured block or straight under the page's h1. Seen, the page's title names it.
        <h2 className="visually-hidden">{t("shop.categoryProducts", { category: d.title })}</h2>
      ) : (
        <h2 className={css.sectionTitle} id="all-products">
          {t("shop.allProducts")}
        </h2>
      )}
      <div className={css.listLayout}>
        <aside>
          <FilterPanel
            // Drawn again when it opened before hydration: it mounts open.
            key={openedEarly ? `${formState.key}-opened` : formState.key}
            formId={FORM_ID}
            action={d.path}
            facets={facets}
            fields={fields}
            query={query}
            hydrated={hydrated}
            initiallyOpen={openedEarly}
            onChange={debounced.trigger}
            onSubmit={debounced.flush}
          />
        </aside>
        <section aria-label={d.title} aria-busy={busy} className={busy ? css.busy : undefined}>
          <div className={css.toolbar} key={formState.key}>
            <p className={css.count} data-testid="total-count" role="status">
              {t("shop.results", { count: d.totalRecords })}
            </p>
            <div className={css.toolbarControls}>
              <label className={css.inlineField}>
                {t("shop.sortBy")}
                <select
                  className={css.select}
                  name="sort"
                  form={FORM_ID}
                  defaultValue={query.sort}
                  onChange={debounced.trigger}
                >
                  {sortIds.map((id) => (
                    <option key={id} value={id}>
                      {t(`shop.sort.${id}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label className={css.inlineField}>
                {t("shop.perPage")}
                <select
                  className={css.select}
                  name="limit"
                  form={FORM_ID}
                  defaultValue={String(query.limit)}
                  onChange={debounced.trigger}
                >
                  {PAGE_SIZES.map((size) => (
                    <option key={size} value={size}>
                      {size}
                    </option>
                  ))}
                </select>
              </label>
              {/* Without JavaScript the selects need a submit button of their own: the filter panel's
                  Apply button is out of sight, in a panel a narrow screen keeps closed. */}
              {hydrated ? null : (
                <button type="submit" form={FORM_ID} className={`${css.buttonSecondary} ${css.buttonSmall}`}>
                  {t("shop.applySort")}
                </button>
              )}
            </div>
          </div>
          {d.chips.length ? (
            <ul className={css.chipList} aria-label={t("shop.activeFilters")} data-testid="active-filters">
              {d.chips.map((chip) => (
                <li key={chip.href + chip.label}>
                  <Link
                    className={css.chipLink}
                    to={chip.href}
                    preventScrollReset
                    aria-label={t("shop.removeFilter", { label: chip.label })}
                  >
                    {chip.label} <span aria-hidden="true">×</span>
                  </Link>
                </li>
              ))}
              {d.clearHref ? (
                <li>
                  <Link to={d.clearHref} preventScrollReset>
                    {t("shop.clearFilters")}
                  </Link>
                </li>
              ) : null}
            </ul>
          ) : null}
          {products.length ? (
            <ProductGrid products={products} priorityCount={featured.length ? 0 : 2} label={d.title} anchored />
          ) : (
            <p className={css.empty}>{emptyText}</p>
          )}
          <MorePages page={d.page} totalPages={d.totalPages} path={d.path} search={d.search} shownIds={shownIds} />
        </section>
      </div>
    </div>
  );
}
