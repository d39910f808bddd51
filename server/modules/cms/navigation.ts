/**
 * Navigation trees (spec section 2: 'main' with its dropdowns, 'footer1' to 'footer4'), per
 * language. Shoppers read the live rows, memoized under the `cms-navigation` tag. Editors change
 * the tree through the back office: with RequireAdminPublishing (or while a draft is pending) every
 * change goes to the tree's draft, a copy of its rows (`stage` 'draft') that publishing turns into
 * the live rows (docs/decisions/0024-element-and-navigation-drafts.md). Every change is one
 * transaction, keeping a revision of the tree it left (docs/decisions/0036-site-part-revisions.md);
 * a change of the live rows drops the tag in every process.
 */
import type { Selectable } from "kysely";
import { cmsMessages, type NavigationLink, type NavigationTreeId } from "#server/contract/cms";
import { linkAttributes, linkPath } from "#server/contract/links";
import { publishingMessages } from "#server/contract/publishing";
import type { Locale } from "#server/contract/urls";
import type { DbOrTx } from "#server/db";
import type { NavigationLinksTable } from "#server/db/schema";
import type { Services } from "#server/services";
import { DomainError } from "../errors";
import type { Scope } from "../scope";
import { requiresPublishing } from "./publishing-option";
import { linkTargetExists } from "./link-targets";
import { editConflict, keepRevision, type PartKey } from "./revisions";
import { treeChanges, type LinkSnapshot } from "./tree-changes";

export type { LinkSnapshot };

const NAVIGATION = "cms-navigation";

type Stage = "live" | "draft";
type Row = Selectable<NavigationLinksTable>;
/** A tree of one language of the site: what a draft and a publish are about. */
interface TreeKey {
  siteId: number;
  tree: string;
  language: string;
}

/** The columns that name a tree in each navigation table. */
const treeColumns = (key: TreeKey) => ({ site_id: key.siteId, tree: key.tree, language_code: key.language });

export class NavigationError extends DomainError {}
const linkNotFound = () => new NavigationError(cmsMessages.navigationLinkNotFound, 404);

export interface LinkTarget {
  type: "page" | "shop" | "product" | "external";
  value: string;
}

function rowsOf(db: DbOrTx, key: TreeKey, stage: Stage): Promise<Row[]> {
  return db
    .selectFrom("navigation_links")
    .selectAll()
    .where((eb) => eb.and(treeColumns(key)))
    .where("stage", "=", stage)
    .orderBy("position")
    .orderBy("id")
    .execute();
}

function toTree(rows: Row[], language: Locale, services: Services): NavigationLink[] {
  const nodes = new Map<number, NavigationLink>();
  for (const r of rows) {
    const { href, external } = linkPath(r.link_type, r.link_value, language, services.log);
    const attributes = linkAttributes(external, r.rel, r.target);
    nodes.set(r.id, {
      id: r.id,
      name: r.name,
      title: r.title,
      link: { type: r.link_type, value: r.link_value },
      formattedPath: href,
      externalLink: external,
      rel: attributes.rel ?? "",
      target: attributes.target ?? "",
      children: [],
    });
  }
  const roots: NavigationLink[] = [];
  for (const r of rows) {
    const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
    (parent ? parent.children : roots).push(nodes.get(r.id)!);
  }
  return roots;
}

/** The live tree shoppers see. */
export async function navigationTree(
  services: Services,
  { site, language }: Scope,
  tree: NavigationTreeId,
): Promise<NavigationLink[]> {
  return services.cache.get(NAVIGATION, `${site.id}:${language}:${tree}`, async () =>
    toTree(await rowsOf(services.db, { siteId: site.id, tree, language }, "live"), language, services),
  );
}

export function invalidateNavigation(services: Services): void {
  services.cache.invalidate(NAVIGATION);
}

async function draftPending(db: DbOrTx, key: TreeKey): Promise<boolean> {
  const row = await db
    .selectFrom("navigation_drafts")
    .select("tree")
    .where((eb) => eb.and(treeColumns(key)))
    .executeTakeFirst();
  return !!row;
}

/** The tree an editor changes: its draft when one is pending, else the live tree. */
export async function navigationForEditing(services: Services, scope: Scope, tree: NavigationTreeId) {
  const key = { siteId: scope.site.id, tree, language: scope.language };
  const draft = await draftPending(services.db, key);
  return {
    id: tree,
    children: toTree(await rowsOf(services.db, key, draft ? "draft" : "live"), scope.language, services),
    draft,
    requireAdminPublishing: await requiresPublishing(services, scope),
  };
}

