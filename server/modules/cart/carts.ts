/**
 * Cart sessions and their changes. Every call names the cart by id and protect code; every change is
 * one transaction that first locks the cart row (PostgreSQL; SQLite runs one transaction at a time),
 * so concurrent adds of one product meet on one line and stock checks see each other. A read takes
 * no transaction unless showing the cart changes it (getCart).
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { sql } from "kysely";
import {
  cartMessages,
  MAX_CART_LINES,
  MAX_CART_TOTAL,
  MAX_LINE_QUANTITY,
  type Cart,
  type CartNotice,
  type CartSession,
} from "#server/contract/cart";
import type { Selectable, Transaction } from "kysely";
import type { Database, DbOrTx } from "#server/db";
import type { CouponsTable } from "#server/db/schema";
import type { Services } from "#server/services";
import { claimMemberCard, isMemberCardHeldBy } from "../accounts";
import { categoryData, customOptionsOf, loadCardRows } from "../catalog";
import type { Scope, UserScope } from "../scope";
import { deliveryCharge, storeOfCart } from "./checkout-data";
import { cartError, stockError } from "./errors";
import { checkAddable, optionsKey, parseLineOptions, productFacts, type LineOptions } from "./lines";
import { couponProblem, type CouponRule } from "./pricing";
import type { CartRow, Changed, SessionInput } from "./types";
import { priceCart, type Acknowledged, type CartRead } from "./view";

export type { CartRow, Changed, SessionInput } from "./types";

const now = () => new Date().toISOString();

function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();

/** Refuses a cart the session may not use: 400 for an unknown cart or a wrong protect code, 409 for
 * an ordered (unless `allowOrdered`) or merged one, 403 for another user's. */
function checkCart(row: CartRow | undefined, scope: Scope, input: SessionInput, allowOrdered: boolean): CartRow {
  if (!row || !sameSecret(row.protect_code, input.protectCode)) throw cartError(cartMessages.sessionInvalid, 400);
  if (row.status === "ordered" && !allowOrdered) throw cartError(cartMessages.archived, 409);
  if (row.status === "merged") throw cartError(cartMessages.sessionUsed, 409);
  if (row.user_id !== null && scope.userId !== null && row.user_id !== scope.userId)
    throw cartError(cartMessages.wrongOwner, 403);
  return row;
}

/**
 * Loads and checks the cart of a session; with `lock`, the row stays locked until the transaction
 * ends. An ordered cart is 409 'Cart is archived.' unless `allowOrdered` (order/create answers its order again).
 */
export async function openCart(
  services: Services,
  db: DbOrTx,
  scope: Scope,
  input: SessionInput,
  lock: boolean,
  allowOrdered = false,
): Promise<CartRow> {
  let query = db.selectFrom("carts").selectAll().where("id", "=", input.cartId).where("site_id", "=", scope.site.id);
  if (lock && services.dialect === "postgres") query = query.forUpdate();
  return checkCart((await query.executeTakeFirst()) as CartRow | undefined, scope, input, allowOrdered);
}

type CartLine = CartRead["lines"][number];

function linesOf(db: DbOrTx, cartId: number): Promise<CartLine[]> {
  return db
    .selectFrom("cart_items")
    .select(["id", "product_id", "qty", "seen_price", "options"])
    .where("cart_id", "=", cartId)
    .orderBy("id")
    .execute();
}

/**
 * The checked cart of a session and its lines, outside any transaction. One statement, so the row
 * and the lines are one state of the cart even while a change commits (a statement reads one
 * snapshot on both databases): a coupon is never judged against lines of another moment.
 */
