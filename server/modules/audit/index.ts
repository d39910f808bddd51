/**
 * The audit log (issue 15, item 6): every change a back-office user makes through the platform,
 * recorded by the platform's door (server/http/mount.ts) once the call has succeeded, so that no
 * module has to remember it. Who (the user), what (the call and its input, secrets left out) and
 * when. An entry is written after the change's own transaction: a crash between the two loses the
 * entry, never the change (docs/decisions/0020-audit-log.md).
 */
import type { AuditEntry } from "#server/contract/audit";
import type { Services } from "#server/services";
import type { Scope } from "../scope";

/** Input fields never written to the log, whatever call carries them: also an e-product's pasted
 * `codes`, which the back office shows at most half once an order holds them (a delivery method's
 * `code` is a name and stays). */
const SECRET = /pass(word)?|token|secret|protect_?code|captcha|barcode|^codes$/i;
const MAX_DETAIL = 2000;

function redacted(input: unknown): unknown {
  if (Array.isArray(input)) return input.map(redacted);
  if (input && typeof input === "object") {
    // A key-value pair whose key names a secret (an option's: PasswordProtection) hides its value too.
    const named = "key" in input && typeof input.key === "string" && SECRET.test(input.key);
    return Object.fromEntries(
      Object.entries(input).map(([key, value]) => [
        key,
        SECRET.test(key) || (named && key === "value") ? "[hidden]" : redacted(value),
      ]),
    );
  }
  return input;
}

/** What a call's input says about the change, for the log: its JSON, secrets hidden, cut short. */
export function auditDetail(input: unknown): string {
  const json = JSON.stringify(redacted(input)) ?? "null";
  return json.length > MAX_DETAIL ? `${json.slice(0, MAX_DETAIL - 1)}…` : json;
}

export async function recordAudit(
  services: Services,
  scope: Scope,
  entry: { action: string; subject: string | null; input: unknown },
): Promise<void> {
  await services.db
    .insertInto("audit_log")
    .values({
      site_id: scope.site.id,
      user_id: scope.userId,
      action: entry.action,
      subject: entry.subject,
      detail: auditDetail(entry.input),
      created_at: new Date().toISOString(),
    })
    .execute();
}

export async function listAudit(
  services: Services,
  scope: Scope,
  { page, limit }: { page: number; limit: number },
): Promise<{ records: AuditEntry[]; totalRecords: number; totalPages: number }> {
  const { db } = services;
  const [rows, count] = await Promise.all([
    db
      .selectFrom("audit_log")
      .leftJoin("users", "users.id", "audit_log.user_id")
      .select([
        "audit_log.id",
        "users.email",
        "audit_log.action",
        "audit_log.subject",
        "audit_log.detail",
        "audit_log.created_at",
      ])
      .where("audit_log.site_id", "=", scope.site.id)
      .orderBy("audit_log.id", "desc")
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("site_id", "=", scope.site.id)
      .executeTakeFirstOrThrow(),
  ]);
  const totalRecords = Number(count.n);
  return {
    records: rows.map((r) => ({
      id: r.id,
      userEmail: r.email ?? null,
      action: r.action,
      subject: r.subject,
      detail: r.detail,
      createdAt: r.created_at,
    })),
    totalRecords,
    totalPages: Math.max(1, Math.ceil(totalRecords / limit)),
  };
}
