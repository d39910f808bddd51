import { useId } from "react";
import { useTranslation } from "~/lib/i18n";
import { HONEYPOT_FIELD } from "~/lib/forms/messages";
import * as css from "./forms.css";

/** A field people never see and bots fill in; a filled one makes the server refuse the form. Its id
 * is the form's own: a page may hold two public forms. */
export function Honeypot() {
  const { t } = useTranslation();
  const id = `${HONEYPOT_FIELD}-${useId()}`;
  return (
    <div className={css.honeypot} aria-hidden="true">
      <label htmlFor={id}>{t("account.form.honeypot")}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
