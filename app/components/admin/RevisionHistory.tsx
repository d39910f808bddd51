import { Form } from "react-router";
import { TableScroll } from "~/components/account/TableScroll";
import { AdminCell, AdminRow, AdminTable } from "~/components/admin/AdminTable";
import { EmailAddress } from "~/components/admin/EmailAddress";
import { RowAction } from "~/components/admin/RowAction";
import * as css from "~/components/admin/admin.css";
import { useTranslation, type TFunction } from "~/lib/i18n";
import type { SectionChange, WordPiece } from "~/lib/revision-diff";
import type { TreeChange } from "#server/contract/site-revisions";
import { outlineButton } from "~/styles/button.css";

interface ShownRevision {
  id: number;
  version: number;
  action: string;
  userEmail: string | null;
  createdAt: string;
  when: string;
  /** A page's: the version shoppers see. */
  live?: boolean;
  /** A navigation tree's: what the change did to its links. */
  changes?: TreeChange[] | null;
}

/** More changes than this in one revision (a restore, a publish) fold under a count. */
const LISTED_CHANGES = 5;

function treeChangeText(c: TreeChange, t: TFunction): string {
  switch (c.change) {
    case "added":
    case "removed":
      return c.links > 0
        ? t(`admin.history.treeChanges.${c.change}With`, { name: c.name, count: c.links })
        : t(`admin.history.treeChanges.${c.change}`, { name: c.name });
    case "renamed":
      return t("admin.history.treeChanges.renamed", { name: c.name, from: c.from });
    case "changed":
      return t("admin.history.treeChanges.changed", { name: c.name });
    case "reordered":
      return c.name
        ? t("admin.history.treeChanges.reordered", { name: c.name })
        : t("admin.history.treeChanges.reorderedTop");
  }
}