async function readCart(db: DbOrTx, scope: Scope, input: SessionInput): Promise<{ row: CartRow; lines: CartLine[] }> {
  const rows = await db
    .selectFrom("carts as c")
    .leftJoin("cart_items as i", "i.cart_id", "c.id")
    .selectAll("c")
    .select([
      "i.id as line_id",
      "i.product_id as line_product_id",
      "i.qty as line_qty",
      "i.seen_price as line_seen_price",
      "i.options as line_options",
    ])
    .where("c.id", "=", input.cartId)
    .where("c.site_id", "=", scope.site.id)
    .orderBy("i.id")
    .execute();
  const lines: CartLine[] = [];
  for (const r of rows)
    if (r.line_id !== null)
      lines.push({
        id: r.line_id,
        product_id: r.line_product_id!,
        qty: r.line_qty!,
        seen_price: r.line_seen_price,
        options: r.line_options!,
      });
  const first = rows[0];
  if (!first) return { row: checkCart(undefined, scope, input, false), lines };
  const {
    line_id: _id,
    line_product_id: _product,
    line_qty: _qty,
    line_seen_price: _seen,
    line_options: _options,
    ...row
  } = first;
  return { row: checkCart(row as CartRow, scope, input, false), lines };
}

/** Whether two reads of a cart (its row, or its lines) found the same values. */
function sameValues<T extends object>(a: readonly T[], b: readonly T[]): boolean {
  const text = (v: unknown) => JSON.stringify(v ?? null);
  return (
    a.length === b.length &&
    a.every((x, i) => {
      const y = b[i] as Record<string, unknown>;
      return Object.entries(x).every(([key, value]) => text(value) === text(y[key]));
    })
  );
}

async function couponRule(db: DbOrTx, siteId: number, code: string): Promise<CouponRule | null> {
  const c = await db
    .selectFrom("coupons")
    .selectAll()
    .where("site_id", "=", siteId)
    .where("code", "=", normalizeCouponCode(code))
    .executeTakeFirst();
  return c ? couponRuleOf(c) : null;
}

/** A coupon's row as the rules read it (the back office's list judges it by them too). */
export function couponRuleOf(c: Selectable<CouponsTable>): CouponRule {
  return {
    code: c.code,
    type: c.type === "fixed" ? "fixed" : "percent",
    value: Number(c.value),
    minTotal: Number(c.min_total),
    validFrom: c.valid_from,
    validUntil: c.valid_until,
    usageLimit: c.usage_limit === null ? null : Number(c.usage_limit),
    usedCount: Number(c.used_count),
    active: Number(c.active) === 1,
  };
}

async function crossSellsOf(db: DbOrTx, productIds: number[]): Promise<number[]> {
  if (!productIds.length) return [];
  const rows = await db
    .selectFrom("cross_sells as x")
    .innerJoin("products as p", "p.id", "x.cross_sell_id")
    .select("x.cross_sell_id")
    .where("x.product_id", "in", productIds)
    .where("p.archived", "=", 0)
    .orderBy("x.position")
    .orderBy("x.cross_sell_id")
    .execute();
  return [...new Set(rows.map((r) => r.cross_sell_id))];
}

/**
 * What the cart's view is computed from besides its row and lines: the catalog, the coupon, the
 * member card and the delivery method, read through `db` (a change's transaction: SQLite has one
 * connection, which the transaction holds). A read outside a transaction (getCart) takes these in
 * separate statements, not in one snapshot: each is the catalog of that moment, the totals are
 * computed from what was read, and what the read writes back is checked under the cart's lock
 * first. A snapshot (a PostgreSQL connection held for the whole read) would add nothing a shopper
 * could tell.
 */
