import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import type { Route } from "./+types/profile";
import { accounts } from "#server/contract";
import { pagePath } from "#server/contract/urls";
import { localeContext, platformContext, viewerContext } from "~/.server/context";
import { toggleWishlist, WISHLIST_LIMIT } from "~/.server/auth/account";
import { errorMessageKey, refusalErrors } from "~/.server/auth/errors";
import { homePath, loginPath } from "~/.server/auth/guards";
import { signOut } from "~/.server/auth/state";
import { endCartSession, memberCard } from "~/.server/cart";
import { memberCardAfterProfileSave } from "~/.server/auth/member-card";
import { isPlatformError, type PlatformClient } from "~/.server/platform";
import { sendToast, type Toast } from "~/.server/toast";
import type { WishlistEntry } from "~/components/account/WishlistSection";
import { toCardProduct } from "~/lib/product-card";
import {
  addressFormId,
  isProfileIntent,
  profileFormSchema,
  type ProfileFormOf,
  type ProfileIntent,
} from "~/lib/forms/profile";
import { formMessages } from "~/lib/forms/messages";
import { askedPageNumber, pageSearch } from "~/lib/pagination";

type Context = Readonly<RouterContextProvider>;

/** The orders listed on one page of the profile's orders (spec section 9, the default list page size). */
export const ORDERS_PAGE_SIZE = 10;

/** Everything the logged-in profile shows, in one round of platform calls; the orders of the page
 * the URL asks for (`?page=`), and past the last page a redirect to it. */
export async function loadProfile(request: Request, context: Context) {
  const api = context.get(platformContext);
  const viewer = context.get(viewerContext)!;
  const url = new URL(request.url);
  const page = askedPageNumber(url.searchParams);
  try {
    const [user, orders, wishlist] = await Promise.all([
      api.call(accounts.profile, {}),
      api.call(accounts.orderList, { page, limit: ORDERS_PAGE_SIZE }),
      // Spec section 6: back-office users have no wishlist loaded.
      viewer.isBackofficeUser
        ? null
        : api.call(accounts.wishlistFilter, { limit: WISHLIST_LIMIT, page: 1 }).catch(() => ({ items: [] })),
    ]);
    if (page > 1 && page > orders.totalPages)
      throw redirect(`${url.pathname}${pageSearch(url.searchParams, orders.totalPages)}#orders`);
    return {
      user: {
        firstName: user.details.firstName,
        lastName: user.details.lastName,
        email: user.email,
        memberCardBarcode: user.memberCardBarcode,
        emailVerified: user.emailVerified,
        isBackofficeUser: user.isBackofficeUser,
        hasPassword: user.hasPassword,
      },
      addresses: user.addresses,
      orders: orders.records,
      orderCount: orders.totalRecords,
      ordersPage: { page, totalPages: orders.totalPages },
      wishlist: wishlist
        ? wishlist.items.map((i): WishlistEntry => ({
            productId: i.product_id,
            product: i.product ? toCardProduct(i.product) : null,
          }))
        : null,
    };
  } catch (error) {
    // The platform no longer accepts the session's token: the visitor is logged out; log in again.
    if (isPlatformError(error, 401)) {
      throw redirect(loginPath(context.get(localeContext), url.pathname));
    }
    throw error;
  }
}

function failed(formId: string, result: SubmissionResult<string[]>, status = 400) {
  return data({ formId, result }, { status });
}

function done(context: Context, toast: Toast, anchor: string) {
  sendToast(context, toast);
  return redirect(`${pagePath("profile", context.get(localeContext))}#${anchor}`, { status: 303 });
}

function statusOf(error: unknown) {
  return isPlatformError(error, 429) ? 429 : 400;
}

/** What a handler needs: the platform, and how to show its form again with errors. */
interface Handling {
  context: Context;
  api: PlatformClient;
  refuse(
    errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> },
    status?: number,
  ): ReturnType<typeof failed>;
}

interface ProfileHandler<I extends ProfileIntent> {
  /** The form its errors show in, from what was posted; null: a form without errors of its own
   * (a malformed one is refused with 400). */
  formId(posted: Record<string, unknown>): string | null;
  /** Fields never sent back (passwords). */
  hideFields?: string[];
  run(handling: Handling, form: ProfileFormOf<I>): Promise<Response | ReturnType<typeof failed>>;
}

