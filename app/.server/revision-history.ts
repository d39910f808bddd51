import type { Locale } from "#server/contract/urls";
import { adminDateTime } from "~/lib/dates";
import { positiveId } from "~/lib/ids";
import { sectionChanges, wordChanges } from "~/lib/revision-diff";

/** A value of a compared field as text: strings as they are, anything else as JSON. */
const shown = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value, null, 1));

/**
 * A history as the back office shows it (a page's, an element's, a navigation tree's): each
 * revision with its time in the admin's language, the two revisions the `?from=&to=` GET form
 * asked for and, when it asked for two of this history's own, what changed between them as text
 * (any other number, a hand-typed or stale address, compares nothing).
 */
export async function historyView<R extends { id: number; createdAt: string }>(
  locale: Locale,
  request: Request,
  revisions: R[],
  compare: (from: number, to: number) => Promise<{ changes: { field: string; before: unknown; after: unknown }[] }>,
) {
  const query = new URL(request.url).searchParams;
  const listed = (name: string) => {
    const id = positiveId(query.get(name));
    return revisions.some((r) => r.id === id) ? (id ?? 0) : 0;
  };
  const from = listed("from");
  const to = listed("to");
  const compared =
    from && to
      ? (await compare(from, to)).changes.map((c) => {
          const [before, after] = [shown(c.before), shown(c.after)];
          return {
            field: c.field,
            before,
            after,
            words: wordChanges(before, after),
            // A page's sections read section by section, not as their JSON.
            sections: c.field === "components" ? sectionChanges(c.before, c.after) : null,
          };
        })
      : null;
  const when = adminDateTime(locale, "medium");
  return {
    revisions: revisions.map((r) => ({ ...r, when: when.format(new Date(r.createdAt)) })),
    compared,
    from,
    to,
  };
}

export type HistoryView = Awaited<ReturnType<typeof historyView<{ id: number; createdAt: string }>>>;
