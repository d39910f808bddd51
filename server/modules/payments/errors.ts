import { DomainError } from "../errors";

/** An expected failure of a payment call, with the status the HTTP layer answers it with. */
export class PaymentError extends DomainError {
  constructor(message: string, statusCode: PaymentErrorStatus) {
    super(message, statusCode);
  }
}

type PaymentErrorStatus = 400 | 404 | 409;
