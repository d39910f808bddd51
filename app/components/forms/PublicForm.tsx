/**
 * The parts every public form shares (the content page's form sections, the product page's
 * availability form): the refusal the action answered, its message, the consents with what the
 * visitor had checked, and what they had typed.
 */
import { useEffect, useRef } from "react";
import type { BotCheckView } from "~/lib/forms/bot-check";
import { typed, type FormRefusal } from "~/lib/forms/refusal";
import { useTranslation } from "~/lib/i18n";
import { ConsentFields, type ConsentView } from "../checkout/ConsentFields";
import type { FieldMeta } from "./Field";
import { primaryButton } from "~/styles/button.css";
import * as css from "../cms/sections.css";
import { BotCheck } from "./BotCheck";
import { useFaultFocus } from "./fault-focus";

export { FaultFocus, useFaultFocus } from "./fault-focus";

export { typed, useRefusal } from "~/lib/forms/refusal";
export { useEmptiedWhenSent } from "~/lib/forms/emptied";

/** The consents of a form, with what the visitor had checked and the refusal's message for them. */
function Consents({
  id,
  consents,
  failed,
  checked,
  error,
}: {
  id: string;
  consents: ConsentView[];
  failed: boolean;
  checked?: string | string[];
  error?: string;
}) {
  const errors = error ? [error] : undefined;
  const meta = { id, name: "consents", errorId: `${id}-error`, initialValue: checked, errors } as unknown as FieldMeta;
  return <ConsentFields meta={meta} consents={consents} failed={failed} />;
}

/**
 * A refused form's message, at its top. Inside a FaultFocus (round the form's fields) the cursor goes
 * to the first field at fault, or here when the refusal names none: without JavaScript by `autofocus`
 * on the answering page; with it, each new refusal moves it (the fields are on the page already, and
 * React gives a new `autofocus` only to a control it adds).
 */
export function Refused({ refusal }: { refusal: Pick<FormRefusal, "error" | "fields" | "consents"> | null }) {
  const { t } = useTranslation();
  const message = useRef<HTMLParagraphElement>(null);
  const namesNoField = !!refusal && !refusal.consents && Object.keys(refusal.fields ?? {}).length === 0;
  const focus = useFaultFocus("", namesNoField);
  useEffect(() => {
    if (!refusal) return;
    const atFault = message.current?.closest("form")?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (namesNoField ? message.current : (atFault ?? message.current))?.focus();
  }, [refusal, namesNoField]);
  return refusal ? (
    <p ref={message} role="alert" tabIndex={-1} className={css.formError} data-testid="form-error" {...focus}>
      {t(refusal.error)}
    </p>
  ) : null;
}

type ControlAttributes = Omit<
  React.InputHTMLAttributes<HTMLInputElement> & React.TextareaHTMLAttributes<HTMLTextAreaElement>,
  "id" | "name" | "defaultValue"
>;

/**
 * A text field of a public form (its control `${id}-${name}`), with what was typed before a refusal
 * and the refusal's message for it, which marks it and, first at fault, gives it the cursor.
 */
export function PublicField({
  id,
  name,
  label,
  hint,
  refusal,
  multiline = false,
  ...attributes
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  refusal: FormRefusal | null;
  multiline?: boolean;
} & ControlAttributes) {
  const { t } = useTranslation();
  const controlId = `${id}-${name}`;
  const problem = refusal?.fields?.[name];
  const describedBy = [hint ? `${controlId}-hint` : "", problem ? `${controlId}-error` : ""].filter(Boolean).join(" ");
  const control = {
    ...attributes,
    id: controlId,
    name,
    defaultValue: typed(refusal?.values, name),
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": describedBy || undefined,
    ...useFaultFocus(name, Boolean(problem)),
  };
  return (
    <p className={css.formField}>
      <label htmlFor={controlId}>{label}</label>
      {multiline ? <textarea {...control} /> : <input {...control} />}
      {hint ? <small id={`${controlId}-hint`}>{hint}</small> : null}
      {problem ? (
        <span id={`${controlId}-error`} className={css.formError} data-testid="field-error">
          {t(problem)}
        </span>
      ) : null}
    </p>
  );
}

/** The e-mail field of a public form. */
export function EmailField({ id, refusal }: { id: string; refusal: FormRefusal | null }) {
  const { t } = useTranslation();
  return (
    <PublicField
      id={id}
      name="email"
      label={t("contact.fields.email")}
      refusal={refusal}
      type="email"
      autoComplete="email"
      required
    />
  );
}

/** What a page's loader gives every public form: the consents of its form type and its bot check. */
export interface PublicFormData {
  consents: ConsentView[];
  consentsFailed: boolean;
  botCheck: BotCheckView;
}

/** A public form's end: its consents (as checked before a refusal), the bot check and the submit button. */
export function FormEnd({
  id,
  form,
  refusal,
  submit,
}: {
  id: string;
  form: PublicFormData;
  refusal: FormRefusal | null;
  submit: string;
}) {
  return (
    <>
      <Consents
        id={`${id}-consents`}
        consents={form.consents}
        failed={form.consentsFailed}
        checked={refusal?.values.consents}
        error={refusal?.consents}
      />
      <BotCheck check={form.botCheck} />
      <button type="submit" className={primaryButton}>
        {submit}
      </button>
    </>
  );
}
