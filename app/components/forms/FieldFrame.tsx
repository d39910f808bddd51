import type { ReactNode } from "react";
import * as css from "./forms.css";

/** The id a field's hint goes by (its control is described by it), when it has one. */
export const hintIdOf = (id: string, hint?: string) => (hint ? `${id}-hint` : undefined);

/**
 * What is around every labelled control, so that all fields look and read alike: the label above,
 * the hint below (its id from `hintIdOf`), then the field's errors where the form reports them.
 * Apart from Field.tsx so that a form without error messages does not load their translations.
 */
export function FieldFrame({
  id,
  label,
  hint,
  errors,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: string;
  errors?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={hintIdOf(id, hint)} className={css.hint}>
          {hint}
        </p>
      ) : null}
      {errors}
    </div>
  );
}