/**
 * Where a change of the tree goes, decided inside the change's transaction: the pending draft; a new
 * draft (the live rows copied, parents before children, each remembering its original) when
 * publishing is required; else the live rows. `ids` maps the id a form named to the link of that
 * stage: a form made on the live tree still names the right link once a draft exists.
 */
async function editableStage(
  db: DbOrTx,
  key: TreeKey,
  toDraft: boolean,
  userId: number | null,
): Promise<{ stage: Stage; ids: (id: number) => number }> {
  const now = new Date().toISOString();
  if (!(await draftPending(db, key))) {
    if (!toDraft) return { stage: "live", ids: (id) => id };
    await copyToDraft(db, key);
    await db
      .insertInto("navigation_drafts")
      .values({ ...treeColumns(key), user_id: userId, updated_at: now })
      .execute();
  } else {
    await db
      .updateTable("navigation_drafts")
      .set({ user_id: userId, updated_at: now })
      .where((eb) => eb.and(treeColumns(key)))
      .execute();
  }
  const copies = new Map((await rowsOf(db, key, "draft")).flatMap((r) => (r.origin_id ? [[r.origin_id, r.id]] : [])));
  return { stage: "draft", ids: (id) => copies.get(id) ?? id };
}

async function copyToDraft(db: DbOrTx, key: TreeKey): Promise<void> {
  const copies = new Map<number, number>();
  let pending = await rowsOf(db, key, "live");
  while (pending.length) {
    const ready = pending.filter((r) => r.parent_id === null || copies.has(r.parent_id));
    if (!ready.length) break; // a link under a missing parent: never copied, as never shown
    for (const { id, parent_id, ...r } of ready) {
      const copy = await db
        .insertInto("navigation_links")
        .values({ ...r, parent_id: parent_id === null ? null : copies.get(parent_id)!, stage: "draft", origin_id: id })
        .returning("id")
        .executeTakeFirstOrThrow();
      copies.set(id, copy.id);
    }
    pending = pending.filter((r) => !copies.has(r.id));
  }
}

export const navigationPart = (key: Pick<TreeKey, "tree" | "language">): PartKey => ({
  subject: `navigation:${key.tree}`,
  language: key.language,
});

const versionRow = (db: DbOrTx, key: TreeKey) =>
  db.updateTable("navigation_versions").where((eb) => eb.and(treeColumns(key)));

/** A tree's version: how many recorded changes it has had (0 before the first). */
export async function treeVersion(db: DbOrTx, key: TreeKey): Promise<number> {
  const row = await db
    .selectFrom("navigation_versions")
    .select("version")
    .where((eb) => eb.and(treeColumns(key)))
    .executeTakeFirst();
  return row?.version ?? 0;
}

/**
 * Moves the tree's version on, as a change's first statement: the row it updates stays locked
 * until the change commits, so changes of one tree run one after the other, each seeing the last.
 */
async function nextTreeVersion(db: DbOrTx, key: TreeKey): Promise<number> {
  await db
    .insertInto("navigation_versions")
    .values({ ...treeColumns(key), version: 0 })
    .onConflict((oc) => oc.columns(["site_id", "tree", "language_code"]).doNothing())
    .execute();
  const row = await versionRow(db, key)
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .returning("version")
    .executeTakeFirstOrThrow();
  return row.version;
}

/** The links of a stage of the tree as a revision keeps them, nested, in their order. */
async function snapshotOf(db: DbOrTx, key: TreeKey, stage: Stage): Promise<LinkSnapshot[]> {
  const rows = await rowsOf(db, key, stage);
  const below = (parentId: number | null): LinkSnapshot[] =>
    rows
      .filter((r) => r.parent_id === parentId)
      .map((r) => ({
        name: r.name,
        title: r.title,
        type: r.link_type,
        value: r.link_value,
        rel: r.rel,
        target: r.target,
        children: below(r.id),
      }));
  return below(null);
}

/**
 * Runs a change of one tree in one transaction, on the stage it goes to, and keeps a revision of
 * the tree after it; a `seen` version other than the tree's is refused. The live tree's cache is
 * dropped after the commit when the change was live.
 */
async function changeTree<T>(
  services: Services,
  scope: Scope,
  key: TreeKey,
  change: (tx: DbOrTx, stage: Stage, ids: (id: number) => number) => Promise<T>,
  revision: { action: "save" | "restore"; seen?: number } = { action: "save" },
): Promise<{ result: T; version: number; draft: boolean }> {
  const toDraft = await requiresPublishing(services, scope);
  const done = await services.db.transaction().execute(async (tx) => {
    const version = (await nextTreeVersion(tx, key)) - 1;
    if (revision.seen !== undefined && revision.seen !== version) throw editConflict();
    const { stage, ids } = await editableStage(tx, key, toDraft, scope.userId);
    const before = await snapshotOf(tx, key, stage);
    const result = await change(tx, stage, ids);
    const after = await snapshotOf(tx, key, stage);
    await keepRevision(
      tx,
      scope,
      navigationPart(key),
      { version, data: before },
      { version: version + 1, action: revision.action, data: after, changes: treeChanges(before, after) },
    );
    return { result, version: version + 1, draft: stage === "draft" };
  });
  if (!done.draft) invalidateNavigation(services);
  return done;
}

