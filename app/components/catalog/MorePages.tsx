import { useState, type MouseEvent } from "react";
import { Link, useFetcher } from "react-router";
import { useTranslation } from "~/lib/i18n";
import { pageSearch } from "~/lib/pagination";
import type { CardProduct } from "~/lib/product-card";
import { fromTable, type Table } from "~/lib/table";
import * as css from "./catalog.css";
import { Pagination } from "./Pagination";
import { ProductGrid } from "./ProductCard";

/** What a product list's loader answers that a next page is read from. */
interface ListPage {
  path: string;
  search: string;
  page: number;
  products: Table<CardProduct>;
}

interface Appended {
  list: string;
  /** The page the list was rendered at; `page`, the last one added below it. */
  from: number;
  page: number;
  products: CardProduct[];
  /** The fetcher's answer last added (each is added once). */
  taken: ListPage | null;
}

/**
 * Below a page of products: "Show more products" and the numbered pager (spec: load-more appends,
 * plain paging replaces). Without JavaScript "Show more" is the next page's link and replaces the
 * page; with it, the next page's products are read with a fetcher and added below, and the pager
 * moves on to the last page shown. The address stays the list's: a reload shows its first page.
 */
export function MorePages({
  page,
  totalPages,
  path,
  search,
  shownIds,
}: {
  page: number;
  totalPages: number;
  path: string;
  search: string;
  /** The products of the page as rendered: a product that moved onto the next page is not shown twice. */
  shownIds: number[];
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ListPage>();
  const list = path + pageSearch(search, 1);
  const [appended, setAppended] = useState<Appended>({ list, from: page, page, products: [], taken: null });
  // Another list (a filter, a sort, a page of the pager): start again from its page.
  let current =
    appended.list === list && appended.from === page
      ? appended
      : { list, from: page, page, products: [], taken: appended.taken };
  // The next page arrived: its products go below, once, if it is still this list's next page.
  const data = fetcher.data;
  if (data && data !== current.taken) {
    const follows = data.path + pageSearch(data.search, 1) === list && data.page === current.page + 1;
    const seen = new Set([...shownIds, ...current.products.map((p) => p.id)]);
    const fresh = follows ? fromTable(data.products).filter((p) => !seen.has(p.id)) : [];
    current = follows
      ? { ...current, page: data.page, products: [...current.products, ...fresh], taken: data }
      : { ...current, taken: data };
  }
  if (current !== appended) setAppended(current);

  const next = current.page < totalPages ? path + pageSearch(search, current.page + 1) : null;
  const loading = fetcher.state !== "idle";
  const showMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!next || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (!loading) fetcher.load(next);
  };

  return (
    <>
      {current.products.length ? (
        <div className={css.moreGrid}>
          <ProductGrid products={current.products} label={t("shop.moreProducts")} />
        </div>
      ) : null}
      <p className="visually-hidden" role="status">
        {current.products.length ? t("shop.moreShown", { count: current.products.length }) : ""}
      </p>
      {next ? (
        <p className={css.loadMore}>
          <Link
            to={next}
            onClick={showMore}
            className={css.buttonSecondary}
            aria-disabled={loading || undefined}
            data-testid="load-more"
          >
            {loading ? t("shop.loadingMore") : t("shop.loadMore")}
          </Link>
        </p>
      ) : null}
      <Pagination page={current.page} totalPages={totalPages} path={path} search={search} />
    </>
  );
}
