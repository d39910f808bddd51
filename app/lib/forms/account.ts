/**
 * The account forms' zod schemas (spec sections 3 and 5), one per form. The actions validate with
 * them; the profile, address and password pages' forms also validate with them in the browser. The
 * login and registration pages stay as light as the catalog's without zod: the login form checks
 * with `loginErrors` (../account-form.ts, the same rules), the registration form on the server
 * only. Messages are translation keys (./messages.ts). Only those account pages import this module in the browser, so
 * zod stays out of the other pages' bundles.
 */
import { z } from "zod";
import { addressProblems, isCompanyComplete, isPersonName, type AddressRule } from "#server/contract/address-rules";
import { consentError, consentsField, type ConsentRule } from "./consents";
import { formMessages as m } from "./messages";
import {
  addressLimits,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  maxLengthMessage as maxLength,
  minLengthMessage as minLength,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "../account-form";

export { addressLimits, PASSWORD_MIN_LENGTH };

/** A required text field (conform turns an empty input into undefined). */
export const requiredText = (max = 100) =>
  z.string({ error: m.required }).trim().min(1, m.required).max(max, maxLength(max));

export const optionalText = (max: number) => z.string().trim().max(max, maxLength(max)).optional();

export const emailField = z
  .string({ error: m.required })
  .trim()
  .min(1, m.required)
  .max(EMAIL_MAX_LENGTH, maxLength(EMAIL_MAX_LENGTH))
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: m.email }));

/** Spec section 9: passwords have at least 8 characters. */
export const passwordField = z
  .string({ error: m.required })
  .min(PASSWORD_MIN_LENGTH, minLength(PASSWORD_MIN_LENGTH))
  .max(PASSWORD_MAX_LENGTH, maxLength(PASSWORD_MAX_LENGTH));

const checkbox = z.boolean().optional().default(false);

/** Cross-field rules run even when a field is missing, so every message shows at once. */
const allRules = { when: () => true };

/** Where to go after logging in; checked again with the safe-path rule on the server. */
const redirectTo = z.string().max(2048).optional();

// ---------------------------------------------------------------------------------------------
// Login: username is the e-mail address (spec section 3).

export const loginSchema = z.object({
  username: emailField,
  password: passwordField,
  redirectTo,
});
export type LoginForm = z.infer<typeof loginSchema>;

// ---------------------------------------------------------------------------------------------
// Addresses (spec section 3 "address blank"; max lengths of spec section 9).

/** The types a new address is given in the form (spec section 3: Shipping or Main). */
export const addressFormTypes = ["shipping", "main"] as const;
/** Every address type (spec section 3): an address of a type the form does not offer for new ones
 * (billing, other) keeps it when it is edited. */
export const addressTypes = ["main", "billing", "shipping", "other"] as const;
export type AddressType = (typeof addressTypes)[number];

/** The type select's choices for an address: the form's two, and the address's own type if it is another. */
export function addressTypeChoices(current?: AddressType): AddressType[] {
  return current && !addressFormTypes.some((type) => type === current)
    ? [...addressFormTypes, current]
    : [...addressFormTypes];
}

/** Spec section 5: letters of any script, spaces, apostrophes, a hyphen only inside. The checkout's
 * rule, which every address keeps wherever it is typed (as the platform does, server/contract/accounts.ts
 * `addressChecks`), so that no saved address stops a checkout. An empty value gets only "required". */
export const personName = requiredText().refine((value) => value === "" || isPersonName(value), m.alpha);

export const addressFields = z.object({
  firstName: personName,
  lastName: personName,
  contactEmail: emailField,
  contactPhone: requiredText(40),
  /** An ISO code from the country select. */
  country: requiredText(addressLimits.country),
  city: requiredText(addressLimits.city),
  street: requiredText(addressLimits.street),
  houseNumber: requiredText(addressLimits.houseNumber),
  zipCode: requiredText(addressLimits.zipCode),
});
export type AddressFields = z.infer<typeof addressFields>;

/** Spec section 5's message for a company's name without its OIB, or the other way round. */
export const COMPANY_INCOMPLETE = "checkout.address.companyIncomplete";

/** A company's name and OIB both, or neither (spec section 5): at checkout and in the profile alike, so
 * that no saved address stops a checkout. The second argument of `superRefine`: the rule runs even
 * when another field is missing, so every message shows at once. */
export const companyBothOrNeither = [
  (value: { companyName?: string; companyOIB?: string }, ctx: z.RefinementCtx) => {
    if (isCompanyComplete(value.companyName, value.companyOIB)) return;
    ctx.addIssue({
      code: "custom",
      path: [value.companyName ? "companyOIB" : "companyName"],
      message: COMPANY_INCOMPLETE,
    });
  },
  { when: () => true },
] as const;

const ruleMessages: Record<AddressRule, string> = { phone: m.phone, postalCode: m.postalCode, oib: m.oib };
/** Beyond these, a field has its length message only. */
const ruleMaxLengths = { contactPhone: 40, zipCode: addressLimits.zipCode, companyOIB: 20 } as const;

/** A plausible phone, and in Croatia a 5-digit postal code and an OIB with its check digit: the
 * platform's rules (server/contract/address-rules.ts), each message under its field. Like
 * `companyBothOrNeither`, the second argument of `superRefine`. */
