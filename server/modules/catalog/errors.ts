import { DomainError } from "../errors";

/** An expected failure of a catalog call, with the status the HTTP layer answers it with and, for a
 * back-office refusal of one language's text, its details (`{ language }`). */
export class CatalogError extends DomainError {
  constructor(message: string, statusCode: CatalogErrorStatus, details?: unknown) {
    super(message, statusCode, {}, details);
  }
}

type CatalogErrorStatus = 400 | 404 | 409;

export const catalogNotFound = (message: string) => new CatalogError(message, 404);
export const catalogBadRequest = (message: string) => new CatalogError(message, 400);
