import type { Hono } from "hono";
import { categoriesAdmin as contract } from "#server/contract";
import {
  categoriesForBackoffice,
  categoryForBackoffice,
  createCategory,
  deleteCategory,
  saveCategory,
} from "#server/modules/catalog";
import { mount, type PlatformEnv } from "../mount";
import { requireBackoffice } from "../scope";

export function mountCategoriesAdmin(app: Hono<PlatformEnv>): void {
  mount(app, contract.categories, (_input, s) => {
    requireBackoffice(s);
    return categoriesForBackoffice(s.services, s);
  });
  mount(app, contract.category, (input, s) => {
    requireBackoffice(s);
    return categoryForBackoffice(s.services, s, input.id);
  });
  mount(app, contract.saveCategory, (input, s) => {
    requireBackoffice(s);
    return saveCategory(s.services, s, input);
  });
  mount(app, contract.createCategory, (input, s) => {
    requireBackoffice(s);
    return createCategory(s.services, s, input);
  });
  mount(app, contract.deleteCategory, (input, s) => {
    requireBackoffice(s);
    return deleteCategory(s.services, s, input.id);
  });
}
