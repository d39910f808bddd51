/**
 * The base of every expected failure a domain module raises: a message in the spec's wording and
 * the status the platform answers it with. The HTTP layer turns any of them into the error
 * envelope in one place (server/http/errors.ts failureAnswer); anything else is a 500.
 */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    /** Headers the answer must carry (`Allow` with a 405). */
    readonly headers: Record<string, string> = {},
    /** What the caller may need beyond the message, as data (what uses a file): the envelope's `details`. */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** A unique index refused the row (SQLite or PostgreSQL). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return (
    !!e && (e.code === "23505" || e.code === "SQLITE_CONSTRAINT_UNIQUE" || e.code === "SQLITE_CONSTRAINT_PRIMARYKEY")
  );
}
