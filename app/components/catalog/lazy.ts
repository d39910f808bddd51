import { lazyPart } from "../../lib/lazy";

/**
 * Catalog parts that work before their code is there, so pages hydrate without waiting for it:
 * the filters are a GET form (submitting itself on change once loaded), the pager and the
 * cross-sells below the fold are links and forms. The category tiles show on the shop's first
 * page only, not on the category pages that load the same route.
 */
export const CategoryList = lazyPart(() => import("./CategoryList").then((m) => m.CategoryList));
export const FilterPanel = lazyPart(() => import("./FilterPanel").then((m) => m.FilterPanel));
export const Pagination = lazyPart(() => import("./Pagination").then((m) => m.Pagination));
export const ProductShelf = lazyPart(() => import("./ProductCard").then((m) => m.ProductShelf));
