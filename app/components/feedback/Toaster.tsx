import { useEffect, useState } from "react";
import { useTranslation } from "../../lib/i18n";
import { CloseIcon } from "../ui/icons";
import * as css from "./feedback.css";

export interface ToastMessage {
  type: "success" | "error" | "info";
  message: string;
  duration?: number;
}

/** Spec section 8: a toast lasts 50 ms per character of its message, 3000 ms at least. */
export function toastDuration(message: string, duration?: number): number {
  return duration ?? Math.max(3000, message.length * 50);
}

export function Toaster({ toast }: { toast: ToastMessage | null }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState<ToastMessage | null>(toast);
  useEffect(() => setVisible(toast), [toast]);
  if (!visible) return <div className={css.toastRegion} role="status" aria-live="polite" />;
  const duration = toastDuration(visible.message, visible.duration);
  return (
    <div className={css.toastRegion} role={visible.type === "error" ? "alert" : "status"} aria-live={visible.type === "error" ? "assertive" : "polite"}>
      <div
        className={`${css.toast} ${css[visible.type]}`}
        style={{ animationDelay: `0ms, ${duration}ms` }}
        data-testid="toast"
        data-type={visible.type}
        onAnimationEnd={(e) => {
          if (e.animationName.includes("fadeOut") || e.elapsedTime * 1000 >= duration / 1000) setVisible(null);
        }}
      >
        <p className={css.toastText}>{visible.message}</p>
        <button type="button" className={css.closeButton} aria-label={t("layout.close")} onClick={() => setVisible(null)}>
          <CloseIcon size={18} />
        </button>
      </div>
    </div>
  );
}
