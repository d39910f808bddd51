import type { z } from "zod";
import { slugProblem } from "#server/contract/slug-rules";

/** The slug rules' messages (spec sections 5 and 9: 'Slug is too short! (minimum 4 characters)',
 * 'Invalid slug format!'), as the back office's product and category forms say them. */
export const slugMessages = { tooShort: "admin.slugRules.tooShort", invalid: "admin.slugRules.invalid" } as const;

/** A typed slug (lower case) against the slug rules, saying the one it breaks; an empty one is left to
 * "required", or to the platform, which makes it of the name. For zod's `superRefine`. */
export function checkSlug(value: string, ctx: z.RefinementCtx) {
  const problem = value === "" ? null : slugProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: slugMessages[problem] });
}
