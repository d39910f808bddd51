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

/** The messages callers (and the storefront's translations) rely on, spec section 8 first. */
export const messages = {
  userExists: "User already exist.",
  unknownLogin: "Unknown username or password!",
  incorrectOldPassword: "Incorrect old password.",
  samePassword: "New and old password must not match",
  tooManyLogins: "Too many login attempts. Try again later.",
  tooManyAttempts: "Too many attempts. Try again later.",
  unverifiedSocialEmail: "The provider has not verified this e-mail address.",
  invalidMemberCard: "Membership card is not valid.",
  unknownCountry: "Unknown country.",
  invalidVerification: "Verification link is invalid or expired.",
  invalidReset: "Reset link is invalid or expired.",
  invalidRefresh: "Invalid refresh token.",
  invalidAccess: "Invalid access token.",
  noActiveUser: "No active user",
  forbidden: "Forbidden",
  addressNotFound: "Address not found",
  productNotFound: "Product not found",
  orderNotFound: "Order not found",
  userNotFound: "User not found",
  foreignLink: "The link must point to this site.",
} as const;

export const accountsError = (message: string, statusCode: AccountsError["statusCode"]) => new AccountsError(message, statusCode);

/** A unique index refused the row (SQLite or PostgreSQL). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return !!e && (e.code === "23505" || e.code === "SQLITE_CONSTRAINT_UNIQUE" || e.code === "SQLITE_CONSTRAINT_PRIMARYKEY");
}
