import { OrderTitle } from "~/components/account/OrderTitle";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/order";
import { shopAdmin } from "#server/contract";
import { refusedShipmentFields, type ShipmentField } from "#server/contract/fulfilment-limits";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { qrCodesOf } from "~/.server/qr";
import { formRefused, formValues } from "~/.server/forms";
import { isPlatformError, notFoundWhenMissing } from "~/.server/platform";
import { sendToast } from "~/.server/toast";
import { AdminPage } from "~/components/admin/AdminShell";
import * as css from "~/components/admin/admin.css";
import { FulfilmentStatus, OrderStatus } from "~/components/account/OrdersSection";
import { formatOrderDate } from "~/lib/dates";
import { ShipmentSection } from "~/components/admin/ShipmentSection";
import { OrderDetails, orderCountryNames } from "~/components/checkout/OrderDetails";
import { adminOrderPath, adminPath } from "~/lib/admin-paths";
import { useTranslation, type TranslationHandle } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";
import { outlineButton, primaryButton } from "~/styles/button.css";
import { addressPart, refusalKey, rowActionDone } from "./admin.server";

/** The order is shown as its buyer sees it (orders, its totals: totals, the form fields' names: forms). */
export const handle: TranslationHandle = { i18n: ["orders", "totals"] };

const settlements = ["paid", "cancel"] as const;

/**
 * One order of the shop. One that waits for an offline payment (bank transfer, pay on delivery) is
 * marked paid when the money arrived, or cancelled when it will not come: each asks first
 * (`?confirm=paid|cancel`, a plain link, so it works without JavaScript), as neither can be undone;
 * once its parcel left (paid on delivery) it is no longer cancelled, only marked paid.
 * Apart from its payment, an order with something to ship is marked shipped (carrier, tracking; the
 * buyer is e-mailed) once it may leave, then delivered (decision 0061).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  try {
    const order = await context.get(platformContext).call(shopAdmin.order, { slug: orderSlug(params.slug) });
    const waiting = order.status === "pendingPayment" && order.paymentType === null;
    const asked = new URL(request.url).searchParams.get("confirm");
    return {
      locale,
      title: tFor(interfaceLocale(context))("account.orders.detailTitle", { slug: order.slug }),
      order,
      countries: orderCountryNames(order, locale),
      qrCodes: qrCodesOf(order),
      waiting,
      // A stale "?confirm=cancel" (the parcel left meanwhile) asks nothing.
      confirm: waiting ? (settlements.find((s) => s === asked && (s === "paid" || order.canCancel)) ?? null) : null,
    };
  } catch (error) {
    notFoundWhenMissing(error);
  }
}

/** The two settlements, each its platform call and the toast saying it was done. */
/** The order number of the page's address, or its 404. */
const orderSlug = (slug: string) => addressPart(shopAdmin.order.input.shape.slug, slug);

const settle = {
  paid: { call: shopAdmin.markOrderPaid, done: "admin.orders.done.paid" },
  cancel: { call: shopAdmin.cancelOrder, done: "admin.orders.done.cancelled" },
} as const;

/** Ships the order (its carrier and tracking) or marks it delivered (decision 0061), or settles it as
 * the confirmed form asks; any other intent (a forged post) is refused and changes nothing. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const slug = orderSlug(params.slug);
  const form = await request.formData();
  const intent = form.get("intent");
  const api = context.get(platformContext);
  const back = adminOrderPath(context.get(localeContext), slug);
  if (intent === "ship") return ship(context, back, slug, form);
  if (intent === "deliver")
    return rowActionDone(context, back, "admin.orders.done.delivered", () =>
      api.call(shopAdmin.markOrderDelivered, { slug }),
    );
  const settlement = settlements.find((s) => s === intent);
  if (!settlement) throw data(null, { status: 400 });
  const { call, done } = settle[settlement];
  return rowActionDone(context, back, done, () => api.call(call, { slug }));
}

/** Each shipment field's message when it is refused. */
const shipmentRefusals: Record<ShipmentField, string> = {
  carrier: "admin.orders.carrierTooLong",
  trackingNumber: "admin.orders.trackingNumberTooLong",
  trackingUrl: "admin.orders.trackingUrlInvalid",
};

/** Marks the order shipped. A carrier or tracking to correct keeps what was typed in the form, each
 * refused field with its reason under it, all at once: they are checked here by the platform's own
 * rules, as it answers with the first only. A state that changed meanwhile (409: shipped by someone
 * else, cancelled) is said in a toast over the page as it is now. */
async function ship(context: Route.ActionArgs["context"], back: string, slug: string, form: FormData) {
  const text = (name: ShipmentField) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const input = { carrier: text("carrier"), trackingNumber: text("trackingNumber"), trackingUrl: text("trackingUrl") };
  const refused = refusedShipmentFields(input);
  if (refused.length)
    return formRefused("orderShipment", "core.notifications.invalidInput", formValues(form), 400, {
      fields: Object.fromEntries(refused.map((field) => [field, shipmentRefusals[field]])),
    });
  try {
    await context.get(platformContext).call(shopAdmin.markOrderShipped, { slug, ...input });
  } catch (error) {
    if (isPlatformError(error, 400)) return formRefused("orderShipment", refusalKey(error), formValues(form), 400);
    sendToast(context, { type: "error", key: refusalKey(error) });
    return redirect(back, { status: 303 });
  }
  sendToast(context, { type: "success", key: "admin.orders.done.shipped" });
  return redirect(back, { status: 303 });
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
    <AdminPage title={<OrderTitle slug={order.slug} />} testId="admin-order-page">
      <p>
        <Link to={adminPath(locale, "orders")}>{t("admin.orders.back")}</Link>
      </p>
      <p className={css.muted}>
        {t("account.orders.placedOn", { date: formatOrderDate(order.created_at, locale) })} ·{" "}
        <OrderStatus order={order} /> <FulfilmentStatus status={order.fulfilmentStatus} />
        {order.email ? ` · ${order.email}` : ""}
      </p>
      {waiting ? (
        <section aria-labelledby="order-settle" data-testid="admin-order-settle">
          <h2 className={css.subheading} id="order-settle">
            {t("admin.orders.waiting", { method: order.paymentMethod ?? "" })}
          </h2>
          {order.canCancel ? null : (
            <p className={css.sectionNote} data-testid="admin-order-no-cancel">
              {t("admin.orders.shippedNotCancellable")}
            </p>
          )}
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
              {order.canCancel ? (
                <Link to={`${here}?confirm=cancel`} className={outlineButton} data-testid="admin-order-cancel">
                  {t("admin.orders.cancel")}
                </Link>
              ) : null}
            </div>
          )}
        </section>
      ) : null}
      {order.fulfilment ? (
        <ShipmentSection action={here} canShip={order.canShip} status={order.fulfilment.status} />
      ) : (
        <p className={css.muted}>{t("admin.orders.noShipping")}</p>
      )}
      <OrderDetails order={order} locale={locale} countries={countries} qrCodes={qrCodes} forBuyer={false} />
    </AdminPage>
  );
}
