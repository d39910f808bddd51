import type { ReactNode } from "react";

/**
 * An unseen first submit button. Enter in a field submits its form with the form's first submit
 * button (HTML's implicit submission); where that would be another control's (a − step, "Show
 * selection", a row's move), this one comes first and submits the form plainly, as the visible
 * submit button further on does. Screen readers and the Tab key skip it: they reach that one.
 */
export function DefaultSubmit({ disabled, children }: { disabled?: boolean; children?: ReactNode }) {
  return (
    <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true" disabled={disabled}>
      {children}
    </button>
  );
}