async function readCartView(
  services: Services,
  db: DbOrTx,
  scope: Scope,
  row: CartRow,
  lines: CartLine[],
): Promise<CartRead> {
  const read: Services = { ...services, db };
  const productIds = lines.map((l) => l.product_id);
  const [products, memberCardValid] = await Promise.all([
    productFacts(db, scope.site, productIds),
    row.member_card_barcode && row.user_id !== null
      ? isMemberCardHeldBy(db, scope.site.id, row.member_card_barcode, row.user_id)
      : Promise.resolve(false),
  ]);
  const parentIds = [...products.values()].map((p) => p.parentId).filter((id): id is number => id !== null);
  const variantIds = lines.flatMap((l) => Object.values(parseLineOptions(l.options).bundleOptions));
  const [optionDefs, cards, crossSells, parents, coupon, delivery] = await Promise.all([
    customOptionsOf(db, [...productIds, ...parentIds]),
    loadCardRows(read, scope.site, scope.language, await categoryData(read, scope.site), [
      ...productIds,
      ...parentIds,
      ...variantIds,
    ]),
    crossSellsOf(db, [...productIds, ...parentIds]),
    productFacts(db, scope.site, parentIds),
    row.coupon_code ? couponRule(db, scope.site.id, row.coupon_code) : Promise.resolve(null),
    deliveryCharge(db, scope, row),
  ]);
  return {
    lines,
    products,
    parents,
    optionDefs,
    cards,
    crossSells,
    memberCardValid,
    coupon,
    deliveryCharge: delivery,
    storeId: storeOfCart(scope, row).id,
  };
}

/** Writes what the shopper has now been shown: lines of gone products deleted, the prices seen, a
 * coupon that no longer applies taken off. */
async function acknowledgeView(
  db: Transaction<Database>,
  row: CartRow,
  { goneLines, seenPrices, dropCoupon }: Acknowledged,
): Promise<void> {
  if (goneLines.length) await db.deleteFrom("cart_items").where("id", "in", goneLines).execute();
  for (const s of seenPrices)
    await db.updateTable("cart_items").set({ seen_price: s.price }).where("id", "=", s.id).execute();
  if (dropCoupon) await db.updateTable("carts").set({ coupon_code: null }).where("id", "=", row.id).execute();
}

/**
 * The cart as the shopper sees it, every price computed now (./view.ts). With `acknowledge` (the
 * cart page, a change) what was shown is written back: a glance (`acknowledge: false`) leaves the
 * notices for the next look.
 */
export async function viewCart(
  services: Services,
  db: Transaction<Database>,
  scope: Scope,
  row: CartRow,
  notices: CartNotice[] = [],
  acknowledge = true,
): Promise<Changed> {
  const { acknowledged, ...changed } = priceCart(
    row,
    await readCartView(services, db, scope, row, await linesOf(db, row.id)),
    notices,
    scope.language,
    new Date(),
  );
  if (acknowledge) await acknowledgeView(db, row, acknowledged);
  return changed;
}

/** Whether a cart is past what one cart may hold (MAX_CART_LINES lines, MAX_CART_TOTAL cents). */
export function isCartTooLarge(cart: Cart): boolean {
  return cart.items.length > MAX_CART_LINES || cart.prices.converted.orderTotal > MAX_CART_TOTAL;
}

/**
 * Runs one change in a transaction on the locked cart and answers the cart as it then is. A change
 * that `grew` the cart (an add, a larger quantity) is refused whole when the cart is then too large
 * (400 cartTooLarge); one that shrinks it always goes through.
 */
export async function changeCart(
  services: Services,
  scope: Scope,
  input: SessionInput,
  work: (tx: Transaction<Database>, row: CartRow) => Promise<CartRow | void>,
  grew: () => boolean = () => false,
): Promise<Changed> {
  return services.db.transaction().execute(async (tx) => {
    let row = await openCart(services, tx, scope, input, true);
    row = (await work(tx, row)) ?? row;
    // A signed-in shopper's cart is theirs, so it can be recovered on their next login.
    const owner = row.user_id ?? scope.userId;
    await tx.updateTable("carts").set({ updated_at: now(), user_id: owner }).where("id", "=", row.id).execute();
    const changed = await viewCart(services, tx, scope, { ...row, user_id: owner });
    if (grew() && isCartTooLarge(changed.cart)) throw cartError(cartMessages.cartTooLarge, 400);
    return changed;
  });
}

