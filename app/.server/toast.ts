import { z } from "zod";
import { readCookie, secureFor, toastCookie } from "./cookies";

export const toastSchema = z.object({
  type: z.enum(["success", "error", "info"]),
  /** A translation key, rendered in the visitor's locale. */
  key: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** Milliseconds; by default 50 ms per character of the message, at least 3000 ms. */
  duration: z.number().optional(),
});
export type Toast = z.infer<typeof toastSchema>;

/** Sets a toast that the next page shows, with or without JavaScript (Epic Stack's flash cookie). */
export async function toastHeader(request: Request, toast: Toast): Promise<string> {
  return toastCookie.serialize(toast, secureFor(request));
}

/** Reads and clears the pending toast. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; clear: string | null }> {
  const raw = await readCookie<unknown>(toastCookie, request);
  if (raw === null) return { toast: null, clear: null };
  const parsed = toastSchema.safeParse(raw);
  return { toast: parsed.success ? parsed.data : null, clear: await toastCookie.serialize("", { maxAge: 0 }) };
}
