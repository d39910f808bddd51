import { DomainError } from "../errors";

/** An expected failure of a payment call, with the status the HTTP layer answers it with (and, for
 * a refused result, its order: `details`). */
export class PaymentError extends DomainError {
  constructor(message: string, statusCode: PaymentErrorStatus, details?: unknown) {
    super(message, statusCode, {}, details);
  }
}

type PaymentErrorStatus = 400 | 404 | 409;
