/** An expected failure of a catalog call, with the status the HTTP layer answers it with. */
export class CatalogError extends Error {
  constructor(
    message: string,
    readonly statusCode: 400 | 404,
  ) {
    super(message);
    this.name = "CatalogError";
  }
}

export const catalogNotFound = (message: string) => new CatalogError(message, 404);
export const catalogBadRequest = (message: string) => new CatalogError(message, 400);
