/** An expected failure of a cart call, with the status the HTTP layer answers it with. */
export class CartError extends Error {
  constructor(
    message: string,
    readonly statusCode: 400 | 401 | 403 | 404 | 409,
  ) {
    super(message);
    this.name = "CartError";
  }
}

export const cartError = (message: string, statusCode: CartError["statusCode"]) => new CartError(message, statusCode);
