/**
 * The checkout forms' zod schemas (spec sections 3 to 5), one per step: the address step, the
 * shipping step and the payment step (the order). Each step's action validates with its schema, and
 * its component takes its field shape and constraints (computed by the loader with
 * `getZodConstraint`), so zod never reaches the checkout page's JavaScript: errors come back from
 * the server, as translation keys (./messages.ts) that the page translates.
 *
 * What only the platform knows (the allowed countries, the applicable methods, the consents) is
 * checked against the lists the action loaded, by the small functions below.
 */
import { z } from "zod";
import { giftLimits } from "#server/contract/address-rules";
import {
  addressLimits,
  addressPlausibility,
  COMPANY_INCOMPLETE,
  companyBothOrNeither,
  emailField,
  optionalText,
  personName,
  requiredText,
} from "./account";
import { NEW_ADDRESS } from "../checkout";
import { consentsField } from "./consents";
import { formMessage, formMessages } from "./messages";

/** Spec section 5 and 8: the checkout's messages (translation keys). */
export const checkoutMessages = {
  ...formMessages,
  companyIncomplete: COMPANY_INCOMPLETE,
  countryNotAllowed: "checkout.address.countryNotAllowed",
  addressNotFound: "checkout.address.notFound",
  shippingMethodUndefined: "error.shippingMethodUndefined",
  shippingMethodNotFound: "error.shippingMethodNotFound",
  shippingBranchUndefined: "error.shippingBranchUndefined",
  paymentMethodUndefined: "error.paymentMethodUndefined",
  paymentMethodNotFound: "error.paymentMethodNotFound",
  consentsNotFetched: "error.consentsNotFetched",
  failedConsentLog: "error.failedConsentLog",
  giftMessageMissing: "checkout.gift.messageMissing",
} as const;
const m = checkoutMessages;

/** Cross-field rules run even when a field is missing, so every message shows at once. */
const allRules = { when: () => true };

const companyLimits = { companyName: 150, companyOIB: 20 } as const;
const PHONE_MAX = 40;

const maxLength = (length: number) => formMessage(m.maxLength, { count: length, length });

/** A country from the select: an ISO 3166-1 alpha-2 code. */
const countryCode = z
  .string({ error: m.required })
  .trim()
  .min(1, m.required)
  .max(addressLimits.country, maxLength(addressLimits.country))
  .transform((code) => code.toUpperCase());

/** The billing address: the address blank of spec section 3 without the company fields (its
 * plausibility: `billingAddress`). */
export const billingAddressFields = z.object({
  firstName: personName,
  lastName: personName,
  contactEmail: emailField,
  contactPhone: requiredText(PHONE_MAX),
  street: requiredText(addressLimits.street),
  houseNumber: requiredText(addressLimits.houseNumber),
  zipCode: requiredText(addressLimits.zipCode),
  city: requiredText(addressLimits.city),
  country: countryCode,
});
export type BillingAddressFields = z.infer<typeof billingAddressFields>;
const billingAddress = billingAddressFields.superRefine(...addressPlausibility);

/** The delivery address, with the company: its name and OIB both, or neither (spec section 5). */
export const shippingAddressFields = billingAddressFields
  .extend({
    companyName: optionalText(companyLimits.companyName),
    companyOIB: optionalText(companyLimits.companyOIB),
  })
  .superRefine(...companyBothOrNeither)
  .superRefine(...addressPlausibility);
export type ShippingAddressFields = z.infer<typeof shippingAddressFields>;

/** A saved address is named by its id; "new" (or nothing, for a guest) means the typed fields. */
export { NEW_ADDRESS };
const addressChoice = z
  .string()
  .trim()
  .max(12)
  .optional()
  .transform((v) => v || undefined);

const checkbox = z.boolean().optional().default(false);

export type AddressChoice<T> = { kind: "saved"; id: number } | { kind: "new"; address: T };

/**
 * The address step. A guest types the delivery address (`shipping.*`); a signed-in user picks a
 * saved one (`shippingAddressId`) or types a new one (`shippingAddressId=new`). With
 * `differentBilling` checked the billing address is chosen the same way (`billingAddressId`,
 * `billing.*`); otherwise billing is the delivery address and `billing.*` is not looked at, so
 * the billing fieldset may stay in the page without JavaScript. The checkout consents (spec section
 * 2: the delivery block has them too) are checked against the platform's list by the action.
 */
export const addressStepSchema = z
  .object({
    shippingAddressId: addressChoice,
    shipping: z.unknown().optional(),
    differentBilling: checkbox,
    billingAddressId: addressChoice,
    billing: z.unknown().optional(),
    consents: consentsField,
  })
  .superRefine((value, ctx) => {
    const check = (group: "shipping" | "billing", schema: z.ZodType, choice: string | undefined) => {
      if (choice && choice !== NEW_ADDRESS) {
        if (!/^\d{1,10}$/.test(choice) || Number(choice) < 1)
          ctx.addIssue({ code: "custom", path: [`${group}AddressId`], message: m.addressNotFound });
        return;
      }
      const result = schema.safeParse(value[group] ?? {});
      if (!result.success)
        for (const issue of result.error.issues)
          ctx.addIssue({ code: "custom", path: [group, ...issue.path], message: issue.message });
    };
    check("shipping", shippingAddressFields, value.shippingAddressId);
    if (value.differentBilling) check("billing", billingAddress, value.billingAddressId);
  }, allRules)
  .transform((value) => {
    const choose = <T>(schema: z.ZodType<T>, choice: string | undefined, fields: unknown): AddressChoice<T> =>
      choice && choice !== NEW_ADDRESS
        ? { kind: "saved", id: Number(choice) }
        : { kind: "new", address: schema.parse(fields) };
    return {
      shipping: choose(shippingAddressFields, value.shippingAddressId, value.shipping),
      billing: value.differentBilling ? choose(billingAddress, value.billingAddressId, value.billing) : null,
      consents: value.consents,
    };
  });
