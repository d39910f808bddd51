/**
 * The search page's query (spec section 2: search, category, page), shared by its loader (through
 * the schema in ./forms/search.ts), its form and its links. Zod-free: the page's own code uses it.
 */
import type { SearchCategory } from "#server/contract";

/** The tabs, in order (the contract's list, repeated: the contract module carries zod). */
export const SEARCH_CATEGORIES = [
  "pages",
  "products",
  "posts",
  "productCategories",
] as const satisfies readonly SearchCategory[];
export const DEFAULT_SEARCH_CATEGORY: SearchCategory = "products";
/** The longest search text: the input's maxLength, and what the loader keeps of a longer one. */
export const SEARCH_MAX_LENGTH = 200;

/** The query string of a search, a tab (null: none chosen, the first with hits opens) and a page. */
export function searchQuery(search: string, category: SearchCategory | null, page = 1): string {
  const params = new URLSearchParams({ search });
  if (category) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  return `?${params}`;
}
