import { Form } from "react-router";
import { TableScroll } from "~/components/account/TableScroll";
import { AdminTable } from "~/components/admin/AdminTable";
import { RowAction } from "~/components/admin/RowAction";
import * as css from "~/components/admin/admin.css";
import { useTranslation } from "~/lib/i18n";
import { outlineButton } from "~/styles/button.css";

interface ShownRevision {
  id: number;
  version: number;
  action: string;
  userEmail: string | null;
  createdAt: string;
  when: string;
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
    compared: { field: string; before: string; after: string }[] | null;
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
                {t("admin.history.changes", { count: compared.length })}
              </h2>
              {compared.map((change) => (
                <div key={change.field} data-testid="history-change">
                  <h3>{change.field}</h3>
                  <TableScroll label={change.field}>
                    <table className={css.table}>
                      <tbody>
                        <tr>
                          <th scope="row">{t("admin.history.before")}</th>
                          <td style={{ whiteSpace: "pre-wrap" }}>
                            <del>{change.before}</del>
                          </td>
                        </tr>
                        <tr>
                          <th scope="row">{t("admin.history.after")}</th>
                          <td style={{ whiteSpace: "pre-wrap" }}>
                            <ins>{change.after}</ins>
                          </td>
                        </tr>
                      </tbody>
                    </table>
                  </TableScroll>
                </div>
              ))}
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
            {revisions.map((r) => (
              <tr key={r.id} data-testid="history-revision">
                <td>{r.version}</td>
                <td>{t(`admin.history.actions.${r.action}`)}</td>
                <td>{r.userEmail ?? (r.action === "original" ? "—" : t("admin.audit.deletedUser"))}</td>
                <td>
                  <time dateTime={r.createdAt}>{r.when}</time>
                </td>
                <td>
                  <RowAction
                    intent="restore"
                    fields={{ id: r.id, version }}
                    label={t("admin.history.restoreOne", { version: r.version })}
                  >
                    {t("admin.history.restore")}
                  </RowAction>
                </td>
              </tr>
            ))}
          </AdminTable>
        </>
      )}
    </div>
  );
}
