import { DomainError } from "../errors";

/** An expected failure of a consent call, with the status the HTTP layer answers it with. */
export class ConsentError extends DomainError {
  constructor(message: string, statusCode: ConsentErrorStatus) {
    super(message, statusCode);
  }
}

type ConsentErrorStatus = 400 | 404 | 409;
