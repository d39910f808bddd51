import { data, redirect, type RouterContextProvider } from "react-router";
import { cart as contract, catalog, site, type Cart, type CartNotice, type CartSession } from "../../../server/contract";
import { pagePath, type Locale } from "../../../server/contract/urls";
import { log } from "../../../server/log";
import { homePath } from "../../.server/auth/guards";
import { cartErrorToast, changeCart, endCartSession, isEndedSession, loadCart, memberCard, NoCartError, type CartArgs } from "../../.server/cart";
import { localeContext, platformContext, viewerContext } from "../../.server/context";
import { wantsDocument } from "../../.server/http";
import { tFor } from "../../.server/i18n";
import { sendToast, type Toast } from "../../.server/toast";
import { toCardProduct } from "../../components/catalog/ProductCard";
import { parseQuantity } from "../../lib/cart";
import { safeRedirect } from "../../lib/safe-redirect";
import { selectionOfForm, withSelection } from "../product/variants";

const CROSS_SELL_LIMIT = 4;
/** Spec section 9: the cart-change toast stays 12 s. */
const CART_UPDATED_MS = 12_000;

/** Spec section 8: the session is over (its cookie cleared), so home with the cart update error. */
function endedSession({ context }: CartArgs): never {
  endCartSession(context);
  sendToast(context, { type: "error", key: "core.notifications.cartUpdateError" });
  throw redirect(homePath(context.get(localeContext)), { status: 303 });
}

/** The cart page's data: the cart (null without one), cross-sells and what the membership form needs. */
export async function loadCartPage(args: CartArgs) {
  const { context } = args;
  const locale = context.get(localeContext);
  const { cart, ended } = await loadCart(args);
  if (ended) endedSession(args);
  const crossSell = cart?.crossSellIds.length
    ? await context
        .get(platformContext)
        .call(catalog.productFilter, { ids: cart.crossSellIds.slice(0, CROSS_SELL_LIMIT), limit: CROSS_SELL_LIMIT })
        .then((r) => r.records.map(toCardProduct))
        .catch((err: unknown) => {
          log.warn("cart cross-sells could not be loaded", { err });
          return [];
        })
    : [];
  const barcode = cart?.memberCardBarcode ?? (await memberCard.read(context)) ?? "";
  const t = tFor(locale);
  const toast = cart ? noticeToast(cart.notices) : null;
  const notice = toast ? { type: toast.type, message: t(toast.key), duration: toast.duration } : null;
  return data(
    { locale, title: t("cart.title"), cart, crossSell, loggedIn: !!context.get(viewerContext), memberCard: barcode, notice },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export type CartIntent = "add" | "update" | "remove" | "applyCoupon" | "removeCoupon" | "applyMemberCard" | "instructions" | "clear";
const intents = new Set<CartIntent>(["add", "update", "remove", "applyCoupon", "removeCoupon", "applyMemberCard", "instructions", "clear"]);

/** What an action answers a fetcher (JavaScript on); without JavaScript the same outcome is a 303. */
export interface CartActionData {
  intent: CartIntent;
  ok: boolean;
  cart: Cart | null;
  /** The store's cart-type setting after an add: 0 go to the cart, 1 stay, 2 open the cart popup. */
  cartType: number | null;
}

interface Outcome {
  ok: boolean;
  toast: Toast | null;
  cart: Cart | null;
  /** Where a plain form post goes next. */
  next: string;
  cartType: number | null;
}

/** Spec section 8: what changed besides the shopper's own change is told for 12 s. */
export function noticeToast(notices: CartNotice[]): Toast | null {
  if (notices.includes("pricesChanged") || notices.includes("itemsRemoved")) return { type: "info", key: "core.notifications.cartUpdated", duration: CART_UPDATED_MS };
  if (notices.includes("couponRemoved")) return { type: "info", key: "cart.coupon.noLongerApplies", duration: CART_UPDATED_MS };
  return null;
}

function positiveId(value: FormDataEntryValue | null): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

/** Personalizations (`options[code]`) and a bundle's chosen variants (`bundleOptions[memberId]`) of the add form. */
function addOptions(form: FormData) {
  const personalizations: Record<string, string> = {};
  const bundleOptions: { id: number; options: number | null }[] = [];
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    const option = /^options\[([^\]]{1,60})\]$/.exec(name);
    if (option) personalizations[option[1]] = value.slice(0, 200);
    const member = /^bundleOptions\[(\d{1,10})\]$/.exec(name);
    if (member && positiveId(member[1])) bundleOptions.push({ id: Number(member[1]), options: positiveId(value) });
  }
  return { personalizations, bundleOptions: bundleOptions.length ? bundleOptions : undefined };
}