async function checkStock(
  tx: DbOrTx,
  scope: Scope,
  cartId: number,
  productId: number,
  line: { itemId: number | null; qty: number; options: LineOptions; held?: number },
): Promise<void> {
  const product = (await productFacts(tx, scope.site, [productId])).get(productId);
  if (!product || product.archived) throw cartError(cartMessages.productNotFound, 404);
  if (product.format === "Bundle") await checkBundleStock(tx, product.id, line.options, line.qty);
  if (product.stockQty === null) return;
  // Lines of one product with different options share its stock.
  const others = await tx
    .selectFrom("cart_items")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("qty"), eb.lit(0)).as("n"))
    .where("cart_id", "=", cartId)
    .where("product_id", "=", productId)
    .$if(line.itemId !== null, (q) => q.where("id", "!=", line.itemId!))
    .executeTakeFirstOrThrow();
  const inOtherLines = Number(others.n);
  if (inOtherLines + line.qty <= product.stockQty) return;
  // What the cart holds already (`held`: the line an add goes to), so the refusal can say why an add
  // of one is too many.
  const inCart = inOtherLines + (line.held ?? 0);
  throw stockError(product.stockQty - inOtherLines, inCart ? { inCart, stock: product.stockQty } : {});
}

/** Each bundle holds its members (the chosen variant of a configurable one) `quantity` times. */
async function checkBundleStock(tx: DbOrTx, bundleId: number, options: LineOptions, bundles: number): Promise<void> {
  const members = await tx
    .selectFrom("bundle_items")
    .select(["product_id", "quantity"])
    .where("bundle_id", "=", bundleId)
    .execute();
  const stockOf = new Map(
    (
      await tx
        .selectFrom("products")
        .select(["id", "stock_qty"])
        .where("id", "in", [0, ...members.map((m) => options.bundleOptions[String(m.product_id)] ?? m.product_id)])
        .execute()
    ).map((p) => [p.id, p.stock_qty === null ? null : Number(p.stock_qty)]),
  );
  let available = Infinity;
  for (const m of members) {
    const stock = stockOf.get(options.bundleOptions[String(m.product_id)] ?? m.product_id);
    if (stock !== undefined && stock !== null) available = Math.min(available, stock / Number(m.quantity));
  }
  if (available < bundles) throw stockError(available);
}

// ---------------------------------------------------------------- the calls of spec section 7