async function insertLinks(db: DbOrTx, key: TreeKey, stage: Stage, links: LinkSnapshot[], parentId: number | null) {
  for (const [position, link] of links.entries()) {
    const { id } = await db
      .insertInto("navigation_links")
      .values({
        ...treeColumns(key),
        parent_id: parentId,
        position,
        name: link.name,
        title: link.title,
        link_type: link.type,
        link_value: link.value,
        rel: link.rel,
        target: link.target,
        stage,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await insertLinks(db, key, stage, link.children, id);
  }
}

/** A revision's links become the tree again (its draft when one is pending or publishing is required), as its next version. */
export async function restoreNavigation(
  services: Services,
  scope: Scope,
  part: { tree: string; language: string },
  links: LinkSnapshot[],
  seen: number,
): Promise<{ version: number; draft: boolean }> {
  const key = { siteId: scope.site.id, ...part };
  const { version, draft } = await changeTree(
    services,
    scope,
    key,
    async (tx, stage) => {
      await tx
        .deleteFrom("navigation_links")
        .where((eb) => eb.and(treeColumns(key)))
        .where("stage", "=", stage)
        .execute();
      await insertLinks(tx, key, stage, links, null);
    },
    { action: "restore", seen },
  );
  return { version, draft };
}

/** The tree of the link a form names (404 when the site has no such link). */
async function linkKey(services: Services, scope: Scope, id: number): Promise<TreeKey> {
  const row = await services.db
    .selectFrom("navigation_links")
    .select(["tree", "language_code"])
    .where("site_id", "=", scope.site.id)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw linkNotFound();
  return { siteId: scope.site.id, tree: row.tree, language: row.language_code };
}

async function rowIn(db: DbOrTx, key: TreeKey, stage: Stage, id: number): Promise<Row> {
  const row = (await rowsOf(db, key, stage)).find((r) => r.id === id);
  if (!row) throw linkNotFound();
  return row;
}

/** Refuses a link to a page, post, product or category the tree's language does not have: from the menu it would be a 404. */
async function checkTarget(db: DbOrTx, key: TreeKey, link: LinkTarget): Promise<void> {
  if (!(await linkTargetExists(db, key, link))) throw new NavigationError(cmsMessages.navigationTargetMissing, 400);
}

/** Spec section 2: links default to dofollow in the same tab, external ones nofollow in a new tab. */
function linkColumns(link: LinkTarget) {
  const external = link.type === "external";
  return {
    link_type: link.type,
    link_value: link.value,
    rel: external ? "nofollow" : "dofollow",
    target: external ? "_blank" : "",
  };
}

/** The position after the last of a parent's children. */
function nextPosition(rows: Row[], parentId: number | null): number {
  return Math.max(-1, ...rows.filter((r) => r.parent_id === parentId).map((r) => r.position)) + 1;
}

/** A parent a link may go under: a link of the same tree and stage, neither the link nor one below it. */
function checkParent(rows: Row[], parentId: number | null, linkId: number | null): void {
  if (parentId === null) return;
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (let at = byId.get(parentId); ; at = byId.get(at.parent_id!)) {
    if (!at || at.id === linkId) throw new NavigationError(cmsMessages.navigationParentInvalid, 400);
    if (at.parent_id === null) return;
  }
}

const summary = (r: Pick<Row, "id" | "tree" | "name" | "title">) => ({
  id: r.id,
  tree: r.tree,
  name: r.name,
  title: r.title,
});

export async function createNavigationLink(
  services: Services,
  scope: Scope,
  input: { tree: NavigationTreeId; parentId: number | null; name: string; title?: string; link: LinkTarget },
) {
  const key = { siteId: scope.site.id, tree: input.tree, language: scope.language };
  const { result } = await changeTree(services, scope, key, async (tx, stage, ids) => {
    const rows = await rowsOf(tx, key, stage);
    const parentId = input.parentId === null ? null : ids(input.parentId);
    checkParent(rows, parentId, null);
    await checkTarget(tx, key, input.link);
    const row = await tx
      .insertInto("navigation_links")
      .values({
        ...treeColumns(key),
        parent_id: parentId,
        position: nextPosition(rows, parentId),
        name: input.name,
        title: input.title || input.name,
        stage,
        ...linkColumns(input.link),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return summary(row);
  });
  return result;
}

/** Renames a link, points it elsewhere, or moves it under another parent (at the end of its children). */
export async function updateNavigationLink(
  services: Services,
  scope: Scope,
  id: number,
  changes: { name?: string; title?: string; link?: LinkTarget; parentId?: number | null },
) {
  const key = await linkKey(services, scope, id);
  const { result } = await changeTree(services, scope, key, async (tx, stage, ids) => {
    const rows = await rowsOf(tx, key, stage);
    const row = await rowIn(tx, key, stage, ids(id));
    const move = changes.parentId !== undefined;
    const parentId = changes.parentId == null ? null : ids(changes.parentId);
    if (move) checkParent(rows, parentId, row.id);
    // A link left pointing where it did (its page since deleted) can still be renamed or moved.
    if (changes.link && (changes.link.type !== row.link_type || changes.link.value !== row.link_value))
      await checkTarget(tx, key, changes.link);
    const updated = await tx
      .updateTable("navigation_links")
      .set({
        name: changes.name,
        title: changes.title,
        ...(changes.link ? linkColumns(changes.link) : {}),
        ...(move && parentId !== row.parent_id ? { parent_id: parentId, position: nextPosition(rows, parentId) } : {}),
      })
      .where("id", "=", row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return summary(updated);
  });
  return result;
}

/** Swaps a link with its previous or next sibling (the siblings numbered afresh, so gaps never matter). */
export async function moveNavigationLink(services: Services, scope: Scope, id: number, direction: "up" | "down") {
  const key = await linkKey(services, scope, id);
  const { result } = await changeTree(services, scope, key, async (tx, stage, ids) => {
    const row = await rowIn(tx, key, stage, ids(id));
    const siblings = (await rowsOf(tx, key, stage)).filter((r) => r.parent_id === row.parent_id);
    const at = siblings.findIndex((r) => r.id === row.id);
    const to = direction === "up" ? at - 1 : at + 1;
    if (to >= 0 && to < siblings.length) [siblings[at], siblings[to]] = [siblings[to]!, siblings[at]!];
    for (const [position, sibling] of siblings.entries())
      if (sibling.position !== position)
        await tx.updateTable("navigation_links").set({ position }).where("id", "=", sibling.id).execute();
    return summary(row);
  });
  return result;
}

/** Deletes a link with every link below it. */
export async function deleteNavigationLink(services: Services, scope: Scope, id: number) {
  const key = await linkKey(services, scope, id);
  const { result } = await changeTree(services, scope, key, async (tx, stage, ids) => {
    const rows = await rowsOf(tx, key, stage);
    const row = await rowIn(tx, key, stage, ids(id));
    const doomed = new Set([row.id]);
    for (let grew = true; grew;) {
      const before = doomed.size;
      for (const r of rows) if (r.parent_id !== null && doomed.has(r.parent_id)) doomed.add(r.id);
      grew = doomed.size > before;
    }
    await tx
      .deleteFrom("navigation_links")
      .where("id", "in", [...doomed])
      .execute();
    return { id, deleted: true as const };
  });
  return result;
}

/** The tree's draft in the caller's language becomes its live tree, in one transaction. */
export async function publishNavigation(services: Services, scope: Scope, tree: NavigationTreeId) {
  const key = { siteId: scope.site.id, tree, language: scope.language };
  await services.db.transaction().execute(async (tx) => {
    const version = (await nextTreeVersion(tx, key)) - 1;
    if (!(await draftPending(tx, key))) throw new NavigationError(publishingMessages.nothingToPublish, 409);
    const live = await snapshotOf(tx, key, "live");
    const draft = await snapshotOf(tx, key, "draft");
    await tx
      .deleteFrom("navigation_links")
      .where((eb) => eb.and(treeColumns(key)))
      .where("stage", "=", "live")
      .execute();
    await tx
      .updateTable("navigation_links")
      .set({ stage: "live", origin_id: null })
      .where((eb) => eb.and(treeColumns(key)))
      .where("stage", "=", "draft")
      .execute();
    await tx
      .deleteFrom("navigation_drafts")
      .where((eb) => eb.and(treeColumns(key)))
      .execute();
    await keepRevision(
      tx,
      scope,
      navigationPart(key),
      { version, data: live },
      { version: version + 1, action: "publish", data: draft, changes: treeChanges(live, draft) },
    );
  });
  invalidateNavigation(services);
  return { id: tree, published: true as const };
}
