import { useRef } from "react";
import { useHydrated, useOnHydration } from "~/lib/hooks";
import { useTranslation } from "~/lib/i18n";
import { CloseIcon } from "../ui/icons";
import { MessageLinks } from "./MessageLinks";
import * as css from "./feedback.css";
import { toastDuration, type ToastMessage } from "~/lib/toast";

/** More links than this under a toast's message fold under one line (the message names each already). */
const FOLDED_LINKS = 2;

/** One toast: its message, its links, and its close button (a checkbox without JavaScript). */
export function ToastCard({ toast, onDismiss }: { toast: ToastMessage; onDismiss: (toast: ToastMessage) => void }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  // Put away before the scripts came (the checkbox below): it stays away once they run.
  const closedWithoutScripts = useRef<HTMLInputElement>(null);
  useOnHydration(() => {
    if (closedWithoutScripts.current?.checked) onDismiss(toast);
  });
  // Where the keyboard's focus came into the message from: closed from the keyboard, the focus goes
  // back there (else to the page's content), not to the document's body with the removed button.
  const focusCameFrom = useRef<HTMLElement | null>(null);
  const duration = toastDuration(toast.message, toast.duration);
  const linkCount = toast.links?.length ?? 0;
  const links = <MessageLinks links={toast.links} className={css.toastLinks} linkClassName={css.toastLink} />;
  return (
    <div
      className={`${css.toast} ${css[toast.type]}`}
      style={{ animationDelay: `0ms, ${duration}ms` }}
      data-testid="toast"
      data-type={toast.type}
      onFocus={(event) => {
        const from = event.relatedTarget;
        if (!event.currentTarget.contains(from as Node | null))
          focusCameFrom.current = from instanceof HTMLElement ? from : null;
      }}
    >
      <div className={css.toastText}>
        <p className={css.toastMessage}>{toast.message}</p>
        {linkCount > FOLDED_LINKS ? (
          // Folded under one line: a refusal naming many keeps the page it answers in sight on a phone.
          <details className={css.toastMore}>
            <summary className={css.toastSummary}>{t("layout.messageLinks", { number: linkCount })}</summary>
            {links}
          </details>
        ) : (
          links
        )}
      </div>
      {hydrated ? (
        <button
          type="button"
          className={css.closeButton}
          aria-label={t("layout.close")}
          onClick={(event) => {
            // A click the keyboard made has no pointer's click count; a tap would open a phone's
            // keyboard if the focus went back to a field.
            if (event.detail === 0) {
              const back = focusCameFrom.current?.isConnected ? focusCameFrom.current : document.getElementById("main");
              back?.focus({ preventScroll: true });
            }
            onDismiss(toast);
          }}
        >
          <CloseIcon size={18} />
        </button>
      ) : (
        // Without JavaScript a button would do nothing: a checkbox puts the toast away (CSS).
        <label className={`${css.closeButton} ${css.closeWithoutScripts}`}>
          <input
            ref={closedWithoutScripts}
            type="checkbox"
            className={css.closeToggle}
            aria-label={t("layout.close")}
          />
          <CloseIcon size={18} />
        </label>
      )}
    </div>
  );
}
