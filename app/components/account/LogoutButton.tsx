import { Form } from "react-router";
import { useTranslation } from "~/lib/i18n";
import { useIsPending } from "../forms/SubmitButton";
import * as css from "./account.css";
import { LogoutIcon } from "./page-icons";

export const LOGOUT_ACTION = "/_actions/logout";

/** Logging out is a POST (never a link a crawler or prefetch could follow). */
export function LogoutButton() {
  const { t, locale } = useTranslation();
  const pending = useIsPending({ formAction: LOGOUT_ACTION });
  return (
    <Form method="post" action={LOGOUT_ACTION} data-testid="logout-form">
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" className={css.secondaryButton} aria-busy={pending || undefined} data-testid="logout">
        <LogoutIcon />
        {t("account.profile.logout")}
      </button>
    </Form>
  );
}
