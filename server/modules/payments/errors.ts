/** An expected failure of a payment call, with the status the HTTP layer answers it with. */
export class PaymentError extends Error {
  constructor(
    message: string,
    readonly statusCode: 400 | 404 | 409,
  ) {
    super(message);
    this.name = "PaymentError";
  }
}
