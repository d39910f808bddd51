import { useEffect, useState } from "react";
import { lazyPart } from "~/lib/lazy";
import * as css from "./feedback.css";
import { toastDuration, type ToastMessage } from "~/lib/toast";

/** A toast's card and its links load with the first toast: most pages show none. */
const ToastCard = lazyPart(() => import("./ToastCard").then((m) => m.ToastCard));

/** Each toast's own number: a new toast gets a new node, so its CSS animation starts again even
 * when the one before it (of the same type) had already faded out. */
const toastKeys = new WeakMap<ToastMessage, number>();
let lastToastKey = 0;
const keyOf = (toast: ToastMessage) => {
  if (!toastKeys.has(toast)) toastKeys.set(toast, ++lastToastKey);
  return toastKeys.get(toast)!;
};

/** The page's live region, on every page from the start (a region added with its message is not
 * read out), and the toast in it. */
export function Toaster({ toast }: { toast: ToastMessage | null }) {
  // Each toast shows until it is closed or its time is up; a new one shows again.
  const [dismissed, setDismissed] = useState<ToastMessage | null>(null);
  const visible = toast === dismissed ? null : toast;
  useEffect(() => {
    if (!visible) return;
    // The CSS animation hides it without JavaScript; with it, the node goes away as well.
    const timer = setTimeout(() => setDismissed(visible), toastDuration(visible.message, visible.duration) + 300);
    return () => clearTimeout(timer);
  }, [visible]);
  if (!visible) return <div className={css.toastRegion} role="status" aria-live="polite" />;
  return (
    <div
      className={css.toastRegion}
      role={visible.type === "error" ? "alert" : "status"}
      aria-live={visible.type === "error" ? "assertive" : "polite"}
    >
      <ToastCard key={keyOf(visible)} toast={visible} onDismiss={setDismissed} />
    </div>
  );
}
