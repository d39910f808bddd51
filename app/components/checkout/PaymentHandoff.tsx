import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Link, useFetcher } from "react-router";
import { pagePath, type Locale } from "#server/contract/urls";
import type { WalletPayment as WalletHandoff } from "#server/contract/checkout";
import { cancelQuestionPath } from "~/lib/account";
import { successPath, type PaymentHandoff as Handoff } from "~/lib/checkout";
import { hasHydrated } from "~/lib/hydration";
import { useTranslation } from "~/lib/i18n";
import { outlineButton } from "~/styles/button.css";
import * as formCss from "../forms/forms.css";
import * as css from "./checkout.css";

/**
 * Spec section 4, HPF: the provider's form, submitted by this page's own code (the page's CSP lets
 * no inline script of the provider's HTML run) unless `atOnce` is false; otherwise, and without
 * JavaScript, its own button takes the shopper on. A form the browser refuses to send (a provider the
 * page's CSP does not name) is said at once; the note under the form tells a shopper without
 * JavaScript what to do if nothing opens. Where the form waits for its button (the hand-over's own
 * page), the shopper may cancel the order instead (`cancel`).
 */
function HostedPaymentForm({
  html,
  orderSlug,
  again,
  atOnce,
  cancel,
}: {
  html: string;
  orderSlug: string;
  again: boolean;
  atOnce: boolean;
  cancel: string;
}) {
  const { t } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    const refused = (event: SecurityPolicyViolationEvent) => {
      if (event.effectiveDirective === "form-action") setBlocked(true);
    };
    document.addEventListener("securitypolicyviolation", refused);
    if (atOnce) holder.current?.querySelector("form")?.submit();
    return () => document.removeEventListener("securitypolicyviolation", refused);
  }, [html, atOnce]);
  return (
    <div className={css.handoff} data-testid="payment-handoff">
      <p role="status">
        {t(again ? "checkout.payment.payAgainRedirecting" : "checkout.payment.redirecting", { orderSlug })}
      </p>
      <div ref={holder} dangerouslySetInnerHTML={{ __html: html }} />
      {blocked ? (
        <p className={formCss.alert} role="alert" data-testid="payment-handoff-blocked">
          {t("checkout.payment.handoffBlocked", { orderSlug })}
        </p>
      ) : (
        <p className={css.choiceText}>{t("checkout.payment.handoffHelp", { orderSlug })}</p>
      )}
      {atOnce ? null : <CancelOrder to={cancel} />}
    </div>
  );
}

/** The shopper's way out where the page waits for the payment: the order page's cancel question, as
 * the order's page offers it. */
function CancelOrder({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className={outlineButton}>
      {t("checkout.payment.cancelOrder")}
    </Link>
  );
}

/** The page's origin never changes while it is open: nothing to subscribe to. */
const noChange = () => () => undefined;

/** The wallet provider's script (server/contract/checkout.ts, walletPayment): both callbacks get
 * the provider's payment reference and the result to hand to order/pgSuccess. */
type WalletCallback = (result: { orderId: string; details: Record<string, string> }) => void;
interface WalletProvider {
  render(
    container: HTMLElement,
    options: { orderId: string; total: number; language: Locale; onApprove: WalletCallback; onDecline: WalletCallback },
  ): void;
}

/**
 * Spec section 4, wallet handling: the provider's script, loaded from the platform's own origin,
 * renders its button in the wallet container; an approval is reported to the payment result route,
 * which asks the platform (order/pgSuccess) and sends the shopper to the success or failure page.
 * Shown after a click (checkout's "Place order", an order's "Pay now"), the wallet stands where the
 * button pressed was, gone: focus moves to the wallet's first button once drawn, so that a keyboard
 * or screen-reader user is not left at the top of the page. Part of a page as it opens (the
 * hand-over's own page), it leaves focus where the browser put it. The wallet pays on this page, so
 * the shopper who changes their mind is offered to cancel the order here too (`cancel`: the order
 * page's question), as its page offers; without JavaScript the page says why no button comes.
 */
function WalletPayment({
  wallet,
  locale,
  orderSlug,
  again,
  cancel,
}: {
  wallet: WalletHandoff;
  locale: Locale;
  orderSlug: string;
  again: boolean;
  cancel: string;
}) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const result = useFetcher({ key: "checkout-wallet-result" });
  const [failed, setFailed] = useState(false);
  // Mounted after the page hydrated: drawn by a click, not with the page.
  const [afterClick] = useState(hasHydrated);
  const action = pagePath("checkoutPaymentResult", locale);
  // Only a script from the page's own origin runs; another origin's is a failure at once.
  const origin = useSyncExternalStore(
    noChange,
    () => window.location.origin,
    () => null,
  );
  const url = origin === null ? null : new URL(wallet.scriptUrl, origin);
  const foreign = url !== null && url.origin !== origin;
  const src = url && !foreign ? url.href : null;
  useEffect(() => {
    if (!src) return;
    let active = true;
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onerror = () => active && setFailed(true);
    script.onload = () => {
      const provider = (window as unknown as { SandboxWallet?: WalletProvider }).SandboxWallet;
      if (!active || !container.current) return;
      if (!provider) return setFailed(true);
      // Approved or declined, the platform reads the signed result and says which it was.
      const report: WalletCallback = ({ orderId, details }) =>
        void result.submit({ ...details, paymentReference: orderId }, { method: "post", action });
      provider.render(container.current, {
        orderId: wallet.orderId,
        total: wallet.total,
        language: locale,
        onApprove: report,
        onDecline: report,
      });
      if (afterClick) container.current.querySelector<HTMLElement>("button, [href], [tabindex]")?.focus();
    };
    document.head.appendChild(script);
    return () => {
      active = false;
      script.remove();
    };
  }, [src, wallet.orderId, locale]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div className={css.handoff} data-testid="payment-handoff">
      <p>{t(again ? "checkout.payment.payAgainWalletNote" : "checkout.payment.walletNote", { orderSlug })}</p>
      {failed || foreign ? (
        <p className={formCss.alert} role="alert">
          {t("checkout.payment.walletFailed")}
        </p>
      ) : null}
      <div
        ref={container}
        id="wallet-container"
        className={css.wallet}
        data-testid="wallet-container"
        aria-busy={result.state !== "idle" || undefined}
      />
      <noscript>
        <p>{t("checkout.payment.walletNeedsScript")}</p>
      </noscript>
      <CancelOrder to={cancel} />
    </div>
  );
}

/** After the order: how the page takes its payment. `submitAtOnce` false: the provider's form waits
 * for its button (the hand-over's own page, which Back from the provider lands on: decision 0104). */
export function PaymentHandoff({
  handoff,
  locale,
  submitAtOnce = true,
}: {
  handoff: Handoff;
  locale: Locale;
  submitAtOnce?: boolean;
}) {
  const again = handoff.again === true;
  // The order's page: the buyer's in the account, else the success page, which this browser may open
  // (it holds the order's view token) and where a guest cancels (decision 0108).
  const cancel = cancelQuestionPath(
    handoff.own ? pagePath("orderDetail", locale, { slug: handoff.orderSlug }) : successPath(locale, handoff.orderSlug),
  );
  return handoff.type === "HPF" ? (
    <HostedPaymentForm
      html={handoff.html}
      orderSlug={handoff.orderSlug}
      again={again}
      atOnce={submitAtOnce}
      cancel={cancel}
    />
  ) : (
    <WalletPayment
      wallet={handoff.wallet}
      locale={locale}
      orderSlug={handoff.orderSlug}
      again={again}
      cancel={cancel}
    />
  );
}
