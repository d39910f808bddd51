import { data, redirect } from "react-router";
import type { Route } from "./+types/handover";
import { handoverPage } from "~/.server/checkout/handover";
import { localeContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import * as css from "~/components/checkout/checkout.css";
import { PaymentHandoff } from "~/components/checkout/PaymentHandoff";
import type { TranslationHandle } from "~/lib/i18n";
import { privatePageMeta } from "~/lib/seo";

export const handle: TranslationHandle = { i18n: ["checkout"] };

/**
 * /checkout/pay/{slug}, /hr/naplata/plati/{slug} (decision 0104): the order's hand-over to the payment
 * provider, where a no-JavaScript order or "Pay now" is redirected and Back from the provider's page
 * lands. While the order waits for its payment the same attempt's form (its button; never submitted by
 * the page itself, so that Back does not bounce a shopper forward) or wallet; otherwise on to the
 * order's page. Never stored: Back asks again.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const headers = { "Cache-Control": "private, no-store" };
  const page = await handoverPage(context, params.slug);
  if (!page) throw data(null, { status: 404, headers });
  if ("to" in page) throw redirect(page.to, { headers });
  const title = tFor(locale)("checkout.handover.title", { orderSlug: page.payment.orderSlug });
  return data({ locale, title, payment: page.payment }, { headers });
}

export const meta = privatePageMeta;

export default function PaymentHandoverPage({ loaderData: { locale, title, payment } }: Route.ComponentProps) {
  return (
    <div className={`${css.page} ${css.resultPage}`}>
      <section className={css.result} data-testid="payment-handover-page">
        <h1 className={css.resultTitle}>{title}</h1>
        <PaymentHandoff handoff={payment} locale={locale} submitAtOnce={false} />
      </section>
    </div>
  );
}
