/** An expected failure of an accounts call, with the status the HTTP layer answers it with. */
export class AccountsError extends Error {
  constructor(
    message: string,
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 429,
  ) {
    super(message);
    this.name = "AccountsError";
  }
}

export { accountsMessages as messages } from "../../contract/accounts";

export const accountsError = (message: string, statusCode: AccountsError["statusCode"]) => new AccountsError(message, statusCode);

/** A unique index refused the row (SQLite or PostgreSQL). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return !!e && (e.code === "23505" || e.code === "SQLITE_CONSTRAINT_UNIQUE" || e.code === "SQLITE_CONSTRAINT_PRIMARYKEY");
}
