/**
 * What the account forms' browser code shares with their zod schemas (app/lib/forms/account.ts),
 * without zod: the login and registration pages validate on the server only (decision 0011's
 * pattern, docs/decisions/0014-lighter-pages.md), so their chunks must not import the schemas.
 * The platform contract's limits (server/contract/accounts.ts, checked equal by a unit test),
 * repeated here so that the contract's schemas stay out of the browser's bundle.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const addressLimits = { country: 75, city: 75, street: 75, houseNumber: 15, zipCode: 25 } as const;
