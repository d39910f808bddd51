import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "~/lib/i18n";
import { pageSearch, paginationModel } from "~/lib/pagination";
import * as css from "./catalog.css";

/** First, previous, up to 9 numbers (an ellipsis where more lie beyond them), next, last: plain
 * links, so paging works without JavaScript. Links that would lead to the current page show disabled.
 * A list that is one section of its page (the profile's orders) names it: `section`, the id the
 * links lead to, whose heading (`{section}-title`) takes the keyboard's focus. */
export function Pagination({
  page,
  totalPages,
  path,
  search,
  section,
}: {
  page: number;
  totalPages: number;
  path: string;
  search: string;
  section?: string;
}) {
  const { t } = useTranslation();
  const follow = useFollowToContent(section);
  if (totalPages <= 1) return null;
  const model = paginationModel(page, totalPages);
  const href = (p: number) => path + pageSearch(search, p) + (section ? `#${section}` : "");
  const edge = (target: number | null, label: string, symbol: string, rel?: string) => (
    <li>
      {target === null ? (
        <span className={css.pageLink} aria-disabled="true" title={label}>
          <span aria-hidden="true">{symbol}</span>
          <span className="visually-hidden">{label}</span>
        </span>
      ) : (
        <Link className={css.pageLink} to={href(target)} rel={rel} title={label} onClick={follow}>
          <span aria-hidden="true">{symbol}</span>
          <span className="visually-hidden">{label}</span>
        </Link>
      )}
    </li>
  );
  // Decoration only: the first and last links name the pages beyond.
  const gap = (
    <li aria-hidden="true" className={css.pageGap} data-testid="page-gap">
      …
    </li>
  );
  return (
    <nav className={css.pagination} aria-label={t("shop.pagination")} data-testid="pagination">
      <ul className={css.pageList}>
        {edge(model.first, t("shop.firstPage"), "«")}
        {edge(model.previous, t("shop.previousPage"), "‹", "prev")}
        {model.pagesBefore && gap}
        {model.pages.map((p) => (
          <li key={p}>
            <Link
              className={css.pageLink}
              to={href(p)}
              aria-current={p === model.page ? "page" : undefined}
              aria-label={t("shop.page", { page: p })}
              onClick={follow}
            >
              {p}
            </Link>
          </li>
        ))}
        {model.pagesAfter && gap}
        {edge(model.next, t("shop.nextPage"), "›", "next")}
        {edge(model.last, t("shop.lastPage"), "»")}
      </ul>
    </nav>
  );
}

/**
 * A page link followed in place (JavaScript): once the new page is there, the keyboard goes on from
 * its content (`main`, as the skip link; a section's heading for a section's list), not from the
 * pager at the bottom of the page it replaced nor, where the link followed is gone, from the
 * document's body. A click that opens another tab or window is the browser's.
 */
function useFollowToContent(section: string | undefined) {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const { pathname, search, hash } = new URL(event.currentTarget.href);
    void Promise.resolve(navigate(pathname + search + hash)).then(() =>
      document.getElementById(section ? `${section}-title` : "main")?.focus({ preventScroll: true }),
    );
  };
}
