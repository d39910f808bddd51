import { useId, useRef } from "react";
import { useLocation, useNavigation } from "react-router";
import { useTranslation } from "~/lib/i18n";
import { useHydrated } from "~/lib/hooks";
import type { EditRefusal } from "~/lib/edit-refusal";
import { dangerButton, outlineButton } from "~/styles/button.css";
import { MessageLinks } from "../feedback/MessageLinks";
import * as css from "./edit.css";

/**
 * One of edit mode's dialogs (spec section 2: link options, media, confirmation...), progressive:
 * without JavaScript a <details> whose forms post like any other; with it a modal <dialog>, which
 * closes when one of its forms posts (a search inside it, a GET, keeps it open).
 */
export function EditDialog({
  label,
  accessibleLabel,
  title,
  open = false,
  testId,
  onDismiss,
  danger = false,
  anchor,
  inTableRow = false,
  children,
}: {
  /** The button's text. */
  label: React.ReactNode;
  /** The button's accessible name, naming the section. */
  accessibleLabel: string;
  /** The dialog's heading. */
  title: string;
  /** Open from the start: the answer to a search made inside it without JavaScript. */
  open?: boolean;
  testId?: string;
  /** The editor closed it (Close, or Escape), not a post of its forms: a picker forgets its search. */
  onDismiss?: () => void;
  /** The button opens the confirmation of a deletion: the danger variant (dangerButton). */
  danger?: boolean;
  /** Its id in the page without JavaScript, for an answer's address to open at (a picker's). */
  anchor?: string;
  /**
   * It sits in a table's row: without JavaScript its open panel floats over the rows below (wide
   * screens), rather than widening its column and squeezing the others until it is answered.
   */
  inTableRow?: boolean;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const trigger = danger ? dangerButton : outlineButton;
  const hydrated = useHydrated();
  // While a post of the dialog is under way the page still holds the answer that opened it: opened
  // again then, it would stay open over the page the post answers with.
  const settled = useNavigation().state === "idle";
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  // A deletion's question opens on its least destructive answer, Close (the WAI-ARIA alertdialog
  // practice): Enter or Space pressed again at once deletes nothing. The browser's own choice
  // would be the dialog's first control, "Yes, delete it". Without JavaScript the <summary> keeps it.
  const show = (node: HTMLDialogElement) => {
    node.showModal();
    if (danger) close.current?.focus();
  };
  // The <details> shown until hydration, kept after it leaves the page: an editor may have opened it
  // in that moment (on a slow phone, or before a part's code arrived), and the dialog takes over.
  const earlyDetails = useRef<HTMLDetailsElement | null>(null);
  // The `open` the dialog last followed: it opens when `open` becomes true, not at every render
  // while it stays true (a refusal stays in the page's answer while the editor goes on).
  const followedOpen = useRef(false);
  const headingId = useId();
  const { pathname, search } = useLocation();
  if (!hydrated) {
    return (
      <details
        ref={(node) => {
          if (node) earlyDetails.current = node;
        }}
        id={anchor}
        className={inTableRow ? `${css.texts} ${css.overRows}` : css.texts}
        open={open}
        data-testid={testId}
      >
        <summary className={trigger} aria-label={accessibleLabel}>
          {label}
        </summary>
        <div className={css.panel}>
          <h2 className={css.panelTitle}>{title}</h2>
          {children}
          {/* A question's way out without JavaScript, as the dialog's Close: the page again, the
              question closed (pressing the summary again closes it too, but reads as the deletion). */}
          {danger ? (
            <a href={`${pathname}${search}`} className={`${outlineButton} ${css.dialogClose}`}>
              {t("editor.dialog.close")}
            </a>
          ) : null}
        </div>
      </details>
    );
  }
  return (
    <>
      <button
        type="button"
        className={trigger}
        aria-label={accessibleLabel}
        aria-haspopup="dialog"
        onClick={() => {
          if (dialog.current) show(dialog.current);
        }}
      >
        {label}
      </button>
      <dialog
        ref={(node) => {
          dialog.current = node;
          if (!node || !settled) return;
          // Opened by the server's answer (a search, a refused save), or by the editor as a <details>: open again.
          const opened = (open && !followedOpen.current) || earlyDetails.current?.open === true;
          followedOpen.current = open;
          earlyDetails.current = null;
          if (opened && !node.open) show(node);
        }}
        className={css.dialog}
        aria-labelledby={headingId}
        data-testid={testId}
        onSubmit={(event) => {
          if ((event.target as HTMLFormElement).method === "post") dialog.current?.close();
        }}
        onCancel={() => onDismiss?.()}
      >
        <h2 id={headingId} className={css.panelTitle}>
          {title}
        </h2>
        {children}
        <button
          ref={close}
          type="button"
          className={`${outlineButton} ${css.dialogClose}`}
          onClick={() => {
            dialog.current?.close();
            onDismiss?.();
          }}
        >
          {t("editor.dialog.close")}
        </button>
      </dialog>
    </>
  );
}

/**
 * Why a form's save was refused, at the top of the form that opened again with what was typed, or
 * at the field it is about (given its `id`, which the field names as its description).
 */
export function RefusalMessage({ refusal, id }: { refusal: EditRefusal | null; id?: string }) {
  const { t } = useTranslation();
  if (!refusal) return null;
  // A field's sits in the field's own paragraph: a span.
  const Tag = id ? "span" : "p";
  const message = t(refusal.error, refusal.errorValues);
  // With links (the pages that link to a page, to edit them), the toast's list under the message.
  if (!id && refusal.links?.length)
    return (
      <div role="alert" className={css.problem} data-testid="edit-refusal">
        <p className={css.problemText}>{message}</p>
        <MessageLinks links={refusal.links} className={css.problemLinks} />
      </div>
    );
  return (
    <Tag role="alert" id={id} className={css.problem} data-testid="edit-refusal">
      {message}
    </Tag>
  );
}
