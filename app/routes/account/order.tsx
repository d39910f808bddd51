import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/order";
import { accounts, type OrderDetail } from "#server/contract";
import { awaitsOnlinePayment } from "#server/contract/accounts";
import { pagePath } from "#server/contract/urls";
import { localeContext, platformContext } from "~/.server/context";
import { loginPath, viewerOnly } from "~/.server/auth/guards";
import { forgetHandover } from "~/.server/checkout/cookies";
import { checkoutErrorKey } from "~/.server/checkout/messages";
import { payOrderAgain } from "~/.server/checkout/order";
import { wantsDocument } from "~/.server/http";
import { isPlatformError } from "~/.server/platform";
import { OrderPage } from "~/components/account/OrderPage";
import { OrderPaymentActions } from "~/components/account/OrderPaymentActions";
import { PaymentHandoff } from "~/components/checkout/PaymentHandoff";
import { sendToast } from "~/.server/toast";
import * as css from "~/components/account/account.css";
import { ArrowLeftIcon } from "~/components/account/page-icons";
import { asksToCancel } from "~/lib/account";
import { handoverPath, keepPageForPayment, type PaymentActionData } from "~/lib/checkout";
import { type TranslationHandle, useTranslation } from "~/lib/i18n";
import { privatePageMeta } from "~/lib/seo";
import { orderPageData } from "./order.server";

/** `checkout`: the payment hand-over's words ("Pay now" shows the checkout's). */
export const handle: TranslationHandle = { i18n: ["orders", "totals", "forms", "checkout"] };

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
  const asked = asksToCancel(new URL(request.url)) && awaitsOnlinePayment(order);
  return { ...orderPageData(order, locale), asked };
}

/**
 * The buyer's order while it waits for its card (or wallet) payment, one action by `intent` (plain
 * form posts: they work without JavaScript):
 * - `pay` ("Pay now"): the platform opens a new payment for the order and this page hands over to the
 *   provider as the checkout's payment step does (the same component; without JavaScript on the
 *   hand-over's own page, decision 0104); the provider returns the buyer to the payment result
 *   route, then the success page (this browser may see the order there).
 * - `cancel` (asked first): the order is cancelled.
 * Refused because the order no longer waits (paid, or cancelled by the payment timeout meanwhile),
 * the page says so and shows the order as it is.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = context.get(localeContext);
  const here = pagePath("orderDetail", locale, { slug: params.slug });
  const intent = (await request.formData()).get("intent");
  if (intent !== "cancel" && intent !== "pay") throw data(null, { status: 400 });
  try {
    if (intent === "pay") {
      const payment = await payOrderAgain(context, locale, params.slug);
      // Without JavaScript, the hand-over's own page (decision 0104): Back from the provider's page
      // lands there, not on this post's answer.
      if (payment && wantsDocument(request)) return redirect(handoverPath(locale, params.slug), { status: 303 });
      if (payment) return data<PaymentActionData>({ payment }, { headers: { "Cache-Control": "private, no-store" } });
    } else {
      await context.get(platformContext).call(accounts.orderCancel, { slug: params.slug });
      await forgetHandover(context, params.slug);
      sendToast(context, { type: "success", key: "account.orders.pay.cancelled" });
    }
  } catch (error) {
    if (isPlatformError(error, 404)) throw data(null, { status: 404 });
    if (isPlatformError(error, 401)) throw redirect(loginPath(locale, here));
    if (isPlatformError(error, 409))
      sendToast(context, {
        type: "error",
        key: intent === "pay" ? "account.orders.pay.notPayable" : "account.orders.pay.notCancellable",
      });
    else if (intent === "pay" && isPlatformError(error))
      sendToast(context, { type: "error", key: checkoutErrorKey(error) });
    else throw error;
  }
  return redirect(here, { status: 303 });
}

/** Handing over to the provider, the page stays as it is (the order reads the same until paid). */
export const shouldRevalidate = keepPageForPayment;

export const meta = privatePageMeta;

export default function AccountOrderPage({
  loaderData: { locale, order, countries, qrCodes, asked },
  actionData,
}: Route.ComponentProps) {
  const { t } = useTranslation();
  const here = pagePath("orderDetail", locale, { slug: order.slug });
  const handoff = (actionData as PaymentActionData | undefined)?.payment;
  return (
    <OrderPage
      order={order}
      locale={locale}
      countries={countries}
      qrCodes={qrCodes}
      testId="order-page"
      actions={
        handoff ? (
          <PaymentHandoff handoff={handoff} locale={locale} />
        ) : awaitsOnlinePayment(order) ? (
          <OrderPaymentActions order={order} here={here} asked={asked} />
        ) : null
      }
      back={
        <Link to={`${pagePath("profile", locale)}#orders`} className={css.backLink}>
          <ArrowLeftIcon />
          {t("account.orders.back")}
        </Link>
      }
    />
  );
}
