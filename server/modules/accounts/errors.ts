import { DomainError } from "../errors";

/** An expected failure of an accounts call, with the status the HTTP layer answers it with. */
export class AccountsError extends DomainError {
  constructor(message: string, statusCode: AccountsErrorStatus) {
    super(message, statusCode);
  }
}

type AccountsErrorStatus = 400 | 401 | 403 | 404 | 409 | 429;

export { accountsMessages as messages } from "#server/contract/accounts";

export const accountsError = (message: string, statusCode: AccountsErrorStatus) =>
  new AccountsError(message, statusCode);

/** A unique index refused the row (SQLite or PostgreSQL). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return (
    !!e && (e.code === "23505" || e.code === "SQLITE_CONSTRAINT_UNIQUE" || e.code === "SQLITE_CONSTRAINT_PRIMARYKEY")
  );
}
