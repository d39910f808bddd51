import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/order";
import { accounts, type OrderDetail } from "#server/contract";
import { awaitsOnlinePayment } from "#server/contract/accounts";
import { pagePath } from "#server/contract/urls";
import { localeContext, platformContext } from "~/.server/context";
import { loginPath, viewerOnly } from "~/.server/auth/guards";
import { isPlatformError } from "~/.server/platform";
import { OrderPage } from "~/components/account/OrderPage";
import { OrderPaymentActions } from "~/components/account/OrderPaymentActions";
import { sendToast } from "~/.server/toast";
import * as css from "~/components/account/account.css";
import { ArrowLeftIcon } from "~/components/account/page-icons";
import { type TranslationHandle, useTranslation } from "~/lib/i18n";
import { accountMeta } from "./meta";
import { orderPageData } from "./order.server";

export const handle: TranslationHandle = { i18n: ["orders", "totals", "forms"] };

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
  // "?confirm=cancel" asks before cancelling; stale (the order no longer waits), it asks nothing.
  const asked = new URL(request.url).searchParams.get("confirm") === "cancel" && awaitsOnlinePayment(order);
  return { ...orderPageData(order, locale), asked };
}

/**
 * The buyer cancels the order while it waits for its card payment (asked first): done, or refused
 * because it no longer waits (paid, or cancelled by the payment timeout meanwhile), the page says so
 * and shows the order as it is. A plain form post: it works without JavaScript.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = context.get(localeContext);
  const here = pagePath("orderDetail", locale, { slug: params.slug });
  const intent = (await request.formData()).get("intent");
  if (intent !== "cancel") throw data(null, { status: 400 });
  try {
    await context.get(platformContext).call(accounts.orderCancel, { slug: params.slug });
    sendToast(context, { type: "success", key: "account.orders.pay.cancelled" });
  } catch (error) {
    if (isPlatformError(error, 404)) throw data(null, { status: 404 });
    if (isPlatformError(error, 401)) throw redirect(loginPath(locale, here));
    if (!isPlatformError(error, 409)) throw error;
    sendToast(context, { type: "error", key: "account.orders.pay.notCancellable" });
  }
  return redirect(here, { status: 303 });
}

export const meta = accountMeta;

export default function AccountOrderPage({
  loaderData: { locale, order, countries, qrCodes, asked },
}: Route.ComponentProps) {
  const { t } = useTranslation();
  const here = pagePath("orderDetail", locale, { slug: order.slug });
  return (
    <OrderPage
      order={order}
      locale={locale}
      countries={countries}
      qrCodes={qrCodes}
      testId="order-page"
      actions={awaitsOnlinePayment(order) ? <OrderPaymentActions order={order} here={here} asked={asked} /> : null}
      back={
        <Link to={`${pagePath("profile", locale)}#orders`} className={css.backLink}>
          <ArrowLeftIcon />
          {t("account.orders.back")}
        </Link>
      }
    />
  );
}
