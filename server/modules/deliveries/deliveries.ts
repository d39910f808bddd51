/**
 * E-product delivery (spec section 9, decision 0047). An e-product delivers a download link (the
 * default) or a code, shown as text or as a QR code. A code product sells from a pool of codes: an
 * order takes one code per unit when it is made, in its own transaction (a product with too few codes
 * left is refused like one out of stock), gives them back if it is never paid, and is delivered them
 * when paid. A link is one grant per product and order, downloaded through a signed, expiring address.
 */
import { PostgresAdapter } from "kysely";
import type { Deliverables } from "#server/contract/accounts";
import type { DbOrTx } from "#server/db";
import type { DeliveryType } from "#server/db/schema";
import type { Services } from "#server/services";
import { stockError } from "../cart/errors";
import { DomainError } from "../errors";
import { mediaName, openOriginal, type MediaBody } from "../media";
import { signedPath, signedState } from "../signed-links";
import type { SiteRecord } from "../site";
import { orderLineOptions } from "../orders/line-options";
import { unitsOf } from "../orders/units";

/** A refusal of e-product delivery: a code product with too few codes left is out of stock (409). */
export class DeliveryError extends DomainError {}

/** How long a download address works after the order page showed it. */
export const DOWNLOAD_LINK_SECONDS = 60 * 60;
/** The platform path of a download (the host serves /api next to the storefront). */
const DOWNLOAD_PATH = "/api/v1/order/download";

export const isCode = (type: DeliveryType) => type !== "link";
const isPostgres = (db: DbOrTx) => db.getExecutor().adapter instanceof PostgresAdapter;

/** On PostgreSQL, locks the product's row, the row an order taking its stock and codes locks too. */
export async function lockProductRow(tx: DbOrTx, productId: number): Promise<void> {
  if (isPostgres(tx)) await tx.selectFrom("products").select("id").where("id", "=", productId).forUpdate().execute();
}

interface DigitalProduct {
  productId: number;
  type: DeliveryType;
  units: number;
}

/**
 * The e-products an order holds that have something to deliver, with their units: its own lines and
 * its bundles' members as chosen (a configurable member's variant), counted as the order's stock is
 * (unitsOf), in product id order.
 */
async function digitalProductsOf(db: DbOrTx, orderId: number): Promise<DigitalProduct[]> {
  const lines = await db
    .selectFrom("order_items")
    .select(["product_id", "qty", "options"])
    .where("order_id", "=", orderId)
    .where("product_id", "is not", null)
    .execute();
  const units = await unitsOf(
    db,
    lines.map((l) => ({
      productId: l.product_id!,
      qty: Number(l.qty),
      bundleOptions: orderLineOptions(l.options).bundleOptions,
    })),
  );
  if (!units.size) return [];
  const deliveries = await db
    .selectFrom("product_deliveries")
    .select(["product_id", "delivery_type"])
    .where("product_id", "in", [...units.keys()])
    .orderBy("product_id")
    .execute();
  return deliveries.map((d) => ({ productId: d.product_id, type: d.delivery_type, units: units.get(d.product_id)! }));
}

/**
 * Sets a product's stock to its pool's free codes (a code product), or to untracked (a link); with
 * `trackedOnly`, a product whose stock is untracked stays so. On PostgreSQL the product's row is
 * locked first: an order taking stock and codes meanwhile has then either committed both (and is
 * counted) or waits for this transaction.
 */
export async function syncPoolStock(
  tx: DbOrTx,
  productId: number,
  type: DeliveryType,
  trackedOnly = false,
): Promise<void> {
  if (!isCode(type)) {
    await tx.updateTable("products").set({ stock_qty: null }).where("id", "=", productId).execute();
    return;
  }
  await lockProductRow(tx, productId);
  const free = await tx
    .selectFrom("eproduct_codes")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("product_id", "=", productId)
    .where("order_id", "is", null)
    .executeTakeFirstOrThrow();
  let update = tx
    .updateTable("products")
    .set({ stock_qty: Number(free.n) })
    .where("id", "=", productId);
  if (trackedOnly) update = update.where("stock_qty", "is not", null);
  await update.execute();
}

/** The products' names in a language. */
async function productNames(db: DbOrTx, ids: number[], language: string): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom("product_translations")
    .select(["product_id", "name"])
    .where("product_id", "in", ids)
    .where("language_code", "=", language)
    .execute();
  return new Map(rows.map((r) => [r.product_id, r.name]));
}

/** Gives the order up to `count` free codes of the product; answers how many it got. On PostgreSQL a
 * code another order's transaction is taking is skipped, not waited for: the two get different codes. */
