/**
 * A readable comparison of two versions of a page's sections (h2 finding 2): instead of the whole
 * `components` array as JSON, each section by its place and kind, added, removed or moved, and for a
 * changed one each changed prop as plain text (rich text's tags stripped, never rendered as HTML).
 * Pure and zod-free: the history's loader runs it, the view only translates the kinds and labels.
 * A changed text is told word by word (jsdiff's `diffWords`): the words it lost and gained marked.
 */
import { diffWords } from "diff";

/** The props a history names with a label of its own (admin.history.props.*); others by their name. */
export const LABELLED_PROPS = [
  "title",
  "subtitle",
  "html",
  "text",
  "alt",
  "caption",
  "button",
  "label",
  "link",
  "mediaId",
  "cards",
] as const;

/** A run of a compared text: in both versions, or only in the older (removed) or the newer (added). */
export interface WordPiece {
  text: string;
  change?: "added" | "removed";
}

/** Two versions of a text as runs of words, in order: the older is the runs not added, the newer
 * the runs not removed. */
export function wordChanges(before: string, after: string): WordPiece[] {
  return diffWords(before, after).map((part) => ({
    text: part.value,
    ...(part.added ? { change: "added" as const } : part.removed ? { change: "removed" as const } : {}),
  }));
}

export interface PropChange {
  prop: string;
  /** True when `prop` has a label of its own (LABELLED_PROPS). */
  labelled: boolean;
  before: string;
  after: string;
  words: WordPiece[];
}

export type SectionChange =
  | { change: "added"; type: string; to: number }
  | { change: "removed"; type: string; from: number }
  | { change: "changed"; type: string; from: number; to: number; moved: boolean; props: PropChange[] };

interface Section {
  id: string;
  type: string;
  props: Record<string, unknown>;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Rich text as plain text: tags dropped, a few entities decoded, white space collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/div)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#\d+|[a-z]+);/gi, (whole, name: string) =>
      name.startsWith("#") ? String.fromCodePoint(Number(name.slice(1))) : (entities[name.toLowerCase()] ?? whole),
    )
    .replace(/\s+/g, " ")
    .trim();
}

/** Any prop's value as text: strings as plain text, pictures by their id, lists and objects by the texts in them. */
export function shownValue(prop: string, value: unknown): string {
  if (value === undefined || value === null || value === "") return "";
  if (typeof value === "string") return plainText(value);
  if (typeof value === "number" || typeof value === "boolean")
    return /media/i.test(prop) && typeof value === "number" ? `#${value}` : String(value);
  const parts: string[] = [];
  const walk = (v: unknown, key: string) => {
    if (Array.isArray(v)) v.forEach((item) => walk(item, key));
    else if (typeof v === "object" && v !== null) for (const [k, inner] of Object.entries(v)) walk(inner, k);
    else if (v !== undefined && v !== null && v !== "" && typeof v !== "boolean") parts.push(shownValue(key, v));
  };
  walk(value, prop);
  return parts.filter(Boolean).join(" · ");
}

const asSections = (value: unknown): Section[] =>
  (Array.isArray(value) ? value : []).map((s: unknown, index) => {
    const o = (typeof s === "object" && s !== null ? s : {}) as Record<string, unknown>;
    const props = typeof o.props === "object" && o.props !== null ? (o.props as Record<string, unknown>) : {};
    return { id: typeof o.id === "string" ? o.id : `#${index}`, type: String(o.type ?? ""), props };
  });

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What changed between two `components` arrays, in the order of the newer one, removed sections last. */
export function sectionChanges(before: unknown, after: unknown): SectionChange[] {
  const [from, to] = [asSections(before), asSections(after)];
  const fromIds = from.map((s) => s.id);
  const toIds = new Set(to.map((s) => s.id));
  const keptBefore = fromIds.filter((id) => toIds.has(id));
  const keptAfter = to.map((s) => s.id).filter((id) => fromIds.includes(id));
  const changes: SectionChange[] = [];
  to.forEach((section, index) => {
    const at = fromIds.indexOf(section.id);
    if (at < 0) {
      changes.push({ change: "added", type: section.type, to: index + 1 });
      return;
    }
    const old = from[at]!;
    const moved = keptBefore.indexOf(section.id) !== keptAfter.indexOf(section.id);
    const keys = [...new Set([...Object.keys(old.props), ...Object.keys(section.props)])];
    const props = keys
      .filter((key) => !same(old.props[key], section.props[key]))
      .map((prop) => {
        const [was, is] = [shownValue(prop, old.props[prop]), shownValue(prop, section.props[prop])];
        return {
          prop,
          labelled: (LABELLED_PROPS as readonly string[]).includes(prop),
          before: was,
          after: is,
          words: wordChanges(was, is),
        };
      });
    if (moved || props.length > 0 || old.type !== section.type)
      changes.push({ change: "changed", type: section.type, from: at + 1, to: index + 1, moved, props });
  });
  from.forEach((section, index) => {
    if (!toIds.has(section.id)) changes.push({ change: "removed", type: section.type, from: index + 1 });
  });
  return changes;
}