export async function newCartSession(services: Services, scope: Scope): Promise<CartSession> {
  const stamp = now();
  const protectCode = randomBytes(24).toString("base64url");
  const row = await services.db
    .insertInto("carts")
    .values({
      site_id: scope.site.id,
      store_id: scope.store.id,
      protect_code: protectCode,
      user_id: scope.userId,
      status: "active",
      currency_id: scope.store.currencyId,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { cartId: row.id, protectCode };
}

/**
 * A new active cart with the lines and choices of an ordered one (its coupon, member card,
 * instructions, guest, addresses and methods), for the same shopper: a declined payment gives the
 * shopper their cart back, while the archived cart stays the order's. Runs in the caller's transaction.
 */
export async function reopenCart(tx: DbOrTx, cartId: number): Promise<CartSession> {
  const {
    id: _id,
    protect_code: _code,
    status: _status,
    created_at: _created,
    updated_at: _updated,
    ...kept
  } = await tx.selectFrom("carts").selectAll().where("id", "=", cartId).executeTakeFirstOrThrow();
  const stamp = now();
  const protectCode = randomBytes(24).toString("base64url");
  const { id } = await tx
    .insertInto("carts")
    .values({ ...kept, protect_code: protectCode, status: "active", created_at: stamp, updated_at: stamp })
    .returning("id")
    .executeTakeFirstOrThrow();
  const lines = await tx.selectFrom("cart_items").selectAll().where("cart_id", "=", cartId).orderBy("id").execute();
  if (lines.length) {
    await tx
      .insertInto("cart_items")
      // The prices the shopper saw come along: a price changed since is told on the next read.
      .values(lines.map(({ id: _line, cart_id: _cart, ...line }) => ({ ...line, cart_id: id })))
      .execute();
  }
  return { cartId: id, protectCode };
}

/** Whether showing the cart changes nothing in the stored cart. */
const nothingToWrite = ({ goneLines, seenPrices, dropCoupon }: Acknowledged) =>
  !goneLines.length && !seenPrices.length && !dropCoupon;

/**
 * The cart, read without a transaction: a read of the cart page holds no lock and waits for none.
 * Only when showing it changes the stored cart (a price seen, a line of a gone product, a coupon
 * that no longer applies) does a short write follow, and only if the cart is still as it was read:
 * otherwise a change or another read came between (which may have told these notices already), and
 * the view is computed again under the lock, so each notice is told once.
 * With `acknowledge: false` (a glance, such as the header's count) the notices stay to be told by the next read.
 */
export async function getCart(
  services: Services,
  scope: Scope,
  input: SessionInput & { acknowledge?: boolean },
): Promise<Cart> {
  const { row, lines } = await readCart(services.db, scope, input);
  const read = await readCartView(services, services.db, scope, row, lines);
  const { cart, acknowledged } = priceCart(row, read, [], scope.language, new Date());
  if (input.acknowledge === false || nothingToWrite(acknowledged)) return cart;
  return services.db.transaction().execute(async (tx) => {
    const locked = await openCart(services, tx, scope, input, true);
    if (sameValues([row], [locked]) && sameValues(lines, await linesOf(tx, row.id))) {
      await acknowledgeView(tx, row, acknowledged);
      return cart;
    }
    return (await viewCart(services, tx, scope, locked)).cart;
  });
}

/**
 * How many items getCart would count, its lines of products still on sale (./view.ts leaves out a
 * line of an archived product or of an archived configurable product's variant), without reading
 * the catalog's cards or pricing anything: the header counts on every page of a visitor with a cart.
 */
export async function getCartCount(
  services: Services,
  scope: Scope,
  input: SessionInput,
): Promise<{ itemCount: number }> {
  const row = await openCart(services, services.db, scope, input, false);
  const { n } = await services.db
    .selectFrom("cart_items as i")
    .innerJoin("products as p", "p.id", "i.product_id")
    .leftJoin("products as parent", (join) =>
      join.onRef("parent.id", "=", "p.parent_id").on("parent.site_id", "=", scope.site.id),
    )
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("i.qty"), eb.lit(0)).as("n"))
    .where("i.cart_id", "=", row.id)
    .where("p.site_id", "=", scope.site.id)
    .where("p.archived", "=", 0)
    .where((eb) => eb.or([eb("parent.archived", "is", null), eb("parent.archived", "=", 0)]))
    .executeTakeFirstOrThrow();
  return { itemCount: Number(n) };
}

export async function validateCart(services: Services, scope: Scope, input: SessionInput) {
  const cart = await getCart(services, scope, input);
  return { items: cart.items, validateMemberCard: cart.validateMemberCard, cart };
}

/**
 * Adds a product (a configurable one as the variant its attributes name): an existing line of the
 * same product and options grows by the quantity. With
 * `replaceItemId` (the shopper edits a line from its product page) that line is set instead: to this
 * quantity when product and options are unchanged, otherwise it is removed and the new choice added.
 */
