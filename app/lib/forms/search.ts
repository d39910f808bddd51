/**
 * The search page's GET form (spec section 2): never refused, anything malformed falls back (an
 * unknown tab to the products, a bad page to the first, a long text is cut). `search` stays null
 * when the page was opened without one: it then invites a search instead of answering one.
 * `tabChosen`: the address names a tab (one clicked, or kept from one); without it the page opens on
 * the products when they have hits, else on the first tab that has.
 */
import { z } from "zod";
import { DEFAULT_SEARCH_CATEGORY, SEARCH_CATEGORIES, SEARCH_MAX_LENGTH } from "../search";

export const searchQuerySchema = z.object({
  search: z
    .string()
    .nullable()
    .catch(null)
    .transform((asked) => (asked === null ? null : asked.trim().slice(0, SEARCH_MAX_LENGTH))),
  category: z.enum(SEARCH_CATEGORIES).catch(DEFAULT_SEARCH_CATEGORY),
  page: z
    .string()
    .nullable()
    .catch(null)
    .transform((raw) => {
      const text = raw ?? "1";
      return /^\d{1,4}$/.test(text) ? Math.max(1, Number(text)) : 1;
    }),
});

/** The query of a search page's URL, read with the schema. */
export function readSearchQuery(params: URLSearchParams) {
  const { search, category, page } = searchQuerySchema.parse({
    search: params.get("search"),
    category: params.get("category"),
    page: params.get("page"),
  });
  const tabChosen = (SEARCH_CATEGORIES as readonly string[]).includes(params.get("category") ?? "");
  return { search, category, tabChosen, page };
}
