import type { ReactNode } from "react";
import { TableScroll } from "~/components/account/TableScroll";
import * as css from "./admin.css";

/**
 * A back-office list: a table that scrolls sideways on a phone, named `label`, with its column
 * headings; `actions` names, for screen readers only, a last column of row buttons (they say what
 * they do, so a visible heading would only take room). `topAligned` is for lists of tall rows.
 */
export function AdminTable({
  label,
  columns,
  actions,
  topAligned = false,
  children,
}: {
  label: string;
  columns: string[];
  actions?: string;
  topAligned?: boolean;
  children: ReactNode;
}) {
  return (
    <TableScroll label={label}>
      <table className={topAligned ? `${css.table} ${css.topAligned}` : css.table}>
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={i}>{column}</th>
            ))}
            {actions ? (
              <th>
                <span className="visually-hidden">{actions}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
  );
}
