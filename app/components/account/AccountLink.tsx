import { Link, useLocation } from "react-router";
import { pagePath } from "#server/contract/urls";
import { useTranslation } from "~/lib/i18n";
import * as css from "./header.css";
import { UserIcon } from "./icons";
import { useAccount, withRedirect } from "~/lib/account";

/**
 * The header's account entry: "Log in" for guests (coming back to this page), "My account" otherwise
 * (showing "Account").
 */
export function AccountLink() {
  const { t, locale } = useTranslation();
  const { loggedIn } = useAccount();
  const { pathname, search } = useLocation();
  const profile = pagePath("profile", locale);
  const login = pagePath("login", locale);
  const label = loggedIn ? t("account.header.account") : t("account.header.login");
  // The word it shows signed in is a short one inside that name ("Account" in "My account", WCAG
  // 2.5.3): with "My account" a seventh top-level link of typical length wrapped the menu.
  const shown = loggedIn ? t("account.header.accountShort") : label;
  const here = pathname + search;
  const onAuthPage = [
    login,
    pagePath("register", locale),
    pagePath("forgotPassword", locale),
    pagePath("setPassword", locale),
    profile,
  ].includes(pathname);
  const comesBack = !loggedIn && !onAuthPage && pathname !== "/" && pathname !== "/hr/";
  const to = loggedIn ? profile : comesBack ? withRedirect(login, here) : login;
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
      <span className={css.headerAccountLabel}>{shown}</span>
    </Link>
  );
}