export async function addItem(
  services: Services,
  scope: Scope,
  input: SessionInput & {
    productId: number;
    qty: number;
    /** A configurable product's chosen values (attribute code -> value code). */
    attributes?: Record<string, string>;
    options: { personalizations?: Record<string, string>; bundleOptions?: { id: number; options: number | null }[] };
    replaceItemId?: number;
  },
): Promise<Changed> {
  return changeCart(
    services,
    scope,
    input,
    async (tx, row) => {
      const { product, options } = await checkAddable(tx, scope.site, input.productId, {
        ...input.options,
        attributes: input.attributes,
      });
      const key = optionsKey(options);
      const replaced = input.replaceItemId ? await lineOf(tx, row.id, input.replaceItemId) : null;
      const existing = await tx
        .selectFrom("cart_items")
        .select(["id", "qty"])
        .where("cart_id", "=", row.id)
        .where("product_id", "=", product.id)
        .where("options_key", "=", key)
        .executeTakeFirst();
      if (replaced && replaced.id !== existing?.id)
        await tx.deleteFrom("cart_items").where("id", "=", replaced.id).execute();
      const kept = existing && replaced?.id !== existing.id ? Number(existing.qty) : 0;
      const qty = kept + input.qty;
      if (qty > MAX_LINE_QUANTITY) throw cartError(cartMessages.invalidQuantity, 400);
      await checkStock(tx, scope, row.id, product.id, { itemId: existing?.id ?? null, qty, options, held: kept });
      if (existing) await tx.updateTable("cart_items").set({ qty }).where("id", "=", existing.id).execute();
      else
        await tx
          .insertInto("cart_items")
          .values({
            cart_id: row.id,
            product_id: product.id,
            options_key: key,
            options: JSON.stringify(options satisfies LineOptions),
            qty,
            created_at: now(),
          })
          .execute();
    },
    () => true,
  );
}

async function lineOf(tx: DbOrTx, cartId: number, itemId: number) {
  const line = await tx
    .selectFrom("cart_items")
    .select(["id", "product_id", "qty", "options"])
    .where("id", "=", itemId)
    .where("cart_id", "=", cartId)
    .executeTakeFirst();
  if (!line) throw cartError(cartMessages.itemNotInCart, 404);
  return line;
}

export async function updateItem(
  services: Services,
  scope: Scope,
  input: SessionInput & { itemId: number; qty: number },
): Promise<Changed> {
  let grew = false;
  return changeCart(
    services,
    scope,
    input,
    async (tx, row) => {
      const line = await lineOf(tx, row.id, input.itemId);
      grew = input.qty > Number(line.qty);
      if (grew)
        await checkStock(tx, scope, row.id, line.product_id, {
          itemId: line.id,
          qty: input.qty,
          options: parseLineOptions(line.options),
        });
      await tx.updateTable("cart_items").set({ qty: input.qty }).where("id", "=", line.id).execute();
    },
    () => grew,
  );
}

export async function deleteItem(
  services: Services,
  scope: Scope,
  input: SessionInput & { itemId: number },
): Promise<Changed> {
  return changeCart(services, scope, input, async (tx, row) => {
    const line = await lineOf(tx, row.id, input.itemId);
    await tx.deleteFrom("cart_items").where("id", "=", line.id).execute();
  });
}

export async function clearCart(services: Services, scope: Scope, input: SessionInput): Promise<Changed> {
  return changeCart(services, scope, input, async (tx, row) => {
    await tx.deleteFrom("cart_items").where("cart_id", "=", row.id).execute();
    await tx.updateTable("carts").set({ coupon_code: null }).where("id", "=", row.id).execute();
    return { ...row, coupon_code: null };
  });
}

export async function applyCoupon(
  services: Services,
  scope: Scope,
  input: SessionInput & { couponCode: string },
): Promise<Changed> {
  return changeCart(services, scope, input, async (tx, row) => {
    const rule = await couponRule(tx, scope.site.id, input.couponCode);
    if (!rule || !rule.active) throw cartError(cartMessages.couponNotFound, 404);
    // A glance: the notices of this read are told by the answer's own read, after the change.
    const { cart } = await viewCart(services, tx, scope, { ...row, coupon_code: null }, [], false);
    const problem = couponProblem(rule, cart.prices.converted.itemsTotal, new Date());
    if (problem) throw cartError(problem, 400);
    await tx.updateTable("carts").set({ coupon_code: rule.code }).where("id", "=", row.id).execute();
    return { ...row, coupon_code: rule.code };
  });
}

export async function removeCoupon(services: Services, scope: Scope, input: SessionInput): Promise<Changed> {
  return changeCart(services, scope, input, async (tx, row) => {
    await tx.updateTable("carts").set({ coupon_code: null }).where("id", "=", row.id).execute();
    return { ...row, coupon_code: null };
  });
}

