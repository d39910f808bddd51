import { DomainError } from "../errors";

/** An expected failure of a consent call, with the status the HTTP layer answers it with. */
export class ConsentError extends DomainError {
  constructor(message: string, statusCode: ConsentErrorStatus, details?: unknown) {
    super(message, statusCode, {}, details);
  }
}

type ConsentErrorStatus = 400 | 404 | 409;
