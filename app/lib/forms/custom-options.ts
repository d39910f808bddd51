/**
 * A product's personalization fields in the back office (decision 0114): a new field's form (its code
 * and type, which stay) and a field's form (its labels in every language, whether a buyer must fill
 * it, the price it adds when filled, a text's most characters). Only the action parses them; the page
 * takes the names and limits from here.
 */
import { z } from "zod";
import { MAX_OPTION_CODE, MAX_OPTION_LABEL, OPTION_CODE_PATTERN } from "#server/contract/catalog-admin-limits";
import { MAX_PERSONALIZATION_LENGTH } from "#server/contract/cart-limits";
import { locales, type Locale } from "#server/contract/urls";
import { maxLengthMessage } from "../account-form";
import { formMessage, formMessages as m } from "./messages";
import { requiredText } from "./account";
import { optionalAmount } from "./product";

export const customOptionErrors = {
  code: "admin.productOptions.errors.code",
  maxLength: "admin.productOptions.errors.maxLength",
} as const;

const label = requiredText(MAX_OPTION_LABEL);

const fields = {
  labels: z.object(Object.fromEntries(locales.map((l) => [l, label])) as Record<Locale, typeof label>),
  required: z.literal("on").optional().transform(Boolean),
  /** Empty: the field adds nothing to the price. */
  price: optionalAmount.transform((cents) => cents ?? 0),
  /** Empty: the cart's own cap. */
  maxLength: z
    .string()
    .optional()
    .transform((text, ctx) => {
      const trimmed = text?.trim() ?? "";
      if (!trimmed) return MAX_PERSONALIZATION_LENGTH;
      const value = Number(trimmed);
      if (/^\d{1,3}$/.test(trimmed) && value >= 1 && value <= MAX_PERSONALIZATION_LENGTH) return value;
      ctx.addIssue({
        code: "custom",
        message: formMessage(customOptionErrors.maxLength, { max: MAX_PERSONALIZATION_LENGTH }),
      });
      return z.NEVER;
    }),
};

/** A field's form: what may change once it is made. */
export const customOptionSchema = z.object(fields);

/** A new field's form: its code (typed in any case, kept in lower case) and type, then the rest; a
 * number's length, which the form asks without knowing the type until it is sent, is ignored. */
export const customOptionCreateSchema = z.preprocess(
  (input) =>
    input && typeof input === "object" && (input as { type?: unknown }).type === "number"
      ? { ...input, maxLength: undefined }
      : input,
  z.object({
    code: z
      .string({ error: m.required })
      .trim()
      .toLowerCase()
      .min(1, m.required)
      .max(MAX_OPTION_CODE, maxLengthMessage(MAX_OPTION_CODE))
      .regex(OPTION_CODE_PATTERN, customOptionErrors.code),
    type: z.enum(["text", "number"]),
    ...fields,
  }),
);
