/** A database id from a form field or a query parameter: a positive 32-bit whole number, else null. */
export function positiveId(value: unknown): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}
