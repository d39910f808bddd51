import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { pagePath, type Locale } from "#server/contract/urls";
import { useTranslation } from "~/lib/i18n";
import type { CartPageData } from "~/lib/cart";
import * as shared from "../catalog/catalog.css";
import { CloseIcon } from "../ui/icons";
import { AwaitingPayment } from "./AwaitingPayment";
import { CartContent } from "./CartView";
import * as css from "./cart.css";

/**
 * The cart popup (spec section 2, cart-modal): 80% high, 70% wide, closed by its button, Escape or a
 * click outside. It shows the cart page's content, read from the cart page's loader (a keyed fetcher,
 * read again after every change made in it). Loaded only when a page first opens it.
 */
export default function CartDialog({ locale, onClose }: { locale: Locale; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const cart = useFetcher<CartPageData>({ key: "cart-modal" });
  const cartPath = pagePath("cart", locale);
  useEffect(() => {
    dialog.current?.showModal();
    void cart.load(cartPath);
    // Opened once per mount: the provider mounts this dialog for each opening.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const data = cart.data;

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a backdrop click is the pointer's way out; keyboards have the dialog's native Escape
    <dialog
      ref={dialog}
      className={css.modal}
      aria-labelledby="cart-modal-title"
      data-testid="cart-modal"
      data-name="cart-modal"
      onClose={onClose}
      onClick={(e) => {
        // A click on the backdrop lands on the dialog itself.
        if (e.target === dialog.current) dialog.current.close();
      }}
    >
      <div className={css.modalInner}>
        <div className={css.modalHead}>
          <h2 id="cart-modal-title" className={css.panelTitle}>
            {t("cart.modal.title")}
          </h2>
          <button
            type="button"
            className={css.closeButton}
            onClick={() => dialog.current?.close()}
            aria-label={t("cart.modal.close")}
            data-testid="cart-modal-close"
          >
            <CloseIcon size={22} />
          </button>
        </div>
        <div className={css.modalBody}>
          {data ? (
            <>
              {data.awaitingPayment ? <AwaitingPayment awaiting={data.awaitingPayment} /> : null}
              <CartContent cart={data.cart} locale={locale} loggedIn={data.loggedIn} memberCard={data.memberCard} />
            </>
          ) : (
            <p role="status">{t("cart.modal.loading")}</p>
          )}
        </div>
        <div className={css.modalFoot}>
          <button type="button" className={shared.buttonSecondary} onClick={() => dialog.current?.close()}>
            {t("cart.modal.close")}
          </button>
          <Link to={cartPath} className={shared.button} data-testid="cart-modal-go">
            {t("cart.modal.goToCart")}
          </Link>
        </div>
      </div>
    </dialog>
  );
}
