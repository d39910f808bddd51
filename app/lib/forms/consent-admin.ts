/**
 * The back office's consent forms (issue 15 item 4), one schema with an `intent` per form: add a
 * consent, change a consent's texts. Only the action parses it (the platform sanitizes and checks
 * the texts), so zod stays on the server; the page takes the field names from here. The form type's
 * assignment (ticks and order) is read by hand: its fields repeat per consent.
 */
import { z } from "zod";
import { positiveId } from "../ids";
import { requiredText } from "./account";

/** The platform's limits (server/contract/consents.ts), kept out of the browser's bundle. */
export const CONSENT_NUMBER_MAX = 64;
export const CONSENT_TEXT_MAX = 4000;

const texts = { en: requiredText(CONSENT_TEXT_MAX), hr: requiredText(CONSENT_TEXT_MAX) };

export const consentTextFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create"), uniqueNumber: requiredText(CONSENT_NUMBER_MAX), ...texts }),
  z.object({
    intent: z.literal("update"),
    id: z.string().transform((value, ctx) => positiveId(value) ?? (ctx.addIssue({ code: "custom" }), z.NEVER)),
    ...texts,
  }),
]);
export type ConsentTextFormField = "intent" | "uniqueNumber" | "id" | "en" | "hr";

/** A form type's consents as the assignment form posts them: every row's id in page order, the ticks, a move. */
export interface AssignmentDraft {
  order: number[];
  shown: number[];
  required: number[];
}

const ids = (values: FormDataEntryValue[]) =>
  values.map((v) => positiveId(v)).filter((id): id is number => id !== null);

/** Reads the assignment form; a move (`up:12`, `down:12`) swaps that row with its neighbour. */
export function readAssignment(form: FormData): AssignmentDraft & { moved: boolean } {
  const order = [...new Set(ids(form.getAll("order")))];
  const draft = { order, shown: ids(form.getAll("shown")), required: ids(form.getAll("required")) };
  const [direction, idText] = String(form.get("move") ?? "").split(":");
  const at = order.indexOf(positiveId(idText) ?? -1);
  const to = direction === "up" ? at - 1 : direction === "down" ? at + 1 : -1;
  if (at < 0 || to < 0 || to >= order.length) return { ...draft, moved: false };
  [order[at], order[to]] = [order[to]!, order[at]!];
  return { ...draft, moved: true };
}
