import type { ReactNode } from "react";
import * as css from "./account.css";

/** One section of the profile page, reached from the page's menu by its id and named by its heading. */
export function ProfileSection({
  id,
  title,
  meta,
  children,
}: {
  id: string;
  title: string;
  /** What the section holds, in a line beside the heading (how many orders). */
  meta?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} className={css.section} aria-labelledby={`${id}-title`}>
      <div className={css.sectionHead}>
        {/* Focusable from a script: a page of the section's list (the orders) takes the focus here. */}
        <h2 id={`${id}-title`} className={css.sectionTitle} tabIndex={-1}>
          {title}
        </h2>
        {meta}
      </div>
      {children}
    </section>
  );
}
