/**
 * The back office's redirect forms (issue 14 item 7), one schema with an `intent` per form: save a
 * redirect, delete one, dismiss a dead path. Only the action parses it (the fields are few and the
 * platform checks the paths), so zod stays on the server; the page takes the field names from here.
 */
import { z } from "zod";
import { positiveId } from "../ids";
import { requiredText } from "./account";

/** The platform's limits (server/contract/redirects.ts), kept out of the browser's bundle. */
export const REDIRECT_FROM_MAX = 500;
export const REDIRECT_TO_MAX = 2000;

export const redirectFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("save"),
    from: requiredText(REDIRECT_FROM_MAX),
    to: requiredText(REDIRECT_TO_MAX),
    statusCode: z.enum(["301", "302"]).catch("301").transform(Number),
  }),
  z.object({
    intent: z.literal("delete"),
    id: z.string().transform((value, ctx) => positiveId(value) ?? (ctx.addIssue({ code: "custom" }), z.NEVER)),
  }),
  z.object({ intent: z.literal("dismiss"), path: requiredText(REDIRECT_FROM_MAX) }),
]);
export type RedirectFormField = "intent" | "from" | "to" | "statusCode" | "id" | "path";
