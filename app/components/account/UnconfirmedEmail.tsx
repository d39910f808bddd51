import { Form } from "react-router";
import { useTranslation } from "~/lib/i18n";
import { outlineButton } from "~/styles/button.css";
import { notice, noticeText } from "~/styles/notice.css";
import * as css from "./account.css";

/**
 * The account's address is not confirmed yet (a new one typed in the profile, or never): said above
 * the details, with the address in full, so that a mistyped one is seen while the session lasts, and
 * a button that mails its link again.
 */
export function UnconfirmedEmail({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" className={`${notice} ${css.formNarrow}`} data-testid="email-unconfirmed">
      <p className={noticeText}>{t("account.profile.unconfirmed", { email })}</p>
      <input type="hidden" name="intent" value="resend-confirmation" />
      <div className={css.formActions}>
        <button type="submit" className={outlineButton}>
          {t("account.profile.sendAgain")}
        </button>
      </div>
    </Form>
  );
}
