import type { Hono } from "hono";
import { z } from "zod";
import { catalog } from "#server/contract";
import { searchCategories } from "#server/contract/catalog";
import { searchSite } from "#server/modules/search";
import { mount, type PlatformEnv } from "../mount";

/** The contract's search input, with a plain message when the category is missing or unknown
 * (spec section 8, missingSearchCategories). */
const searchEndpoint = {
  ...catalog.search,
  input: catalog.search.input.extend({
    category: z.enum(searchCategories, {
      error: (issue) =>
        issue.input === undefined || issue.input === ""
          ? `a search category is required (one of ${searchCategories.join(", ")})`
          : `unknown search category (expected one of ${searchCategories.join(", ")})`,
    }),
  }),
};

export function mountSearch(app: Hono<PlatformEnv>): void {
  mount(app, searchEndpoint, (input, s) => searchSite(s.services, s, input));
}
