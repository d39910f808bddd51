import { withDb } from "./db";

/**
 * A category of a test's own below Home & living, at `position` among its siblings (the other specs
 * count the top level and the demo's categories), named and addressed in both languages: its id.
 */
export function belowHomeAndLiving(texts: Record<"en" | "hr", { name: string; slug: string }>, position: number) {
  return withDb((db) => {
    const id = Number(
      db
        .prepare(
          `INSERT INTO categories (site_id, parent_id, position, media_id, sort_types, sort_default_type, created_at)
           VALUES (1, (SELECT category_id FROM category_translations WHERE language_code = 'en' AND slug = 'home-living'),
                   ?, NULL, '["newest"]', 'newest', ?)`,
        )
        .run(position, new Date().toISOString()).lastInsertRowid,
    );
    const text = db.prepare(
      "INSERT INTO category_translations (category_id, language_code, name, slug, description) VALUES (?, ?, ?, ?, '')",
    );
    for (const language of ["en", "hr"] as const) text.run(id, language, texts[language].name, texts[language].slug);
    return id;
  });
}

export interface ProductCopy {
  id: number;
  sku: string;
  slugs: { en: string; hr: string };
}

/** A new simple product copied from the first visible demo product with a main category, in a category of its own. */
export function newProduct(tag: string): ProductCopy {
  const suffix = `${tag}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  // Other specs read the home page's featured products and the first page of the demo's
  // categories: a copy is never featured, and stands in a category of its own below Home & living.
  const categoryId = belowHomeAndLiving(
    {
      en: { name: `E2E ${suffix}`, slug: `e2e-category-${suffix}-en` },
      hr: { name: `E2E ${suffix}`, slug: `e2e-kategorija-${suffix}-hr` },
    },
    998,
  );
  return withDb((db) => {
    const source = db
      .prepare(
        `SELECT * FROM products WHERE format = 'Simple' AND parent_id IS NULL AND archived = 0
         AND is_visible_individually = 1 AND main_category_id IS NOT NULL ORDER BY id LIMIT 1`,
      )
      .get() as Record<string, unknown>;
    const { id: sourceId, ...row } = source;
    const sku = `E2E-PRD-${suffix}`.toUpperCase();
    Object.assign(row, {
      sku,
      stock_qty: 40,
      retail_price: 5000,
      basic_price: 5000,
      final_price: 4500,
      featured: 0,
      main_category_id: categoryId,
    });
    const columns = Object.keys(row);
    const id = Number(
      db
        .prepare(`INSERT INTO products (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`)
        .run(...columns.map((c) => row[c])).lastInsertRowid,
    );
    const slugs = { en: `e2e-product-${suffix}-en`, hr: `e2e-proizvod-${suffix}-hr` };
    for (const t of db.prepare("SELECT * FROM product_translations WHERE product_id = ?").all(sourceId) as Record<
      string,
      unknown
    >[]) {
      const language = t.language_code as "en" | "hr";
      Object.assign(t, { product_id: id, slug: slugs[language], name: `E2E product ${suffix} ${language}` });
      const cols = Object.keys(t);
      db.prepare(
        `INSERT INTO product_translations (${cols.join(", ")}) VALUES (${cols.map(() => "?").join(", ")})`,
      ).run(...cols.map((c) => t[c]));
    }
    db.prepare("INSERT INTO product_categories (product_id, category_id, position) VALUES (?, ?, 0)").run(
      id,
      row.main_category_id,
    );
    return { id, sku, slugs };
  });
}