/**
 * Where a plain form post of this intent goes back to: the page it came from, for an add showing
 * the values the shopper chose (the product page's ?{axis}={value}), or the cart.
 */
function returnPath(form: FormData, intent: CartIntent, cartPage: string): string {
  const back = safeRedirect(form.get("redirectTo"), cartPage);
  if (intent !== "add") return back;
  return safeRedirect(withSelection(back, selectionOfForm(form)), back);
}

async function run(args: CartArgs, form: FormData, intent: CartIntent, locale: Locale): Promise<Outcome> {
  const { context } = args;
  const api = context.get(platformContext);
  const cartPage = pagePath("cart", locale);
  const back = returnPath(form, intent, cartPage);
  const fail = (toast: Toast, next = back): Outcome => ({ ok: false, toast, cart: null, next, cartType: null });
  const change = async (work: (s: CartSession) => Promise<{ cart: Cart; notices: CartNotice[] }>, success: Toast | null, create = false) => {
    const value = await changeCart(args, work, { create });
    return { ok: true, cart: value.cart, toast: noticeToast(value.notices) ?? success, next: back, cartType: null } satisfies Outcome;
  };
  const itemId = positiveId(form.get("itemId"));

  switch (intent) {
    case "add": {
      const productId = positiveId(form.get("productId"));
      const qty = parseQuantity(form.get("quantity") ?? "1");
      if (!productId) return fail({ type: "error", key: "cart.productNotFound" });
      if (qty === null) return fail({ type: "error", key: "error.invalidQuantity" });
      // Opened from a cart line (?cartItemId), the product page edits that line.
      const replaceItemId = positiveId(form.get("cartItemId")) ?? undefined;
      // A configurable product comes with its chosen values (attributes[code]); the platform picks the variant.
      const attributes = selectionOfForm(form);
      const [settings, outcome] = await Promise.all([
        api.call(site.checkoutSettingsGet, {}).catch(() => null),
        change((s) => api.call(contract.addItem, { ...s, productId, qty, attributes, options: addOptions(form), replaceItemId }), null, !replaceItemId),
      ]);
      const added = outcome.cart.items.find((i) => i.productId === productId);
      const entity = tFor(locale)(added?.format === "Bundle" ? "entity.bundle" : "entity.product");
      const cartType = settings?.cartType ?? 0;
      // Without JavaScript there is no popup: "show the cart" falls back to the cart page.
      const next = cartType === 1 ? back : cartPage;
      const toast: Toast = replaceItemId ? { type: "success", key: "cart.lineUpdated" } : { type: "success", key: "core.notifications.addedToCart", values: { entity } };
      return { ...outcome, toast, next, cartType };
    }
    case "update": {
      const step = Number(form.get("step") ?? 0);
      const typed = parseQuantity(form.get("qty"));
      const qty = typed === null ? null : parseQuantity(typed + (step === 1 || step === -1 ? step : 0));
      if (!itemId) return fail({ type: "info", key: "core.notifications.itemNotInCart" });
      if (qty === null) return fail({ type: "error", key: "error.invalidQuantity" });
      return change((s) => api.call(contract.updateItem, { ...s, itemId, qty }), null);
    }
    case "remove": {
      if (!itemId) return fail({ type: "info", key: "core.notifications.itemNotInCart" });
      try {
        // From the product page the product leaves the cart; from the cart, a line does.
        const key = form.get("from") === "product" ? "core.notifications.removedFromCart" : "core.notifications.itemRemovedFromCart";
        return await change((s) => api.call(contract.deleteItem, { ...s, itemId }), { type: "success", key });
      } catch (error) {
        if (error instanceof NoCartError || isEndedSession(error)) throw error;
        const toast = cartErrorToast(error);
        return fail(toast.key === "core.notifications.itemNotInCart" ? toast : { type: "error", key: "error.removeFromCartFailed" });
      }
    }
    case "applyCoupon": {
      const couponCode = String(form.get("couponCode") ?? "").trim();
      if (!couponCode) return fail({ type: "error", key: "cart.coupon.required" });
      if (couponCode.length > 64) return fail({ type: "error", key: "cart.coupon.notFound" });
      return change((s) => api.call(contract.applyCoupon, { ...s, couponCode }), null).then((o) => ({
        ...o,
        toast: { type: "success", key: "cart.coupon.applied", values: { code: o.cart.couponCode ?? couponCode.toUpperCase() } },
      }));
    }
    case "removeCoupon":
      return change((s) => api.call(contract.removeCoupon, s), { type: "success", key: "cart.coupon.removed" });
    case "applyMemberCard": {
      // Spec section 4: logged-in users only, with a cart; nothing is sent when the stored card is this one.
      if (!context.get(viewerContext)) return fail({ type: "info", key: "core.notifications.loggedUsersOnly" });
      const barcode = String(form.get("memberCardBarcode") ?? "").trim();
      if (!barcode) return fail({ type: "error", key: "cart.memberCard.empty" });
      if (barcode.length > 64) return fail({ type: "error", key: "core.notifications.membershipCardBarcodeInvalid" });
      // The stored card is this one: nothing is sent, unless this cart does not carry it yet.
      if ((await memberCard.read(context)) === barcode && (await loadCart(args, { acknowledge: false })).cart?.memberCardBarcode === barcode) {
        return fail({ type: "info", key: "cart.memberCard.alreadyApplied" });
      }
      try {
        const outcome = await change((s) => api.call(contract.applyMemberCard, { ...s, barcode }), {
          type: "success",
          key: "core.notifications.membershipCardBarcodeApplied",
        });
        memberCard.set(context, barcode);
        return outcome;
      } catch (error) {
        if (error instanceof NoCartError || isEndedSession(error)) throw error;
        const toast = cartErrorToast(error);
        return fail(toast.key.startsWith("core.notifications.") ? toast : { type: "error", key: "core.notifications.membershipCardBarcodeError" });
      }
    }
    case "instructions": {
      const instructions = String(form.get("instructions") ?? "").slice(0, 1000);
      return change((s) => api.call(contract.updateInstructions, { ...s, instructions }), { type: "success", key: "cart.instructions.saved" });
    }
    case "clear":
      return change((s) => api.call(contract.clearCart, s), { type: "success", key: "cart.cleared" });
  }
}