async function takeCodes(tx: DbOrTx, productId: number, orderId: number, count: number): Promise<number> {
  let free = tx
    .selectFrom("eproduct_codes")
    .select("id")
    .where("product_id", "=", productId)
    .where("order_id", "is", null)
    .orderBy("id")
    .limit(count);
  if (isPostgres(tx)) free = free.forUpdate().skipLocked();
  const ids = (await free.execute()).map((r) => r.id);
  if (!ids.length) return 0;
  const taken = await tx
    .updateTable("eproduct_codes")
    .set({ order_id: orderId })
    .where("id", "in", ids)
    .where("order_id", "is", null)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows);
}

/**
 * Takes the codes of an order being made (its lines written), one per unit of each code product, in
 * its transaction: 409 'Not enough stock.' when a product has too few left, how many in
 * `details.available` (the transaction then writes nothing), as for stock.
 */
export async function reserveCodes(tx: DbOrTx, orderId: number): Promise<void> {
  for (const p of await digitalProductsOf(tx, orderId)) {
    if (!isCode(p.type)) continue;
    const taken = await takeCodes(tx, p.productId, orderId, p.units);
    if (taken < p.units) throw stockError(taken);
  }
}

/** Gives back the codes of an order that will not be paid (failed or cancelled), in its transaction. */
export async function releaseCodes(tx: DbOrTx, orderId: number): Promise<void> {
  await tx
    .updateTable("eproduct_codes")
    .set({ order_id: null })
    .where("order_id", "=", orderId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom("order_deliverables as d").select("d.id").whereRef("d.code_id", "=", "eproduct_codes.id"),
        ),
      ),
    )
    .execute();
}

