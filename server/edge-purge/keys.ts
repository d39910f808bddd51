/** Surrogate keys shared by the storefront's pages (app/.server/edge-keys.ts) and the purge hook. */

/** What every page shows: the site's options, its navigation, its elements (header, footer). */
export const SITE_WIDE_KEYS = ["site", "nav", "elements"] as const;

/** The in-process cache's tags (server/cache.ts) and the keys of the pages showing their data. */
export const TAG_KEYS: Record<string, readonly string[]> = {
  sites: ["site"],
  "cms-options": ["site"],
  "cms-navigation": ["nav"],
  "cms-elements": ["elements"],
  // Any write to products, categories or attributes (and an order selling out or restocking).
  catalog: ["catalog"],
};

export const pageKey = (id: number) => `page-${id}`;
export const productKey = (id: number) => `product-${id}`;
export const categoryKey = (id: number) => `category-${id}`;
