import type { InputHTMLAttributes, ReactNode } from "react";
import { ErrorList } from "~/components/forms/ErrorList";
import type { FieldMeta } from "~/components/forms/Field";
import { useFaultFocus } from "~/components/forms/fault-focus";
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

/** A box or radio of a ChoiceGroup: the group's first takes the cursor when the group is at fault. */
export function ChoiceInput({
  meta,
  first,
  ...input
}: { meta: FieldMeta; first: boolean } & Omit<InputHTMLAttributes<HTMLInputElement>, "name">) {
  const focus = useFaultFocus(meta.name, first && meta.errors !== undefined);
  return <input {...input} name={meta.name} {...focus} />;
}
