import type { ReactNode } from "react";
import { ErrorList } from "~/components/forms/ErrorList";
import type { FieldMeta } from "~/components/forms/Field";
import * as formCss from "~/components/forms/forms.css";

/** A group of boxes or radios (a product's categories, a picture, a category's sorts) with its legend, and its errors below. */
export function ChoiceGroup({
  legend,
  meta,
  testId,
  children,
}: {
  legend: string;
  meta: FieldMeta;
  testId: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      className={formCss.fieldset}
      aria-describedby={meta.errors ? meta.errorId : undefined}
      data-testid={testId}
    >
      <legend className={formCss.legend}>{legend}</legend>
      {children}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}
