import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/order";
import { accounts, type OrderDetail } from "../../../server/contract";
import { pagePath, type Locale } from "../../../server/contract/urls";
import { localeContext, platformContext } from "../../.server/context";
import { loginPath, viewerOnly } from "../../.server/auth/guards";
import { tFor } from "../../.server/i18n";
import { isPlatformError } from "../../.server/platform";
import { formatOrderDate, OrderStatus } from "../../components/account/OrdersSection";
import * as css from "../../components/account/account.css";
import { ArrowLeftIcon } from "../../components/account/page-icons";
import { TableScroll } from "../../components/account/TableScroll";
import { useTranslation } from "../../lib/i18n";
import { formatMoney } from "../../lib/money";
import { accountMeta } from "./meta";

/** /profile/orders/{slug}, /hr/profil/narudzbe/{slug}: auth-required; guests go to login and back. */
export const middleware: Route.MiddlewareFunction[] = [viewerOnly];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  let order: OrderDetail;
  try {
    order = await context.get(platformContext).call(accounts.orderGet, { slug: params.slug });
  } catch (error) {
    if (isPlatformError(error, 404) || isPlatformError(error, 400) || isPlatformError(error, 403)) throw data(null, { status: 404 });
    if (isPlatformError(error, 401)) {
      const url = new URL(request.url);
      throw redirect(loginPath(locale, url.pathname));
    }
    throw error;
  }
  const t = tFor(locale);
  const names = new Intl.DisplayNames([locale], { type: "region" });
  const countryName = (iso: string | undefined) => {
    try {
      return iso ? (names.of(iso) ?? iso) : "";
    } catch {
      return iso ?? "";
    }
  };
  return {
    locale,
    order,
    countries: { shipping: countryName(order.shippingAddress?.country), billing: countryName(order.billingAddress?.country) },
    title: t("account.orders.detailTitle", { slug: order.slug }),
  };
}

export const meta = accountMeta;

type AddressLike = NonNullable<OrderDetail["shippingAddress"]>;

function AddressBlock({ title, address, country }: { title: string; address: AddressLike | null; country: string }) {
  if (!address) return null;
  return (
    <div>
      <h2 className={css.subTitle}>{title}</h2>
      <address className={css.addressText}>
        {address.firstName} {address.lastName}
        {address.companyName ? (
          <>
            <br />
            {address.companyName}
          </>
        ) : null}
        <br />
        {address.street} {address.houseNumber}
        <br />
        {address.zipCode} {address.city}
        {country ? (
          <>
            <br />
            {country}
          </>
        ) : null}
      </address>
    </div>
  );
}

function Money({ cents, locale, currency }: { cents: number; locale: Locale; currency: string }) {
  return <>{formatMoney(cents, locale, currency || "EUR")}</>;
}

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, order, countries } = loaderData;
  const currency = order.currency || "EUR";
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
            {t("account.orders.placedOn", { date: formatOrderDate(order.created_at, locale) })} · <OrderStatus status={order.status} />
          </p>
        </div>
      </header>
      <div className={css.sections}>
        <section className={css.section}>
          <TableScroll label={t("account.orders.lines")}>
            <table className={css.table}>
              <thead>
                <tr>
                  <th scope="col">{t("account.orders.product")}</th>
                  <th scope="col">{t("account.orders.sku")}</th>
                  <th scope="col" className={css.numeric}>
                    {t("account.orders.quantity")}
                  </th>
                  <th scope="col" className={css.numeric}>
                    {t("account.orders.unitPrice")}
                  </th>
                  <th scope="col" className={css.numeric}>
                    {t("account.orders.rowTotal")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.items.map((item, i) => (
                  <tr key={`${item.sku}-${i}`}>
                    <td>{item.name}</td>
                    <td>{item.sku}</td>
                    <td className={css.numeric}>{item.qty}</td>
                    <td className={css.numeric}>
                      <Money cents={item.unitPrice} locale={locale} currency={currency} />
                    </td>
                    <td className={css.numeric}>
                      <Money cents={item.rowTotal} locale={locale} currency={currency} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <div className={css.totals}>
            <p className={css.totalRow}>
              <span>{t("account.orders.itemsTotal")}</span>
              <Money cents={order.itemsTotal} locale={locale} currency={currency} />
            </p>
            {order.couponDiscount ? (
              <p className={css.totalRow}>
                <span>{order.couponCode ? t("account.orders.couponCode", { code: order.couponCode }) : t("account.orders.coupon")}</span>
                <Money cents={-Math.abs(order.couponDiscount)} locale={locale} currency={currency} />
              </p>
            ) : null}
            {order.loyalty ? (
              <p className={css.totalRow}>
                <span>{t("account.orders.loyalty")}</span>
                <Money cents={-Math.abs(order.loyalty)} locale={locale} currency={currency} />
              </p>
            ) : null}
            <p className={css.totalRow}>
              <span>{t("account.orders.delivery")}</span>
              <Money cents={order.delivery} locale={locale} currency={currency} />
            </p>
            <p className={css.totalRow}>
              <span>{t("account.orders.tax")}</span>
              <Money cents={order.tax} locale={locale} currency={currency} />
            </p>
            <p className={css.grandTotal}>
              <span>{t("account.orders.grandTotal")}</span>
              <Money cents={order.orderTotal} locale={locale} currency={currency} />
            </p>
          </div>
        </section>
        <section className={css.section}>
          <div className={css.detailGrid}>
            <AddressBlock title={t("account.orders.shippingAddress")} address={order.shippingAddress} country={countries.shipping} />
            <AddressBlock title={t("account.orders.billingAddress")} address={order.billingAddress} country={countries.billing} />
            {order.deliveryMethod ? (
              <div>
                <h2 className={css.subTitle}>{t("account.orders.deliveryMethod")}</h2>
                <p>{order.deliveryMethod}</p>
              </div>
            ) : null}
            {order.paymentMethod ? (
              <div>
                <h2 className={css.subTitle}>{t("account.orders.paymentMethod")}</h2>
                <p>{order.paymentMethod}</p>
              </div>
            ) : null}
          </div>
        </section>
      </div>
    </div>
  );
}
