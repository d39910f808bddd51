import { Form } from "react-router";
import { dangerButton, outlineButton } from "~/styles/button.css";

/** A row action's form: its intent and the row's fields, posted to the page's action by `children`, its button. */
export function RowForm({
  intent,
  fields,
  children,
}: {
  intent: string;
  fields: Record<string, string | number>;
  children: React.ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </Form>
  );
}

/**
 * One button acting on one row of a back-office list (delete a redirect, clear a cache tag, send a
 * mail again): a plain form posting its intent and the row's fields to the page's action.
 */
export function RowAction({
  intent,
  fields,
  label,
  danger = intent === "delete",
  children,
}: {
  intent: string;
  fields: Record<string, string | number>;
  /** The button's accessible name, naming the row (a list has many buttons of the same text). */
  label: string;
  /** It deletes the row: the danger variant (dangerButton); by default when the intent is `delete`. */
  danger?: boolean;
  children: React.ReactNode;
}) {
  return (
    <RowForm intent={intent} fields={fields}>
      <button type="submit" className={danger ? dangerButton : outlineButton} aria-label={label}>
        {children}
      </button>
    </RowForm>
  );
}
