import type { ReactNode } from "react";
import * as css from "./account.css";

/**
 * A table that may scroll sideways on a phone. Keyboard users scroll it once it has focus, so it is
 * a focusable region named after the table (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={css.tableWrap} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
