import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/success";
import { pagePath } from "#server/contract/urls";
import { homePath } from "~/.server/auth/guards";
import { placedOrderToken } from "~/.server/checkout/cookies";
import { viewOrder } from "~/.server/checkout/view";
import { localeContext, platformContext, viewerContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { qrCodesOf } from "~/.server/qr";
import * as css from "~/components/checkout/checkout.css";
import { OrderDetails, orderCountryNames } from "~/components/checkout/OrderDetails";
import { ORDER_SLUG_PARAM } from "~/lib/checkout";
import { type TranslationHandle, useTranslation } from "~/lib/i18n";
import { outlineButton, primaryButton } from "~/styles/button.css";
import { accountMeta } from "../account/meta";

export const handle: TranslationHandle = { i18n: ["checkout", "orders", "totals", "forms"] };

/**
 * /checkout/success?orderSlug=..., /hr/naplata/uspjesna (spec section 2): 'Svršetak' and the order
 * identifier, then the order. Only for the browser that placed it (the order-view token kept in its
 * placedOrders cookie, checked by the platform); a signed-in shopper goes to the order's own page (which
 * shows it to its owner only); anyone else is told the order is not found. A link
 * with the token itself (the confirmation e-mail's) goes to the order's own page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const t = tFor(locale);
  const query = new URL(request.url).searchParams;
  const orderSlug = query.get(ORDER_SLUG_PARAM) ?? "";
  // A link with the token (confirmation e-mails sent before they linked the order's own page): that page shows it.
  const token = query.get("token");
  if (token && orderSlug)
    throw redirect(`${pagePath("guestOrder", locale, { slug: orderSlug })}?${new URLSearchParams({ token })}`);
  const order = await viewOrder(context.get(platformContext), orderSlug, await placedOrderToken(context, orderSlug));
  const page = {
    locale,
    title: t("checkout.success.title"),
    home: homePath(locale),
    loggedIn: context.get(viewerContext) !== null,
  };
  const headers = { "Cache-Control": "private, no-store" };
  // A signed-in shopper goes to the order's own page, which shows it to its owner (placed in another
  // browser, or after the cookie went): told "not placed in this browser", the buyer was left without it.
  if (!order && page.loggedIn && orderSlug)
    throw redirect(pagePath("orderDetail", locale, { slug: orderSlug }), { headers });
  if (!order) return data({ ...page, order: null, countries: null, qrCodes: {} }, { status: 404, headers });
  return data({ ...page, order, countries: orderCountryNames(order, locale), qrCodes: qrCodesOf(order) }, { headers });
}

export const meta = accountMeta;

export default function CheckoutSuccess({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, order, countries, qrCodes, home, loggedIn } = loaderData;
  if (!order || !countries) {
    return (
      <div className={`${css.page} ${css.resultPage}`}>
        <section className={css.result} data-testid="checkout-success-refused">
          <h1 className={css.resultTitle}>{t("checkout.orderNotFound")}</h1>
          <p>{t("checkout.success.notYours")}</p>
          <Link to={home} className={primaryButton}>
            {t("checkout.success.continue")}
          </Link>
        </section>
      </div>
    );
  }
  return (
    <div className={`${css.page} ${css.resultPage}`}>
      <section className={css.result} data-testid="checkout-success">
        <h1 className={css.resultTitle}>{t("checkout.success.title")}</h1>
        <p className={css.orderNumber}>
          {t("checkout.success.orderNumber")} <strong data-testid="order-slug">{order.slug}</strong>
        </p>
        <p>{t("checkout.success.thanks")}</p>
        <div className={css.links}>
          {loggedIn ? (
            <Link
              to={pagePath("orderDetail", locale, { slug: order.slug })}
              className={outlineButton}
              data-testid="view-order"
            >
              {t("checkout.success.viewOrder")}
            </Link>
          ) : null}
          <Link to={home} className={primaryButton}>
            {t("checkout.success.continue")}
          </Link>
        </div>
      </section>
      <OrderDetails order={order} locale={locale} countries={countries} qrCodes={qrCodes} />
    </div>
  );
}
