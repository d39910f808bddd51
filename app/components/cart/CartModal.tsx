import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { Link, useFetcher, useLocation, useNavigate } from "react-router";
import { pagePath, type Locale } from "../../../server/contract/urls";
import { useTranslation } from "../../lib/i18n";
import type { CartActionData } from "../../routes/cart/cart.server";
import type { loadCartPage } from "../../routes/cart/cart.server";
import * as shared from "../catalog/catalog.css";
import { CloseIcon } from "../ui/icons";
import * as css from "./cart.css";

// The popup's content loads when it first opens: pages that never show it do not carry it.
const CartContent = lazy(() => import("./CartView").then((m) => ({ default: m.CartContent })));

type CartPageData = Awaited<ReturnType<typeof loadCartPage>>["data"];

const CartModalContext = createContext<{ open: () => void }>({ open: () => undefined });

/**
 * The cart popup (spec section 2, cart-modal): 80% high, 70% wide, closed by its button, Escape or a
 * click outside. It shows the cart page's content, read from the cart page's loader, which is read
 * again after every change made in it.
 */
export function CartModalProvider({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const cart = useFetcher<CartPageData>({ key: "cart-modal" });
  const [isOpen, setOpen] = useState(false);
  const cartPath = pagePath("cart", locale);
  const { pathname } = useLocation();

  const open = useCallback(() => {
    void cart.load(cartPath);
    setOpen(true);
    dialog.current?.showModal();
  }, [cart, cartPath]);
  const close = () => {
    dialog.current?.close();
    setOpen(false);
  };
  useEffect(close, [pathname]);
  const value = useMemo(() => ({ open }), [open]);
  const data = cart.data;

  return (
    <CartModalContext.Provider value={value}>
      {children}
      <dialog
        ref={dialog}
        className={css.modal}
        aria-labelledby="cart-modal-title"
        data-testid="cart-modal"
        data-name="cart-modal"
        onClose={() => setOpen(false)}
        onClick={(e) => {
          // A click on the backdrop lands on the dialog itself.
          if (e.target === dialog.current) close();
        }}
      >
        {isOpen ? (
          <div className={css.modalInner}>
            <div className={css.modalHead}>
              <h2 id="cart-modal-title" className={css.panelTitle}>
                {t("cart.modal.title")}
              </h2>
              <button type="button" className={css.closeButton} onClick={close} aria-label={t("cart.modal.close")} data-testid="cart-modal-close">
                <CloseIcon size={22} />
              </button>
            </div>
            <div className={css.modalBody}>
              {data ? (
                <Suspense fallback={<p role="status">{t("cart.modal.loading")}</p>}>
                  <CartContent cart={data.cart} locale={locale} loggedIn={data.loggedIn} memberCard={data.memberCard} />
                </Suspense>
              ) : (
                <p role="status">{t("cart.modal.loading")}</p>
              )}
            </div>
            <div className={css.modalFoot}>
              <button type="button" className={shared.buttonSecondary} onClick={close}>
                {t("cart.modal.close")}
              </button>
              <Link to={cartPath} className={shared.button} data-testid="cart-modal-go">
                {t("cart.modal.goToCart")}
              </Link>
            </div>
          </div>
        ) : null}
      </dialog>
    </CartModalContext.Provider>
  );
}

/**
 * An add-to-cart form's fetcher. Without JavaScript its form posts and the server redirects (to the
 * cart, or back for "stay on page"). With it, after a successful add the store's cart-type setting
 * decides (spec section 4): 0 go to the cart, 1 stay (the toast says it was added), 2 open the popup.
 */
export function useAddToCart(key: string, onAdded?: () => void) {
  const fetcher = useFetcher<CartActionData>({ key });
  const modal = useContext(CartModalContext);
  const navigate = useNavigate();
  const { locale } = useTranslation();
  const handled = useRef<CartActionData | undefined>(undefined);
  const added = useRef(onAdded);
  added.current = onAdded;
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (!result.ok || result.intent !== "add") return;
    added.current?.();
    if (result.cartType === 2) modal.open();
    else if (result.cartType !== 1) void navigate(pagePath("cart", locale));
  }, [fetcher.state, fetcher.data, modal, navigate, locale]);
  return fetcher;
}
