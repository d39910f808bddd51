import * as css from "~/components/admin/admin.css";
import { EditDialog } from "~/components/cms/EditDialog";
import { dangerButton } from "~/styles/button.css";
import { RowForm } from "./RowAction";

/**
 * A row action that takes something away, asked about first as a page's or a section's deletion is
 * (EditDialog: a dialog, or a second step in place without JavaScript); its answer posts the row's
 * form. A module of its own: the pages of plain row actions do not carry the dialog's strings.
 */
export function ConfirmedRowAction({
  intent,
  fields,
  label,
  question,
  text,
  yes,
  testId,
  inTableRow = false,
  children,
}: {
  intent: string;
  fields: Record<string, string | number>;
  /** The button's accessible name, naming the row (a list has many buttons of the same text). */
  label: string;
  /** The dialog's heading, naming what goes. */
  question: string;
  /** What follows from it (how to bring it back, or that nothing can). */
  text: string;
  /** The answer that goes ahead. */
  yes: string;
  testId: string;
  /** In a table's cell (EditDialog's inTableRow), not in a row of buttons that wraps. */
  inTableRow?: boolean;
  children: React.ReactNode;
}) {
  return (
    <EditDialog
      label={children}
      accessibleLabel={label}
      title={question}
      testId={testId}
      danger
      inTableRow={inTableRow}
    >
      <p className={css.muted}>{text}</p>
      <RowForm intent={intent} fields={fields}>
        <button type="submit" className={dangerButton}>
          {yes}
        </button>
      </RowForm>
    </EditDialog>
  );
}
