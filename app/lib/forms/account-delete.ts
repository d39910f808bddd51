/**
 * The profile's "Delete my account" form (decision 0078): the current password, or, for an account
 * without one (a social login), its own e-mail address (`proof` says which the form asked for), and
 * the explicit second yes of a checkbox. The platform decides whether what was given is right.
 */
import { z } from "zod";
import { formMessages as m } from "./messages";

export const deleteAccountMessages = {
  confirmRequired: "account.deleteAccount.confirmRequired",
} as const;

const fields = z.object({
  proof: z.enum(["password", "email"]),
  password: z.string().max(200).optional(),
  email: z.string().trim().max(254).optional(),
  confirm: z.literal("on").optional(),
});

/** The field the form asked for and the checkbox are required; checked together, so that a refused
 * form names both at once (zod skips a refinement once a field of its own is refused). */
function proofGiven(value: z.output<typeof fields>, ctx: z.RefinementCtx) {
  if (!value[value.proof]) ctx.addIssue({ code: "custom", path: [value.proof], message: m.required });
  if (value.confirm !== "on")
    ctx.addIssue({ code: "custom", path: ["confirm"], message: deleteAccountMessages.confirmRequired });
}

export const deleteAccountSchema = fields.superRefine(proofGiven);

/** The same form among the profile page's (./profile.ts), with its intent. */
export const deleteAccountIntentSchema = fields.extend({ intent: z.literal("delete-account") }).superRefine(proofGiven);
