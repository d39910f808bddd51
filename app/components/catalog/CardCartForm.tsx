import { useLocation } from "react-router";
import { pagePath, type Locale } from "#server/contract/urls";
import type { CartIntent } from "~/lib/cart-form";
import type { CartFieldName } from "~/lib/forms/cart";
import { useTranslation } from "~/lib/i18n";

/** The form every product card's add-to-cart button of a page submits (its `form` attribute). */
export const CARD_CART_FORM = "card-cart-form";

type AddFields = { intent: CartIntent } & Partial<Record<CartFieldName<"add">, string>>;

/** What a card's add posts besides the product: the intent and the way back (no quantity means one). */
export function cardCartFields(redirectTo: string): AddFields {
  return { intent: "add", redirectTo };
}

export const cardCartAction = (locale: Locale) => pagePath("cart", locale);

/**
 * The one add-to-cart form of a page's product cards (in the main layout), holding what every card
 * would otherwise repeat in hidden fields of a form of its own. A card's button names the product
 * (`productId`): without JavaScript it posts this form; with it, the card's fetcher posts the same.
 */
export function CardCartForm() {
  const { pathname, search } = useLocation();
  return <CartAddForm id={CARD_CART_FORM} redirectTo={pathname + search} />;
}

/** A hidden add-to-cart form whose buttons name their product, coming back to `redirectTo` without
 * JavaScript (a list of its own, such as the profile's wishlist, comes back to its section). */
export function CartAddForm({ id, redirectTo }: { id: string; redirectTo: string }) {
  const { locale } = useTranslation();
  return (
    <form id={id} method="post" action={cardCartAction(locale)} hidden>
      {Object.entries(cardCartFields(redirectTo)).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}
