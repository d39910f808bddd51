import { z } from "zod";
import { endpoint, queryInt, queryListPage } from "./define";

/** The most entries one page of the audit log lists. */
export const MAX_AUDIT_PAGE = 100;

export const auditEntry = z.object({
  id: z.number(),
  /** The back-office user's e-mail; null once the user is deleted. */
  userEmail: z.string().nullable(),
  /** The platform call: method and path as the contract names it. */
  action: z.string(),
  /** The id the call's path names, if any. */
  subject: z.string().nullable(),
  /** The call's input as JSON, secrets left out. */
  detail: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** Back office only: the site's changes by back-office users, newest first. */
export const filter = endpoint({
  method: "GET",
  path: "v1/cms/audit/filter",
  input: z.object({
    page: queryListPage(),
    limit: queryInt().pipe(z.number().int().min(1).max(MAX_AUDIT_PAGE)).default(50),
  }),
  output: z.object({ records: z.array(auditEntry), totalRecords: z.number().int(), totalPages: z.number().int() }),
});