/**
 * The cart's one write route (design: one action per aggregate, switched on `intent`). A plain form
 * post ends in a 303 (to the cart, back to the page, or home when the session ended) with a toast;
 * a fetcher gets the cart as the platform computed it.
 */
export async function cartAction(args: { request: Request; context: Readonly<RouterContextProvider> }) {
  const { request, context } = args;
  const locale = context.get(localeContext);
  const form = await request.formData();
  const intent = form.get("intent") as CartIntent;
  if (!intents.has(intent)) throw data(null, { status: 400 });

  let outcome: Outcome;
  try {
    outcome = await run(args, form, intent, locale);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isEndedSession(error)) endedSession(args);
    if (error instanceof NoCartError) {
      log.info("Cart session not initialised!", { intent });
      outcome = { ok: false, toast: { type: "info", key: "cart.empty" }, cart: null, next: pagePath("cart", locale), cartType: null };
    } else {
      const next = intent === "add" ? returnPath(form, intent, pagePath("cart", locale)) : pagePath("cart", locale);
      outcome = { ok: false, toast: cartErrorToast(error), cart: null, next, cartType: null };
    }
  }

  const headers = { "Cache-Control": "private, no-store" };
  if (outcome.toast) sendToast(context, outcome.toast);
  if (wantsDocument(request)) return redirect(outcome.next, { status: 303, headers });
  const body: CartActionData = { intent, ok: outcome.ok, cart: outcome.cart, cartType: outcome.cartType };
  // 200 even for a refused change: the page data (and its toast) is read again only after a 2xx.
  return data(body, { headers });
}
