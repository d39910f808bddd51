import { cartMessages } from "#server/contract/cart";
import { DomainError } from "../errors";

/** An expected failure of a cart call, with the status the HTTP layer answers it with. */
export class CartError extends DomainError {
  constructor(message: string, statusCode: CartErrorStatus, details?: unknown) {
    super(message, statusCode, {}, details);
  }
}

type CartErrorStatus = 400 | 401 | 403 | 404 | 409;

export const cartError = (message: string, statusCode: CartErrorStatus) => new CartError(message, statusCode);

/** A refusal of one custom option's value (required, invalid, too long): the details name its code,
 * for the product page to say it under that field. */
export const optionError = (message: string, code: string) => new CartError(message, 400, { option: code });

/** Not enough stock: the details say how many the line may hold at most (the stock less what the
 * product's other lines hold), for the storefront to tell the shopper, and anything else to tell. */
export const stockError = (available: number, more: Record<string, unknown> = {}) =>
  new CartError(cartMessages.insufficientStock, 409, { ...more, available: Math.max(0, Math.floor(available)) });
