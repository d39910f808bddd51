import type { ComponentProps, CSSProperties, ReactNode } from "react";
import { TableScroll } from "~/components/account/TableScroll";
import * as css from "./admin.css";

/** The most columns a list names on a phone (admin.css.ts `folding` has a rule for each). */
export const FOLDED_COLUMNS = 12;

/** Each column's name for the folded rows of a phone (admin.css.ts `folding`): custom properties of
 * the table, which its cells show before their value, whoever writes the rows. */
function columnNames(columns: string[]): CSSProperties {
  const names: Record<string, string> = {};
  columns.slice(0, FOLDED_COLUMNS).forEach((column, i) => {
    names[`--column-${i + 1}`] = JSON.stringify(column);
    names[`--column-indent-${i + 1}`] = "8.5rem";
  });
  return names as CSSProperties;
}

/**
 * A back-office list: a table named `label`, with its column headings; `actions` names, for screen
 * readers only, a last column of row buttons (they say what they do, so a visible heading would only
 * take room). On a phone each row folds into a block of its cells, each named by its column, so the
 * list fits the screen without scrolling sideways. `topAligned` is for lists of tall rows.
 *
 * Its parts carry their ARIA roles explicitly (table, rowgroup, row, columnheader; cell in AdminCell):
 * a browser may stop exposing a table whose parts CSS displays as blocks (Safari does) as a table.
 * Its rows are AdminRow and their cells AdminCell, for the same reason.
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
      <table
        role="table"
        className={`${css.table} ${css.folding}${topAligned ? ` ${css.topAligned}` : ""}`}
        style={columnNames(columns)}
      >
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- explicit on purpose: folded by CSS, it may lose its implicit role (see above) */}
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column, i) => (
              <th key={i} role="columnheader">
                {column}
              </th>
            ))}
            {actions ? (
              <th role="columnheader">
                <span className="visually-hidden">{actions}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- explicit on purpose: folded by CSS, it may lose its implicit role (see above) */}
        <tbody role="rowgroup">{children}</tbody>
      </table>
    </TableScroll>
  );
}

/** A row of an AdminTable: a row to assistive technology however CSS folds it. */
export function AdminRow(props: ComponentProps<"tr">) {
  return <tr role="row" {...props} />;
}

/** A cell of an AdminTable's row: a cell to assistive technology however CSS folds it. */
export function AdminCell(props: ComponentProps<"td">) {
  // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- explicit on purpose: folded by CSS, it may lose its implicit role (AdminTable)
  return <td role="cell" {...props} />;
}
