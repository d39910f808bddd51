import type { Hono } from "hono";
import { catalog as contract, platformMessages } from "../../contract";
import {
  checkBundle,
  CatalogError,
  filterCategories,
  filterProducts,
  getCategory,
  layeredNavigation,
  listTags,
  productDetail,
} from "../../modules/catalog";
import { answering, badRequest } from "../errors";
import { mount, type PlatformEnv } from "../mount";

/** Catalog failures (unknown filter, category or product; not a bundle) answer with their own status. */
const answer = <T>(work: () => Promise<T>) => answering(CatalogError, work);

export function mountCatalog(app: Hono<PlatformEnv>): void {
  mount(app, contract.productFilter, (input, s) => answer(() => filterProducts(s.services, s.site, s.language, input)));
  mount(app, contract.layeredNavigation, (input, s) => answer(() => layeredNavigation(s.services, s.site, s.language, input)));
  mount(app, contract.productGet, (input, s) => {
    if (input.store !== undefined && !s.site.stores.some((store) => store.id === input.store)) throw badRequest(platformMessages.storeUndefined);
    return answer(() => productDetail(s.services, s.site, s.language, { slug: input.slug, id: input.id }));
  });
  mount(app, contract.categoryGet, (input, s) => answer(() => getCategory(s.services, s.site, s.language, input.id)));
  mount(app, contract.categoryFilter, (input, s) => answer(() => filterCategories(s.services, s.site, s.language, input)));
  mount(app, contract.tagFilter, (_input, s) => listTags(s.services, s.site, s.language));
  mount(app, contract.checkBundles, (input, s) => answer(() => checkBundle(s.services, s.site, s.language, input.product)));
}
