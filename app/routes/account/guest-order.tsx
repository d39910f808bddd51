import { data } from "react-router";
import type { Route } from "./+types/guest-order";
import { viewOrder } from "~/.server/checkout/view";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { formatOrderDate, OrderStatus } from "~/components/account/OrdersSection";
import * as css from "~/components/account/account.css";
import { OrderDetails, orderCountryNames } from "~/components/checkout/OrderDetails";
import { type TranslationHandle, useTranslation } from "~/lib/i18n";
import { accountMeta } from "./meta";

export const handle: TranslationHandle = { i18n: ["orders", "forms"] };

/**
 * /order/{slug}?token=..., /hr/narudzba/{slug}?token=...: an order opened from the confirmation
 * e-mail's signed link (a guest has no order history). A wrong or missing token is not found, as an
 * unknown order is.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const token = new URL(request.url).searchParams.get("token");
  const order = await viewOrder(context.get(platformContext), params.slug, token);
  if (!order) throw data(null, { status: 404 });
  const t = tFor(locale);
  return {
    locale,
    order,
    countries: orderCountryNames(order, locale),
    title: t("account.orders.detailTitle", { slug: order.slug }),
  };
}

export const meta = accountMeta;

/** The page is one buyer's, and its address carries the token: never stored, never sent on as a referrer. */
export function headers() {
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };
}

export default function GuestOrderPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, order, countries } = loaderData;
  return (
    <div className={css.profilePage} data-testid="guest-order-page">
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
