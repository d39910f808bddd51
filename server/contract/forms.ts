/**
 * The site's forms (spec sections 1, 3, 4, 5 and 7; issue 14 item 5): the newsletter with double
 * opt-in, the contact form, and the confirmation of an opt-in link. Every submission is stored, its
 * consents logged (the consents of its form type) and mailed to the site's contact address.
 */
import { z } from "zod";
import { endpoint, queryInt } from "./define";

export const formMessages = {
  alreadySubscribed: "This address is already subscribed to the newsletter.",
  emailInvalid: "Email address is not valid",
  phoneInvalid: "The number format is invalid",
  mandatory: "This field is mandatory",
  tokenUnknown: "goal or goalType were not defined",
  tokenUsed: "This confirmation link has already been used.",
  tokenExpired: "This confirmation link has expired.",
} as const;

/** Spec section 5: the phone formats a questionnaire accepts, Croatian style. */
export const PHONE_FORMATS = [
  /^\(09\d\) ?\d{3}-\d{4}$/,
  /^09\d-\d{3}-\d{4}$/,
  /^09\d\.\d{3}\.\d{4}$/,
  /^09\d-\d{7}$/,
  /^09\d{8}$/,
  /^\+385 \d{9}$/,
];
export const isPhone = (value: string) => PHONE_FORMATS.some((format) => format.test(value.trim()));

const email = z.string().trim().max(254);
const accepted = z.array(z.string().min(1).max(100)).max(20).default([]);

/** Spec section 7 newsletter/subscribe: a confirmation link is mailed (double opt-in). */
export const newsletterSubscribe = endpoint({
  method: "POST",
  path: "v1/marketing/newsletter/subscribe",
  input: z.object({ email, acceptedConsents: accepted }),
  output: z.object({ status: z.literal("confirmationSent") }),
});

/** Spec section 7 contact/contactAdmin: the message is stored and mailed to the site. */
export const contactAdmin = endpoint({
  method: "POST",
  path: "v1/contact/contactAdmin",
  input: z.object({
    name: z.string().trim().max(200),
    email,
    phone: z.string().trim().max(40).default(""),
    message: z.string().trim().max(5000),
    acceptedConsents: accepted,
  }),
  output: z.object({ id: z.number() }),
});

/** Spec section 7 form/confirmEmail/{id}: uses an opt-in token once; answers its goal. */
export const confirmEmail = endpoint({
  method: "POST",
  path: "v1/form/confirmEmail/:token",
  input: z.object({ token: z.string().min(10).max(200) }),
  output: z.object({
    goalType: z.enum(["message", "url", "file"]),
    goal: z.string(),
    confirmedEmail: z.string(),
  }),
});

/** Back office only: the stored submissions, newest first; `type` keeps those of one form type. */
export const submissions = endpoint({
  method: "GET",
  path: "v1/form/submissions",
  input: z.object({
    page: queryInt().pipe(z.number().int().min(1).max(100_000)).default(1),
    type: z.string().trim().min(1).max(100).optional(),
  }),
  output: z.object({
    records: z.array(
      z.object({ id: z.number(), formType: z.string(), email: z.string(), data: z.string(), createdAt: z.string() }),
    ),
    totalRecords: z.number().int(),
    totalPages: z.number().int(),
  }),
});
