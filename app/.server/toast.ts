import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { cookieOwner, ownedCookie, signedCookie } from "./cookies";

export const toastSchema = z.object({
  type: z.enum(["success", "error", "info"]),
  /** A translation key, rendered in the visitor's locale. */
  key: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** Milliseconds; by default 50 ms per character of the message, at least 3000 ms. */
  duration: z.number().optional(),
  /** Links under the message (each a translation key with its values, and a path of this site). */
  links: z
    .array(
      z.object({
        key: z.string(),
        values: z.record(z.string(), z.string()).optional(),
        href: z.string().startsWith("/"),
      }),
    )
    .max(10)
    .optional(),
});
export type Toast = z.infer<typeof toastSchema>;

/** One-shot messages shown after a redirect (Epic Stack's flash cookie), for a minute at most. */
const toastCookie = signedCookie("toast", { maxAge: 60 });

const pendingToast = ownedCookie<Toast>(toastCookie, (raw) => {
  const parsed = toastSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
});

/** Owns the toast cookie (root middleware): written once per answer, whoever set or took the toast. */
export const toastMiddleware = cookieOwner(pendingToast);

type Context = Readonly<RouterContextProvider>;

/** The toast the next page shows, with or without JavaScript; the last one set in a request wins. */
export function sendToast(context: Context, toast: Toast): void {
  pendingToast.set(context, toast);
}

/** Reads the toast the request came with and clears the cookie (a tampered or outdated one too),
 * unless this request set a new one. */
export async function takeToast(context: Context): Promise<Toast | null> {
  if (!pendingToast.present(context)) return null;
  if (pendingToast.intent(context) === "keep") pendingToast.clear(context);
  return pendingToast.carried(context);
}
