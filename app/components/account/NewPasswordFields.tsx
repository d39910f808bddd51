import { PASSWORD_MIN_LENGTH } from "~/lib/account-form";
import { useTranslation } from "~/lib/i18n";
import { Field, type FieldMeta } from "../forms/Field";
import * as formCss from "../forms/forms.css";

/** A new password typed twice, with the length hint on the first (registration, change of password,
 * reset). `labels` are the translation keys of the two labels; `row` puts them side by side. */
export function NewPasswordFields({
  password,
  confirmation,
  labels,
  row = true,
}: {
  password: FieldMeta;
  confirmation: FieldMeta;
  labels: [string, string];
  row?: boolean;
}) {
  const { t } = useTranslation();
  const fields = (
    <>
      <Field
        meta={password}
        label={t(labels[0])}
        type="password"
        autoComplete="new-password"
        hint={t("account.fields.passwordHint", { count: PASSWORD_MIN_LENGTH })}
      />
      <Field meta={confirmation} label={t(labels[1])} type="password" autoComplete="new-password" />
    </>
  );
  return row ? <div className={formCss.row}>{fields}</div> : fields;
}
