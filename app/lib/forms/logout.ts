/** The logout form (a POST): the language of the home page it lands on. */
import { z } from "zod";
import { locales } from "#server/contract/urls";

export const logoutSchema = z.object({ locale: z.enum(locales).catch("en") });
