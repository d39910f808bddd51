import { DomainError } from "../errors";

/** An expected failure of an accounts call, with the status the HTTP layer answers it with. */
export class AccountsError extends DomainError {
  constructor(message: string, statusCode: AccountsErrorStatus, headers?: Record<string, string>, details?: unknown) {
    super(message, statusCode, headers, details);
  }
}

type AccountsErrorStatus = 400 | 401 | 403 | 404 | 409 | 429;

export { accountsMessages as messages } from "#server/contract/accounts";

export const accountsError = (message: string, statusCode: AccountsErrorStatus) =>
  new AccountsError(message, statusCode);

export { isUniqueViolation } from "../errors";
