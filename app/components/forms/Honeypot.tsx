import { useTranslation } from "~/lib/i18n";
import { HONEYPOT_FIELD } from "~/lib/forms/messages";
import * as css from "./forms.css";

/** A field people never see and bots fill in; a filled one makes the server refuse the form. */
export function Honeypot() {
  const { t } = useTranslation();
  return (
    <div className={css.honeypot} aria-hidden="true">
      <label htmlFor={`${HONEYPOT_FIELD}-input`}>{t("account.form.honeypot")}</label>
      <input
        id={`${HONEYPOT_FIELD}-input`}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
