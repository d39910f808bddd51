/**
 * The repository's own Markdown for the developer menu (outside production only): CHANGELOG.md as
 * the release notes and docs/*.md (with docs/decisions/*.md) as the documentation, rendered with
 * marked and sanitized with sanitize-html, as editors' rich text is. Only files found by listing
 * those folders can be read: a name from a URL never becomes a path by itself.
 */
import { readdir, readFile } from "node:fs/promises";
import { join, posix } from "node:path";
import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

const marked = new Marked({ gfm: true, async: false });

/** The tags and attributes Markdown produces that a page may show; nothing runs, nothing styles. */
const sanitizeOptions = (link: (href: string) => string): sanitizeHtml.IOptions => ({
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "h1", "h2", "del", "input"],
  allowedAttributes: {
    a: ["href", "title"],
    th: ["align"],
    td: ["align"],
    ol: ["start"],
    input: ["type", "checked", "disabled"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  exclusiveFilter: (frame) => frame.tag === "input" && frame.attribs.type !== "checkbox",
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: attribs.href ? { ...attribs, href: link(attribs.href) } : attribs }),
  },
});

/**
 * Markdown as safe HTML. `link` may rewrite each link's address (a document's relative links to
 * other documents become the docs route's).
 */
export function renderMarkdown(markdown: string, link: (href: string) => string = (href) => href): string {
  const html = marked.parse(markdown, { async: false });
  return sanitizeHtml(html, sanitizeOptions(link));
}

const root = () => process.cwd();

/** CHANGELOG.md at the repository's root; null when it is missing. */
const changelog = () => readFile(join(root(), "CHANGELOG.md"), "utf8").catch(() => null);

/**
 * The latest release: the text of CHANGELOG's first version heading (`## [1.2.0] - date` gives
 * "1.2.0", `## [Unreleased]` "Unreleased", `## 0.9.1 (date)` "0.9.1"); null without one.
 */
export function latestReleaseOf(markdown: string): string | null {
  const heading = /^##\s+(.+)$/m.exec(markdown)?.[1]?.trim();
  if (!heading) return null;
  return /^\[([^\]]+)\]/.exec(heading)?.[1]?.trim() ?? heading.split(/\s+/)[0]!;
}

/** How long the server keeps the release list (spec section 9: release cache about 0.08 hour). */
export const RELEASE_LIST_CACHE_MS = 5 * 60 * 1000;

/**
 * The release list (CHANGELOG.md): read once, then kept RELEASE_LIST_CACHE_MS in memory with its
 * rendered notes and its latest release (decision 0079), so the release notice and the notes' page do
 * not read and render the file on every ask. A missing file is not kept (the next ask reads again),
 * and neither is a time from the future (a clock put back). `read` and `now` are the tests' to give.
 */
export function releaseList(read: () => Promise<string | null>, now: () => number = Date.now) {
  let kept: { at: number; value: Promise<{ html: string; latest: string | null } | null> } | null = null;
  const current = () => {
    const at = now();
    if (kept && kept.at <= at && at - kept.at < RELEASE_LIST_CACHE_MS) return kept.value;
    const entry = {
      at,
      value: read().then((markdown) =>
        markdown === null ? null : { html: renderMarkdown(markdown), latest: latestReleaseOf(markdown) },
      ),
    };
    kept = entry;
    // A missing or unreadable list is asked again next time.
    entry.value.then(
      (value) => {
        if (value === null && kept === entry) kept = null;
      },
      () => {
        if (kept === entry) kept = null;
      },
    );
    return entry.value;
  };
  return {
    /** The release notes, rendered; null when CHANGELOG.md is missing. */
    notesHtml: async () => (await current())?.html ?? null,
    /** The latest release; null when CHANGELOG.md is missing or names none. */
    latest: async () => (await current())?.latest ?? null,
  };
}

const releases = releaseList(changelog);

/** The release notes: CHANGELOG.md, rendered; null when it is missing. */
export const changelogHtml = (): Promise<string | null> => releases.notesHtml();

/** The latest release of CHANGELOG.md; null when it is missing or names none. */
export const latestRelease = (): Promise<string | null> => releases.latest();

export interface DocEntry {
  /** The name in the docs route: "architecture", "decisions/0008-in-process-platform". */
  name: string;
  /** The document's first heading, else its name. */
  title: string;
}

const FOLDERS = ["", "decisions"];

function titleOf(markdown: string, name: string): string {
  return /^#\s+(.+)$/m.exec(markdown)?.[1]?.trim() ?? name;
}

/** Every document under docs/ (and docs/decisions/), by name. */
export async function listDocs(): Promise<DocEntry[]> {
  const entries: DocEntry[] = [];
  for (const folder of FOLDERS) {
    const files = await readdir(join(root(), "docs", folder)).catch(() => [] as string[]);
    for (const file of files.filter((f) => f.endsWith(".md")).sort()) {
      const name = posix.join(folder, file.replace(/\.md$/, ""));
      const markdown = await readFile(join(root(), "docs", folder, file), "utf8");
      entries.push({ name, title: titleOf(markdown, name) });
    }
  }
  return entries;
}

/**
 * One document, rendered, with its links to other documents turned into the docs route's (`base`
 * is that route's path); null when no listed document has this name.
 */
export async function docHtml(name: string, base: string): Promise<{ title: string; html: string } | null> {
  const docs = await listDocs();
  const doc = docs.find((d) => d.name === name);
  if (!doc) return null;
  const markdown = await readFile(join(root(), "docs", `${doc.name}.md`), "utf8");
  const names = new Set(docs.map((d) => d.name));
  const link = (href: string) => {
    const match = /^([^:?#]+)\.md(#.*)?$/.exec(href);
    if (!match) return href;
    const target = posix.normalize(posix.join(posix.dirname(doc.name), match[1]!));
    return names.has(target) ? `${base}/${target}${match[2] ?? ""}` : href;
  };
  return { title: doc.title, html: renderMarkdown(markdown, link) };
}