export type AddressStep = z.output<typeof addressStepSchema>;

/** The address step's fields as conform sees them (its groups typed as addresses), and the
 * schema its constraints (required, maximum lengths) are read from. */
export const addressStepShape = z.object({
  shippingAddressId: z.string().optional(),
  shipping: shippingAddressFields,
  differentBilling: z.boolean().optional(),
  billingAddressId: z.string().optional(),
  billing: billingAddressFields,
  consents: z.array(z.string()).optional(),
});
export type AddressStepShape = z.input<typeof addressStepShape>;

/** Spec section 5: a country must be one the store delivers to ('ALL': every country). */
export function countryError(
  step: AddressStep,
  allowed: readonly string[] | "ALL",
): { field: string; message: string } | null {
  if (allowed === "ALL") return null;
  const isAllowed = (iso: string) => allowed.some((code) => code.toUpperCase() === iso);
  for (const group of ["shipping", "billing"] as const) {
    const choice = step[group];
    if (choice?.kind === "new" && !isAllowed(choice.address.country))
      return { field: `${group}.country`, message: m.countryNotAllowed };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------

/** A method id from a radio list: missing is `undefined`, anything but a positive whole number is unknown. */
const methodChoice = (undefinedMessage: string, notFoundMessage: string) =>
  z
    .string({ error: undefinedMessage })
    .trim()
    .min(1, undefinedMessage)
    .regex(/^[1-9]\d{0,9}$/, notFoundMessage)
    .transform(Number);

/** The shipping step: a method, and a branch when the method has any (spec sections 3 and 5). */
export const shippingStepSchema = z.object({
  methodId: methodChoice(m.shippingMethodUndefined, m.shippingMethodNotFound),
  branchId: z
    .string()
    .trim()
    .max(12)
    .optional()
    .transform((v) => (v && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : v ? Number.NaN : null)),
});
export type ShippingStep = z.output<typeof shippingStepSchema>;
export type ShippingStepShape = z.input<typeof shippingStepSchema>;

interface MethodWithBranches {
  id: number;
  options: { id: number }[];
}

/**
 * Spec section 5, shipping: the method must be one of the applicable ones (shippingMethodNotFound);
 * one with branches needs one of its own branches (shippingBranchUndefined). Returns the choice to
 * save (a method without branches saves no branch) or the error.
 */
export function checkShippingChoice(
  step: ShippingStep,
  methods: readonly MethodWithBranches[],
):
  | { ok: true; methodId: number; branchId: number | null }
  | { ok: false; field: "methodId" | "branchId"; message: string } {
  const method = methods.find((candidate) => candidate.id === step.methodId);
  if (!method) return { ok: false, field: "methodId", message: m.shippingMethodNotFound };
  if (!method.options.length) return { ok: true, methodId: method.id, branchId: null };
  const branch = method.options.find((option) => option.id === step.branchId);
  if (!branch) return { ok: false, field: "branchId", message: m.shippingBranchUndefined };
  return { ok: true, methodId: method.id, branchId: branch.id };
}

// ---------------------------------------------------------------------------------------------

export const paymentIntents = ["order", "saveMethod"] as const;

/**
 * The payment step (spec section 3, checkout form): the payment method, the accepted consents and
 * the cart as the shopper saw it (`cart`, a snapshot the server compares before ordering), and the
 * gift message with its "to" and "from" where the store offers them. Intent
 * `saveMethod` only saves a newly chosen method (with JavaScript, as the radio changes).
 */
export const paymentStepSchema = z
  .object({
    intent: z.enum(paymentIntents).optional().default("order"),
    methodId: methodChoice(m.paymentMethodUndefined, m.paymentMethodNotFound),
    consents: consentsField,
    cart: z.string().max(8000).optional().default(""),
    /** The gift fields (the store's checkout settings giftMessage on; the action drops them otherwise). */
    giftMessage: optionalText(giftLimits.message),
    giftTo: optionalText(giftLimits.name),
    giftFrom: optionalText(giftLimits.name),
  })
  .superRefine((value, ctx) => {
    // "To" and "From" belong to a message: without one they would be lost with the order.
    if (!value.giftMessage && (value.giftTo || value.giftFrom))
      ctx.addIssue({ code: "custom", path: ["giftMessage"], message: m.giftMessageMissing });
  }, allRules);
export type PaymentStep = z.output<typeof paymentStepSchema>;
export type PaymentStepShape = z.input<typeof paymentStepSchema>;

/** Spec section 4: the method must be one of the applicable ones. */
export function paymentChoiceError(methodId: number, methods: readonly { id: number }[]): string | null {
  return methods.some((method) => method.id === methodId) ? null : m.paymentMethodNotFound;
}

// ---------------------------------------------------------------------------------------------

/**
 * Checkout type 1, one step: the address step's fields as they are, the delivery and the payment
 * method under names of their own (each step calls its method `methodId`), the consents once, and
 * the order's own messages (`order`). The server checks each block with its step's schema.
 */
export const oneStepFields = {
  deliveryMethodId: "deliveryMethodId",
  branchId: "branchId",
  paymentMethodId: "paymentMethodId",
  order: "order",
} as const;

export const oneStepMessages = {
  /** The chosen delivery method does not deliver to the country of the address. */
  notForCountry: "checkout.oneStep.notForCountry",
} as const;

export type OneStepShape = AddressStepShape & {
  deliveryMethodId?: string;
  branchId?: string;
  paymentMethodId?: string;
  order?: string;
  cart?: string;
  giftMessage?: string;
  giftTo?: string;
  giftFrom?: string;
};
