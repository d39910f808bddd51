import type { Hono } from "hono";
import { catalog as contract, platformMessages } from "#server/contract";
import {
  checkBundle,
  filterCategories,
  filterProducts,
  getCategory,
  layeredNavigation,
  listTags,
  productDetail,
} from "#server/modules/catalog";
import { badRequest } from "../errors";
import { mount, type PlatformEnv } from "../mount";

export function mountCatalog(app: Hono<PlatformEnv>): void {
  mount(app, contract.productFilter, (input, s) => filterProducts(s.services, s, input));
  mount(app, contract.layeredNavigation, (input, s) => layeredNavigation(s.services, s, input));
  mount(app, contract.productGet, (input, s) => {
    if (input.store !== undefined && !s.site.stores.some((store) => store.id === input.store))
      throw badRequest(platformMessages.storeUndefined);
    return productDetail(s.services, s, { slug: input.slug, id: input.id });
  });
  mount(app, contract.categoryGet, (input, s) => getCategory(s.services, s, input.id));
  mount(app, contract.categoryFilter, (input, s) => filterCategories(s.services, s, input));
  mount(app, contract.tagFilter, (_input, s) => listTags(s.services, s));
  mount(app, contract.checkBundles, (input, s) => checkBundle(s.services, s, input.product));
}
