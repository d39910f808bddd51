import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { useTranslation } from "~/lib/i18n";
import * as css from "./feedback.css";

/** Spec section 9: the bar shows only when a navigation takes longer than 200 ms. */
const THROTTLE_MS = 200;

/**
 * The bar at the top of the window during a slow navigation, labelled in the page's language. It
 * appears inside a polite live region that is always there: content outside every landmark must be
 * in one (axe's `region` rule), and a region present before the bar lets screen readers tell it.
 * Not `role="status"`: pages find their toast as the first status.
 */
export function TopLoadingBar() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setLate(true), THROTTLE_MS);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [busy]);
  return (
    <div aria-live="polite">
      {busy && late ? (
        <div className={css.loadingBar} role="progressbar" aria-label={t("layout.loading")} data-testid="loading-bar" />
      ) : null}
    </div>
  );
}
