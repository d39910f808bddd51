import type { Hono } from "hono";
import { catalogAdmin as contract } from "#server/contract";
import {
  createCustomOption,
  createProductFromBackoffice,
  deleteCustomOption,
  deleteProductFromBackoffice,
  listProductsForBackoffice,
  newProductChoices,
  productForBackoffice,
  saveCustomOption,
  saveProductFromBackoffice,
} from "#server/modules/catalog";
import { mount, type PlatformEnv } from "../mount";
import { requireBackoffice } from "../scope";

/** The catalogue's back office (decisions 0071, 0076, 0114): back-office users only. */
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
  mount(app, contract.newProduct, (_input, s) => {
    requireBackoffice(s);
    return newProductChoices(s.services, s);
  });
  mount(app, contract.createProduct, (input, s) => {
    requireBackoffice(s);
    return createProductFromBackoffice(s.services, s, input);
  });
  mount(app, contract.deleteProduct, (input, s) => {
    requireBackoffice(s);
    return deleteProductFromBackoffice(s.services, s, input);
  });
  mount(app, contract.createCustomOption, (input, s) => {
    requireBackoffice(s);
    return createCustomOption(s.services, s, input);
  });
  mount(app, contract.saveCustomOption, (input, s) => {
    requireBackoffice(s);
    return saveCustomOption(s.services, s, input);
  });
  mount(app, contract.deleteCustomOption, (input, s) => {
    requireBackoffice(s);
    return deleteCustomOption(s.services, s, input);
  });
}
