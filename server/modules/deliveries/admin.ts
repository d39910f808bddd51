/**
 * E-products in the back office (decision 0049): what each delivers (a link to a private media
 * document or to an address, or codes shown as text or as a QR code) and the pool of codes a code
 * product sells from. A code product's stock is its pool's free codes: `syncPoolStock` keeps the
 * product's stock_qty equal to them whenever the pool changes here (an order takes stock and codes
 * together, and gives both back together), so the catalog, the cart and the checkout treat an empty
 * pool as sold out and never sell more than the codes left.
 */
import {
  CODES_PAGE_SIZE,
  MAX_DELIVERY_FILE_BYTES,
  MAX_CODE_LENGTH,
  MAX_CODES_PER_PASTE,
  MAX_CODES_TEXT,
  shopAdminMessages,
  type AdminEProduct,
} from "#server/contract/shop-admin";
import type { DbOrTx } from "#server/db";
import type { DeliveryType } from "#server/db/schema";
import type { Services } from "#server/services";
import { productKey, purgeEdgeKeys } from "../../edge-purge";
import { invalidateCatalog } from "../catalog";
import { documentTypes, dropUnusedOriginals, importFile, originalPath } from "../media";
import type { Scope } from "../scope";
import { DeliveryError, isCode, lockProductRow, syncPoolStock } from "./deliveries";

/** A held code shows its last characters only, enough to tell it from the others: four at most, and
 * never more than half of the code (a six-digit PIN shows three). */
export function maskCode(code: string): string {
  const shown = Math.min(4, Math.floor(code.length / 2));
  return `${"•".repeat(Math.min(code.length - shown, 8))}${code.slice(code.length - shown)}`;
}

/** The site's e-products (by SKU), or one. */
function eProductRows(db: DbOrTx, siteId: number, language: string, id?: number) {
  let query = db
    .selectFrom("products as p")
    .leftJoin("product_translations as t", (j) =>
      j.onRef("t.product_id", "=", "p.id").on("t.language_code", "=", language),
    )
    .leftJoin("product_deliveries as d", "d.product_id", "p.id")
    .leftJoin("media as m", "m.id", "d.media_id")
    .select([
      "p.id",
      "p.sku",
      "t.name",
      "d.delivery_type",
      "d.url",
      "m.id as media_id",
      "m.title as media_title",
      "m.original_name",
    ])
    .where("p.site_id", "=", siteId)
    .where("p.format", "=", "EProduct")
    .orderBy("p.sku");
  if (id !== undefined) query = query.where("p.id", "=", id);
  return query.execute();
}

type Row = Awaited<ReturnType<typeof eProductRows>>[number];

async function codeCounts(db: DbOrTx, ids: number[]) {
  const counts = new Map<number, { available: number; reserved: number; delivered: number }>();
  if (!ids.length) return counts;
  const rows = await db
    .selectFrom("eproduct_codes as c")
    .leftJoin("order_deliverables as d", "d.code_id", "c.id")
    .select([
      "c.product_id",
      (eb) => eb.fn.countAll<number>().as("total"),
      (eb) => eb.fn.count<number>("c.order_id").as("held"),
      (eb) => eb.fn.count<number>("d.id").as("delivered"),
    ])
    .where("c.product_id", "in", ids)
    .groupBy("c.product_id")
    .execute();
  for (const r of rows) {
    const held = Number(r.held);
    const delivered = Number(r.delivered);
    counts.set(r.product_id, { available: Number(r.total) - held, reserved: held - delivered, delivered });
  }
  return counts;
}

function toAdmin(row: Row, counts: Map<number, AdminEProduct["codes"] & object>): AdminEProduct {
  const type = row.delivery_type ?? "link";
  return {
    id: row.id,
    sku: row.sku,
    name: row.name ?? row.sku,
    deliveryType: type,
    file:
      row.media_id !== null ? { id: row.media_id, title: row.media_title ?? "", name: row.original_name ?? "" } : null,
    url: row.url ?? null,
    codes: isCode(type) ? (counts.get(row.id) ?? { available: 0, reserved: 0, delivered: 0 }) : null,
  };
}

export async function listEProducts(services: Services, { site, language }: Scope): Promise<AdminEProduct[]> {
  const rows = await eProductRows(services.db, site.id, language);
  const counts = await codeCounts(
    services.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toAdmin(r, counts));
}

async function oneEProduct(db: DbOrTx, { site, language }: Scope, id: number): Promise<AdminEProduct> {
  const [row] = await eProductRows(db, site.id, language, id);
  if (!row) throw new DeliveryError(shopAdminMessages.eProductNotFound, 404);
  return toAdmin(row, await codeCounts(db, [id]));
}

