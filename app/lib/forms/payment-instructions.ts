/**
 * The back office's payment-instructions form: one per method, a text per language. Only the action
 * parses it; the platform checks the placeholders (an unknown one is refused there, once).
 */
import { z } from "zod";
import { locales, type Locale } from "#server/contract/urls";
import { positiveId } from "../ids";
import { optionalText } from "./account";

/** The platform's limit (server/contract/shop-admin.ts), kept out of the browser's bundle. */
export const PAYMENT_INSTRUCTIONS_MAX = 2000;

const text = optionalText(PAYMENT_INSTRUCTIONS_MAX);

export const paymentInstructionsSchema = z.object({
  id: z.string().transform((value, ctx) => positiveId(value) ?? (ctx.addIssue({ code: "custom" }), z.NEVER)),
  instructions: z
    .object(Object.fromEntries(locales.map((locale) => [locale, text])) as Record<Locale, typeof text>)
    .default({}),
});
