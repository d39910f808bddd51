import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { useTranslation } from "~/lib/i18n";
import { deleteAccountSchema } from "~/lib/forms/account-delete";
import { FormErrors } from "../forms/ErrorList";
import { FaultFocus } from "../forms/fault-focus";
import { CheckboxField, Field } from "../forms/Field";
import { SubmitButton, useIsPending } from "../forms/SubmitButton";
import * as formCss from "../forms/forms.css";
import * as css from "./account.css";

type Result = SubmissionResult<string[]> | null | undefined;

/**
 * "Delete my account" (decision 0078): what goes and what the shop keeps, then the current password
 * (or, for an account without one, its e-mail address) and a checkbox saying yes, really. A plain
 * form post: it works without JavaScript; refused, the reason shows under its field and the address
 * typed and the checkbox stay.
 */
export function DeleteAccountForm({ hasPassword, lastResult }: { hasPassword: boolean; lastResult: Result }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "delete-account-form",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deleteAccountSchema }),
  });
  const pending = useIsPending({ intent: "delete-account" });
  const proof = hasPassword ? "password" : "email";
  return (
    <Form
      method="post"
      className={`${formCss.form} ${css.formNarrow}`}
      {...getFormProps(form)}
      data-testid="delete-account-form"
    >
      <input type="hidden" name="intent" value="delete-account" />
      <input type="hidden" name="proof" value={proof} />
      <p className={css.intro}>{t("account.deleteAccount.intro")}</p>
      <ul className={css.eraseList} data-testid="delete-account-erased">
        <li>{t("account.deleteAccount.erased")}</li>
        <li>{t("account.deleteAccount.keptOrders")}</li>
        <li>{t("account.deleteAccount.keptConsents")}</li>
        <li>{t("account.deleteAccount.signOut")}</li>
      </ul>
      <FaultFocus reply={lastResult}>
        <FormErrors id={form.errorId} errors={form.errors} />
        {hasPassword ? (
          <Field
            meta={fields.password}
            label={t("account.deleteAccount.password")}
            type="password"
            autoComplete="current-password"
            testId="delete-account-password"
          />
        ) : (
          <Field
            meta={fields.email}
            label={t("account.deleteAccount.email")}
            hint={t("account.deleteAccount.emailHint")}
            type="email"
            autoComplete="off"
            testId="delete-account-email"
          />
        )}
        <CheckboxField meta={fields.confirm} testId="delete-account-confirm">
          {t("account.deleteAccount.confirm")}
        </CheckboxField>
      </FaultFocus>
      <div className={css.formActions}>
        <SubmitButton
          pending={pending}
          pendingLabel={t("account.deleteAccount.deleting")}
          block={false}
          danger
          testId="delete-account-submit"
        >
          {t("account.deleteAccount.submit")}
        </SubmitButton>
      </div>
    </Form>
  );
}
