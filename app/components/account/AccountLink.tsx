import { Link, useLocation } from "react-router";
import { pagePath, type Locale } from "../../../server/contract/urls";
import { useTranslation } from "../../lib/i18n";
import * as css from "./header.css";
import { UserIcon } from "./icons";
import { withRedirect } from "./paths";
import { useAccount } from "./useAccount";

/** The header's account entry: "Log in" for guests (coming back to this page), "My account" otherwise. */
export function AccountLink({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const { loggedIn } = useAccount();
  const { pathname, search } = useLocation();
  const profile = pagePath("profile", locale);
  const login = pagePath("login", locale);
  const label = loggedIn ? t("account.header.account") : t("account.header.login");
  const here = pathname + search;
  const onAuthPage = [login, pagePath("register", locale), pagePath("forgotPassword", locale), pagePath("setPassword", locale), profile].includes(pathname);
  const to = loggedIn ? profile : onAuthPage || pathname === "/" || pathname === "/hr/" ? login : withRedirect(login, here);
  return (
    <Link
      to={to}
      className={css.headerAccount}
      aria-label={label}
      aria-current={pathname === (loggedIn ? profile : login) ? "page" : undefined}
      data-testid="account-link"
      data-logged-in={loggedIn || undefined}
    >
      <UserIcon />
      <span className={css.headerAccountLabel}>{label}</span>
    </Link>
  );
}
