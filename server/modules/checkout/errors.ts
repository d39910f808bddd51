/** An expected failure of a checkout or order call, with the status the HTTP layer answers it with. */
export class CheckoutError extends Error {
  constructor(
    message: string,
    readonly statusCode: 400 | 401 | 403 | 404 | 409,
  ) {
    super(message);
    this.name = "CheckoutError";
  }
}

export const checkoutError = (message: string, statusCode: CheckoutError["statusCode"]) => new CheckoutError(message, statusCode);