export const addressPlausibility = [
  (value: { country?: string; contactPhone?: string; zipCode?: string; companyOIB?: string }, ctx: z.RefinementCtx) => {
    for (const { field, rule } of addressProblems(value))
      if ((value[field]?.trim().length ?? 0) <= ruleMaxLengths[field])
        ctx.addIssue({ code: "custom", path: [field], message: ruleMessages[rule] });
  },
  { when: () => true },
] as const;

/** An address of the registration form (delivery, billing). */
export const registerAddress = addressFields.superRefine(...addressPlausibility);

export const addressSchema = addressFields
  .extend({
    id: z.coerce.number().int().positive().optional(),
    type: z.enum(addressTypes, { error: m.required }),
    companyName: optionalText(150),
    companyOIB: optionalText(20),
  })
  .superRefine(...companyBothOrNeither)
  .superRefine(...addressPlausibility);
export type AddressForm = z.infer<typeof addressSchema>;

// ---------------------------------------------------------------------------------------------
// Registration, with or without addresses (spec section 5).

/** A new password typed twice must be typed the same (registration, a guest order's account). */
function checkRepeatedPassword(value: { password?: unknown; confirmedPassword?: unknown }, ctx: z.RefinementCtx) {
  if (typeof value.confirmedPassword === "string" && value.confirmedPassword !== value.password)
    ctx.addIssue({ code: "custom", path: ["confirmedPassword"], message: m.repeatPassword });
}

/** Spec section 5: the required consents of the registerForm type must be accepted. */
function checkConsents(value: { consents?: unknown }, consents: readonly ConsentRule[], ctx: z.RefinementCtx) {
  const message = consentError(Array.isArray(value.consents) ? value.consents : [], consents);
  if (message) ctx.addIssue({ code: "custom", path: ["consents"], message });
}

export const registerSchema = z
  .object({
    firstName: requiredText(),
    lastName: requiredText(),
    email: emailField,
    password: passwordField,
    confirmedPassword: z.string({ error: m.required }),
    memberCardBarcode: optionalText(64),
    /** The accepted consents of the registerForm type (their required ones: registerSchemaFor). */
    consents: consentsField,
    withAddresses: checkbox,
    /** Billing is the same as delivery unless this is unchecked. */
    billingSame: checkbox,
    /** Validated with registerAddress only when withAddresses is checked (billing: unless billingSame). */
    delivery: z.unknown().optional(),
    billing: z.unknown().optional(),
    redirectTo,
  })
  .superRefine((value, ctx) => {
    checkRepeatedPassword(value, ctx);
    if (!value.withAddresses) return;
    const check = (name: "delivery" | "billing") => {
      const result = registerAddress.safeParse(value[name] ?? {});
      if (!result.success)
        for (const issue of result.error.issues)
          ctx.addIssue({ code: "custom", path: [name, ...issue.path], message: issue.message });
    };
    check("delivery");
    if (!value.billingSame) check("billing");
  }, allRules);
export type RegisterForm = z.infer<typeof registerSchema>;

/** The registration schema with the consents the platform assigned to the form (spec section 5:
 * the consents are fetched before the form is validated; required ones must be accepted). */
export function registerSchemaFor(consents: readonly ConsentRule[]) {
  return registerSchema.superRefine((value, ctx) => checkConsents(value, consents, ctx), allRules);
}

/** An account for a guest's order (docs/decisions/0057): the registration's password and consents;
 * the e-mail and the names are the order's. */
export function guestAccountSchemaFor(consents: readonly ConsentRule[]) {
  return z
    .object({ password: passwordField, confirmedPassword: z.string({ error: m.required }), consents: consentsField })
    .superRefine((value, ctx) => {
      checkRepeatedPassword(value, ctx);
      checkConsents(value, consents, ctx);
    }, allRules);
}

// ---------------------------------------------------------------------------------------------
// Profile, passwords.

export const profileSchema = z.object({
  firstName: requiredText(),
  lastName: requiredText(),
  email: emailField,
  /** Checked with the platform's barcode check on the server (spec section 5). */
  memberCardBarcode: optionalText(64),
  /** The current password: the platform needs it only for a new e-mail (decision 0054). */
  password: z.string().max(PASSWORD_MAX_LENGTH, maxLength(PASSWORD_MAX_LENGTH)).optional(),
});
export type ProfileForm = z.infer<typeof profileSchema>;

export const changePasswordSchema = z
  .object({
    oldPassword: passwordField,
    newPassword: passwordField,
    newPasswordAgain: z.string({ error: m.required }),
  })
  .superRefine((value, ctx) => {
    if (typeof value.newPassword === "string" && value.newPassword === value.oldPassword) {
      ctx.addIssue({ code: "custom", path: ["newPassword"], message: m.differentPassword });
    }
    if (typeof value.newPasswordAgain === "string" && value.newPasswordAgain !== value.newPassword) {
      ctx.addIssue({ code: "custom", path: ["newPasswordAgain"], message: m.repeatPassword });
    }
  }, allRules);
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });

export const setPasswordSchema = z
  .object({
    token: z.string({ error: m.required }).min(10, m.required).max(200),
    password: passwordField,
    confirmedPassword: z.string({ error: m.required }),
  })
  .superRefine((value, ctx) => {
    if (typeof value.confirmedPassword === "string" && value.confirmedPassword !== value.password) {
      ctx.addIssue({ code: "custom", path: ["confirmedPassword"], message: m.repeatPassword });
    }
  }, allRules);
