/**
 * What the account forms' browser code shares with their zod schemas (app/lib/forms/account.ts),
 * without zod, so that the login and registration pages do not carry it (decision 0011's pattern,
 * docs/decisions/0018-lighter-pages.md). The platform contract's limits (server/contract/accounts.ts,
 * checked equal by a unit test) are repeated here so that the contract's schemas stay out of the
 * browser's bundle.
 */
import { formMessage, formMessages as m } from "./forms/messages";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;
export const addressLimits = { country: 75, city: 75, street: 75, houseNumber: 15, zipCode: 25 } as const;
/** The e-mail pattern (zod's own), given to the schema's `z.email()` and used by `loginErrors`. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const minLengthMessage = (length: number) => formMessage(m.minLength, { count: length, length });
export const maxLengthMessage = (length: number) => formMessage(m.maxLength, { count: length, length });

/**
 * The login form's errors by field, as `loginSchema` gives them (a unit test compares the two): the
 * login page checks a field when it loses focus with this, not with zod.
 */
export function loginErrors(values: { username?: unknown; password?: unknown }): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const username = typeof values.username === "string" ? values.username.trim() : "";
  if (!username) errors.username = [m.required];
  else if (username.length > EMAIL_MAX_LENGTH) errors.username = [maxLengthMessage(EMAIL_MAX_LENGTH)];
  else if (!EMAIL_PATTERN.test(username)) errors.username = [m.email];
  const password = typeof values.password === "string" ? values.password : "";
  if (!password) errors.password = [m.required];
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = [minLengthMessage(PASSWORD_MIN_LENGTH)];
  else if (password.length > PASSWORD_MAX_LENGTH) errors.password = [maxLengthMessage(PASSWORD_MAX_LENGTH)];
  return errors;
}
