/**
 * What a change did to a navigation tree, said in a line of its history ("Added “Contact”", "Removed
 * “Company” and its 3 sub-links") instead of only "Saved": worked out from the tree before and after
 * it, so every way of changing a tree (a link's form, a move, a restore, a publish) is described alike.
 */

/** A link of a tree's revision, with the links under it: what a restore writes back. */
export interface LinkSnapshot {
  name: string;
  title: string;
  type: string;
  value: string;
  rel: string;
  target: string;
  children: LinkSnapshot[];
}

/** One change, naming the link by its labels from the top (`Company › Jobs`); a list's order by its parent's (`""` the top list). */
export type TreeChange =
  | { change: "added" | "removed"; name: string; links: number }
  | { change: "renamed"; name: string; from: string }
  | { change: "changed" | "reordered"; name: string };

const PATH = " › ";
const within = (parent: string, name: string) => (parent ? `${parent}${PATH}${name}` : name);
const linksBelow = (links: LinkSnapshot[]): number => links.reduce((n, l) => n + 1 + linksBelow(l.children), 0);
const sameTarget = (a: LinkSnapshot, b: LinkSnapshot) =>
  a.title === b.title && a.type === b.type && a.value === b.value && a.rel === b.rel && a.target === b.target;

/** A list's links by label and, among links of one label, their order. */
function keyed(links: LinkSnapshot[]) {
  const seen = new Map<string, number>();
  return links.map((link, index) => {
    const nth = seen.get(link.name) ?? 0;
    seen.set(link.name, nth + 1);
    return { key: `${link.name}\n${nth}`, link, index };
  });
}

function compareLists(before: LinkSnapshot[], after: LinkSnapshot[], parent: string, out: TreeChange[]) {
  const was = keyed(before);
  const is = keyed(after);
  const wasKeys = new Set(was.map((e) => e.key));
  const isKeys = new Set(is.map((e) => e.key));
  const gone = was.filter((e) => !isKeys.has(e.key));
  const come = is.filter((e) => !wasKeys.has(e.key));
  // A label changed in place: the link left its place and one with its target took it.
  const renamedFrom = new Map<string, (typeof was)[number]>();
  for (const entry of come) {
    const old = gone.find((g) => g.index === entry.index && sameTarget(g.link, entry.link));
    if (old) renamedFrom.set(entry.key, old);
  }
  const renamed = new Set([...renamedFrom.values()].map((e) => e.key));
  for (const { key, link } of gone)
    if (!renamed.has(key))
      out.push({ change: "removed", name: within(parent, link.name), links: linksBelow(link.children) });
  const oldKeys = new Map(was.map((e) => [e.key, e.link]));
  for (const { key, link } of is) {
    const name = within(parent, link.name);
    const old = renamedFrom.get(key)?.link ?? oldKeys.get(key);
    if (!old) {
      out.push({ change: "added", name, links: linksBelow(link.children) });
      continue;
    }
    if (old.name !== link.name) out.push({ change: "renamed", name, from: old.name });
    else if (!sameTarget(old, link)) out.push({ change: "changed", name });
    compareLists(old.children, link.children, name, out);
  }
  const kept = (entries: typeof was, key: (e: (typeof was)[number]) => string) =>
    entries.map(key).filter((k) => wasKeys.has(k) && (isKeys.has(k) || renamed.has(k)));
  const orderBefore = kept(was, (e) => e.key);
  const orderAfter = kept(is, (e) => renamedFrom.get(e.key)?.key ?? e.key);
  if (orderBefore.join("\t") !== orderAfter.join("\t")) out.push({ change: "reordered", name: parent });
}

/** The changes from one tree to another, removals of a list before what it gained. */
export function treeChanges(before: LinkSnapshot[], after: LinkSnapshot[]): TreeChange[] {
  const out: TreeChange[] = [];
  compareLists(before, after, "", out);
  return out;
}
