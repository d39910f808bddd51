import { data, redirect } from "react-router";
import { cart as contract, catalog, site, type Cart, type CartNotice, type CartSession } from "#server/contract";
import { pagePath, type Locale } from "#server/contract/urls";
import { log } from "#server/log";
import { homePath } from "~/.server/auth/guards";
import {
  cartErrorToast,
  cartToast,
  changeCart,
  endCartSession,
  isEndedSession,
  loadCart,
  memberCard,
  NoCartError,
  typedAdd,
  typedAddOf,
  refusedCode,
  type CartArgs,
} from "~/.server/cart";
import { awaitingPayment } from "~/.server/checkout/view";
import { localeContext, platformContext, viewerContext } from "~/.server/context";
import { wantsDocument } from "~/.server/http";
import { tFor } from "~/.server/i18n";
import { isPlatformError, type PlatformClient } from "~/.server/platform";
import { sendToast, type Toast } from "~/.server/toast";
import { shownCart, type CartActionData, type CartPageData } from "~/lib/cart";
import { cartLimits, sameText, type CartIntent } from "~/lib/cart-form";
import { cartFormSchema, cartFormValues, type CartFormOf } from "~/lib/forms/cart";
import { toCardProduct, type CardProduct } from "~/lib/product-card";
import { safeRedirect } from "~/lib/safe-redirect";
import { withSelection, type Selection } from "~/lib/variants";

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
  // Below the cart, not needed for the first paint: deferred, they stream in. Without any, nothing
  // is deferred: the document has nothing to wait for.
  const crossSell: CardProduct[] | Promise<CardProduct[]> = cart?.crossSellIds.length
    ? context
        .get(platformContext)
        .call(catalog.productFilter, { ids: cart.crossSellIds.slice(0, CROSS_SELL_LIMIT), limit: CROSS_SELL_LIMIT })
        .then((r) => r.records.map(toCardProduct))
        .catch((err: unknown) => {
          log.warn("cart cross-sells could not be loaded", { err });
          return [];
        })
    : [];
  const [barcode, awaiting] = await Promise.all([
    cart?.memberCardBarcode ?? memberCard.read(context).then((card) => card ?? ""),
    awaitingPayment(context),
  ]);
  const refused = await refusedCode.read(context);
  if (refused) refusedCode.clear(context);
  const t = tFor(locale);
  const toast = cart ? noticeToast(cart.notices) : null;
  const notice = toast ? { type: toast.type, message: t(toast.key), duration: toast.duration } : null;
  return data<CartPageData>(
    {
      locale,
      title: t("cart.title"),
      cart: cart ? shownCart(cart, locale) : null,
      crossSell,
      loggedIn: !!context.get(viewerContext),
      memberCard: barcode,
      refused: refused
        ? { [refused.field]: { value: refused.value, message: t(refused.reason.key, refused.reason.values) } }
        : {},
      notice,
      awaitingPayment: awaiting,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
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
  if (notices.includes("pricesChanged") || notices.includes("itemsRemoved"))
    return { type: "info", key: "core.notifications.cartUpdated", duration: CART_UPDATED_MS };
  if (notices.includes("couponRemoved"))
    return { type: "info", key: "cart.coupon.noLongerApplies", duration: CART_UPDATED_MS };
  return null;
}

/** What the handlers of the intents share. */
interface Handling {
  args: CartArgs;
  api: PlatformClient;
  locale: Locale;
  cartPage: string;
  /** Where a plain form post goes back to. */
  back: string;
  fail(toast: Toast): Outcome;
  /** Runs a change of the visitor's cart (`create`: a visitor without a cart gets one) and answers
   * the changed cart with the toast of its notices, else `success`. */
  change(
    work: (session: CartSession) => Promise<{ cart: Cart; notices: CartNotice[] }>,
    success: Toast | null,
    create?: boolean,
  ): Promise<Outcome>;
}

type Handler<I extends CartIntent> = (handling: Handling, form: CartFormOf<I>) => Promise<Outcome>;

/** A failed change that the handler turns into its own message; an ended or missing session is the action's. */
function ownFailure(error: unknown): boolean {
  return !(error instanceof NoCartError) && !isEndedSession(error);
}

const handlers: { [I in CartIntent]: Handler<I> } = {
  async add({ api, locale, back, cartPage, change }, form) {
    const { productId, quantity: qty, cartItemId: replaceItemId, attributes, options, bundleOptions } = form;
    const [settings, outcome] = await Promise.all([
      api.call(site.checkoutSettingsGet, {}).catch(() => null),
      change(
        (s) =>
          api.call(contract.addItem, {
            ...s,
            productId,
            qty,
            attributes,
            options: { personalizations: options, bundleOptions },
            replaceItemId,
          }),
        null,
        !replaceItemId,
      ),
    ]);
    const added = outcome.cart?.items.find((i) => i.productId === productId);
    const entity = tFor(locale)(added?.format === "Bundle" ? "entity.bundle" : "entity.product");
    const cartType = settings?.cartType ?? 0;
    // Without JavaScript there is no popup: "show the cart" falls back to the cart page.
    const next = cartType === 1 ? back : cartPage;
    const toast: Toast = replaceItemId
      ? { type: "success", key: "cart.lineUpdated" }
      : { type: "success", key: "core.notifications.addedToCart", values: { entity } };
    return { ...outcome, toast, next, cartType };
  },
  update: ({ api, change }, { itemId, qty }) =>
    change((s) => api.call(contract.updateItem, { ...s, itemId, qty }), null),
  async remove({ api, change, fail }, { itemId, from }) {
    try {
      // From the product page the product leaves the cart; from the cart, a line does.
      const key = from === "product" ? "core.notifications.removedFromCart" : "core.notifications.itemRemovedFromCart";
      return await change((s) => api.call(contract.deleteItem, { ...s, itemId }), { type: "success", key });
    } catch (error) {
      if (!ownFailure(error)) throw error;
      const toast = cartErrorToast(error);
      return fail(
        toast.key === "core.notifications.itemNotInCart" ? toast : { type: "error", key: "error.removeFromCartFailed" },
      );
    }
  },
  async applyCoupon({ api, change }, { couponCode }) {
    const outcome = await change((s) => api.call(contract.applyCoupon, { ...s, couponCode }), null);
    return {
      ...outcome,
      toast: {
        type: "success",
        key: "cart.coupon.applied",
        values: { code: outcome.cart?.couponCode ?? couponCode.toUpperCase() },
      },
    };
  },
  removeCoupon: ({ api, change }) =>
    change((s) => api.call(contract.removeCoupon, s), { type: "success", key: "cart.coupon.removed" }),
  async applyMemberCard({ args, api, change, fail }, { memberCardBarcode: barcode }) {
    const { context } = args;
    // Spec section 4: nothing is sent when the stored card is this one, unless this cart does not carry it yet.
    if (
      (await memberCard.read(context)) === barcode &&
      (await loadCart(args, { acknowledge: false })).cart?.memberCardBarcode === barcode
    ) {
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
      if (!ownFailure(error)) throw error;
      const toast = cartErrorToast(error);
      return fail(
        toast.key.startsWith("core.notifications.")
          ? toast
          : { type: "error", key: "core.notifications.membershipCardBarcodeError" },
      );
    }
  },
  // The same text posted on the way to checkout (the checkout button without JavaScript) is no change to tell.
  instructions: async ({ api, change, back }, { instructions, shownInstructions, redirectTo }) =>
    shownInstructions !== undefined && sameText(instructions, shownInstructions) && redirectTo
      ? { ok: true, cart: null, toast: null, next: back, cartType: null }
      : change((s) => api.call(contract.updateInstructions, { ...s, instructions }), {
          type: "success",
          key: "cart.instructions.saved",
        }),
  clear: ({ api, change }) => change((s) => api.call(contract.clearCart, s), { type: "success", key: "cart.cleared" }),
};

/** Spec section 4: the intents only a signed-in shopper may send (checked before the form is). */
const SIGNED_IN_ONLY: ReadonlySet<CartIntent> = new Set(["applyMemberCard"]);

function handle<I extends CartIntent>(handling: Handling, form: CartFormOf<I>): Promise<Outcome> {
  return (handlers[form.intent] as Handler<I>)(handling, form);
}

/**
 * Where a plain form post goes back to: the page it came from, for an add showing the values the
 * shopper chose (the product page's ?{axis}={value}), or the cart.
 */
function returnPath(values: ReturnType<typeof cartFormValues>, cartPage: string): string {
  const back = safeRedirect(values.redirectTo, cartPage);
  if (values.intent !== "add") return back;
  return safeRedirect(withSelection(back, values.attributes as Selection), back);
}

/** The fields whose refused value a plain form post carries back to the page, to be shown again
 * (a fetcher's form keeps what was typed). */
const REFUSED_FIELDS = { applyCoupon: "couponCode", applyMemberCard: "memberCardBarcode" } as const;

/** Whether a refusal of this intent is said under its field (a coupon or card code) rather than in a toast. */
const refusedInField = (intent: CartIntent) => intent in REFUSED_FIELDS;

/** After a refused plain form post, the refused coupon or card code and why, for the next cart page (refusedCode). */
function keepRefusedValue(
  context: CartArgs["context"],
  intent: CartIntent,
  values: Record<string, unknown>,
  reason: Toast,
): void {
  if (!refusedInField(intent)) return;
  const field = REFUSED_FIELDS[intent as keyof typeof REFUSED_FIELDS];
  const value = values[field];
  const typed = typeof value === "string" ? value.trim().slice(0, cartLimits[field]) : "";
  refusedCode.set(context, { field, value: typed, reason: { key: reason.key, values: reason.values } });
}

/** After a refused plain add, what the shopper had typed and the field it was refused for, for the
 * product page it goes back to. */
function keepRefusedAdd(
  context: CartArgs["context"],
  values: ReturnType<typeof cartFormValues>,
  fault: AddFault | null,
): void {
  const typed = typedAddOf(
    values,
    fault
      ? { ...(fault.option ? { option: fault.option } : {}), key: fault.toast.key, values: fault.toast.values }
      : undefined,
  );
  if (typed) typedAdd.set(context, typed);
}

/** An add refused for one field's value, said under that field, where the shopper corrects it, rather
 * than in a toast: a custom option's (the platform's details name it; `option` is its code) or the
 * quantity's (`option` null). */
interface AddFault {
  option: string | null;
  toast: Toast;
}

/** Refusals a different quantity answers: one that is not a quantity, or more than the stock holds. */
const QUANTITY_REFUSALS = new Set(["error.invalidQuantity", "cart.onlyAvailable"]);

function addFaultOf(error: unknown, toast: Toast | null | undefined): AddFault | null {
  if (!toast) return null;
  const option = isPlatformError(error) ? (error.details as { option?: unknown } | undefined)?.option : undefined;
  if (typeof option === "string") return { option, toast };
  return QUANTITY_REFUSALS.has(toast.key) ? { option: null, toast } : null;
}

/**
 * The cart's one write route (design: one action per aggregate): the form is parsed with its
 * intent's schema and handled by that intent's handler. A refused form is told by a toast. A plain
 * form post ends in a 303 (to the cart, back to the page, or home when the session ended); a
 * fetcher gets the cart as the platform computed it.
 */
export async function cartAction(args: CartArgs) {
  const { request, context } = args;
  const locale = context.get(localeContext);
  const values = cartFormValues(await request.formData());
  const intent = values.intent;
  if (!intent) throw data(null, { status: 400 });

  const cartPage = pagePath("cart", locale);
  const back = returnPath(values, cartPage);
  const fail = (toast: Toast): Outcome => ({ ok: false, toast, cart: null, next: back, cartType: null });
  const handling: Handling = {
    args,
    api: context.get(platformContext),
    locale,
    cartPage,
    back,
    fail,
    async change(work, success, create = false) {
      const value = await changeCart(args, work, { create });
      return { ok: true, cart: value.cart, toast: noticeToast(value.notices) ?? success, next: back, cartType: null };
    },
  };

  let outcome: Outcome;
  let refusal: unknown = null;
  try {
    const parsed = cartFormSchema.safeParse(values);
    if (SIGNED_IN_ONLY.has(intent) && !context.get(viewerContext))
      outcome = fail(cartToast("core.notifications.loggedUsersOnly"));
    else if (!parsed.success) outcome = fail(cartToast(parsed.error.issues[0].message));
    else outcome = await handle(handling, parsed.data);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isEndedSession(error)) endedSession(args);
    if (error instanceof NoCartError) {
      log.info("Cart session not initialised!", { intent });
      outcome = { ok: false, toast: { type: "info", key: "cart.empty" }, cart: null, next: cartPage, cartType: null };
    } else {
      const toast = cartErrorToast(error);
      outcome = { ok: false, toast, cart: null, next: intent === "add" ? back : cartPage, cartType: null };
      refusal = error;
    }
  }

  // A refused coupon or card code, or an option's value, is said under its field: a toast at the
  // screen's foot covers the field on a phone, where the shopper is about to correct it.
  const addFault = intent === "add" && !outcome.ok ? addFaultOf(refusal, outcome.toast) : null;
  const fieldRefusal =
    addFault?.toast ?? (!outcome.ok && outcome.toast && refusedInField(intent) ? outcome.toast : null);
  if (outcome.toast && !fieldRefusal) sendToast(context, outcome.toast);
  const headers = { "Cache-Control": "private, no-store" };
  if (wantsDocument(request)) {
    if (fieldRefusal && !addFault) keepRefusedValue(context, intent, values, fieldRefusal);
    if (!outcome.ok && intent === "add") keepRefusedAdd(context, values, addFault);
    return redirect(outcome.next, { status: 303, headers });
  }
  const body: CartActionData = {
    intent,
    ok: outcome.ok,
    cartType: outcome.cartType,
    ...(fieldRefusal ? { refusal: tFor(locale)(fieldRefusal.key, fieldRefusal.values) } : {}),
    ...(addFault?.option ? { refusedOption: addFault.option } : {}),
    ...(addFault && !addFault.option ? { refusedQuantity: true as const } : {}),
  };
  // 200 even for a refused change: the page data (and its toast) is read again only after a 2xx.
  return data(body, { headers });
}