/** The most private documents the product's page offers (the newest). */
const FILES_OFFERED = 500;

/** The private documents of the site's media library a link may deliver, newest first, and the
 * product's current file whatever its age (the form would otherwise save "no file"). */
async function privateFiles(db: DbOrTx, siteId: number, current: AdminEProduct["file"]) {
  const rows = await db
    .selectFrom("media")
    .select(["id", "title", "original_name"])
    .where("site_id", "=", siteId)
    .where("access", "=", "private")
    .orderBy("id", "desc")
    .limit(FILES_OFFERED)
    .execute();
  const files = rows.map((r) => ({ id: r.id, title: r.title, name: r.original_name }));
  if (current && !files.some((f) => f.id === current.id)) files.push(current);
  return files;
}

export async function eProductDetail(services: Services, scope: Scope, id: number, asked = 1) {
  const product = await oneEProduct(services.db, scope, id);
  const { available, reserved, delivered } = product.codes ?? { available: 0, reserved: 0, delivered: 0 };
  const totalPages = Math.max(1, Math.ceil((available + reserved + delivered) / CODES_PAGE_SIZE));
  const page = Math.min(asked, totalPages);
  const [codes, files] = await Promise.all([
    services.db
      .selectFrom("eproduct_codes as c")
      .leftJoin("order_deliverables as d", "d.code_id", "c.id")
      .select(["c.id", "c.code", "c.order_id", "d.id as delivered"])
      .where("c.product_id", "=", id)
      // Free codes first (the removable ones), then reserved, then delivered.
      .orderBy((eb) => eb.case().when("c.order_id", "is", null).then(0).when("d.id", "is", null).then(1).else(2).end())
      .orderBy("c.id")
      .limit(CODES_PAGE_SIZE)
      .offset((page - 1) * CODES_PAGE_SIZE)
      .execute(),
    privateFiles(services.db, scope.site.id, product.file),
  ]);
  return {
    product,
    codes: codes.map((c) => {
      const state = c.order_id === null ? "available" : c.delivered === null ? "reserved" : "delivered";
      return { id: c.id, code: state === "available" ? c.code : maskCode(c.code), state } as const;
    }),
    page,
    totalPages,
    files,
  };
}

/** The catalog shows the stock of a product whose pool changed (in stock or sold out). */
function catalogChanged(services: Services, productId: number) {
  invalidateCatalog(services);
  purgeEdgeKeys(services, [productKey(productId)]);
}

export async function saveEProductDelivery(
  services: Services,
  scope: Scope,
  input: { id: number; deliveryType: DeliveryType; mediaId: number | null; url: string | null },
): Promise<AdminEProduct> {
  const saved = await services.db.transaction().execute((tx) => saveDelivery(tx, scope, input));
  catalogChanged(services, input.id);
  return saved;
}

/** Saves what the product delivers, in the caller's transaction. */
async function saveDelivery(
  tx: DbOrTx,
  scope: Scope,
  input: { id: number; deliveryType: DeliveryType; mediaId: number | null; url: string | null },
): Promise<AdminEProduct> {
  const link = input.deliveryType === "link";
  const mediaId = link ? input.mediaId : null;
  const url = link && mediaId === null ? input.url : null;
  if (link && mediaId === null && !url) throw new DeliveryError(shopAdminMessages.deliveryLinkMissing, 400);
  // The product's row first (as an order taking codes locks it): no code is reserved meanwhile.
  await lockProductRow(tx, input.id);
  const current = await oneEProduct(tx, scope, input.id);
  // Orders waiting for their payment were sold codes: they keep getting codes (decision 0049).
  if (current.deliveryType !== input.deliveryType && current.codes?.reserved)
    throw new DeliveryError(shopAdminMessages.deliveryCodesHeld, 409);
  if (mediaId !== null) {
    const file = await tx
      .selectFrom("media")
      .select("id")
      .where("id", "=", mediaId)
      .where("site_id", "=", scope.site.id)
      .where("access", "=", "private")
      .executeTakeFirst();
    if (!file) throw new DeliveryError(shopAdminMessages.deliveryLinkMissing, 400);
  }
  const values = { delivery_type: input.deliveryType, media_id: mediaId, url };
  await tx
    .insertInto("product_deliveries")
    .values({ product_id: input.id, ...values })
    .onConflict((oc) => oc.column("product_id").doUpdateSet(values))
    .execute();
  await syncPoolStock(tx, input.id, input.deliveryType);
  return oneEProduct(tx, scope, input.id);
}