async function saveProfile(
  { context, api, refuse }: Handling,
  { firstName, lastName, email, memberCardBarcode, password }: ProfileFormOf<"profile">,
) {
  if (memberCardBarcode) {
    const barcodeError = await api.call(accounts.memberCardCheck, { barcode: memberCardBarcode }).then(
      ({ isValid }) => (isValid ? null : formMessages.barcodeInvalid),
      // Too many checks (429) says so; any other failure is the spec's "request failed".
      (error: unknown) => (isPlatformError(error, 429) ? errorMessageKey(error) : formMessages.barcodeError),
    );
    if (barcodeError) return refuse({ fieldErrors: { memberCardBarcode: [barcodeError] } });
  }
  // The session's own copy of the address may be older: what the platform holds tells a change.
  const before = await api.call(accounts.profile, {});
  let user;
  try {
    user = await api.call(accounts.updateProfile, {
      details: { firstName, lastName },
      email,
      username: email,
      memberCardBarcode: memberCardBarcode ?? "",
      password,
    });
  } catch (error) {
    // Refused for a new e-mail without the right password: the field says which it lacks.
    if (isPlatformError(error) && error.code === "INCORRECT_OLD_PASSWORD")
      return refuse({ fieldErrors: { password: [password ? errorMessageKey(error) : formMessages.required] } });
    // Another account has the address: said under the field it concerns.
    if (isPlatformError(error) && error.code === "USER_EXISTS")
      return refuse({ fieldErrors: { email: [errorMessageKey(error)] } }, statusOf(error));
    return refuse({ formErrors: [errorMessageKey(error)] }, statusOf(error));
  }
  await memberCardAfterProfileSave(context, user.memberCardBarcode);
  // A new address is confirmed by the link mailed to it: the notice says where it went.
  const toast: Toast =
    user.email === before.email
      ? { type: "success", key: "account.profile.saved" }
      : { type: "success", key: "account.profile.savedConfirmEmail", values: { email: user.email } };
  return done(context, toast, "details");
}

async function changePassword(
  { context, api, refuse }: Handling,
  { oldPassword, newPassword }: ProfileFormOf<"password">,
) {
  try {
    await api.call(accounts.passwordReset, { oldPassword, newPassword });
  } catch (error) {
    const fields = { INCORRECT_OLD_PASSWORD: "oldPassword", COMMON_PASSWORD: "newPassword" } as const;
    return refuse(refusalErrors(error, fields), statusOf(error));
  }
  return done(context, { type: "success", key: "account.profile.passwordChanged" }, "password");
}

async function saveAddress(
  { context, api, refuse }: Handling,
  form: ProfileFormOf<"address-create" | "address-update">,
) {
  const { intent, formId: _, id, ...address } = form;
  const input = { ...address, companyName: address.companyName ?? "", companyOIB: address.companyOIB ?? "" };
  const editing = intent === "address-update" && id ? id : null;
  let replacesMain = false;
  try {
    // One main address at a time: the platform makes the previous one a delivery address, which the
    // shopper is told.
    if (address.type === "main")
      replacesMain = (await api.call(accounts.addressList, {})).some((a) => a.type === "main" && a.id !== editing);
    if (editing) await api.call(accounts.addressUpdate, { ...input, id: editing });
    else await api.call(accounts.addressCreate, input);
  } catch (error) {
    // A country the shop does not deliver to (or an unknown one): said under the Country field.
    const fields = { COUNTRY_NOT_ALLOWED: "country", UNKNOWN_COUNTRY: "country" } as const;
    return refuse(refusalErrors(error, fields), statusOf(error));
  }
  const key = replacesMain
    ? "account.addresses.mainReplaced"
    : editing
      ? "account.addresses.updated"
      : "account.addresses.created";
  return done(context, { type: "success", key }, "addresses");
}

async function deleteAddress({ context, api }: Handling, { id }: ProfileFormOf<"address-delete">) {
  try {
    await api.call(accounts.addressDelete, { id });
  } catch (error) {
    return done(context, { type: "error", key: errorMessageKey(error) }, "addresses");
  }
  return done(context, { type: "success", key: "account.addresses.deleted" }, "addresses");
}

