/**
 * The parts every public form shares (the content page's form sections, the product page's
 * availability form): the refusal the action answered, its message, the consents with what the
 * visitor had checked, and what they had typed.
 */
import type { BotCheckView } from "~/lib/forms/bot-check";
import { typed, type FormRefusal } from "~/lib/forms/refusal";
import { useTranslation } from "~/lib/i18n";
import { ConsentFields, type ConsentView } from "../checkout/ConsentFields";
import type { FieldMeta } from "./Field";
import { primaryButton } from "~/styles/button.css";
import * as css from "../cms/sections.css";
import { BotCheck } from "./BotCheck";

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

export function Refused({ refusal }: { refusal: FormRefusal | null }) {
  const { t } = useTranslation();
  return refusal ? (
    <p role="alert" className={css.formError} data-testid="form-error">
      {t(refusal.error)}
    </p>
  ) : null;
}

/** The e-mail field of a public form, with what was typed before a refusal. */
export function EmailField({ id, refusal }: { id: string; refusal: FormRefusal | null }) {
  const { t } = useTranslation();
  return (
    <p className={css.formField}>
      <label htmlFor={`${id}-email`}>{t("contact.fields.email")}</label>
      <input
        id={`${id}-email`}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={typed(refusal?.values, "email")}
      />
    </p>
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
