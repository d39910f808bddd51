/**
 * The parts every public form shares (the content page's form sections, the product page's
 * availability form): the refusal the action answered, its message, the consents with what the
 * visitor had checked, and what they had typed.
 */
import { useActionData } from "react-router";
import type { FormRefusal } from "~/lib/forms/refusal";
import { useTranslation } from "~/lib/i18n";
import { ConsentFields, type ConsentView } from "../checkout/ConsentFields";
import type { FieldMeta } from "./Field";
import * as css from "../cms/sections.css";

export function useRefusal(form: FormRefusal["form"]) {
  const answer = useActionData<{ formRefusal?: FormRefusal } | undefined>();
  return answer?.formRefusal?.form === form ? answer.formRefusal : null;
}

/** The consents of a form, with what the visitor had checked before a refusal. */
export function Consents({
  id,
  consents,
  failed,
  checked,
}: {
  id: string;
  consents: ConsentView[];
  failed: boolean;
  checked?: string | string[];
}) {
  const meta = { id, name: "consents", errorId: `${id}-error`, initialValue: checked } as unknown as FieldMeta;
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

export const typed = (values: FormRefusal["values"] | undefined, name: string) => {
  const value = values?.[name];
  return typeof value === "string" ? value : undefined;
};
