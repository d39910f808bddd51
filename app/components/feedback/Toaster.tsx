import { useEffect, useRef, useState } from "react";
import { useHydrated, useOnHydration } from "~/lib/hooks";
import { useTranslation } from "~/lib/i18n";
import { CloseIcon } from "../ui/icons";
import { MessageLinks } from "./MessageLinks";
import * as css from "./feedback.css";
import { toastDuration, type ToastMessage } from "~/lib/toast";

/** Each toast's own number: a new toast gets a new node, so its CSS animation starts again even
 * when the one before it (of the same type) had already faded out. */
const toastKeys = new WeakMap<ToastMessage, number>();
let lastToastKey = 0;
const keyOf = (toast: ToastMessage) => {
  if (!toastKeys.has(toast)) toastKeys.set(toast, ++lastToastKey);
  return toastKeys.get(toast)!;
};

/** More links than this under a toast's message fold under one line (the message names each already). */
const FOLDED_LINKS = 2;

export function Toaster({ toast }: { toast: ToastMessage | null }) {
  const { t } = useTranslation();
  // Each toast shows until it is closed or its time is up; a new one shows again.
  const [dismissed, setDismissed] = useState<ToastMessage | null>(null);
  const visible = toast === dismissed ? null : toast;
  const hydrated = useHydrated();
  // Put away before the scripts came (the checkbox below): it stays away once they run.
  const closedWithoutScripts = useRef<HTMLInputElement>(null);
  useOnHydration(() => {
    if (closedWithoutScripts.current?.checked) setDismissed(visible);
  });
  // Where the keyboard's focus came into the message from: closed from the keyboard, the focus goes
  // back there (else to the page's content), not to the document's body with the removed button.
  const focusCameFrom = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!visible) return;
    // The CSS animation hides it without JavaScript; with it, the node goes away as well.
    const timer = setTimeout(() => setDismissed(visible), toastDuration(visible.message, visible.duration) + 300);
    return () => clearTimeout(timer);
  }, [visible]);
  if (!visible) return <div className={css.toastRegion} role="status" aria-live="polite" />;
  const duration = toastDuration(visible.message, visible.duration);
  const linkCount = visible.links?.length ?? 0;
  const links = <MessageLinks links={visible.links} className={css.toastLinks} linkClassName={css.toastLink} />;
  return (
    <div
      className={css.toastRegion}
      role={visible.type === "error" ? "alert" : "status"}
      aria-live={visible.type === "error" ? "assertive" : "polite"}
    >
      <div
        key={keyOf(visible)}
        className={`${css.toast} ${css[visible.type]}`}
        style={{ animationDelay: `0ms, ${duration}ms` }}
        data-testid="toast"
        data-type={visible.type}
        onFocus={(event) => {
          const from = event.relatedTarget;
          if (!event.currentTarget.contains(from as Node | null))
            focusCameFrom.current = from instanceof HTMLElement ? from : null;
        }}
      >
        <div className={css.toastText}>
          <p className={css.toastMessage}>{visible.message}</p>
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
                const back = focusCameFrom.current?.isConnected
                  ? focusCameFrom.current
                  : document.getElementById("main");
                back?.focus({ preventScroll: true });
              }
              setDismissed(visible);
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
    </div>
  );
}
