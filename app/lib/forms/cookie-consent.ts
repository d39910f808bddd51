/** The cookie banner's form: accepted or rejected, and the page to come back to. */
import { z } from "zod";
import { cookieConsents } from "../cookie-consent";

export const cookieConsentSchema = z.object({
  /** Anything else is refused with cookies.invalidChoice. */
  consent: z.enum(cookieConsents).nullable().catch(null),
  redirectTo: z.string().optional(),
});
