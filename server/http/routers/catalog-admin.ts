import type { Hono } from "hono";
import { catalogAdmin as contract } from "#server/contract";
import { listProductsForBackoffice, productForBackoffice, saveProductFromBackoffice } from "#server/modules/catalog";
import { mount, type PlatformEnv } from "../mount";
import { requireBackoffice } from "../scope";

/** The catalogue's back office (decision 0071): back-office users only. */
export function mountCatalogAdmin(app: Hono<PlatformEnv>): void {
  mount(app, contract.products, (input, s) => {
    requireBackoffice(s);
    return listProductsForBackoffice(s.services, s, input);
  });
  mount(app, contract.product, (input, s) => {
    requireBackoffice(s);
    return productForBackoffice(s.services, s, input.id);
  });
  mount(app, contract.saveProduct, (input, s) => {
    requireBackoffice(s);
    return saveProductFromBackoffice(s.services, s, input);
  });
}
