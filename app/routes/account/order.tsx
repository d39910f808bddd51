import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/order";
import { accounts, type OrderDetail } from "#server/contract";
import { pagePath } from "#server/contract/urls";
import { localeContext, platformContext } from "~/.server/context";
import { loginPath, viewerOnly } from "~/.server/auth/guards";
import { tFor } from "~/.server/i18n";
import { isPlatformError } from "~/.server/platform";
import { formatOrderDate, OrderStatus } from "~/components/account/OrdersSection";
import * as css from "~/components/account/account.css";
import { ArrowLeftIcon } from "~/components/account/page-icons";
import { OrderDetails, orderCountryNames } from "~/components/checkout/OrderDetails";
import { type TranslationHandle, useTranslation } from "~/lib/i18n";
import { accountMeta } from "./meta";

export const handle: TranslationHandle = { i18n: ["orders", "forms"] };

/** /profile/orders/{slug}, /hr/profil/narudzbe/{slug}: auth-required; guests go to login and back. */
export const middleware: Route.MiddlewareFunction[] = [viewerOnly];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  let order: OrderDetail;
  try {
    order = await context.get(platformContext).call(accounts.orderGet, { slug: params.slug });
  } catch (error) {
    if (isPlatformError(error, 404) || isPlatformError(error, 400) || isPlatformError(error, 403))
      throw data(null, { status: 404 });
    if (isPlatformError(error, 401)) {
      const url = new URL(request.url);
      throw redirect(loginPath(locale, url.pathname));
    }
    throw error;
  }
  const t = tFor(locale);
  return {
    locale,
    order,
    countries: orderCountryNames(order, locale),
    title: t("account.orders.detailTitle", { slug: order.slug }),
  };
}

export const meta = accountMeta;

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, order, countries } = loaderData;
  return (
    <div className={css.profilePage} data-testid="order-page">
      <Link to={`${pagePath("profile", locale)}#orders`} className={css.backLink}>
        <ArrowLeftIcon />
        {t("account.orders.back")}
      </Link>
      <header className={css.profileHeader}>
        <div>
          <h1 className={css.pageTitle}>{t("account.orders.detailTitle", { slug: order.slug })}</h1>
          <p className={css.intro}>
            {t("account.orders.placedOn", { date: formatOrderDate(order.created_at, locale) })} ·{" "}
            <OrderStatus status={order.status} />
          </p>
        </div>
      </header>
      <OrderDetails order={order} locale={locale} countries={countries} />
    </div>
  );
}
