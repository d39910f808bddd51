/**
 * Where the site-wide parts' revisions are kept (docs/decisions/0036-site-part-revisions.md): each
 * change of an element or a navigation tree inserts, in the change's own transaction, a snapshot of
 * the part after it. The first recorded change of a part also keeps the part as it was before
 * (action `original`), so the content from before history began can be restored too.
 */
import { publishingMessages } from "#server/contract/publishing";
import type { SiteRevision } from "#server/contract/site-revisions";
import type { DbOrTx } from "#server/db";
import { DomainError } from "../errors";
import type { TreeChange } from "./tree-changes";
import type { Scope } from "../scope";

export class RevisionError extends DomainError {}
export const editConflict = () => new RevisionError(publishingMessages.editConflict, 409);

/** A part in one language of the site: `element:{id}` or `navigation:{tree}`. */
export interface PartKey {
  subject: string;
  language: string;
}

const ofPart = (db: DbOrTx, siteId: number, key: PartKey) =>
  db
    .selectFrom("site_revisions")
    .where("site_revisions.site_id", "=", siteId)
    .where("site_revisions.subject", "=", key.subject)
    .where("site_revisions.language_code", "=", key.language);

async function hasHistory(db: DbOrTx, siteId: number, key: PartKey): Promise<boolean> {
  return (await ofPart(db, siteId, key).select("site_revisions.id").executeTakeFirst()) !== undefined;
}

/**
 * Keeps the snapshot `after` (with the part's version it made); before the part's first recorded
 * change, `before` too. A version already taken means another change of the part came first (the
 * versions' own locks should have queued it): refused, the change rolls back rather than lose either.
 */
export async function keepRevision(
  db: DbOrTx,
  scope: Scope,
  key: PartKey,
  before: { version: number; data: unknown },
  after: { version: number; action: SiteRevision["action"]; data: unknown; changes?: TreeChange[] },
): Promise<void> {
  const now = new Date().toISOString();
  const row = { site_id: scope.site.id, subject: key.subject, language_code: key.language, created_at: now };
  const unique = ["site_id", "subject", "language_code", "version"] as const;
  if (!(await hasHistory(db, scope.site.id, key)))
    await db
      .insertInto("site_revisions")
      .values({
        ...row,
        version: before.version,
        action: "original",
        data: JSON.stringify(before.data),
        changes: null,
        user_id: null,
      })
      .onConflict((oc) => oc.columns(unique).doNothing())
      .execute();
  const kept = await db
    .insertInto("site_revisions")
    .values({
      ...row,
      version: after.version,
      action: after.action,
      data: JSON.stringify(after.data),
      changes: after.changes ? JSON.stringify(after.changes) : null,
      user_id: scope.userId,
    })
    .onConflict((oc) => oc.columns(unique).doNothing())
    .executeTakeFirst();
  if (Number(kept.numInsertedOrUpdatedRows ?? 0) !== 1) throw editConflict();
}

/** A part's revisions, newest first. */
export async function revisionsOf(db: DbOrTx, scope: Scope, key: PartKey): Promise<SiteRevision[]> {
  const rows = await ofPart(db, scope.site.id, key)
    .leftJoin("users", "users.id", "site_revisions.user_id")
    .select([
      "site_revisions.id",
      "site_revisions.version",
      "site_revisions.action",
      "users.email",
      "site_revisions.created_at",
      "site_revisions.changes",
    ])
    .orderBy("site_revisions.version", "desc")
    .execute();
  return rows.map((r) => ({
    ...listedRevision<SiteRevision["action"]>(r),
    changes: r.changes === null ? null : (JSON.parse(r.changes) as TreeChange[]),
  }));
}

/** A revision as a history lists it, a page's and a site part's alike (the contract makes one of the other). */
export const listedRevision = <Action extends SiteRevision["action"]>(r: {
  id: number;
  version: number;
  action: string;
  email: string | null;
  created_at: string;
}) => ({
  id: r.id,
  version: r.version,
  action: r.action as Action,
  userEmail: r.email ?? null,
  createdAt: r.created_at,
});

/** One revision of the site's parts, with the part it is of. */
export async function revisionRow(db: DbOrTx, scope: Scope, id: number) {
  const row = await db
    .selectFrom("site_revisions")
    .selectAll()
    .where("site_id", "=", scope.site.id)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new RevisionError(publishingMessages.revisionNotFound, 404);
  return { key: { subject: row.subject, language: row.language_code }, data: JSON.parse(row.data) as unknown };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The fields that differ between two snapshots, with their values in each: what a page's and a
 * part's history show. An object-valued field (an element's options) is compared key by key
 * (`options.copyright`), so a change of one option is not shown as the whole of them.
 */
export function changedFields(
  from: Record<string, unknown>,
  to: Record<string, unknown>,
): { field: string; before: unknown; after: unknown }[] {
  const keys = (a: object, b: object) => [...new Set([...Object.keys(a), ...Object.keys(b)])];
  const differs = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);
  return keys(from, to).flatMap((field) => {
    const [before, after] = [from[field], to[field]];
    if (isPlainObject(before) && isPlainObject(after))
      return keys(before, after)
        .filter((key) => differs(before[key], after[key]))
        .map((key) => ({ field: `${field}.${key}`, before: before[key], after: after[key] }));
    return differs(before, after) ? [{ field, before, after }] : [];
  });
}
