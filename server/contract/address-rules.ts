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

/** An address's company OIB in Croatia (the country HR): 11 digits, the last the check digit. */
export const OIB_INVALID_MESSAGE = "Enter a valid OIB (11 digits).";
/** A phone number: 6 to 15 digits, written with spaces, a leading +, - / ( ) and dots only. */
export const PHONE_INVALID_MESSAGE = "Enter a valid phone number (6 to 15 digits).";
/** A postal code in Croatia (the country HR): 5 digits. */
export const POSTAL_CODE_INVALID_MESSAGE = "Enter a valid postal code (5 digits).";

const isCroatia = (country: string | null | undefined) => country?.trim().toUpperCase() === "HR";

/**
 * A Croatian OIB (personal identification number): 11 digits whose last is the ISO 7064 MOD 11,10
 * check digit of the first ten.
 */
export function isValidOib(value: string): boolean {
  const oib = value.trim();
  if (!/^\d{11}$/.test(oib)) return false;
  let carry = 10;
  for (let i = 0; i < 10; i++) {
    carry = (carry + Number(oib[i])) % 10 || 10;
    carry = (carry * 2) % 11;
  }
  return (11 - carry) % 10 === Number(oib[10]);
}

/** A plausible phone number: digits, spaces, a leading +, - / ( ) and dots, with 6 to 15 digits
 * (E.164's most). */
export function isPlausiblePhone(value: string): boolean {
  const phone = value.trim();
  if (!/^\+?[\d\s\-/().]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, "").length;
  return digits >= 6 && digits <= 15;
}

/** A postal code as the country writes it: 5 digits in Croatia; elsewhere only the length rule. */
export function isPostalCodeOf(country: string | null | undefined, zipCode: string): boolean {
  return !isCroatia(country) || /^\d{5}$/.test(zipCode.trim());
}

/** A company's OIB: the Croatian check for a company in Croatia; a foreign one (its VAT id) keeps
 * only the length rule. */
export function isCompanyIdOf(country: string | null | undefined, oib: string): boolean {
  return !isCroatia(country) || isValidOib(oib);
}

export type AddressRule = "phone" | "postalCode" | "oib";

/** The plausibility rules an address breaks (an empty field is left to "required"), by field. */
export function addressProblems(a: {
  country?: string | null;
  contactPhone?: string | null;
  zipCode?: string | null;
  companyOIB?: string | null;
}): { field: "contactPhone" | "zipCode" | "companyOIB"; rule: AddressRule }[] {
  const problems: { field: "contactPhone" | "zipCode" | "companyOIB"; rule: AddressRule }[] = [];
  if (a.contactPhone?.trim() && !isPlausiblePhone(a.contactPhone))
    problems.push({ field: "contactPhone", rule: "phone" });
  if (a.zipCode?.trim() && !isPostalCodeOf(a.country, a.zipCode))
    problems.push({ field: "zipCode", rule: "postalCode" });
  if (a.companyOIB?.trim() && !isCompanyIdOf(a.country, a.companyOIB))
    problems.push({ field: "companyOIB", rule: "oib" });
  return problems;
}

/** The platform's message of each rule (server/contract/errors.ts gives each its code). */
export const addressRuleMessages: Record<AddressRule, string> = {
  phone: PHONE_INVALID_MESSAGE,
  postalCode: POSTAL_CODE_INVALID_MESSAGE,
  oib: OIB_INVALID_MESSAGE,
};
