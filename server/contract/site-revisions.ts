/**
 * Revisions of the site-wide parts (issue 15 item 2; docs/decisions/0036-site-part-revisions.md):
 * the header, footer and cookie elements, the master components and the navigation trees keep a
 * snapshot after every save, publish and restore, with its author and time, per language, as pages
 * do (./publishing.ts). Back-office users compare two and restore one; a restore is a save.
 */
import { z } from "zod";
import { navigationTreeIds } from "./cms";
import { endpoint, queryId } from "./define";
import { revision, revisionCompare } from "./publishing";

/** A link of a tree named by its labels from the top (`Company › Jobs`); a list whose order changed by its parent's (`""`: the top list). */
export const treeChange = z.discriminatedUnion("change", [
  z.object({ change: z.enum(["added", "removed"]), name: z.string(), links: z.number().int() }),
  z.object({ change: z.literal("renamed"), name: z.string(), from: z.string() }),
  z.object({ change: z.enum(["changed", "reordered"]), name: z.string() }),
]);
export type TreeChange = z.infer<typeof treeChange>;

export const siteRevision = revision.extend({
  /** `original`: the part as it was before its first recorded change (no author). */
  action: z.enum(["original", "save", "publish", "restore"]),
  /** What a tree's change did; null for an element's, an original, and a tree's from before these were kept. */
  changes: z.array(treeChange).nullable(),
});
export type SiteRevision = z.infer<typeof siteRevision>;

/** A part's revisions, newest first, with its current version (what a restore names). */
const history = z.object({ version: z.number().int(), revisions: z.array(siteRevision) });

/** Back office only: an element's revisions (its language's), newest first. */
export const elementRevisions = endpoint({
  method: "GET",
  path: "v1/cms/element/revisions/:id",
  input: z.object({ id: queryId() }),
  output: history,
});

/** Back office only: a navigation tree's revisions in the caller's language, newest first. */
export const navigationRevisions = endpoint({
  method: "GET",
  path: "v1/cms/navigation/revisions/:id",
  input: z.object({ id: z.enum(navigationTreeIds) }),
  output: history,
});

/** Back office only: what changed between two revisions of a part, field by field (a tree as an outline of its links). */
export const compare = endpoint({
  method: "GET",
  path: "v1/cms/siteRevision/compare",
  input: z.object({ from: queryId(), to: queryId() }),
  output: revisionCompare.output,
});

/** Back office only: saves a revision's content again as the part's next version (to the draft when
 * publishing is required). `version` is the part's version the editor saw: a restore on a part
 * changed meanwhile is refused with EDIT_CONFLICT. */
export const restore = endpoint({
  method: "POST",
  path: "v1/cms/siteRevision/restore/:id",
  input: z.object({ id: queryId(), version: z.number().int().nonnegative() }),
  output: z.object({ version: z.number().int(), draft: z.boolean() }),
});
