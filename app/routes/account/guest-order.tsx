import { data } from "react-router";
import type { Route } from "./+types/guest-order";
import { viewOrder } from "~/.server/checkout/view";
import { localeContext, platformContext } from "~/.server/context";
import { OrderPage } from "~/components/account/OrderPage";
import type { TranslationHandle } from "~/lib/i18n";
import { privatePageMeta } from "~/lib/seo";
import { orderPageData } from "./order.server";

export const handle: TranslationHandle = { i18n: ["orders", "totals", "forms"] };

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
  return orderPageData(order, locale);
}

export const meta = privatePageMeta;

/** The page is one buyer's, and its address carries the token: never stored, never sent on as a referrer. */
export function headers() {
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };
}

export default function GuestOrderPage({ loaderData: { locale, order, countries, qrCodes } }: Route.ComponentProps) {
  return <OrderPage order={order} locale={locale} countries={countries} qrCodes={qrCodes} testId="guest-order-page" />;
}
