import { data, Link } from "react-router";
import type { Route } from "./+types/failure";
import { pagePath } from "#server/contract/urls";
import { loadCart } from "~/.server/cart";
import { localeContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import * as css from "~/components/checkout/checkout.css";
import { stepPath } from "~/lib/checkout";
import { type TranslationHandle, useTranslation } from "~/lib/i18n";
import { privatePageMeta } from "~/lib/seo";
import { outlineButton, primaryButton } from "~/styles/button.css";

export const handle: TranslationHandle = { i18n: ["checkout"] };

/**
 * /checkout/failure, /hr/checkout/failure (spec section 2): the localized failure title. A declined
 * payment gave the shopper their cart back (the payment result route made it theirs): the page offers
 * to try again (the payment step, with the addresses and methods as they were) or to go back to the cart.
 */
export async function loader(args: Route.LoaderArgs) {
  const locale = args.context.get(localeContext);
  // The failure page shows whatever happens to the cart: a cart that cannot be read offers no retry.
  const cart = await loadCart(args, { acknowledge: false }).then(
    ({ cart }) => cart,
    () => null,
  );
  return data(
    { locale, title: tFor(locale)("core.notifications.checkoutFailureTitle"), canRetry: !!cart?.items.length },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const meta = privatePageMeta;

export default function CheckoutFailure({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, canRetry } = loaderData;
  return (
    <div className={`${css.page} ${css.resultPage}`}>
      <section className={css.result} data-testid="checkout-failure">
        <h1 className={css.resultTitle}>{t("core.notifications.checkoutFailureTitle")}</h1>
        <p>{t("checkout.failure.text")}</p>
        <div className={css.links}>
          {canRetry ? (
            <Link to={stepPath("payment", locale)} className={primaryButton} data-testid="checkout-retry">
              {t("checkout.failure.retry")}
            </Link>
          ) : null}
          <Link
            to={pagePath("cart", locale)}
            className={canRetry ? outlineButton : primaryButton}
            data-testid="checkout-back-to-cart"
          >
            {t("checkout.failure.back")}
          </Link>
        </div>
      </section>
    </div>
  );
}
