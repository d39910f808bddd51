import { data, Link } from "react-router";
import type { Route } from "./+types/success";
import { pagePath } from "../../../server/contract/urls";
import { homePath } from "../../.server/auth/guards";
import { placedHere } from "../../.server/checkout/cookies";
import { localeContext, viewerContext } from "../../.server/context";
import { tFor } from "../../.server/i18n";
import * as css from "../../components/checkout/checkout.css";
import { ORDER_SLUG_PARAM } from "../../lib/checkout";
import { useTranslation } from "../../lib/i18n";
import { primaryButton, outlineButton } from "../../styles/button.css";
import { accountMeta } from "../account/meta";

/**
 * /checkout/success?orderSlug=..., /hr/naplata/uspjesna (spec section 2): 'Svršetak' and the order
 * identifier, only for the browser that placed the order (its placedOrders cookie); anyone else
 * learns nothing about it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const t = tFor(locale);
  const orderSlug = new URL(request.url).searchParams.get(ORDER_SLUG_PARAM) ?? "";
  const mine = orderSlug !== "" && orderSlug.length <= 64 && (await placedHere(request, orderSlug));
  const headers = { "Cache-Control": "private, no-store" };
  const page = { locale, title: t("checkout.success.title"), home: homePath(locale), loggedIn: context.get(viewerContext) !== null };
  if (!mine) return data({ ...page, orderSlug: null }, { status: 404, headers });
  return data({ ...page, orderSlug }, { headers });
}

export const meta = accountMeta;

export default function CheckoutSuccess({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, orderSlug, home, loggedIn } = loaderData;
  return (
    <div className={css.page}>
      <section className={css.result} data-testid="checkout-success">
        {orderSlug ? (
          <>
            <h1 className={css.resultTitle}>{t("checkout.success.title")}</h1>
            <p className={css.orderNumber}>
              {t("checkout.success.orderNumber")} <strong data-testid="order-slug">{orderSlug}</strong>
            </p>
            <p>{t("checkout.success.thanks")}</p>
            <div className={css.links}>
              {loggedIn ? (
                <Link to={pagePath("orderDetail", locale, { slug: orderSlug })} className={outlineButton} data-testid="view-order">
                  {t("checkout.success.viewOrder")}
                </Link>
              ) : null}
              <Link to={home} className={primaryButton}>
                {t("checkout.success.continue")}
              </Link>
            </div>
          </>
        ) : (
          <>
            <h1 className={css.resultTitle}>{t("checkout.orderNotFound")}</h1>
            <p data-testid="success-refused">{t("checkout.success.notYours")}</p>
            <Link to={home} className={primaryButton}>
              {t("checkout.success.continue")}
            </Link>
          </>
        )}
      </section>
    </div>
  );
}
