import { DomainError } from "../errors";

/** An expected failure of a cart call, with the status the HTTP layer answers it with. */
export class CartError extends DomainError {
  constructor(message: string, statusCode: CartErrorStatus) {
    super(message, statusCode);
  }
}

type CartErrorStatus = 400 | 401 | 403 | 404 | 409;

export const cartError = (message: string, statusCode: CartErrorStatus) => new CartError(message, statusCode);
