/**
 * The bounds of a product's fields in the back office: the platform's contract checks them and the
 * screen's fields carry them. No zod here, so that the screen's bundle can import them.
 */
import { META_DESCRIPTION_MAX_LENGTH, META_TITLE_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from "./text-limits";

/** The highest price, in cents (a sanity bound: a typo of a few digits is refused). */
export const MAX_PRODUCT_PRICE = 100_000_000;
/** The largest stock count one product keeps. */
export const MAX_PRODUCT_STOCK = 1_000_000_000;
export const MAX_PRODUCT_NAME = 200;
export const MAX_PRODUCT_SLUG = 200;
/** The short description shows under the name on the product page, as plain text. */
export const MAX_PRODUCT_SHORT_DESCRIPTION = SHORT_TEXT_MAX_LENGTH;
/** The description is rich text (HTML, sanitized when saved). */
export const MAX_PRODUCT_DESCRIPTION = 20_000;
export const MAX_PRODUCT_META_TITLE = META_TITLE_MAX_LENGTH;
export const MAX_PRODUCT_META_DESCRIPTION = META_DESCRIPTION_MAX_LENGTH;
/** The most categories one product is in. */
export const MAX_PRODUCT_CATEGORIES = 100;
/** The most pictures a product's gallery holds after its main picture (decision 0080): a product
 * page's strip of a dozen is plenty, and the form offers them as one list. */
export const MAX_PRODUCT_GALLERY = 12;
/** The most products shown below a product and in the cart's cross-sell block (decision 0080). */
export const MAX_PRODUCT_CROSS_SELLS = 12;
/** A product's address in a language keeps the slug rules, as a page's (./slug-rules.ts). */
export { SLUG_MIN as PRODUCT_SLUG_MIN, slugProblem as productSlugProblem } from "./slug-rules";

/** A new product's SKU (decision 0076): letters, digits, dots, hyphens, underscores and slashes,
 * starting with a letter or a digit; unique whatever its case. Kept as typed (orders and codes name it). */
export const PRODUCT_SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;
export const MAX_PRODUCT_SKU = 64;

/** One page of the back office's product list. */
export const PRODUCTS_PAGE_SIZE = 50;
/** The longest search of the list (a name's words or a SKU). */
export const MAX_PRODUCT_SEARCH = 200;

/** A product's personalization fields (custom options): at most this many, each labelled in every
 * language in at most MAX_OPTION_LABEL characters, named by a code of OPTION_CODE_PATTERN (what carts
 * and orders key the typed value by: fixed once made, as is the field's type). */
export const MAX_PRODUCT_OPTIONS = 10;
export const MAX_OPTION_LABEL = 100;
export const OPTION_CODE_PATTERN = /^[a-z][a-z0-9_]*$/;
export const MAX_OPTION_CODE = 40;
