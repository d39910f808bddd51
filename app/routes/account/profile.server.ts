import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import type { Route } from "./+types/profile";
import { accounts } from "../../../server/contract";
import { pagePath } from "../../../server/contract/urls";
import { localeContext, platformContext, viewerContext } from "../../.server/context";
import { WISHLIST_LIMIT } from "../../.server/auth/account";
import { errorMessageKey } from "../../.server/auth/errors";
import { loginPath } from "../../.server/auth/guards";
import { memberCardAfterProfileSave } from "../../.server/auth/member-card";
import { isPlatformError } from "../../.server/platform";
import { sendToast, type Toast } from "../../.server/toast";
import type { WishlistEntry } from "../../components/account/WishlistSection";
import { addressSchema, changePasswordSchema, profileSchema } from "../../lib/forms/account";
import { formMessages } from "../../lib/forms/messages";

type Context = Readonly<RouterContextProvider>;

/** Everything the logged-in profile shows, in one round of platform calls. */
export async function loadProfile(request: Request, context: Context) {
  const api = context.get(platformContext);
  const viewer = context.get(viewerContext)!;
  try {
    const [user, orders, wishlist] = await Promise.all([
      api.call(accounts.profile, {}),
      api.call(accounts.orderList, { page: 1, limit: 20 }),
      // Spec section 6: back-office users have no wishlist loaded.
      viewer.isBackofficeUser ? null : api.call(accounts.wishlistFilter, { limit: WISHLIST_LIMIT, page: 1 }).catch(() => ({ items: [] })),
    ]);
    return {
      user: {
        firstName: user.details.firstName,
        lastName: user.details.lastName,
        email: user.email,
        memberCardBarcode: user.memberCardBarcode,
        isBackofficeUser: user.isBackofficeUser,
      },
      addresses: user.addresses,
      orders: orders.records,
      orderCount: orders.totalRecords,
      wishlist: wishlist
        ? wishlist.items.map(
            (i): WishlistEntry => ({
              productId: i.product_id,
              product: i.product
                ? {
                    name: i.product.name,
                    url: i.product.url,
                    media: i.product.media,
                    finalPrice: i.product.finalPrice,
                    retailPrice: i.product.retailPrice,
                    discountPercent: i.product.discountPercent,
                    currency: i.product.currency,
                  }
                : null,
            }),
          )
        : null,
    };
  } catch (error) {
    // The platform no longer accepts the session's token: the visitor is logged out; log in again.
    if (isPlatformError(error, 401)) {
      const url = new URL(request.url);
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

/** The profile page's one write route: `intent` says which form was sent (design.md, Practices).
 * The route's middleware (viewerOnlyForWrites) has sent guests to log in. */
export async function profileAction({ request, context }: Route.ActionArgs) {
  const api = context.get(platformContext);
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "profile") {
    const formId = "profile-form";
    const submission = parseWithZod(formData, { schema: profileSchema });
    if (submission.status !== "success") return failed(formId, submission.reply());
    const { firstName, lastName, email, memberCardBarcode } = submission.value;
    if (memberCardBarcode) {
      const barcodeError = await api.call(accounts.memberCardCheck, { barcode: memberCardBarcode }).then(
        ({ isValid }) => (isValid ? null : formMessages.barcodeInvalid),
        // Too many checks (429) says so; any other failure is the spec's "request failed".
        (error: unknown) => (isPlatformError(error, 429) ? errorMessageKey(error) : formMessages.barcodeError),
      );
      if (barcodeError) return failed(formId, submission.reply({ fieldErrors: { memberCardBarcode: [barcodeError] } }));
    }
    let user;
    try {
      user = await api.call(accounts.updateProfile, { details: { firstName, lastName }, email, username: email, memberCardBarcode: memberCardBarcode ?? "" });
    } catch (error) {
      return failed(formId, submission.reply({ formErrors: [errorMessageKey(error)] }), statusOf(error));
    }
    await memberCardAfterProfileSave(context, user.memberCardBarcode);
    return done(context, { type: "success", key: "account.profile.saved" }, "details");
  }

  if (intent === "password") {
    const formId = "password-form";
    const hideFields = ["oldPassword", "newPassword", "newPasswordAgain"];
    const submission = parseWithZod(formData, { schema: changePasswordSchema });
    if (submission.status !== "success") return failed(formId, submission.reply({ hideFields }));
    try {
      await api.call(accounts.passwordReset, { oldPassword: submission.value.oldPassword, newPassword: submission.value.newPassword });
    } catch (error) {
      const key = errorMessageKey(error);
      const reply =
        key === "core.notifications.inccorectOldPassword"
          ? submission.reply({ fieldErrors: { oldPassword: [key] }, hideFields })
          : submission.reply({ formErrors: [key], hideFields });
      return failed(formId, reply, statusOf(error));
    }
    return done(context, { type: "success", key: "account.profile.passwordChanged" }, "password");
  }

  if (intent === "address-create" || intent === "address-update") {
    const rawId = String(formData.get("formId") ?? "");
    const formId = /^address-(new|\d{1,10})$/.test(rawId) ? rawId : "address-new";
    const submission = parseWithZod(formData, { schema: addressSchema });
    if (submission.status !== "success") return failed(formId, submission.reply());
    const { id, ...address } = submission.value;
    const input = { ...address, companyName: address.companyName ?? "", companyOIB: address.companyOIB ?? "" };
    try {
      if (intent === "address-update" && id) await api.call(accounts.addressUpdate, { ...input, id });
      else await api.call(accounts.addressCreate, input);
    } catch (error) {
      return failed(formId, submission.reply({ formErrors: [errorMessageKey(error)] }), statusOf(error));
    }
    const key = intent === "address-update" ? "account.addresses.updated" : "account.addresses.created";
    return done(context, { type: "success", key }, "addresses");
  }

  if (intent === "address-delete") {
    const id = Number(formData.get("id"));
    if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 400 });
    try {
      await api.call(accounts.addressDelete, { id });
    } catch (error) {
      return done(context, { type: "error", key: errorMessageKey(error) }, "addresses");
    }
    return done(context, { type: "success", key: "account.addresses.deleted" }, "addresses");
  }

  throw data(null, { status: 400 });
}
