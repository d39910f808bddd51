import { Link, useLocation, useRouteLoaderData } from "react-router";
import { pagePath, type Locale } from "../../../server/contract/urls";
import { useTranslation } from "../../lib/i18n";
import { CartIcon } from "../ui/icons";
import * as css from "./cart.css";

/** The header's cart entry with the number of items (root loader data, read again after every change). */
export function CartLink({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<{ cartCount?: number }>("root");
  const { pathname } = useLocation();
  const count = root?.cartCount ?? 0;
  const to = pagePath("cart", locale);
  return (
    <Link
      to={to}
      className={css.headerCart}
      aria-label={count ? t("cart.header.labelWithCount", { count }) : t("cart.header.label")}
      aria-current={pathname === to ? "page" : undefined}
      data-testid="cart-link"
    >
      <CartIcon size={22} />
      {count ? (
        <span className={css.badge} data-testid="cart-count" aria-hidden="true">
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </Link>
  );
}
