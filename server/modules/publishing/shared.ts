/**
 * What the publishing calls share: their error, a post as an editor changes it (with its edit row),
 * and the new-page slug rules (spec section 9), which a translation's slug follows too.
 */
import { publishingMessages as m, SLUG_MIN_LENGTH, type EditableFields } from "#server/contract/publishing";
import { cmsMessages } from "#server/contract/cms";
import { isReservedPageSlug, SLUG_PATTERN } from "#server/contract/slug-rules";
import type { Locale } from "#server/contract/urls";
import type { DbOrTx } from "#server/db";
import type { Services } from "#server/services";
import { listOptions } from "../cms";
import { DomainError } from "../errors";
import type { Scope } from "../scope";

export class PublishingError extends DomainError {}

/** Whether changes wait for approval (the RequireAdminPublishing option): saves go to a draft, new
 * pages start unpublished. */
export async function requiresPublishing(services: Services, scope: Scope): Promise<boolean> {
  const [option] = await listOptions(services, scope, ["RequireAdminPublishing"]);
  return option?.value === "true" || option?.value === "1";
}

/** 404: no page or post of the site has the id (or none that the call may take). */
export const postNotFound = () => new PublishingError(cmsMessages.postNotFound, 404);

/**
 * A page's or post's row on the site, 404 for any other id. A deleted one is gone for editors too
 * (its row and revisions stay: decision 0055); only restoring and purging ask for it (`deleted`).
 */
export async function postRowOf(db: DbOrTx, scope: Scope, id: number, which: "live" | "deleted" = "live") {
  const row = await db
    .selectFrom("posts")
    .selectAll()
    .where("site_id", "=", scope.site.id)
    .where("id", "=", id)
    .where("status", which === "deleted" ? "=" : "!=", "deleted")
    .executeTakeFirst();
  if (!row) throw postNotFound();
  return row;
}

export async function postOf(db: DbOrTx, scope: Scope, id: number) {
  const row = await postRowOf(db, scope, id);
  const edit = await db.selectFrom("post_edits").selectAll().where("post_id", "=", id).executeTakeFirst();
  return {
    row,
    version: edit?.version ?? 1,
    draft: edit?.draft ? (JSON.parse(edit.draft) as EditableFields) : null,
    hasEditRow: !!edit,
  };
}

/** A slug by the page slug rules' form (lower case): 400 too short or of other characters. A blog
 * category's slug follows them too; it lives under the blog's path, so no shop path is reserved. */
export function slugOfForm(typed: string): string {
  const slug = typed.trim().toLowerCase();
  if (slug.length < SLUG_MIN_LENGTH) throw new PublishingError(m.slugTooShort, 400);
  if (!SLUG_PATTERN.test(slug)) throw new PublishingError(m.slugInvalid, 400);
  return slug;
}

/** The slug as stored (lower case); 400 too short or of other characters, 409 reserved for the shop. */
export function checkedSlug(typed: string): string {
  const slug = slugOfForm(typed);
  if (isReservedPageSlug(slug)) throw new PublishingError(m.slugTaken, 409);
  return slug;
}

/** Whether a post of the language (of any status) has the slug, read in the caller's transaction. */
export async function slugTaken(db: DbOrTx, scope: Scope, language: string, slug: string): Promise<boolean> {
  const holder = await db
    .selectFrom("posts")
    .select("id")
    .where("site_id", "=", scope.site.id)
    .where("language_code", "=", language)
    .where("slug", "=", slug)
    .executeTakeFirst();
  return !!holder;
}

/** 409 when a post of the language already has the slug (in the caller's transaction). */
export async function ensureSlugFree(db: DbOrTx, scope: Scope, language: Locale, slug: string): Promise<void> {
  if (await slugTaken(db, scope, language, slug)) throw new PublishingError(m.slugTaken, 409);
}