/** The order's codes of a product not delivered yet, at most `count`. */
async function heldCodes(tx: DbOrTx, orderId: number, productId: number, count: number): Promise<number[]> {
  const rows = await tx
    .selectFrom("eproduct_codes as c")
    .select("c.id")
    .where("c.order_id", "=", orderId)
    .where("c.product_id", "=", productId)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom("order_deliverables as d").select("d.id").whereRef("d.code_id", "=", "c.id"))),
    )
    .orderBy("c.id")
    .limit(count)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Delivers a paid order's e-products, inside the transaction that marks it paid: per link product one
 * download grant, per unit of a code product one code (those the order took when it was made; an
 * order made without them takes free ones now, and a unit the pool cannot serve stays owed and is
 * delivered by a later call). Idempotent: it delivers only what the order is still owed, so a second
 * call delivers nothing new. Answers how many deliverables it added (`added`) and the products whose
 * stock it changed by taking codes now (`resynced`: the caller invalidates the catalog and purges
 * them once committed). Called wherever an order becomes paid (an online payment's result, the back
 * office's "mark as paid").
 */
export async function deliverDigitalGoods(
  tx: DbOrTx,
  site: SiteRecord,
  orderId: number,
): Promise<{ added: number; resynced: number[] }> {
  const none = { added: 0, resynced: [] };
  const order = await tx
    .selectFrom("orders")
    .select(["id", "language"])
    .where("id", "=", orderId)
    .where("site_id", "=", site.id)
    .executeTakeFirst();
  if (!order) return none;
  const products = await digitalProductsOf(tx, orderId);
  if (!products.length) return none;
  const ids = products.map((p) => p.productId);
  const [done, nameOf] = await Promise.all([
    tx
      .selectFrom("order_deliverables")
      .select(["product_id", (eb) => eb.fn.countAll<number>().as("n")])
      .where("order_id", "=", orderId)
      .groupBy("product_id")
      .execute(),
    productNames(tx, ids, order.language),
  ]);
  const delivered = new Map(done.map((r) => [r.product_id, Number(r.n)]));
  const stamp = new Date().toISOString();
  const rows: {
    order_id: number;
    product_id: number;
    name: string;
    delivery_type: DeliveryType;
    code_id: number | null;
    created_at: string;
  }[] = [];
  const resynced: number[] = [];
  for (const p of products) {
    const owed = isCode(p.type) ? p.units - (delivered.get(p.productId) ?? 0) : delivered.has(p.productId) ? 0 : 1;
    if (owed <= 0) continue;
    const row = {
      order_id: orderId,
      product_id: p.productId,
      name: nameOf.get(p.productId) ?? "",
      delivery_type: p.type,
      created_at: stamp,
    };
    if (!isCode(p.type)) {
      rows.push({ ...row, code_id: null });
      continue;
    }
    let codes = await heldCodes(tx, orderId, p.productId, owed);
    if (codes.length < owed) {
      await takeCodes(tx, p.productId, orderId, owed - codes.length);
      codes = await heldCodes(tx, orderId, p.productId, owed);
      // The pool is the product's stock (decision 0049): codes taken now, not when the order was made.
      await syncPoolStock(tx, p.productId, p.type, true);
      resynced.push(p.productId);
    }
    for (const code_id of codes) rows.push({ ...row, code_id });
  }
  if (rows.length) await tx.insertInto("order_deliverables").values(rows).execute();
  return { added: rows.length, resynced };
}

// ---------------------------------------------------------------- what the buyer sees

/** The signed address of a download grant, working for DOWNLOAD_LINK_SECONDS from `now`. */
export const downloadUrl = (id: number, now = Date.now()): string =>
  signedPath(DOWNLOAD_PATH, "download", id, DOWNLOAD_LINK_SECONDS, now);

/** Whether a download address is one we signed and still works (signed-links.ts). */
export const downloadState = (id: number, expires: number, signature: string, now = Date.now()) =>
  signedState("download", id, expires, signature, now);

/**
 * What an order's buyer sees of its e-products (the order detail): what was delivered (codes, and
 * links signed for an hour); a code unit still owed shows without its code. An order still waiting for
 * its payment (pendingPayment) says it delivers once paid. Null for an order without e-products to
 * deliver, one that will not be paid, or one settled before delivery existed with nothing delivered.
 */
export async function deliverablesOf(
  db: DbOrTx,
  order: { id: number; status: string; language: string },
): Promise<Deliverables | null> {
  if (order.status === "failed" || order.status === "cancelled") return null;
  const [products, rows] = await Promise.all([
    digitalProductsOf(db, order.id),
    db
      .selectFrom("order_deliverables as d")
      .leftJoin("eproduct_codes as c", "c.id", "d.code_id")
      .leftJoin("product_deliveries as p", "p.product_id", "d.product_id")
      .select(["d.id", "d.product_id", "d.name", "d.delivery_type", "c.code", "p.media_id", "p.url"])
      .where("d.order_id", "=", order.id)
      .orderBy("d.product_id")
      .orderBy("d.id")
      .execute(),
  ]);
  if (!products.length && !rows.length) return null;
  if (!rows.length && order.status === "pendingPayment") return { state: "awaitingPayment", items: [] };
  const items: Deliverables["items"] = rows.map((r) => ({
    productId: r.product_id,
    name: r.name,
    type: r.delivery_type,
    code: r.code ?? null,
    downloadUrl: r.delivery_type === "link" ? downloadUrl(r.id) : null,
    // A link gives the product's file, else its address (as openDownload does).
    linkTarget: r.delivery_type !== "link" ? null : r.media_id === null && r.url ? "address" : "file",
  }));
  // Code units the pool could not serve yet: listed without their code (delivered by a later call).
  const owed = products
    .filter((p) => isCode(p.type))
    .map((p) => ({ ...p, missing: p.units - rows.filter((r) => r.product_id === p.productId).length }))
    .filter((p) => p.missing > 0);
  const names = await productNames(
    db,
    owed.map((p) => p.productId),
    order.language,
  );
  for (const p of owed)
    for (let i = 0; i < p.missing; i++)
      items.push({
        productId: p.productId,
        name: names.get(p.productId) ?? "",
        type: p.type,
        code: null,
        downloadUrl: null,
        linkTarget: null,
      });
  // An order paid some other way before delivery existed has nothing to show.
  return items.length ? { state: "delivered", items } : null;
}

export type Download = { file: MediaBody; mime: string; name: string } | { url: string } | { refused: 403 | 410 };

/**
 * What a download address gives, once its signature and time are checked: the product's file now (a
 * corrected file reaches earlier buyers too) from the media storage, or its address; refused 410 for
 * an address we signed whose hour is over, 403 for a forged or altered one or a grant whose file is
 * gone.
 */
export async function openDownload(
  services: Services,
  input: { id: number; expires: number; signature: string },
): Promise<Download> {
  const state = downloadState(input.id, input.expires, input.signature);
  if (state !== "valid") return { refused: state === "expired" ? 410 : 403 };
  const grant = await services.db
    .selectFrom("order_deliverables as d")
    .innerJoin("orders as o", "o.id", "d.order_id")
    .innerJoin("product_deliveries as p", "p.product_id", "d.product_id")
    .select(["o.site_id", "p.media_id", "p.url"])
    .where("d.id", "=", input.id)
    .where("d.delivery_type", "=", "link")
    .executeTakeFirst();
  if (!grant) return { refused: 403 };
  if (grant.media_id === null) return grant.url ? { url: grant.url } : { refused: 403 };
  const row = await services.db
    .selectFrom("media")
    .selectAll()
    .where("id", "=", grant.media_id)
    .where("site_id", "=", grant.site_id)
    .executeTakeFirst();
  const file = row && (await openOriginal(services, row));
  return row && file
    ? { file, mime: row.mime, name: `${mediaName(row.original_name)}.${row.extension}` }
    : { refused: 403 };
}
