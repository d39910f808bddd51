import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/order";
import { accounts, type OrderDetail } from "#server/contract";
import { pagePath } from "#server/contract/urls";
import { localeContext, platformContext } from "~/.server/context";
import { loginPath, viewerOnly } from "~/.server/auth/guards";
import { isPlatformError } from "~/.server/platform";
import { OrderPage } from "~/components/account/OrderPage";
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
  return orderPageData(order, locale);
}

export const meta = accountMeta;

export default function AccountOrderPage({ loaderData: { locale, order, countries, qrCodes } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <OrderPage
      order={order}
      locale={locale}
      countries={countries}
      qrCodes={qrCodes}
      testId="order-page"
      back={
        <Link to={`${pagePath("profile", locale)}#orders`} className={css.backLink}>
          <ArrowLeftIcon />
          {t("account.orders.back")}
        </Link>
      }
    />
  );
}
