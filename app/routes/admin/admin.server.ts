import { createContext, data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { accounts, MAX_LIST_PAGE, type ErrorCode, type User } from "#server/contract";
import { locales, type Locale } from "#server/contract/urls";
import { localeContext, platformContext, viewerContext } from "~/.server/context";
import { isPlatformError } from "~/.server/platform";
import { errorMessageKey } from "~/.server/auth/errors";
import { EditRefusal, textRefusal } from "~/.server/edit-mode";
import { formRefused, formValues } from "~/.server/forms";
import { sendToast } from "~/.server/toast";
import { withRedirect } from "~/lib/account";
import { formMessage } from "~/lib/forms/messages";
import type { FormRefusal } from "~/lib/forms/refusal";
import { adminLoginPath } from "~/lib/admin-paths";
import { positiveId } from "~/lib/ids";
import { askedListPage } from "~/lib/pagination";

/** The record an address's `:id` names, or the page's 404 when it names none a database can hold. */
export function recordId(param: string | undefined): number {
  const id = positiveId(param);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

/** A name in an address (an order's number, a template's handler) as the platform's read of it takes
 * it (`schema`, the contract's), or the page's 404 when the platform could keep no such name. */
export function addressPart<T>(schema: z.ZodType<T>, value: string | undefined): T {
  const read = schema.safeParse(value);
  if (!read.success) throw data(null, { status: 404 });
  return read.data;
}

/** The page a back-office list was asked for (`?page=`), 1 when none or not a page number; past any
 * page a list may have, the page's 404 (as past the end of a shop's list) rather than the platform's
 * refusal. */
export function askedPage(request: Request): number {
  const page = askedListPage(new URL(request.url).searchParams, MAX_LIST_PAGE);
  if (page === null) throw data(null, { status: 404 });
  return page;
}

/** The platform keeps an in-process memo cache (server/cache.ts), so the caches area is shown. */
export const CACHING_ENABLED = true;

/**
 * The back office needs a back-office user (spec section 6): guests go to /adminLogin (coming back
 * here afterwards when the path is safe), logged-in customers get a 403. The platform is asked too
 * (accounts.adminProfile): when it answers 403 the viewer's client logs the admin out (spec
 * section 4), and the visitor is sent to the admin login.
 */
export async function requireBackofficeViewer(request: Request, context: Readonly<RouterContextProvider>) {
  const locale = context.get(localeContext);
  const url = new URL(request.url);
  const toLogin = () => redirect(withRedirect(adminLoginPath(locale), url.pathname + url.search));
  const viewer = context.get(viewerContext);
  if (!viewer) throw toLogin();
  if (!viewer.isBackofficeUser) throw data(null, { status: 403 });
  try {
    return await context.get(platformContext).call(accounts.adminProfile, {});
  } catch (error) {
    if (isPlatformError(error, 401) || isPlatformError(error, 403)) throw toLogin();
    throw error;
  }
}

/** The back-office user of the request, as the platform answered for them (set by backofficeOnly). */
export const backofficeUserContext = createContext<User | null>(null);

/**
 * The admin layout's route middleware: every admin route, and every single-route data request for
 * one of them (`/admin/templates.data?_routes=...`), needs a back-office user before any loader or
 * action runs.
 */
export const backofficeOnly: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(backofficeUserContext, await requireBackofficeViewer(request, context));
  return next();
};

/** The platform's back-office refusals said in the admin's language. */
const adminRefusals: Partial<Record<ErrorCode, string>> = {
  EDIT_CONFLICT: "admin.history.conflict",
  ELEMENT_EXISTS: "admin.templates.errors.nameTaken",
  ORDER_NOT_AWAITING_OFFLINE_PAYMENT: "admin.orders.notWaiting",
  ORDER_NOT_SHIPPABLE: "admin.orders.notShippable",
  ORDER_SHIPS_NOTHING: "admin.orders.shipsNothing",
  ORDER_ALREADY_SHIPPED: "admin.orders.alreadyShipped",
  ORDER_NOT_SHIPPED: "admin.orders.notShipped",
  ORDER_ALREADY_DELIVERED: "admin.orders.alreadyDelivered",
  ORDER_SHIPPED_NOT_CANCELLABLE: "admin.orders.shippedNotCancellable",
  CARRIER_TOO_LONG: "admin.orders.carrierTooLong",
  TRACKING_NUMBER_TOO_LONG: "admin.orders.trackingNumberTooLong",
  TRACKING_URL_INVALID: "admin.orders.trackingUrlInvalid",
  INSTRUCTIONS_PLACEHOLDER_UNKNOWN: "admin.paymentMethods.placeholderUnknown",
  EPRODUCT_NOT_FOUND: "admin.eproducts.errors.notFound",
  DELIVERY_LINK_MISSING: "admin.eproducts.errors.linkMissing",
  DELIVERY_NOT_CODES: "admin.eproducts.errors.notCodes",
  TOO_MANY_CODES: "admin.eproducts.errors.tooMany",
  CODE_HELD: "admin.eproducts.errors.held",
  CODE_TOO_LONG: "admin.eproducts.errors.codeTooLong",
  DELIVERY_CODES_HELD: "admin.eproducts.errors.typeHeld",
  DELIVERY_FILE_REFUSED: "admin.eproducts.errors.fileRefused",
  DELIVERY_METHOD_NOT_FOUND: "admin.deliveryMethods.errors.notFound",
  DELIVERY_NAME_MISSING: "admin.deliveryMethods.errors.nameMissing",
  DELIVERY_COUNTRY_NOT_ALLOWED: "admin.deliveryMethods.errors.countryNotAllowed",
  DELIVERY_BRANCH_NOT_FOUND: "admin.deliveryMethods.errors.branchNotFound",
  DELIVERY_BRANCH_NAME_MISSING: "admin.deliveryMethods.errors.branchNameMissing",
  DELIVERY_BRANCH_USED: "admin.deliveryMethods.errors.branchUsed",
  DELIVERY_LAST_BRANCH: "admin.deliveryMethods.errors.lastBranch",
  DELIVERY_CODE_INVALID: "admin.deliveryMethods.errors.codeInvalid",
  DELIVERY_CODE_TAKEN: "admin.deliveryMethods.errors.codeTaken",
  DELIVERY_METHOD_USED: "admin.deliveryMethods.errors.methodUsed",
  COUPON_NOT_FOUND: "admin.coupons.errors.notFound",
  COUPON_USED: "admin.coupons.errors.used",
  OPTION_LABEL_MISSING: "admin.productOptions.errors.labelMissing",
  OPTIONS_TOO_MANY: "admin.productOptions.errors.tooMany",
  OPTION_NOT_FOUND: "admin.productOptions.errors.notFound",
  PRODUCT_ORDERED: "admin.productCreate.kept.ordered",
  PRODUCT_HAS_VARIANTS: "admin.productCreate.kept.variants",
  PRODUCT_IN_BUNDLE: "admin.productCreate.kept.bundled",
  CATEGORY_NOT_FOUND: "admin.shopCategories.errors.notFound",
  CATEGORY_SLUG_TAKEN: "admin.shopCategories.errors.slugTaken",
  CATEGORY_SLUG_INVALID: "admin.slugRules.invalid",
  CATEGORY_TEXTS_MISSING: "admin.shopCategories.errors.textsMissing",
  CATEGORY_HAS_SUBCATEGORIES: "admin.categoryCreate.errors.hasSubcategories",
  CATEGORY_IMAGE_NOT_FOUND: "admin.categoryCreate.errors.image",
  OPTION_VALUE_INVALID: "core.notifications.invalidInput",
  CUSTOMER_OWN_ACCESS: "admin.customers.ownAccess",
  CUSTOMER_ALREADY_CONFIRMED: "admin.customers.alreadyConfirmed",
  CUSTOMER_OWN_DELETE: "admin.customerDelete.ownAccount",
  CUSTOMER_LAST_BACKOFFICE: "admin.customerDelete.lastBackoffice",
  ACCOUNT_OPEN_ORDERS: "admin.customerDelete.openOrders",
  SUBMISSION_NOT_FOUND: "admin.forms.gone",
  NAVIGATION_TARGET_MISSING: "admin.linkTargetMissing",
  LINK_TARGET_MISSING: "admin.linkTargetMissing",
};

/** Why a back-office change was refused, as a translation key. */
export function refusalKey(error: unknown): string {
  if (error instanceof EditRefusal) return error.key;
  return (isPlatformError(error) && adminRefusals[error.code]) || errorMessageKey(error);
}

/** The language a refusal of one language's text names (its details' `language`: a product's or a
 * category's slug), for the field of that language's text. */
export function refusedLanguage(error: unknown): Locale | null {
  const language = (error as { details?: { language?: unknown } } | null)?.details?.language;
  return locales.find((known) => known === language) ?? null;
}

/**
 * A text of one language the platform refused (a link in it leading to no page), as a form message
 * naming the link, with the language whose field it is said under; else null.
 */
export function refusedText(error: unknown): { language: Locale; message: string } | null {
  const refusal = textRefusal(error);
  const language = refusedLanguage(error);
  return refusal && language ? { language, message: formMessage(refusal.key, refusal.values) } : null;
}

/** Why a back-office form was refused, as a form message: a text over its limit says the limit, a rich text's link leading nowhere its href. */
export function refusalMessage(error: unknown): string {
  const refusal = error instanceof EditRefusal ? error : textRefusal(error);
  return refusal ? formMessage(refusal.key, refusal.values) : refusalKey(error);
}

/**
 * A back-office button's action (clear a cache tag, send a mail again, maintenance on or off): does
 * it, then back to the page with a toast saying it was done, or with the platform's message. A plain
 * form post and a redirect, so it works without JavaScript.
 */
export async function rowActionDone(
  context: Readonly<RouterContextProvider>,
  back: string,
  success: string,
  run: () => Promise<unknown>,
): Promise<Response> {
  try {
    await run();
    sendToast(context, { type: "success", key: success });
  } catch (error) {
    sendToast(context, { type: "error", key: refusalKey(error) });
  }
  return redirect(back, { status: 303 });
}

/** Which field a refusal is about (said under it), and the form's message that then points to it. */
export type FieldMarks = { fieldOf: (error: unknown) => string | undefined; message: string };

/**
 * A back-office form's save (a template, a navigation link): done, as rowActionDone; refused, the
 * page answers again with the reason and what the editor typed, so that nothing is lost with or
 * without JavaScript. Refused because someone else saved first (409), the page is loaded again too
 * (shouldRevalidate) and carries their version: saving once more then replaces it with the editor's.
 * With `marks`, a refusal about one field is said under it, the form's message pointing to it.
 */
export async function formSaveDone(
  context: Readonly<RouterContextProvider>,
  back: string,
  success: string,
  refused: { form: FormRefusal["form"]; values: FormData; marks?: FieldMarks },
  run: () => Promise<unknown>,
) {
  try {
    await run();
  } catch (error) {
    const conflict = isPlatformError(error) && error.code === "EDIT_CONFLICT";
    const reason = conflict ? "admin.history.conflictKept" : refusalMessage(error);
    const marks = conflict ? undefined : refused.marks;
    const field = marks?.fieldOf(error);
    const values = formValues(refused.values);
    if (marks && field) return formRefused(refused.form, marks.message, values, 400, { fields: { [field]: reason } });
    return formRefused(refused.form, reason, values, conflict ? 409 : 400);
  }
  sendToast(context, { type: "success", key: success });
  return redirect(back, { status: 303 });
}
