import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/lib/i18n";
import { ErrorList } from "./ErrorList";
import { useFaultFocus } from "./fault-focus";
import { FieldFrame, hintIdOf } from "./FieldFrame";
import * as css from "./forms.css";

/** Any form's field: these components read only what every field has (id, name, errors, constraints). */
export type FieldMeta = FieldMetadata<unknown, Record<string, unknown>, string[]>;
type Meta = FieldMeta;

/**
 * The attributes conform's `getInputProps` gives a form control from its metadata (conform's or
 * `useReplyForm`'s), written out: id, name, form, the schema's constraints, and `aria-invalid` and
 * `aria-describedby` (the error list first) while it has errors, and the typing cursor when it is a
 * refused form's first field at fault (fault-focus.tsx). conform's helpers come with Babel's
 * object helpers, 1.3 KB gzip that the login and registration pages would load for these lines
 * (docs/decisions/0027-plain-imports-and-form-chunks.md).
 */
function useControlProps(meta: Meta, describedBy?: string) {
  const invalid = meta.errors !== undefined;
  const focus = useFaultFocus(meta.name, invalid);
  return {
    ...focus,
    id: meta.id,
    name: meta.name,
    form: meta.formId,
    required: meta.required || undefined,
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? `${meta.errorId} ${describedBy ?? ""}`.trim() : describedBy,
  };
}

const initialText = (meta: Meta) => (meta.initialValue == null ? undefined : String(meta.initialValue as string));

type InputType = "text" | "email" | "password" | "tel" | "search" | "date";

/** A labelled input with its errors; its metadata gives it id, name, default value and aria attributes. */
export function Field({
  meta,
  label,
  type = "text",
  autoComplete,
  hint,
  optional = false,
  inputMode,
  testId,
  onChange,
  onBlur,
}: {
  meta: Meta;
  label: string;
  type?: InputType;
  autoComplete?: string;
  hint?: string;
  optional?: boolean;
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
  testId?: string;
  onChange?: React.ChangeEventHandler<HTMLInputElement>;
  onBlur?: React.FocusEventHandler<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const control = useControlProps(meta, hintIdOf(meta.id, hint));
  return (
    <FieldFrame
      id={meta.id}
      label={
        <>
          {label}
          {optional ? <span className={css.optional}>({t("account.form.optional")})</span> : null}
        </>
      }
      hint={hint}
      errors={<ErrorList id={meta.errorId} errors={meta.errors} />}
    >
      <input
        {...control}
        type={type}
        minLength={meta.minLength}
        maxLength={meta.maxLength}
        pattern={meta.pattern}
        defaultValue={typeof meta.initialValue === "string" ? meta.initialValue : undefined}
        className={css.input}
        autoComplete={autoComplete}
        inputMode={inputMode}
        data-testid={testId}
        onChange={onChange}
        onBlur={onBlur}
      />
    </FieldFrame>
  );
}

/** A labelled multi-line text (a consent's HTML text) with its errors; `lang` names the language of
 * a text written in another one than the page's (a payment method's Croatian instructions). */
export function TextAreaField({
  meta,
  label,
  hint,
  rows = 4,
  lang,
  testId,
}: {
  meta: Meta;
  label: string;
  hint?: string;
  rows?: number;
  lang?: string;
  testId?: string;
}) {
  const control = useControlProps(meta, hintIdOf(meta.id, hint));
  return (
    <FieldFrame id={meta.id} label={label} hint={hint} errors={<ErrorList id={meta.errorId} errors={meta.errors} />}>
      <textarea
        {...control}
        minLength={meta.minLength}
        maxLength={meta.maxLength}
        defaultValue={initialText(meta)}
        rows={rows}
        lang={lang}
        className={css.input}
        data-testid={testId}
      />
    </FieldFrame>
  );
}

export function SelectField({
  meta,
  label,
  options,
  placeholder,
  autoComplete,
}: {
  meta: Meta;
  label: string;
  options: { value: string; label: string }[];
  placeholder?: string;
  autoComplete?: string;
}) {
  const control = useControlProps(meta);
  return (
    <FieldFrame id={meta.id} label={label} errors={<ErrorList id={meta.errorId} errors={meta.errors} />}>
      <select {...control} defaultValue={initialText(meta)} className={css.select} autoComplete={autoComplete}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A checkbox with its label to the right; its errors below (a consent that must be accepted). */
export function CheckboxField({ meta, children, testId }: { meta: Meta; children: React.ReactNode; testId?: string }) {
  const control = useControlProps(meta);
  return (
    <div className={css.checkboxField}>
      <label className={css.checkboxLabel} htmlFor={meta.id}>
        <input
          {...control}
          type="checkbox"
          value="on"
          defaultChecked={meta.initialValue === "on"}
          className={css.checkbox}
          data-testid={testId}
        />
        <span>{children}</span>
      </label>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
