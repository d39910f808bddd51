import { Form } from "react-router";
import * as css from "~/components/admin/admin.css";
import { EditDialog } from "~/components/cms/EditDialog";
import { dangerButton } from "~/styles/button.css";

/**
 * A back-office record's "Delete" section: what orders still name is not deleted, and the section
 * says why and what to do instead (`inUse`); anything else is deleted after a second step, a plain
 * form posting `intent=delete` (a delivery method, a coupon).
 */
export function DeleteSection({
  id,
  heading,
  inUse,
  label,
  accessibleLabel,
  confirmTitle,
  confirmText,
  confirmYes,
  action,
  testId,
  inUseTestId,
}: {
  /** The heading's id, naming the section. */
  id: string;
  heading: string;
  /** Why it stays, when it does. */
  inUse: string | null;
  label: string;
  accessibleLabel: string;
  confirmTitle: string;
  confirmText: string;
  confirmYes: string;
  action?: string;
  /** The confirmation's test id, and that of the reason it stays. */
  testId: string;
  inUseTestId: string;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 className={css.subheading} id={id}>
        {heading}
      </h2>
      {inUse ? (
        <p className={css.muted} data-testid={inUseTestId}>
          {inUse}
        </p>
      ) : (
        <EditDialog label={label} accessibleLabel={accessibleLabel} title={confirmTitle} testId={testId} danger>
          <p className={css.muted}>{confirmText}</p>
          <Form method="post" action={action}>
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" className={dangerButton}>
              {confirmYes}
            </button>
          </Form>
        </EditDialog>
      )}
    </section>
  );
}
