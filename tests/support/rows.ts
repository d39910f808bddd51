import type { Insertable } from "kysely";
import type { Database } from "#server/db";

/**
 * A site's row and nothing else (no stores, languages or options), for migration tests and benches
 * that start from an empty database; `label` makes its address and keys its own.
 */
export function bareSiteRow(id: number, label: string, defaultLanguage = "hr"): Insertable<Database["sites"]> {
  return {
    id,
    name: label,
    url: `https://${label}.example`,
    subdomain: label,
    api_key: `${label}-key`,
    api_key_id: label,
    default_language: defaultLanguage,
    allowed_language_ids: "[]",
    config: "{}",
  };
}

/**
 * A simple product's row written straight into the table: a price of 100 everywhere, no stock kept,
 * no category or picture, visible on its own; `fields` changes any of it.
 */
export function simpleProductRow(
  siteId: number,
  sku: string,
  at: string,
  fields: Partial<Insertable<Database["products"]>> = {},
): Insertable<Database["products"]> {
  return {
    site_id: siteId,
    type: "product",
    format: "Simple",
    sku,
    parent_id: null,
    is_visible_individually: 1,
    retail_price: 100,
    basic_price: 100,
    membership_price: null,
    final_price: 100,
    category_priority: 0,
    main_category_id: null,
    media_id: null,
    stock_qty: null,
    archived: 0,
    featured: 0,
    created_at: at,
    updated_at: at,
    ...fields,
  };
}
