import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/success";
import { checkout as contract } from "#server/contract";
import { awaitsOnlinePayment, isOnlinePayment, type OrderDetail } from "#server/contract/accounts";
import { pagePath } from "#server/contract/urls";
import { refusalErrors } from "~/.server/auth/errors";
import { homePath } from "~/.server/auth/guards";
import { checkHoneypot } from "~/.server/auth/honeypot";
import { checkedRegistrationForm, REGISTRATION_HIDDEN_FIELDS } from "~/.server/auth/registration-form";
import { verificationLinkTemplate } from "~/.server/auth/verification-link";
import { placedOrderToken } from "~/.server/checkout/cookies";
import { cancelPlacedOrder, payPlacedOrder } from "~/.server/checkout/placed-order";
import { viewOrder } from "~/.server/checkout/view";
import { consentView, loadConsents } from "~/.server/consents";
import { localeContext, platformContext, viewerContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { wantsDocument } from "~/.server/http";
import { isPlatformError } from "~/.server/platform";
import { qrCodesOf } from "~/.server/qr";
import { sendToast } from "~/.server/toast";
import { OrderPaymentActions } from "~/components/account/OrderPaymentActions";
import * as css from "~/components/checkout/checkout.css";
import { GuestAccountOffer } from "~/components/checkout/GuestAccountOffer";
import { OrderDetails, orderCountryNames } from "~/components/checkout/OrderDetails";
import { PaymentHandoff } from "~/components/checkout/PaymentHandoff";
import { asksToCancel } from "~/lib/account";
import {
  handoverPath,
  keepPageForPayment,
  ORDER_SLUG_PARAM,
  successPath,
  type PaymentActionData,
} from "~/lib/checkout";
import { guestAccountSchemaFor } from "~/lib/forms/account";
import { type TranslationHandle, useTranslation } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";
import { privatePageMeta } from "~/lib/seo";
import { outlineButton, primaryButton } from "~/styles/button.css";

export const handle: TranslationHandle = { i18n: ["checkout", "orders", "totals", "forms"] };

const NO_STORE = { "Cache-Control": "private, no-store" };

/** The query parameter that says the guest's account was registered (its confirmation link mailed). */
const ACCOUNT_SENT_PARAM = "account";

/**
 * /checkout/success?orderSlug=..., /hr/naplata/uspjesna (spec section 2): 'Svršetak' and the order
 * identifier, then the order. Only for the browser that placed it (the order-view token kept in its
 * placedOrders cookie, checked by the platform); a signed-in shopper goes to the order's own page (which
 * shows it to its owner only); anyone else is told the order is not found. A link
 * with the token itself (the confirmation e-mail's) goes to the order's own page. The link to the
 * order's page in the account is there only for its signed-in buyer (the platform's `own`): for a
 * guest's order, or another account's, that page is a 404. An order waiting for its online payment
 * that is not the viewer's own (a guest's) is paid or cancelled here, as its buyer does on its page
 * in the account (decision 0108).
 */
/**
 * How the order stands, as the page's title, heading and text say it: complete; still waiting for its
 * card or wallet payment (the shopper left the provider's page), so not confirmed; or ended unpaid
 * (the payment timeout cancelled it, the payment was declined), which is neither.
 */
type OrderState = "complete" | "awaiting" | "cancelled";

function orderState(order: OrderDetail | null): OrderState {
  if (order && awaitsOnlinePayment(order)) return "awaiting";
  if (order && (order.status === "cancelled" || order.status === "failed")) return "cancelled";
  return "complete";
}

const TITLES = {
  complete: "checkout.success.title",
  awaiting: "checkout.success.awaitingTitle",
  cancelled: "checkout.success.cancelledTitle",
} as const satisfies Record<OrderState, string>;

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
  const state = orderState(order);
  const loggedIn = context.get(viewerContext) !== null;
  // A guest's order waiting for its payment: "Pay now" and "Cancel order" (asked first) are here; the
  // signed-in buyer's own are on its page in the account, linked below.
  const offers = state === "awaiting" && order !== null && !order.own;
  const page = {
    locale,
    state,
    offers,
    asked: offers && asksToCancel(new URL(request.url)),
    title: t(order ? TITLES[state] : "checkout.success.notFoundTitle"),
    home: homePath(locale),
  };
  // A signed-in shopper goes to the order's own page, which shows it to its owner (placed in another
  // browser, or after the cookie went): told "not placed in this browser", the buyer was left without it.
  if (!order && loggedIn && orderSlug)
    throw redirect(pagePath("orderDetail", locale, { slug: orderSlug }), { headers: NO_STORE });
  if (!order)
    return data(
      { ...page, order: null, countries: null, qrCodes: {}, offer: null },
      { status: 404, headers: NO_STORE },
    );
  // A guest is offered an account for the order's e-mail (docs/decisions/0057), with the
  // registration's consents; not for a cancelled order, which has nothing left to follow.
  let offer = null;
  if (!loggedIn && order.email && state !== "cancelled") {
    const { consents, failed } = await loadConsents(context.get(platformContext), "registerForm");
    offer = {
      email: order.email,
      consents: consents.map(consentView),
      consentsFailed: failed,
      sent: query.get(ACCOUNT_SENT_PARAM) === "sent",
    };
  }
  return data(
    { ...page, order, countries: orderCountryNames(order, locale), qrCodes: qrCodesOf(order), offer },
    { headers: NO_STORE },
  );
}

