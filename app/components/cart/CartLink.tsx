import { Suspense, use } from "react";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import { pagePath, type Locale } from "#server/contract/urls";
import { useTranslation } from "~/lib/i18n";
import { CartIcon } from "../ui/icons";
import * as css from "./cart.css";

/**
 * The header's cart entry with the number of items. The root loader defers the count (and reads it
 * again after every change): the link shows without it until it streams in. On the cart page the
 * count is known at once.
 */
export function CartLink({ locale }: { locale: Locale }) {
  const root = useRouteLoaderData<{ cartCount?: number | Promise<number> }>("root");
  if (!(root?.cartCount instanceof Promise)) return <CartAnchor locale={locale} count={root?.cartCount ?? 0} />;
  return (
    <Suspense fallback={<CartAnchor locale={locale} count={0} />}>
      <CountedCartLink locale={locale} count={root.cartCount} />
    </Suspense>
  );
}

function CountedCartLink({ locale, count }: { locale: Locale; count: Promise<number> }) {
  return <CartAnchor locale={locale} count={use(count)} />;
}

function CartAnchor({ locale, count }: { locale: Locale; count: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
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
