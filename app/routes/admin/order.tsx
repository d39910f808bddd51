import { data, Form, Link } from "react-router";
import type { Route } from "./+types/order";
import { shopAdmin } from "#server/contract";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { qrCodesOf } from "~/.server/qr";
import { isPlatformError } from "~/.server/platform";
import { AdminPage } from "~/components/admin/AdminShell";
import * as css from "~/components/admin/admin.css";
import { formatOrderDate, OrderStatus } from "~/components/account/OrdersSection";
import { OrderDetails, orderCountryNames } from "~/components/checkout/OrderDetails";
import { adminOrderPath, adminPath } from "~/lib/admin-paths";
import { useTranslation, type TranslationHandle } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";
import { outlineButton, primaryButton } from "~/styles/button.css";
import { rowActionDone } from "./admin.server";

/** The order is shown as its buyer sees it (orders, its totals: totals, the form fields' names: forms). */
export const handle: TranslationHandle = { i18n: ["orders", "totals", "forms"] };

const settlements = ["paid", "cancel"] as const;

/**
 * One order of the shop. One that waits for an offline payment (bank transfer, pay on delivery) is
 * marked paid when the money arrived, or cancelled when it will not come: each asks first
 * (`?confirm=paid|cancel`, a plain link, so it works without JavaScript), as neither can be undone.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  try {
    const order = await context.get(platformContext).call(shopAdmin.order, { slug: params.slug });
    const waiting = order.status === "pendingPayment" && order.paymentType === null;
    const asked = new URL(request.url).searchParams.get("confirm");
    return {
      locale,
      title: tFor(interfaceLocale(context))("account.orders.detailTitle", { slug: order.slug }),
      order,
      countries: orderCountryNames(order, locale),
      qrCodes: qrCodesOf(order),
      waiting,
      confirm: waiting ? (settlements.find((s) => s === asked) ?? null) : null,
    };
  } catch (error) {
    if (isPlatformError(error, 404)) throw data(null, { status: 404 });
    throw error;
  }
}

/** The two settlements, each its platform call and the toast saying it was done. */
const settle = {
  paid: { call: shopAdmin.markOrderPaid, done: "admin.orders.done.paid" },
  cancel: { call: shopAdmin.cancelOrder, done: "admin.orders.done.cancelled" },
} as const;

/** Settles the order as the confirmed form asks; any other intent (a forged post) is refused and changes nothing. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const intent = (await request.formData()).get("intent");
  const settlement = settlements.find((s) => s === intent);
  if (!settlement) throw data(null, { status: 400 });
  const { call, done } = settle[settlement];
  const back = adminOrderPath(context.get(localeContext), params.slug);
  return rowActionDone(context, back, done, () => context.get(platformContext).call(call, { slug: params.slug }));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, order, countries, qrCodes, waiting, confirm } = loaderData;
  const here = adminOrderPath(locale, order.slug);
  const total = formatMoney(order.orderTotal, locale, order.currency || "EUR");
  return (
    <AdminPage title={t("account.orders.detailTitle", { slug: order.slug })} testId="admin-order-page">
      <p>
        <Link to={adminPath(locale, "orders")}>{t("admin.orders.back")}</Link>
      </p>
      <p className={css.muted}>
        {t("account.orders.placedOn", { date: formatOrderDate(order.created_at, locale) })} ·{" "}
        <OrderStatus status={order.status} />
        {order.email ? ` · ${order.email}` : ""}
      </p>
      {waiting ? (
        <section aria-labelledby="order-settle" data-testid="admin-order-settle">
          <h2 className={css.subheading} id="order-settle">
            {t("admin.orders.waiting", { method: order.paymentMethod ?? "" })}
          </h2>
          {confirm ? (
            <div className={css.confirmBox} data-testid="admin-order-confirm">
              <p>
                {confirm === "paid"
                  ? t("admin.orders.confirmPaid", { total, slug: order.slug })
                  : t("admin.orders.confirmCancel", { slug: order.slug })}
              </p>
              <div className={css.rowActions}>
                <Form method="post" action={here}>
                  <input type="hidden" name="intent" value={confirm} />
                  <button type="submit" className={primaryButton} data-testid="admin-order-confirm-yes">
                    {confirm === "paid" ? t("admin.orders.confirmPaidButton") : t("admin.orders.confirmCancelButton")}
                  </button>
                </Form>
                <Link to={here} className={outlineButton}>
                  {t("admin.orders.keep")}
                </Link>
              </div>
            </div>
          ) : (
            <div className={css.rowActions}>
              <Link to={`${here}?confirm=paid`} className={primaryButton} data-testid="admin-order-mark-paid">
                {t("admin.orders.markPaid")}
              </Link>
              <Link to={`${here}?confirm=cancel`} className={outlineButton} data-testid="admin-order-cancel">
                {t("admin.orders.cancel")}
              </Link>
            </div>
          )}
        </section>
      ) : null}
      <OrderDetails order={order} locale={locale} countries={countries} qrCodes={qrCodes} />
    </AdminPage>
  );
}
