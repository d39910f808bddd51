/**
 * A product's personalization fields (custom options) in the back office (decision 0114): made,
 * changed and removed one at a time, each in one transaction. A field's code and type are fixed once
 * made: carts and orders key the typed value by the code, and a value typed as text need not be a
 * number. After a change the catalog's remembered reads are dropped and the product's page and its
 * categories' pages purged (a card offers "Add to cart" only for a product without a required field).
 */
import { catalogAdminMessages as m, type AdminCustomOption } from "#server/contract/catalog-admin";
import { MAX_OPTION_CODE, MAX_PRODUCT_OPTIONS, OPTION_CODE_PATTERN } from "#server/contract/catalog-admin-limits";
import { catalogMessages } from "#server/contract/catalog";
import { locales, type Locale } from "#server/contract/urls";
import type { DbOrTx } from "#server/db";
import type { Services } from "#server/services";
import { categoryKey, productKey, purgeEdgeKeys } from "../../edge-purge";
import { isUniqueViolation } from "../errors";
import type { Scope } from "../scope";
import { CatalogError, catalogNotFound } from "./errors";
import { customOptionsOf } from "./custom-options";
import { invalidateCatalog } from "./load";

/** What a field's save and creation set. */
export interface CustomOptionFields {
  labels: Record<Locale, string>;
  required: boolean;
  price: number;
  maxLength: number;
}

/** A product's fields in the order its page shows them. */
export async function customOptionsOfProduct(db: DbOrTx, productId: number): Promise<AdminCustomOption[]> {
  return (await customOptionsOf(db, [productId])).map(({ id, code, type, labels, required, price, maxLength }) => ({
    id,
    code,
    type,
    labels: Object.fromEntries(Object.entries(labels).filter(([l]) => locales.includes(l as Locale))),
    required,
    price,
    maxLength,
  }));
}

function checkedLabels(labels: Record<Locale, string>): string {
  if (locales.some((l) => !labels[l].trim())) throw new CatalogError(m.optionLabelMissing, 400);
  return JSON.stringify(Object.fromEntries(locales.map((l) => [l, labels[l].trim()])));
}

/** The site's product (its configurable product too, whose page shows a variant's fields). */
async function productOfSite(db: DbOrTx, scope: Scope, productId: number) {
  const row = await db
    .selectFrom("products")
    .select(["id", "parent_id"])
    .where("id", "=", productId)
    .where("site_id", "=", scope.site.id)
    .executeTakeFirst();
  if (!row) throw catalogNotFound(catalogMessages.productNotFound);
  return row;
}

/** The field of the site's product the caller names, or optionNotFound (a page of one product
 * changes none of another's). */
async function optionOfProduct(db: DbOrTx, scope: Scope, { productId, id }: { productId: number; id: number }) {
  const row = await db
    .selectFrom("custom_options as o")
    .innerJoin("products as p", "p.id", "o.product_id")
    .select(["o.id", "o.product_id", "p.parent_id"])
    .where("o.id", "=", id)
    .where("o.product_id", "=", productId)
    .where("p.site_id", "=", scope.site.id)
    .executeTakeFirst();
  if (!row) throw catalogNotFound(m.optionNotFound);
  return row;
}

/** After a change: the shop's reads of the product and of the lists showing it. */
async function changed(services: Services, product: { id: number; parent_id: number | null }) {
  invalidateCatalog(services);
  const categories = await services.db
    .selectFrom("product_categories")
    .select("category_id")
    .where("product_id", "in", [product.id, ...(product.parent_id === null ? [] : [product.parent_id])])
    .execute();
  purgeEdgeKeys(services, [
    productKey(product.id),
    ...(product.parent_id === null ? [] : [productKey(product.parent_id)]),
    ...[...new Set(categories.map((c) => c.category_id))].map(categoryKey),
  ]);
  return { customOptions: await customOptionsOfProduct(services.db, product.id) };
}

/** A new field, last on the product's page. */
export async function createCustomOption(
  services: Services,
  scope: Scope,
  input: CustomOptionFields & { productId: number; code: string; type: "text" | "number" },
) {
  const code = input.code.trim();
  if (code.length > MAX_OPTION_CODE || !OPTION_CODE_PATTERN.test(code))
    throw new CatalogError(m.optionCodeInvalid, 400);
  const labels = checkedLabels(input.labels);
  let product;
  try {
    product = await services.db.transaction().execute(async (tx) => {
      const row = await productOfSite(tx, scope, input.productId);
      const existing = await tx
        .selectFrom("custom_options")
        .select(["code", "position"])
        .where("product_id", "=", row.id)
        .execute();
      if (existing.some((o) => o.code === code)) throw new CatalogError(m.optionCodeTaken, 409);
      if (existing.length >= MAX_PRODUCT_OPTIONS) throw new CatalogError(m.optionsTooMany, 409);
      await tx
        .insertInto("custom_options")
        .values({
          product_id: row.id,
          code,
          option_type: input.type,
          labels,
          required: input.required ? 1 : 0,
          price: input.price,
          position: Math.max(-1, ...existing.map((o) => Number(o.position))) + 1,
          max_length: input.maxLength,
        })
        .execute();
      return row;
    });
  } catch (error) {
    // Another creation took the code between the check and the write.
    if (isUniqueViolation(error)) throw new CatalogError(m.optionCodeTaken, 409);
    throw error;
  }
  return changed(services, product);
}

/** A field's labels, requirement, price and length; its code and type stay. */
export async function saveCustomOption(
  services: Services,
  scope: Scope,
  input: CustomOptionFields & { productId: number; id: number },
) {
  const labels = checkedLabels(input.labels);
  const option = await services.db.transaction().execute(async (tx) => {
    const row = await optionOfProduct(tx, scope, input);
    await tx
      .updateTable("custom_options")
      .set({ labels, required: input.required ? 1 : 0, price: input.price, max_length: input.maxLength })
      .where("id", "=", row.id)
      .execute();
    return row;
  });
  return changed(services, { id: option.product_id, parent_id: option.parent_id });
}

/** Removes a field: carts' lines that hold a value for it keep the value unshown and uncharged. */
export async function deleteCustomOption(services: Services, scope: Scope, input: { productId: number; id: number }) {
  const option = await services.db.transaction().execute(async (tx) => {
    const row = await optionOfProduct(tx, scope, input);
    await tx.deleteFrom("custom_options").where("id", "=", row.id).execute();
    return row;
  });
  return changed(services, { id: option.product_id, parent_id: option.parent_id });
}
