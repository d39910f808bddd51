import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
} from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { pagePath, type Locale } from "#server/contract/urls";
import { Translations, useTranslation } from "~/lib/i18n";
import type { CartActionData } from "~/lib/cart";
import { useStateResetOn } from "~/lib/hooks";

// The popup loads when a page first opens it, with the cart's translations: pages that never show it
// do not carry them.
const CartDialog = lazy(() => import("./CartDialog"));

const CartModalContext = createContext<{ open: () => void }>({ open: () => undefined });

/** Gives add-to-cart forms a way to open the cart popup (spec section 2, cart-modal), which closes on navigation. */
export function CartModalProvider({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const { pathname } = useLocation();
  const [isOpen, setOpen] = useStateResetOn(pathname, false);
  const open = useCallback(() => setOpen(true), [setOpen]);
  const value = useMemo(() => ({ open }), [open]);
  return (
    <CartModalContext.Provider value={value}>
      {children}
      {isOpen ? (
        <Suspense fallback={null}>
          <Translations namespaces={["cart", "totals"]}>
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
  // Reads the latest props when an answer arrives, without making them re-run the effect.
  const onAnswer = useEffectEvent((result: CartActionData) => {
    if (!result.ok || result.intent !== "add") return;
    onAdded?.();
    if (result.cartType === 2) modal.open();
    else if (result.cartType !== 1) void navigate(pagePath("cart", locale));
  });
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    onAnswer(result);
  }, [fetcher.state, fetcher.data]);
  return fetcher;
}