/** "Send the link again" beside an unconfirmed address: back to the details, told where it went. */
async function resendConfirmation({ context, api }: Handling) {
  let email;
  try {
    ({ email } = await api.call(accounts.confirmationResend, {}));
  } catch (error) {
    const confirmed = isPlatformError(error) && error.code === "EMAIL_ALREADY_CONFIRMED";
    return done(
      context,
      confirmed ? { type: "info", key: "account.verify.confirmed" } : { type: "error", key: errorMessageKey(error) },
      "details",
    );
  }
  return done(context, { type: "success", key: "account.profile.confirmationSent", values: { email } }, "details");
}

/** A heart of the wishlist section, without JavaScript: back to the section, like the addresses. */
async function toggleWishlistItem({ context }: Handling, { product_id: productId }: ProfileFormOf<"wishlist">) {
  const { toast } = await toggleWishlist(context, productId, context.get(localeContext));
  return done(context, toast, "wishlist");
}

/** Where each refusal of "Delete my account" shows: under the field it is about, else over the form. */
const deleteRefusals: Partial<Record<string, { field?: "password" | "email"; key: string }>> = {
  INCORRECT_OLD_PASSWORD: { field: "password", key: "account.deleteAccount.wrongPassword" },
  DELETE_EMAIL_MISMATCH: { field: "email", key: "account.deleteAccount.emailMismatch" },
  CUSTOMER_LAST_BACKOFFICE: { key: "account.deleteAccount.lastBackoffice" },
  ACCOUNT_OPEN_ORDERS: { key: "account.deleteAccount.openOrders" },
};

/**
 * "Delete my account" (decision 0078): the platform erases the account (its sessions end there), then
 * the visitor is signed out here as by logging out (session, cart session, member card) and lands on
 * the home page with a notice. Refused, the form shows why, under the field it is about.
 */
async function deleteAccount(
  { context, api, refuse }: Handling,
  { proof, password, email }: ProfileFormOf<"delete-account">,
) {
  try {
    await api.call(accounts.deleteAccount, {
      ...(proof === "password" ? { password } : { email }),
      confirm: true,
    });
  } catch (error) {
    const known = isPlatformError(error) ? deleteRefusals[error.code] : undefined;
    if (known?.field) return refuse({ fieldErrors: { [known.field]: [known.key] } });
    return refuse({ formErrors: [known?.key ?? errorMessageKey(error)] }, statusOf(error));
  }
  signOut(context);
  endCartSession(context);
  memberCard.clear(context);
  sendToast(context, { type: "success", key: "account.deleteAccount.done" });
  return redirect(homePath(context.get(localeContext)), { status: 303 });
}

const addressForm = (posted: Record<string, unknown>) => addressFormId.parse(posted.formId);

const handlers: { [I in ProfileIntent]: ProfileHandler<I> } = {
  profile: { formId: () => "profile-form", hideFields: ["password"], run: saveProfile },
  password: {
    formId: () => "password-form",
    hideFields: ["oldPassword", "newPassword", "newPasswordAgain"],
    run: changePassword,
  },
  "address-create": { formId: addressForm, run: saveAddress },
  "address-update": { formId: addressForm, run: saveAddress },
  "address-delete": { formId: () => null, run: deleteAddress },
  wishlist: { formId: () => null, run: toggleWishlistItem },
  "delete-account": { formId: () => "delete-account-form", hideFields: ["password"], run: deleteAccount },
  "resend-confirmation": { formId: () => null, run: resendConfirmation },
};

/** The profile page's one write route: the form is parsed with its intent's schema and handled by
 * that intent's handler (design.md, Practices). The route's middleware (viewerOnlyForWrites) has
 * sent guests to log in. */
export async function profileAction({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (!isProfileIntent(intent)) throw data(null, { status: 400 });
  return handle(context, intent, parseProfileForm(formData));
}

function parseProfileForm(formData: FormData) {
  return parseWithZod(formData, { schema: profileFormSchema });
}

function handle<I extends ProfileIntent>(context: Context, intent: I, submission: ReturnType<typeof parseProfileForm>) {
  const handler = handlers[intent] as ProfileHandler<I>;
  const formId = handler.formId(submission.payload);
  const reply = (errors: Parameters<Handling["refuse"]>[0] = {}) =>
    submission.reply({ ...errors, hideFields: handler.hideFields });
  if (submission.status !== "success") {
    if (formId === null) throw data(null, { status: 400 });
    return failed(formId, reply());
  }
  const refuse: Handling["refuse"] = (errors, status) => failed(formId ?? "", reply(errors), status);
  return handler.run({ context, api: context.get(platformContext), refuse }, submission.value as ProfileFormOf<I>);
}
