/**
 * CMS elements (spec section 3: the header, footer and cookie sections every page shows, and the
 * master components, elements whose handler is `master-{slug}`), per language. Shoppers read the
 * live fields, memoized under the `cms-elements` tag. An editor's change goes to the element's draft
 * with RequireAdminPublishing (or while a draft is pending) and to the live fields otherwise; each
 * change moves the element's version on, so two editors never overwrite each other silently
 * (docs/decisions/0024-element-and-navigation-drafts.md), and keeps a revision of the fields it left
 * (docs/decisions/0036-site-part-revisions.md).
 */
import type { Selectable } from "kysely";
import { cmsMessages, type CmsElement, type MasterComponent } from "#server/contract/cms";
import { publishingMessages } from "#server/contract/publishing";
import { contentPagePath } from "#server/contract/urls";
import type { DbOrTx } from "#server/db";
import type { CmsElementsTable } from "#server/db/schema";
import type { Services } from "#server/services";
import { sanitizeRichText, sanitizeSectionProps } from "../content";
import { DomainError } from "../errors";
import type { Scope } from "../scope";
import { assertAltTexts, assertSectionTexts } from "../text-limits";
import { assertNewLinksLead } from "./link-targets";
import { requiresPublishing } from "./publishing-option";
import { keepRevision, type PartKey } from "./revisions";

const ELEMENTS = "cms-elements";
export const MASTER_PREFIX = "master-";

export class ElementError extends DomainError {}
const elementNotFound = () => new ElementError(cmsMessages.elementNotFound, 404);
const conflict = () => new ElementError(publishingMessages.editConflict, 409);

/** The fields of an element an editor changes (what a draft holds). */
export interface ElementFields {
  title: string;
  meta: Record<string, unknown>;
  mobileMeta: Record<string, unknown>;
  options: Record<string, unknown>;
  mobileOptions: Record<string, unknown>;
  parts: Record<string, unknown>[];
}
type Row = Selectable<CmsElementsTable>;

const parseObject = (text: string) => JSON.parse(text) as Record<string, unknown>;

function liveFields(r: Row): ElementFields {
  return {
    title: r.title,
    meta: parseObject(r.meta),
    mobileMeta: parseObject(r.mobile_meta),
    options: parseObject(r.options),
    mobileOptions: parseObject(r.mobile_options),
    parts: JSON.parse(r.parts) as Record<string, unknown>[],
  };
}

function toElement(r: Row, fields = liveFields(r)): CmsElement {
  return {
    id: r.id,
    handler: r.handler,
    type: r.type,
    language_code: r.language_code,
    slug: r.slug,
    created_at: r.created_at,
    ...fields,
  };
}

export async function elementsByHandlers(
  services: Services,
  { site, language }: Scope,
  handlers: string[],
): Promise<CmsElement[]> {
  const all = await services.cache.get(ELEMENTS, `${site.id}:${language}`, async () => {
    const rows = await services.db
      .selectFrom("cms_elements")
      .selectAll()
      .where("site_id", "=", site.id)
      .where("language_code", "=", language)
      .execute();
    return rows.map((r) => toElement(r));
  });
  return handlers.flatMap((h) => all.filter((e) => e.handler === h));
}

export function invalidateElements(services: Services): void {
  services.cache.invalidate(ELEMENTS);
}

/**
 * What may be stored: rich text sanitized (scripts and handlers never reach a page). Rich text is
 * a prop named `html` or ending in `Html` (as in sections), and the cookie notice's text.
 */
function sanitized(handler: string, fields: ElementFields): ElementFields {
  const options = sanitizeSectionProps(fields.options) as Record<string, unknown>;
  if (handler === "cookie-section" && typeof options.text === "string") options.text = sanitizeRichText(options.text);
  return { ...fields, options, parts: sanitizeSectionProps(fields.parts) as Record<string, unknown>[] };
}

async function rowOf(db: DbOrTx, scope: Scope, where: { id: number } | { handler: string }): Promise<Row> {
  let query = db.selectFrom("cms_elements").selectAll().where("site_id", "=", scope.site.id);
  query =
    "id" in where
      ? query.where("id", "=", where.id)
      : query.where("handler", "=", where.handler).where("language_code", "=", scope.language);
  const row = await query.executeTakeFirst();
  if (!row) throw elementNotFound();
  return row;
}