/** A tree's revision: what its change did, link by link (a list only when there is more than one). */
function TreeChanges({ changes, t }: { changes: TreeChange[]; t: TFunction }) {
  if (changes.length < 1) return <div>{t("admin.history.treeChanges.none")}</div>;
  const lines = changes.slice(0, LISTED_CHANGES).map((c) => treeChangeText(c, t));
  const more = changes.length - lines.length;
  if (more > 0) lines.push(t("admin.history.treeChanges.more", { count: more }));
  if (lines.length === 1) return <div style={wrap}>{lines[0]}</div>;
  return (
    <ul style={{ ...wrap, margin: 0, paddingInlineStart: "1.25rem" }}>
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}

const wrap = { whiteSpace: "pre-wrap", overflowWrap: "anywhere" } as const;

/**
 * One version of a changed text, its words marked against the other's: the older with the words it
 * lost struck (`del`), the newer with the words it gained underlined (`ins`); an empty one says so.
 */
function Version({ words, side, t }: { words: WordPiece[]; side: "before" | "after"; t: TFunction }) {
  const own = words.filter((w) => w.change !== (side === "before" ? "added" : "removed"));
  if (!own.some((w) => w.text.trim())) return <>{t("admin.history.empty")}</>;
  const Mark = side === "before" ? "del" : "ins";
  return (
    <>{own.map((w, index) => (w.change ? <Mark key={index}>{w.text}</Mark> : <span key={index}>{w.text}</span>))}</>
  );
}

/** A page's sections compared: each by its place and kind, added, removed, moved, or its changed texts. */
function SectionChanges({ changes, t }: { changes: SectionChange[]; t: TFunction }) {
  if (changes.length < 1) return <p>{t("admin.history.otherSettings")}</p>;
  const kind = (type: string) => t(`editor.sectionTypes.${type}`, { defaultValue: type });
  return (
    <ul style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {changes.map((c) => {
        const place = c.change === "removed" ? c.from : c.to;
        const name = t("admin.history.section", { name: `${place}. ${kind(c.type)}` });
        return (
          <li key={`${c.change}-${place}`} data-testid="history-section" style={{ marginBlock: "0.75rem" }}>
            <h4 style={{ margin: 0 }}>{name}</h4>
            {c.change === "added" ? (
              <p>
                <ins>{t("admin.history.added")}</ins>
              </p>
            ) : c.change === "removed" ? (
              <p>
                <del>{t("admin.history.removed")}</del>
              </p>
            ) : (
              <>
                {c.moved ? <p>{t("admin.history.moved", { from: c.from, to: c.to })}</p> : null}
                {c.props.length > 0 ? (
                  <dl style={{ margin: 0 }}>
                    {c.props.map((p) => (
                      <div key={p.prop} data-testid="history-prop" style={{ marginBlock: "0.5rem" }}>
                        <dt style={{ fontWeight: 600 }}>{p.labelled ? t(`admin.history.props.${p.prop}`) : p.prop}</dt>
                        <dd style={{ ...wrap, margin: 0 }} data-testid="history-before">
                          {t("admin.history.before")}: <Version words={p.words} side="before" t={t} />
                        </dd>
                        <dd style={{ ...wrap, margin: 0 }} data-testid="history-after">
                          {t("admin.history.after")}: <Version words={p.words} side="after" t={t} />
                        </dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The history of something an editor saves (a page, an element, a navigation tree): two revisions
 * compared field by field (a GET form, so the comparison is a link), the revisions with author and
 * time, and each restored by a plain form posting `intent=restore` with the revision and the version
 * the editor saw. `keep` is the page's own query the comparison must not lose (the tree shown).
 */
export function RevisionHistory({
  history: { revisions, compared, from, to },
  version,
  intro,
  empty,
  keep = {},
}: {
  history: {
    revisions: ShownRevision[];
    compared:
      { field: string; before: string; after: string; words: WordPiece[]; sections?: SectionChange[] | null }[] | null;
    from: number;
    to: number;
  };
  version: number;
  intro: string;
  empty: string;
  keep?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const option = (r: ShownRevision) => (
    <option key={r.id} value={r.id}>
      {t("admin.history.option", { version: r.version, when: r.when })}
    </option>
  );
  return (
    <div data-testid="revision-history">
      <p className={css.muted}>{intro}</p>
      {revisions.length < 1 ? (
        <p>{empty}</p>
      ) : (
        <>
          <Form method="get" className={css.panel}>
            {Object.entries(keep).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <label>
              {t("admin.history.from")}{" "}
              <select name="from" defaultValue={from || revisions[1]?.id || revisions[0]?.id}>
                {revisions.map(option)}
              </select>
            </label>{" "}
            <label>
              {t("admin.history.to")}{" "}
              <select name="to" defaultValue={to || revisions[0]?.id}>
                {revisions.map(option)}
              </select>
            </label>{" "}
            <button type="submit" className={outlineButton}>
              {t("admin.history.compare")}
            </button>
          </Form>
          {compared ? (
            <section aria-labelledby="compared" data-testid="history-compared">
              <h2 id="compared" className={css.subheading}>
                {t("admin.history.changes", {
                  count: compared.reduce((sum, c) => sum + (c.sections?.length || 1), 0),
                })}
              </h2>
              {compared.map((change) =>
                change.sections ? (
                  <div key={change.field} data-testid="history-change">
                    <h3>{t("admin.history.sections")}</h3>
                    <SectionChanges changes={change.sections} t={t} />
                  </div>
                ) : (
                  <div key={change.field} data-testid="history-change">
                    <h3>{change.field}</h3>
                    <TableScroll label={change.field}>
                      <table className={css.table}>
                        <tbody>
                          <tr>
                            <th scope="row">{t("admin.history.before")}</th>
                            <td style={{ whiteSpace: "pre-wrap" }} data-testid="history-before">
                              <Version words={change.words} side="before" t={t} />
                            </td>
                          </tr>
                          <tr>
                            <th scope="row">{t("admin.history.after")}</th>
                            <td style={{ whiteSpace: "pre-wrap" }} data-testid="history-after">
                              <Version words={change.words} side="after" t={t} />
                            </td>
                          </tr>
                        </tbody>
                      </table>
                    </TableScroll>
                  </div>
                ),
              )}
            </section>
          ) : null}
          <AdminTable
            label={t("admin.history.list")}
            columns={[
              t("admin.history.version"),
              t("admin.history.what"),
              t("admin.history.who"),
              t("admin.history.when"),
            ]}
            actions={t("admin.pages.actions")}
          >
            {revisions.map((r, index) => (
              <AdminRow key={r.id} data-testid="history-revision">
                <AdminCell>
                  {r.version}
                  {r.live ? (
                    <>
                      {" "}
                      <strong data-testid="history-live" title={t("admin.history.liveOne")}>
                        {t("admin.history.live")}
                      </strong>
                    </>
                  ) : null}
                </AdminCell>
                <AdminCell>
                  {t(`admin.history.actions.${r.action}`)}
                  {r.changes ? <TreeChanges changes={r.changes} t={t} /> : null}
                </AdminCell>
                <AdminCell>
                  {r.userEmail ? (
                    <EmailAddress address={r.userEmail} />
                  ) : r.action === "original" ? (
                    "—"
                  ) : (
                    t("admin.audit.deletedUser")
                  )}
                </AdminCell>
                <AdminCell>
                  <time dateTime={r.createdAt}>{r.when}</time>
                </AdminCell>
                <AdminCell>
                  {/* The newest is what the editor has now: restoring it would change nothing. */}
                  {index === 0 ? (
                    <span className={css.muted}>{t("admin.history.current")}</span>
                  ) : (
                    <RowAction
                      intent="restore"
                      fields={{ id: r.id, version }}
                      label={t("admin.history.restoreOne", { version: r.version })}
                    >
                      {t("admin.history.restore")}
                    </RowAction>
                  )}
                </AdminCell>
              </AdminRow>
            ))}
          </AdminTable>
        </>
      )}
    </div>
  );
}
