import { useId } from "react";
import { Link } from "react-router";
import type { AwaitingPayment as Awaiting } from "~/lib/cart";
import { useTranslation } from "~/lib/i18n";
import { primaryButton } from "~/styles/button.css";
import { noticeText } from "~/styles/notice.css";
import * as css from "./cart.css";

/** The order this browser handed over to the payment provider still waits for its payment (the
 * shopper left the provider's page): its number, and the way to it (the buyer's order page, which
 * offers Pay now and Cancel; a guest's success page). On the cart page and in the cart popup, which
 * may open over it: its ids are its own. */
export function AwaitingPayment({ awaiting }: { awaiting: Awaiting }) {
  const { t } = useTranslation();
  const textId = useId();
  return (
    <section className={css.awaitingPayment} aria-labelledby={textId} data-testid="cart-awaiting-payment">
      <p id={textId} className={noticeText}>
        {t("cart.awaitingPayment.text", { orderSlug: awaiting.orderSlug })}
      </p>
      <Link to={awaiting.to} className={primaryButton}>
        {t(awaiting.own ? "cart.awaitingPayment.toOrder" : "cart.awaitingPayment.view")}
      </Link>
    </section>
  );
}