const draftOf = (r: Row) => (r.draft === null ? null : (JSON.parse(r.draft) as ElementFields));

/** An element of the caller's language as its editor last saved it, with its version. */
export async function elementForEditing(services: Services, scope: Scope, handler: string) {
  const row = await rowOf(services.db, scope, { handler });
  const draft = draftOf(row);
  return {
    element: toElement(row, draft ?? liveFields(row)),
    version: row.version,
    draft: draft !== null,
    requireAdminPublishing: await requiresPublishing(services, scope),
  };
}

/** Moves the element from the version seen to the next with its new columns; refused when another change came first. */
async function writeVersion(db: DbOrTx, row: Row, seen: number | undefined, values: Partial<Row>): Promise<Row> {
  if (seen !== undefined && seen !== row.version) throw conflict();
  const updated = await db
    .updateTable("cms_elements")
    .set({ ...values, version: row.version + 1, updated_at: new Date().toISOString() })
    .where("id", "=", row.id)
    .where("version", "=", row.version)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw conflict();
  return updated;
}

function liveColumns(fields: ElementFields) {
  return {
    title: fields.title,
    meta: JSON.stringify(fields.meta),
    mobile_meta: JSON.stringify(fields.mobileMeta),
    options: JSON.stringify(fields.options),
    mobile_options: JSON.stringify(fields.mobileOptions),
    parts: JSON.stringify(fields.parts),
  };
}

export const elementPart = (row: Pick<Row, "id" | "language_code">): PartKey => ({
  subject: `element:${row.id}`,
  language: row.language_code,
});

/**
 * Refuses texts over their limits (server/contract/text-limits.ts): a master component's section
 * (its `options.props`) as a page's, and any element's alt texts (the header's `logoAlt`).
 */
function assertTextLimits(handler: string, fields: Partial<ElementFields>): void {
  if (handler.startsWith(MASTER_PREFIX)) assertSectionTexts(fields.options?.props);
  assertAltTexts([fields.options, fields.mobileOptions, fields.parts]);
}

/** Changes an element of the site (spec section 7, element/update): to its draft or live (see above). */
export async function updateElement(
  services: Services,
  scope: Scope,
  id: number,
  changes: Partial<ElementFields>,
  seen?: number,
): Promise<CmsElement> {
  const { handler } = await rowOf(services.db, scope, { id });
  assertTextLimits(handler, changes);
  return (await saveElement(services, scope, id, changes, seen, "save")).element;
}

/** A save or a restore of an element: the fields changed and kept as a revision of the version it made. */
export async function saveElement(
  services: Services,
  scope: Scope,
  id: number,
  changes: Partial<ElementFields>,
  seen: number | undefined,
  action: "save" | "restore",
): Promise<{ element: CmsElement; version: number; draft: boolean }> {
  const toDraft = await requiresPublishing(services, scope);
  const saved = await services.db.transaction().execute(async (tx) => {
    const row = await rowOf(tx, scope, { id });
    const current = draftOf(row);
    const before = current ?? liveFields(row);
    const fields = sanitized(row.handler, { ...before, ...changes });
    if (action === "save")
      await assertNewLinksLead(
        tx,
        { site: scope.site, language: row.language_code },
        [before.options, before.mobileOptions, before.parts],
        [fields.options, fields.mobileOptions, fields.parts],
      );
    const asDraft = toDraft || current !== null;
    const updated = await writeVersion(
      tx,
      row,
      seen,
      asDraft ? { draft: JSON.stringify(fields) } : { ...liveColumns(fields), draft: null },
    );
    await keepRevision(
      tx,
      scope,
      elementPart(row),
      { version: row.version, data: before },
      { version: updated.version, action, data: fields },
    );
    return { element: toElement(updated, fields), version: updated.version, draft: asDraft };
  });
  if (!saved.draft) invalidateElements(services);
  return saved;
}

