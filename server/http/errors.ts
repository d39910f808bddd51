/** An error the platform answers with its own message and status (spec section 8 shape). */
export class PlatformError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
    this.name = "PlatformError";
  }
}

export const notFound = (message: string) => new PlatformError(message, 404);
export const badRequest = (message: string) => new PlatformError(message, 400);
export const unauthorized = (message: string) => new PlatformError(message, 401);
export const forbidden = (message: string) => new PlatformError(message, 403);
