import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/lib/i18n";
import { ErrorList } from "./ErrorList";
import * as css from "./forms.css";

/** Any form's field: these components read only what every field has (id, name, errors, constraints). */
export type FieldMeta = FieldMetadata<unknown, Record<string, unknown>, string[]>;
type Meta = FieldMeta;

type InputType = "text" | "email" | "password" | "tel" | "search";

/** A labelled input with its errors; conform gives it id, name, default value and aria attributes. */
export function Field({
  meta,
  label,
  type = "text",
  autoComplete,
  hint,
  optional = false,
  inputMode,
  testId,
}: {
  meta: Meta;
  label: string;
  type?: InputType;
  autoComplete?: string;
  hint?: string;
  optional?: boolean;
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
  testId?: string;
}) {
  const { t } = useTranslation();
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const { key, ...props } = getInputProps(meta, { type, ariaDescribedBy: hintId });
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={meta.id}>
        {label}
        {optional ? <span className={css.optional}>({t("account.form.optional")})</span> : null}
      </label>
      <input
        key={key}
        {...props}
        className={css.input}
        autoComplete={autoComplete}
        inputMode={inputMode}
        data-testid={testId}
      />
      {hint ? (
        <p id={hintId} className={css.hint}>
          {hint}
        </p>
      ) : null}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** A labelled multi-line text (a consent's HTML text) with its errors. */
export function TextAreaField({
  meta,
  label,
  hint,
  rows = 4,
  testId,
}: {
  meta: Meta;
  label: string;
  hint?: string;
  rows?: number;
  testId?: string;
}) {
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const { key, ...props } = getTextareaProps(meta, { ariaDescribedBy: hintId });
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={meta.id}>
        {label}
      </label>
      <textarea key={key} {...props} rows={rows} className={css.input} data-testid={testId} />
      {hint ? (
        <p id={hintId} className={css.hint}>
          {hint}
        </p>
      ) : null}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
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
  const { key, ...props } = getSelectProps(meta);
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={meta.id}>
        {label}
      </label>
      <select key={key} {...props} className={css.select} autoComplete={autoComplete}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** A checkbox with its label to the right; its errors below (a consent that must be accepted). */
export function CheckboxField({ meta, children, testId }: { meta: Meta; children: React.ReactNode; testId?: string }) {
  const { key, ...props } = getInputProps(meta, { type: "checkbox" });
  return (
    <div className={css.checkboxField}>
      <label className={css.checkboxLabel} htmlFor={meta.id}>
        <input key={key} {...props} className={css.checkbox} data-testid={testId} />
        <span>{children}</span>
      </label>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
