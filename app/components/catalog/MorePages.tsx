import { useEffect, useState, type MouseEvent } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { recallForEntry, rememberForEntry } from "~/lib/entry-memory";
import { hasHydrated } from "~/lib/hydration";
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
  /** The history entry (location key) the products were added on. */
  entry: string;
  list: string;
  /** The page the list was rendered at; `page`, the last one added below it. */
  from: number;
  page: number;
  products: CardProduct[];
  /** The fetcher's answer last added (each is added once). */
  taken: ListPage | null;
}

/** What an entry in the browser's history keeps of the products added on it (app/lib/entry-memory.ts). */
type KeptProducts = Pick<Appended, "list" | "from" | "page" | "products">;
const MEMORY = "more-products";

/**
 * The products added on this history entry before the shopper left it, when Back brings it again:
 * drawn in the same render as the list, so that the scroll position comes back to where it was. Not
 * while the page hydrates: the server rendered none (a reload shows the list's page as rendered).
 */
function addedBefore(entry: string, list: string, from: number, shownIds: number[]): Appended | null {
  const kept = hasHydrated() ? recallForEntry<KeptProducts>(MEMORY, entry) : undefined;
  if (!kept || kept.list !== list || kept.from !== from) return null;
  const shown = new Set(shownIds);
  return { entry, ...kept, products: kept.products.filter((p) => !shown.has(p.id)), taken: null };
}

/**
 * Below a page of products: "Show more products" and the numbered pager (spec: load-more appends,
 * plain paging replaces). Without JavaScript "Show more" is the next page's link and replaces the
 * page; with it, the next page's products are read with a fetcher and added below, and the pager
 * moves on to the last page shown. The address stays the list's: a reload shows its first page, and
 * Back to it from a product shows the products added as they were (kept for that history entry).
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
  const entry = useLocation().key;
  const list = path + pageSearch(search, 1);
  const startFromPage = (taken: ListPage | null): Appended => ({ entry, list, from: page, page, products: [], taken });
  const [appended, setAppended] = useState<Appended>(
    () => addedBefore(entry, list, page, shownIds) ?? startFromPage(null),
  );
  // Another list or page (a filter, a sort, the pager, Back): what was added there, or its page alone.
  let current =
    appended.entry === entry && appended.list === list && appended.from === page
      ? appended
      : (addedBefore(entry, list, page, shownIds) ?? startFromPage(appended.taken));
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
  useEffect(() => {
    if (!appended.products.length) return;
    const { list, from, page, products } = appended;
    rememberForEntry<KeptProducts>(MEMORY, appended.entry, { list, from, page, products });
  }, [appended]);

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
