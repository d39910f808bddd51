/**
 * The main e2e server's SQLite database, read by specs to see what the platform kept (orders, stock)
 * and the mail it queued (the outbox: no SMTP in the suite).
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import Database from "better-sqlite3";

const ROOT = resolve(import.meta.dirname, "../../..");
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".tmp/e2e";

export function withDb<T>(work: (db: Database.Database) => T): T {
  const db = new Database(resolve(ROOT, DATA_DIR, "storefront.sqlite"), { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    return work(db);
  } finally {
    db.close();
  }
}

/**
 * The suite places more orders through the main server's checkout in an hour than the platform lets
 * one client address (ATTEMPT_LIMITS.order, 60: every browser here is 127.0.0.1): a spec about to
 * place one is a fixture, not a shopper, so it clears that count first (the limit itself is
 * tests/api's). Nothing to clear while the main server has not started.
 */
export function allowMoreOrders(): void {
  if (!existsSync(resolve(ROOT, DATA_DIR, "storefront.sqlite"))) return;
  withDb((db) => db.prepare("DELETE FROM rate_limits WHERE key LIKE 'order:address:%'").run());
}

/** A product's English slug, by its SKU. */
export function productSlug(sku: string): string {
  return withDb(
    (db) =>
      (
        db
          .prepare(
            "SELECT t.slug FROM product_translations t JOIN products p ON p.id = t.product_id WHERE p.sku = ? AND t.language_code = 'en'",
          )
          .get(sku) as { slug: string }
      ).slug,
  );
}

/** A demo product by its SKU: its id, price (cents), stock, and slug and name in each language. */
export function productBySku(sku: string) {
  return withDb((db) => {
    const row = db.prepare("SELECT id, final_price, stock_qty FROM products WHERE sku = ?").get(sku) as {
      id: number;
      final_price: number;
      stock_qty: number;
    };
    const texts = db
      .prepare("SELECT language_code AS lang, slug, name FROM product_translations WHERE product_id = ?")
      .all(row.id) as { lang: string; slug: string; name: string }[];
    const byLang = (key: "slug" | "name") =>
      Object.fromEntries(texts.map((t) => [t.lang, t[key]])) as Record<"en" | "hr", string>;
    return { id: row.id, price: row.final_price, stock: row.stock_qty, slug: byLang("slug"), name: byLang("name") };
  });
}

/** The link with a token in the newest mail of this kind to this address (a guest's confirmation: the
 * order's page; a new account's: the login page that confirms the address). */
export function mailedTokenLink(to: string, kind: string): URL {
  const row = withDb(
    (db) =>
      db
        .prepare("SELECT text_body FROM outbox WHERE to_address = ? AND kind = ? ORDER BY id DESC LIMIT 1")
        .get(to, kind) as { text_body: string } | undefined,
  );
  if (!row) throw new Error(`no ${kind} mail to ${to}`);
  // "?token=" (an order's page) or "?verificationToken=" (an account's confirmation).
  const link = /https?:\/\/\S+token=\S+/i.exec(row.text_body)?.[0];
  if (!link) throw new Error(`the ${kind} mail to ${to} has no link with a token`);
  return new URL(link);
}

/**
 * A simple product of a spec's own, written into `db` (in a spec's withDb): listed alone, in no
 * category, with no stock limit, named and addressed in English and Croatian; its id.
 */
export function insertSimpleProduct(
  db: Database.Database,
  product: {
    sku: string;
    price: number;
    archived?: boolean;
    mediaId?: number | null;
    texts: Record<"en" | "hr", { name: string; slug: string }>;
  },
): number {
  const now = new Date().toISOString();
  const id = Number(
    db
      .prepare(
        `INSERT INTO products (site_id, type, format, sku, parent_id, is_visible_individually, retail_price, basic_price,
           membership_price, final_price, category_priority, main_category_id, media_id, stock_qty, archived, featured,
           created_at, updated_at)
         VALUES (1, 'product', 'Simple', ?, NULL, 1, ?, ?, NULL, ?, 0, NULL, ?, NULL, ?, 0, ?, ?)`,
      )
      .run(
        product.sku,
        product.price,
        product.price,
        product.price,
        product.mediaId ?? null,
        product.archived ? 1 : 0,
        now,
        now,
      ).lastInsertRowid,
  );
  const text = db.prepare(
    `INSERT INTO product_translations (product_id, language_code, name, slug, short_description, description,
       meta_title, meta_description) VALUES (?, ?, ?, ?, '', '', '', '')`,
  );
  for (const language of ["en", "hr"] as const)
    text.run(id, language, product.texts[language].name, product.texts[language].slug);
  return id;
}
