import type { Route } from "./+types/cart";
import * as shared from "~/components/catalog/catalog.css";
import { AwaitingPayment } from "~/components/cart/AwaitingPayment";
import { CartContent } from "~/components/cart/CartView";
import { Toaster } from "~/components/feedback/Toaster";
import { type TranslationHandle, useTranslation } from "~/lib/i18n";
import { lazyPart } from "~/lib/lazy";
import { privatePageMeta } from "~/lib/seo";
import { cartAction, loadCartPage } from "./cart.server";

export const handle: TranslationHandle = { i18n: ["cart", "totals"] };

// The cross-sells stream in below the cart (deferred data); their cards' code comes with them (lib/lazy.tsx).
const ProductShelf = lazyPart(() => import("~/components/catalog/ProductShelf").then((m) => m.ProductShelf));

/** The cart page (spec section 2): /cart, /hr/kosarica, /einkaufswagen. Every control is a form. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadCartPage({ request, context });

export const action = ({ request, context }: Route.ActionArgs) => cartAction({ request, context });

export const meta = privatePageMeta;

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { cart, locale, crossSell, loggedIn, memberCard, refused, notice, awaitingPayment } = loaderData;
  return (
    <div className={shared.page} data-testid="cart-page">
      <header className={shared.pageHeader}>
        <h1 className={shared.title}>{t("cart.title")}</h1>
        {cart?.items.length ? <p className={shared.lead}>{t("cart.itemCount", { count: cart.itemCount })}</p> : null}
      </header>
      {awaitingPayment ? <AwaitingPayment awaiting={awaitingPayment} /> : null}
      <CartContent cart={cart} locale={locale} loggedIn={loggedIn} memberCard={memberCard} refused={refused} />
      <ProductShelf id="cart-cross-sell" title={t("cart.crossSell")} products={crossSell} testId="cart-cross-sell" />
      {notice ? <Toaster toast={notice} /> : null}
    </div>
  );
}
