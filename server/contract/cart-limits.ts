/**
 * A cart's limits, apart from its arithmetic (./cart-pricing.ts): every page's add-to-cart form
 * reads them, and the page's shell should not carry the cart's sums with them.
 */

/** The largest quantity one line may hold; more is refused as an invalid quantity. */
export const MAX_LINE_QUANTITY = 999;
/** The most characters a text personalization takes; an option may allow fewer (its maxLength). */
export const MAX_PERSONALIZATION_LENGTH = 200;
/** The most lines one cart may hold (lines of one product with other personalizations are other lines). */
export const MAX_CART_LINES = 100;
/** The highest total (cents) a cart may reach: €10,000,000, well within the 32-bit integer columns
 * an order's totals are stored in on PostgreSQL. */
export const MAX_CART_TOTAL = 1_000_000_000;