/** The element's draft becomes its live fields. */
export async function publishElement(services: Services, scope: Scope, id: number, seen?: number) {
  const updated = await services.db.transaction().execute(async (tx) => {
    const row = await rowOf(tx, scope, { id });
    const draft = draftOf(row);
    if (!draft) throw new ElementError(publishingMessages.nothingToPublish, 409);
    const published = await writeVersion(tx, row, seen, { ...liveColumns(draft), draft: null });
    await keepRevision(
      tx,
      scope,
      elementPart(row),
      { version: row.version, data: liveFields(row) },
      { version: published.version, action: "publish", data: draft },
    );
    return published;
  });
  invalidateElements(services);
  return { id, version: updated.version };
}

/** An element of the site by id (404 when there is none), with its version. */
export async function elementById(services: Services, scope: Scope, id: number) {
  const row = await rowOf(services.db, scope, { id });
  return { key: elementPart(row), version: row.version };
}

/** A new element of the caller's language (spec section 7, element create), live at once: nothing shows it until a page uses it. */
export async function createElement(
  services: Services,
  scope: Scope,
  input: {
    handler: string;
    title: string;
    type: string;
    options: Record<string, unknown>;
    parts: Record<string, unknown>[];
  },
): Promise<CmsElement> {
  assertTextLimits(input.handler, input);
  const fields = sanitized(input.handler, {
    title: input.title,
    meta: {},
    mobileMeta: {},
    options: input.options,
    mobileOptions: {},
    parts: input.parts,
  });
  const row = await services.db.transaction().execute(async (tx) => {
    const taken = await tx
      .selectFrom("cms_elements")
      .select("id")
      .where("site_id", "=", scope.site.id)
      .where("handler", "=", input.handler)
      .where("language_code", "=", scope.language)
      .executeTakeFirst();
    if (taken) throw new ElementError(cmsMessages.elementExists, 409);
    const now = new Date().toISOString();
    return tx
      .insertInto("cms_elements")
      .values({
        site_id: scope.site.id,
        handler: input.handler,
        type: input.type,
        language_code: scope.language,
        slug: input.handler,
        ...liveColumns(fields),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  invalidateElements(services);
  return toElement(row);
}

/** A section added from a master component keeps its id in `props.masterId` (app/.server/masters.ts). */
function masterIdsOf(components: string): Set<number> {
  const ids = new Set<number>();
  for (const section of JSON.parse(components) as { props?: { masterId?: unknown } }[])
    if (typeof section.props?.masterId === "number") ids.add(section.props.masterId);
  return ids;
}

/** The published master components of the caller's language, each with the pages that use it. */
export async function listMasters(services: Services, scope: Scope): Promise<MasterComponent[]> {
  const [rows, pages] = await Promise.all([
    services.db
      .selectFrom("cms_elements")
      .selectAll()
      .where("site_id", "=", scope.site.id)
      .where("language_code", "=", scope.language)
      .where("handler", "like", `${MASTER_PREFIX}%`)
      .orderBy("title")
      .execute(),
    services.db
      .selectFrom("posts")
      .select(["id", "title", "slug", "components"])
      .where("site_id", "=", scope.site.id)
      .where("language_code", "=", scope.language)
      .where("status", "!=", "deleted")
      .where("components", "like", '%"masterId":%')
      .orderBy("title")
      .execute(),
  ]);
  const uses = pages.map((p) => ({
    page: { id: p.id, title: p.title, url: contentPagePath(scope.language, p.slug) },
    masters: masterIdsOf(p.components),
  }));
  return rows.map((r) => {
    const options = parseObject(r.options);
    return {
      id: r.id,
      name: r.title,
      handler: r.handler,
      sectionType: typeof options.sectionType === "string" ? options.sectionType : "",
      props: (options.props ?? {}) as Record<string, unknown>,
      usedBy: uses.filter((u) => u.masters.has(r.id)).map((u) => u.page),
    };
  });
}

export async function getMaster(services: Services, scope: Scope, id: number): Promise<MasterComponent> {
  const master = (await listMasters(services, scope)).find((m) => m.id === id);
  if (!master) throw new ElementError(cmsMessages.masterNotFound, 404);
  return master;
}
