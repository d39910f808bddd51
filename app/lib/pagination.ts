/**
 * Numbered pagination (spec sections 2, 4 and 9): first, previous, up to 9 page numbers around the
 * current page (an ellipsis where pages are left out), next, last. Pages are links (`?page=n`, page 1 without the parameter), so paging
 * works without JavaScript.
 */
export const PAGE_NUMBERS_SHOWN = 9;

/** A page number kept within 1..totalPages (1 when there are no pages). */
export function clampPage(page: number, totalPages: number): number {
  const last = Math.max(1, Math.floor(totalPages) || 1);
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), last);
}

/** The page a URL asks for (`?page=`): 1 when there is none or it is not a whole number from 1. */
export function askedPageNumber(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The page of a list a URL asks for, as `askedPageNumber` reads it; null past `last`, the last page
 * the platform lists (the page answers 404, as past the end of its list, rather than ask the
 * platform for a page it refuses).
 */
export function askedListPage(params: URLSearchParams, last: number): number | null {
  const page = askedPageNumber(params);
  return page <= last ? page : null;
}

export interface PaginationModel {
  page: number;
  totalPages: number;
  /** null when the link would lead to the current page (it is then shown disabled). */
  first: number | null;
  previous: number | null;
  next: number | null;
  last: number | null;
  /** The page numbers shown, a window of at most `shown` pages around the current one. */
  pages: number[];
  /** Whether pages lie between the first page and the window, or between the window and the last
   * (an ellipsis stands for them). */
  pagesBefore: boolean;
  pagesAfter: boolean;
}

export function paginationModel(page: number, totalPages: number, shown = PAGE_NUMBERS_SHOWN): PaginationModel {
  const total = Math.max(1, Math.floor(totalPages) || 1);
  const current = clampPage(page, total);
  const size = Math.max(1, Math.min(shown, total));
  let start = Math.max(1, current - Math.floor((size - 1) / 2));
  const end = Math.min(total, start + size - 1);
  start = Math.max(1, end - size + 1);
  const pages: number[] = [];
  for (let p = start; p <= end; p++) pages.push(p);
  return {
    page: current,
    totalPages: total,
    first: current > 1 ? 1 : null,
    previous: current > 1 ? current - 1 : null,
    next: current < total ? current + 1 : null,
    last: current < total ? total : null,
    pages,
    pagesBefore: start > 1,
    pagesAfter: end < total,
  };
}

/** The query string for another page of the same list: `page` set (removed for page 1), the rest kept. */
export function pageSearch(search: string | URLSearchParams, page: number): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  if (page > 1) params.append("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
