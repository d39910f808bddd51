import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import type { OrderDetail } from "#server/contract";
import { SubmitButton, useIsPending } from "~/components/forms/SubmitButton";
import { cancelQuestionPath } from "~/lib/account";
import { useHydrated } from "~/lib/hooks";
import { useTranslation } from "~/lib/i18n";
import { outlineButton } from "~/styles/button.css";
import { notice, noticeText } from "~/styles/notice.css";
import * as css from "./account.css";

/**
 * An order waiting for its card (or wallet) payment, on its buyer's page: it says so and offers to
 * pay it now (a new payment, handed over to the provider by the page's action) or to cancel it,
 * asked first on the page's `?confirm=cancel` address (plain forms: they work without JavaScript).
 * `asked` shows the question instead of the offers. A wallet pays through its script: without
 * JavaScript the page says so instead of offering a hand-over that could not go on (as checkout does).
 * With JavaScript the page stays while the question comes and goes, and the control pressed goes
 * with it: focus moves to the question (named by it, so a screen reader reads it; Tab goes on to
 * its answers) and, kept, back to "Cancel order". A page opened on either address keeps the
 * browser's own focus. `here` is the order's page: the buyer's in the account, or for a guest the
 * success page (decision 0108), which says more of the order's wait in the offers' `note`.
 */
export function OrderPaymentActions({
  order,
  here,
  asked,
  note,
}: {
  order: OrderDetail;
  here: string;
  asked: boolean;
  note?: string;
}) {
  const { t } = useTranslation();
  const paying = useIsPending({ formAction: here, intent: "pay" });
  const cancelling = useIsPending({ formAction: here, intent: "cancel" });
  const hydrated = useHydrated();
  const question = useRef<HTMLElement>(null);
  const cancel = useRef<HTMLAnchorElement>(null);
  const wasAsked = useRef(asked);
  useEffect(() => {
    if (wasAsked.current === asked) return;
    wasAsked.current = asked;
    (asked ? question.current : cancel.current)?.focus();
  }, [asked]);
  if (asked)
    return (
      <section
        ref={question}
        tabIndex={-1}
        className={notice}
        aria-labelledby="order-cancel-question"
        data-testid="order-cancel-confirm"
      >
        <p id="order-cancel-question" className={noticeText}>
          {t("account.orders.pay.confirmCancel", { slug: order.slug })}
        </p>
        <Form method="post" action={here} className={css.formActions}>
          <input type="hidden" name="intent" value="cancel" />
          <SubmitButton pending={cancelling} pendingLabel={t("account.orders.pay.cancelPending")} block={false} danger>
            {t("account.orders.pay.confirmCancelButton")}
          </SubmitButton>
          <Link to={here} className={outlineButton}>
            {t("account.orders.pay.keep")}
          </Link>
        </Form>
      </section>
    );
  return (
    <section className={notice} aria-labelledby="order-awaiting-payment" data-testid="order-awaiting-payment">
      <p id="order-awaiting-payment" className={noticeText} data-testid="payment-not-finished">
        {note ?? t("account.orders.pay.waiting")}
      </p>
      <div className={css.formActions}>
        {order.paymentType === "WALLET" && !hydrated ? (
          <noscript>
            <p className={noticeText}>{t("checkout.payment.walletNeedsScript")}</p>
          </noscript>
        ) : (
          <Form method="post" action={here}>
            <input type="hidden" name="intent" value="pay" />
            <SubmitButton
              pending={paying}
              pendingLabel={t("account.orders.pay.payNowPending")}
              block={false}
              testId="order-pay-now"
            >
              {t("account.orders.pay.payNow")}
            </SubmitButton>
          </Form>
        )}
        <Link ref={cancel} to={cancelQuestionPath(here)} className={outlineButton}>
          {t("account.orders.pay.cancel")}
        </Link>
      </div>
    </section>
  );
}