/**
 * Plain form posts, by `intent` (they work without JavaScript):
 * - `pay` ("Pay now"): the order's payment handed over again, as the account's order page does (the
 *   same component; without JavaScript on the hand-over's own page, decision 0104).
 * - `cancel` (asked first): the order cancelled with this browser's view token; back here (303),
 *   which then says it is cancelled.
 * - none: the guest's account for the order (docs/decisions/0057), for the browser that placed it:
 *   checked like the registration (password twice, the registerForm consents, logged for the order's
 *   e-mail), then order/createAccount. Registered: back here with the "check your e-mail" note (303).
 *   An address with an account already: the page says to sign in, and no more.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = context.get(localeContext);
  const api = context.get(platformContext);
  const orderSlug = new URL(request.url).searchParams.get(ORDER_SLUG_PARAM) ?? "";
  const back = successPath(locale, orderSlug);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "cancel") {
    await cancelPlacedOrder(context, orderSlug);
    return redirect(back, { status: 303, headers: NO_STORE });
  }
  if (intent === "pay") {
    const outcome = await payPlacedOrder(context, orderSlug);
    if ("to" in outcome) return redirect(outcome.to, { status: 303, headers: NO_STORE });
    // Without JavaScript, the hand-over's own page: Back from the provider's lands there (decision 0104).
    if (wantsDocument(request)) return redirect(handoverPath(locale, orderSlug), { status: 303, headers: NO_STORE });
    return data<PaymentActionData>({ payment: outcome.payment }, { headers: NO_STORE });
  }
  const token = await placedOrderToken(context, orderSlug);
  const order = context.get(viewerContext) ? null : await viewOrder(api, orderSlug, token);
  // Signed in, or not this browser's order: the page shows what it shows them.
  if (!order?.email || !token) throw redirect(back, { status: 303 });
  checkHoneypot(formData);
  const email = order.email;
  const checked = await checkedRegistrationForm(api, formData, guestAccountSchemaFor, () => email);
  if (checked.refusal) return checked.refusal;
  const { submission, value } = checked;
  try {
    const { outcome } = await api.call(contract.orderAccount, {
      orderSlug,
      token,
      password: value.password,
      verificationUrl: verificationLinkTemplate(locale),
    });
    if (outcome === "accountExists") return data({ accountExists: true as const });
  } catch (error) {
    const errors = refusalErrors(error, { COMMON_PASSWORD: "password" });
    const reply = submission.reply({ ...errors, hideFields: REGISTRATION_HIDDEN_FIELDS });
    return data({ result: reply }, { status: isPlatformError(error, 429) ? 429 : 400 });
  }
  sendToast(context, { type: "info", key: "core.notifications.confirmEmail" });
  throw redirect(`${back}&${ACCOUNT_SENT_PARAM}=sent`, { status: 303 });
}

/** Handing over to the provider, the page stays as it is (the order reads the same until paid). */
export const shouldRevalidate = keepPageForPayment;

export const meta = privatePageMeta;

/** The order's online payment (a card, a wallet) has arrived: the page says so ("Payment received"). */
function paidOnline(order: { status: string; paymentType: string | null }): boolean {
  return order.status === "paid" && isOnlinePayment(order.paymentType);
}

export default function CheckoutSuccess({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, state, offers, asked, order, countries, qrCodes, home, offer } = loaderData;
  const handoff = actionData && "payment" in actionData ? actionData.payment : undefined;
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
        <h1 className={css.resultTitle}>{t(TITLES[state])}</h1>
        <p className={css.orderNumber}>
          {t("checkout.success.orderNumber")} <strong data-testid="order-slug">{order.slug}</strong>
        </p>
        {paidOnline(order) ? (
          <p className={css.paymentReceived} role="status" data-testid="payment-received">
            {t("checkout.success.paymentReceived", {
              total: formatMoney(order.orderTotal, locale, order.currency || "EUR"),
            })}
          </p>
        ) : null}
        {handoff ? (
          <PaymentHandoff handoff={handoff} locale={locale} />
        ) : offers ? (
          <OrderPaymentActions
            order={order}
            here={successPath(locale, order.slug)}
            asked={asked}
            note={t("checkout.success.awaitingPayment")}
          />
        ) : state === "awaiting" ? (
          <p className={css.paymentReceived} role="status" data-testid="payment-not-finished">
            {t("checkout.success.awaitingPayment")}
          </p>
        ) : state === "cancelled" ? (
          <p data-testid="order-cancelled">{t("checkout.success.cancelled")}</p>
        ) : (
          <p>{t("checkout.success.thanks")}</p>
        )}
        <div className={css.links}>
          {order.own ? (
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
      {offer ? (
        <GuestAccountOffer
          locale={locale}
          email={offer.email}
          consents={offer.consents}
          consentsFailed={offer.consentsFailed}
          action={successPath(locale, order.slug)}
          sent={offer.sent}
          accountExists={!!actionData && "accountExists" in actionData}
          lastResult={actionData && "result" in actionData ? actionData.result : null}
        />
      ) : null}
      <OrderDetails order={order} locale={locale} countries={countries} qrCodes={qrCodes} />
    </div>
  );
}
