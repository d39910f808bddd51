/**
 * The history of the site-wide parts an editor sees (docs/decisions/0036-site-part-revisions.md):
 * an element's or a navigation tree's revisions, two compared field by field (the same comparison
 * as a page's), and one restored, which is a save like any other (a draft when publishing is
 * required, refused on a version the part has left).
 */
import type { NavigationTreeId } from "#server/contract/cms";
import type { Services } from "#server/services";
import type { Scope } from "../scope";
import { elementById, saveElement, type ElementFields } from "./elements";
import { navigationPart, restoreNavigation, treeVersion, type LinkSnapshot } from "./navigation";
import { changedFields, revisionRow, revisionsOf } from "./revisions";

export async function elementHistory(services: Services, scope: Scope, id: number) {
  const { key, version } = await elementById(services, scope, id);
  return { version, revisions: await revisionsOf(services.db, scope, key) };
}

/** A tree's history in the caller's language. */
export async function navigationHistory(services: Services, scope: Scope, tree: NavigationTreeId) {
  const key = { siteId: scope.site.id, tree, language: scope.language };
  return {
    version: await treeVersion(services.db, key),
    revisions: await revisionsOf(services.db, scope, navigationPart(key)),
  };
}

/** `element:12` → ["element", "12"]. */
const partOf = (subject: string) => {
  const at = subject.indexOf(":");
  return { kind: subject.slice(0, at), name: subject.slice(at + 1) };
};

/** A tree as text an editor reads: a line per link (label, title when it differs, target), indented under its parent. */
function outline(links: LinkSnapshot[], depth = 0): string[] {
  return links.flatMap((l) => {
    const title = l.title && l.title !== l.name ? ` (${l.title})` : "";
    const extras = [l.rel, l.target].filter(Boolean).join(", ");
    const line = `${"  ".repeat(depth)}${l.name}${title} → ${l.type}: ${l.value}${extras ? ` [${extras}]` : ""}`;
    return [line, ...outline(l.children, depth + 1)];
  });
}

const comparable = (subject: string, data: unknown): Record<string, unknown> =>
  partOf(subject).kind === "navigation"
    ? { links: outline(data as LinkSnapshot[]).join("\n") }
    : (data as Record<string, unknown>);

/** The fields that differ between two revisions (a tree's links as an outline). */
export async function compareSiteRevisions(services: Services, scope: Scope, fromId: number, toId: number) {
  const [from, to] = await Promise.all([
    revisionRow(services.db, scope, fromId),
    revisionRow(services.db, scope, toId),
  ]);
  return changedFields(comparable(from.key.subject, from.data), comparable(to.key.subject, to.data));
}

/** A revision's content saved again as its part's next version, on the version the editor saw. */
export async function restoreSiteRevision(
  services: Services,
  scope: Scope,
  id: number,
  seen: number,
): Promise<{ version: number; draft: boolean }> {
  const { key, data } = await revisionRow(services.db, scope, id);
  const { kind, name } = partOf(key.subject);
  if (kind === "element") {
    const saved = await saveElement(services, scope, Number(name), data as ElementFields, seen, "restore");
    return { version: saved.version, draft: saved.draft };
  }
  return restoreNavigation(services, scope, { tree: name, language: key.language }, data as LinkSnapshot[], seen);
}
