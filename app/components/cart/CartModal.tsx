import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { pagePath, type Locale } from "../../../server/contract/urls";
import { Translations, useTranslation } from "../../lib/i18n";
import type { CartActionData } from "../../lib/cart";

// The popup loads when a page first opens it, with the cart's translations: pages that never show it
// do not carry them.
const CartDialog = lazy(() => import("./CartDialog"));

const CartModalContext = createContext<{ open: () => void }>({ open: () => undefined });

/** Gives add-to-cart forms a way to open the cart popup (spec section 2, cart-modal), which closes on navigation. */
export function CartModalProvider({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const { pathname } = useLocation();
  const open = useCallback(() => setOpen(true), []);
  useEffect(() => setOpen(false), [pathname]);
  const value = useMemo(() => ({ open }), [open]);
  return (
    <CartModalContext.Provider value={value}>
      {children}
      {isOpen ? (
        <Suspense fallback={null}>
          <Translations namespaces={["cart"]}>
            <CartDialog locale={locale} onClose={() => setOpen(false)} />
          </Translations>
        </Suspense>
      ) : null}
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
