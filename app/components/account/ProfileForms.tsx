import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { useFormKeyAfterSave } from "~/lib/hooks";
import { useTranslation } from "~/lib/i18n";
import { changePasswordSchema, profileSchema } from "~/lib/forms/account";
import { useBlurCheck } from "~/lib/forms/blur-check";
import { FormErrors } from "../forms/ErrorList";
import { FaultFocus } from "../forms/fault-focus";
import { Field } from "../forms/Field";
import { SubmitButton, useIsPending } from "../forms/SubmitButton";
import * as formCss from "../forms/forms.css";
import * as css from "./account.css";
import { DetailsFields } from "./DetailsFields";
import { NewPasswordFields } from "./NewPasswordFields";

type Result = SubmissionResult<string[]> | null | undefined;

export interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  memberCardBarcode: string | null;
}

/** Spec section 3, profile form: first and last name, e-mail, membership card barcode; and the
 * current password, which a new e-mail needs (decision 0054). Started again after a save, so that
 * the typed password does not stay in the page. */
export function ProfileForm({ user, lastResult }: { user: ProfileValues; lastResult: Result }) {
  return <ProfileFields key={useFormKeyAfterSave(lastResult)} user={user} lastResult={lastResult} />;
}

function ProfileFields({ user, lastResult }: { user: ProfileValues; lastResult: Result }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "profile-form",
    lastResult,
    defaultValue: { ...user, memberCardBarcode: user.memberCardBarcode ?? "" },
    // Checked as a field loses focus by `useBlurCheck`, which spares a press on the button.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
  });
  const blurCheck = useBlurCheck(form);
  const pending = useIsPending({ intent: "profile" });
  return (
    <Form
      method="post"
      className={`${formCss.form} ${css.formNarrow}`}
      {...getFormProps(form)}
      {...blurCheck}
      data-testid="profile-form"
    >
      <input type="hidden" name="intent" value="profile" />
      <FaultFocus reply={lastResult}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <DetailsFields fields={fields} />
        <Field
          meta={fields.password}
          label={t("account.fields.oldPassword")}
          hint={t("account.fields.emailPasswordHint")}
          type="password"
          autoComplete="current-password"
        />
      </FaultFocus>
      <div className={css.formActions}>
        <SubmitButton
          pending={pending}
          pendingLabel={t("account.profile.saving")}
          block={false}
          testId="profile-submit"
        >
          {t("account.profile.save")}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** Spec section 3, change password: old password, new password (twice). Emptied after a change. */
export function ChangePasswordForm({ lastResult }: { lastResult: Result }) {
  return <ChangePasswordFields key={useFormKeyAfterSave(lastResult)} lastResult={lastResult} />;
}

function ChangePasswordFields({ lastResult }: { lastResult: Result }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "password-form",
    lastResult,
    // Checked as a field loses focus by `useBlurCheck`, which spares a press on the button.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
  });
  const blurCheck = useBlurCheck(form);
  const pending = useIsPending({ intent: "password" });
  return (
    <Form
      method="post"
      className={`${formCss.form} ${css.formNarrow}`}
      {...getFormProps(form)}
      {...blurCheck}
      data-testid="password-form"
    >
      <input type="hidden" name="intent" value="password" />
      <FaultFocus reply={lastResult}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          meta={fields.oldPassword}
          label={t("account.fields.oldPassword")}
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordFields
          password={fields.newPassword}
          confirmation={fields.newPasswordAgain}
          labels={["account.fields.newPassword", "account.fields.newPasswordAgain"]}
        />
      </FaultFocus>
      <div className={css.formActions}>
        <SubmitButton
          pending={pending}
          pendingLabel={t("account.profile.saving")}
          block={false}
          testId="password-submit"
        >
          {t("account.profile.changePassword")}
        </SubmitButton>
      </div>
    </Form>
  );
}
