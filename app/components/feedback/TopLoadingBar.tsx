import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import * as css from "./feedback.css";

/** Spec section 9: the bar shows only when a navigation takes longer than 200 ms. */
const THROTTLE_MS = 200;

export function TopLoadingBar() {
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
  return busy && late ? (
    <div className={css.loadingBar} role="progressbar" aria-label="Loading" data-testid="loading-bar" />
  ) : null;
}
