import { DomainError } from "../errors";

/** An expected failure of a checkout or order call, with the status the HTTP layer answers it with. */
export class CheckoutError extends DomainError {
  constructor(message: string, statusCode: CheckoutErrorStatus, details?: unknown) {
    super(message, statusCode, {}, details);
  }
}

type CheckoutErrorStatus = 400 | 401 | 403 | 404 | 409;

export const checkoutError = (message: string, statusCode: CheckoutErrorStatus, details?: unknown) =>
  new CheckoutError(message, statusCode, details);
