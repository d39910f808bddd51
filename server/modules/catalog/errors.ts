import { DomainError } from "../errors";

/** An expected failure of a catalog call, with the status the HTTP layer answers it with. */
export class CatalogError extends DomainError {
  constructor(message: string, statusCode: CatalogErrorStatus) {
    super(message, statusCode);
  }
}

type CatalogErrorStatus = 400 | 404 | 409;

export const catalogNotFound = (message: string) => new CatalogError(message, 404);
export const catalogBadRequest = (message: string) => new CatalogError(message, 400);