/** Logged-in users only (spec section 4); the card must be valid today and the user's own, or nobody's
 * yet (it becomes the user's: a card belongs to one profile). */
export async function applyMemberCard(
  services: Services,
  scope: UserScope,
  input: SessionInput & { barcode: string },
): Promise<Changed> {
  const { userId } = scope;
  return changeCart(services, scope, input, async (tx, row) => {
    const barcode = input.barcode.trim();
    if (!(await claimMemberCard(tx, scope.site.id, userId, barcode)))
      throw cartError(cartMessages.memberCardInvalid, 400);
    await tx.updateTable("carts").set({ member_card_barcode: barcode }).where("id", "=", row.id).execute();
    return { ...row, member_card_barcode: barcode };
  });
}

export async function updateInstructions(
  services: Services,
  scope: Scope,
  input: SessionInput & { instructions: string },
): Promise<Changed> {
  return changeCart(services, scope, input, async (tx, row) => {
    const instructions = input.instructions.trim();
    await tx.updateTable("carts").set({ instructions }).where("id", "=", row.id).execute();
    return { ...row, instructions };
  });
}

/**
 * After login (spec section 4): the user's unfinished cart. The visitor's current cart, when it is
 * usable, is kept and claimed, and the lines of the user's older active carts move into it (quantities
 * of the same line add up, to the line limit); those carts answer 'Session already used.' from then on.
 * Without a current cart, the user's newest active cart that has lines is returned.
 */
export async function recoverAbandoned(
  services: Services,
  scope: UserScope,
  current: Partial<SessionInput>,
): Promise<CartSession | null> {
  const { userId } = scope;
  return services.db.transaction().execute(async (tx) => {
    let kept: CartRow | null = null;
    if (current.cartId && current.protectCode) {
      kept = await openCart(
        services,
        tx,
        scope,
        { cartId: current.cartId, protectCode: current.protectCode },
        true,
      ).catch(() => null);
    }
    const older = await tx
      .selectFrom("carts")
      .selectAll()
      .where("site_id", "=", scope.site.id)
      .where("user_id", "=", userId)
      .where("status", "=", "active")
      .$if(kept !== null, (q) => q.where("id", "!=", kept!.id))
      .where((eb) =>
        eb.exists(eb.selectFrom("cart_items").select("cart_items.id").whereRef("cart_items.cart_id", "=", "carts.id")),
      )
      .orderBy("updated_at", "desc")
      .orderBy("id", "desc")
      .execute();
    if (!kept) {
      const newest = older[0];
      return newest ? { cartId: newest.id, protectCode: newest.protect_code } : null;
    }
    for (const old of older) {
      const lines = await tx.selectFrom("cart_items").selectAll().where("cart_id", "=", old.id).execute();
      for (const line of lines) {
        await tx
          .insertInto("cart_items")
          .values({
            cart_id: kept.id,
            product_id: line.product_id,
            options_key: line.options_key,
            options: line.options,
            qty: Math.min(MAX_LINE_QUANTITY, Number(line.qty)),
            created_at: line.created_at,
          })
          .onConflict((oc) =>
            oc.columns(["cart_id", "product_id", "options_key"]).doUpdateSet({
              qty: sql<number>`case when ${sql.ref("cart_items.qty")} + ${sql.ref("excluded.qty")} > ${MAX_LINE_QUANTITY} then ${MAX_LINE_QUANTITY} else ${sql.ref("cart_items.qty")} + ${sql.ref("excluded.qty")} end`,
            }),
          )
          .execute();
      }
      await tx.updateTable("carts").set({ status: "merged", updated_at: now() }).where("id", "=", old.id).execute();
    }
    await tx.updateTable("carts").set({ user_id: userId, updated_at: now() }).where("id", "=", kept.id).execute();
    return { cartId: kept.id, protectCode: kept.protect_code };
  });
}