/** The codes of a paste: one per line, trimmed, blank lines dropped. */
function pastedCodes(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

async function codeProduct(tx: DbOrTx, scope: Scope, id: number): Promise<DeliveryType> {
  const product = await oneEProduct(tx, scope, id);
  if (!isCode(product.deliveryType)) throw new DeliveryError(shopAdminMessages.deliveryNotCodes, 409);
  return product.deliveryType;
}

export async function addEProductCodes(
  services: Services,
  scope: Scope,
  input: { id: number; codes: string },
): Promise<{ added: number; skipped: number; product: AdminEProduct }> {
  const lines = pastedCodes(input.codes);
  // Refused whole (nothing is stored): a paste cut short would sell its cut-off last code.
  if (lines.length > MAX_CODES_PER_PASTE || input.codes.length > MAX_CODES_TEXT)
    throw new DeliveryError(
      `${shopAdminMessages.tooManyCodes} At most ${MAX_CODES_PER_PASTE} codes and ${MAX_CODES_TEXT} characters per paste.`,
      400,
    );
  if (lines.some((code) => code.length > MAX_CODE_LENGTH))
    throw new DeliveryError(`${shopAdminMessages.codeTooLong} At most ${MAX_CODE_LENGTH} characters.`, 400);
  const result = await services.db.transaction().execute(async (tx) => {
    const type = await codeProduct(tx, scope, input.id);
    const unique = [...new Set(lines)];
    const stamp = new Date().toISOString();
    // A code already in the pool, or added meanwhile by the same paste sent twice (PostgreSQL runs
    // both at once), is skipped by the unique key: only the rows inserted count as added.
    let added = 0;
    for (let i = 0; i < unique.length; i += 200) {
      const inserted = await tx
        .insertInto("eproduct_codes")
        .values(
          unique.slice(i, i + 200).map((code) => ({ product_id: input.id, code, order_id: null, created_at: stamp })),
        )
        .onConflict((oc) => oc.columns(["product_id", "code"]).doNothing())
        .returning("id")
        .execute();
      added += inserted.length;
    }
    await syncPoolStock(tx, input.id, type);
    return {
      added,
      skipped: lines.length - added,
      product: await oneEProduct(tx, scope, input.id),
    };
  });
  if (result.added) catalogChanged(services, input.id);
  return result;
}

export async function removeEProductCode(
  services: Services,
  scope: Scope,
  input: { id: number; codeId: number },
): Promise<AdminEProduct> {
  const product = await services.db.transaction().execute(async (tx) => {
    const type = await codeProduct(tx, scope, input.id);
    const code = await tx
      .selectFrom("eproduct_codes")
      .select(["id", "order_id"])
      .where("id", "=", input.codeId)
      .where("product_id", "=", input.id)
      .executeTakeFirst();
    if (!code) throw new DeliveryError(shopAdminMessages.eProductNotFound, 404);
    if (code.order_id !== null) throw new DeliveryError(shopAdminMessages.codeHeld, 409);
    // Conditional: an order taking it meanwhile keeps it.
    const removed = await tx
      .deleteFrom("eproduct_codes")
      .where("id", "=", code.id)
      .where("order_id", "is", null)
      .executeTakeFirst();
    if (!Number(removed.numDeletedRows)) throw new DeliveryError(shopAdminMessages.codeHeld, 409);
    await syncPoolStock(tx, input.id, type);
    return oneEProduct(tx, scope, input.id);
  });
  catalogChanged(services, input.id);
  return product;
}

/** Stores an uploaded file as a private document and makes it the e-product's link, in one
 * transaction: refused, no document is left in the media library (nor its original in the storage). */
export async function uploadEProductFile(
  services: Services,
  scope: Scope,
  input: { id: number; file: File },
): Promise<AdminEProduct> {
  await oneEProduct(services.db, scope, input.id);
  const { file } = input;
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  if (!documentTypes[extension] || file.size === 0 || file.size > MAX_DELIVERY_FILE_BYTES)
    throw new DeliveryError(shopAdminMessages.deliveryFileRefused, 400);
  const buffer = Buffer.from(await file.arrayBuffer());
  const upload = {
    buffer,
    originalName: file.name.slice(-200),
    title: file.name.replace(/\.[^.]+$/, "").slice(0, 200),
  };
  try {
    const saved = await services.db.transaction().execute(async (tx) => {
      const mediaId = await importFile(services, scope.site.id, { ...upload, access: "private" }, tx);
      return saveDelivery(tx, scope, { id: input.id, deliveryType: "link", mediaId, url: null });
    });
    catalogChanged(services, input.id);
    return saved;
  } catch (error) {
    await dropUnusedOriginals(services, [originalPath(buffer, extension).path]);
    throw error;
  }
}
