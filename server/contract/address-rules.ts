/**
 * Spec section 5, the checkout address rules both sides apply: the storefront while the shopper
 * types, the platform on every checkout call. Zod-free, so browsers can load it.
 */

/** The spec's alpha-only message (form message kind "alpha"). */
export const NAME_INVALID_MESSAGE = "The input contains special characters! Use only letters.";
/** Company data is valid only with both fields (spec sections 4 and 5). */
export const COMPANY_INCOMPLETE_MESSAGE = "Company name and OIB must both be filled.";

/** Letters of any script (with their combining marks), spaces, apostrophes and hyphens; a hyphen only inside. */
const PERSON_NAME = /^(?=.*\p{L})(?!-)(?!.*-$)[\p{L}\p{M} '’-]+$/u;

/** Whether a first or last name keeps the checkout rule (the value as the shopper typed it, trimmed). */
export function isPersonName(value: string): boolean {
  return PERSON_NAME.test(value.trim());
}

/** Both company fields filled, or neither. */
export function isCompanyComplete(companyName: string | null | undefined, oib: string | null | undefined): boolean {
  return Boolean(companyName?.trim()) === Boolean(oib?.trim());
}

/** The gift message of an order and its "to" and "from" (order/create; the checkout's gift fields). */
export const giftLimits = { message: 500, name: 100 } as const;
