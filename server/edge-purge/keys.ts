import { CATALOG_KEY } from "../contract/edge";

/** The in-process cache's tags (server/cache.ts) and the keys of the pages showing their data. */
export const TAG_KEYS: Record<string, readonly string[]> = {
  sites: ["site"],
  "cms-options": ["site"],
  "cms-navigation": ["nav"],
  "cms-elements": ["elements"],
  // Any write to products, categories or attributes (and an order selling out or restocking).
  catalog: [CATALOG_KEY],
  // Signed-in visitors' sessions: no shared page reads them.
  sessions: [],
};
