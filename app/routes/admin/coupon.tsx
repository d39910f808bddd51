import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/coupon";
import { couponsAdmin } from "#server/contract";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { isPlatformError, notFoundWhenMissing } from "~/.server/platform";
import { sendToast } from "~/.server/toast";
import { AdminPage } from "~/components/admin/AdminShell";
import * as css from "~/components/admin/admin.css";
import { DeleteSection } from "~/components/admin/DeleteSection";
import { CouponForm, discountText, usageText, validityText, type ShownCoupon } from "~/components/admin/CouponForm";
import { adminCouponPath, adminPath } from "~/lib/admin-paths";
import { couponSaveSchema } from "~/lib/forms/coupons";
import { useFormKeyAfterSave } from "~/lib/hooks";
import { useTranslation, type TranslationHandle } from "~/lib/i18n";
import { outlineButton } from "~/styles/button.css";
import { recordId, refusalKey } from "./admin.server";
import { couponDays, couponFormRefused } from "./coupons.server";

/** The form fields' messages (forms) and the confirmation dialog's close button (editor), on top of
 * the admin layout's. */
export const handle: TranslationHandle = { i18n: ["editor"] };

/**
 * One coupon (decision 0072): what it gives and whether it applies now; its settings saved, it
 * switched off or on, and deleted while no order used it (one an order used is switched off
 * instead). Plain forms, each back here with a toast (a deletion to the list), or the settings'
 * form again with the reasons under the fields and what was typed.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = recordId(params.id);
  try {
    const coupon = await context.get(platformContext).call(couponsAdmin.coupon, { id });
    const language = interfaceLocale(context);
    return {
      locale: context.get(localeContext),
      title: tFor(language)("admin.coupons.detailTitle", { code: coupon.code }),
      coupon: couponDays(coupon, language),
    };
  } catch (error) {
    notFoundWhenMissing(error);
  }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const id = recordId(params.id);
  const locale = context.get(localeContext);
  const api = context.get(platformContext);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "save") {
    const submission = parseWithZod(form, { schema: couponSaveSchema });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    try {
      await api.call(couponsAdmin.saveCoupon, { id, ...submission.value });
    } catch (error) {
      return couponFormRefused(submission, error);
    }
    sendToast(context, { type: "success", key: "admin.coupons.saved" });
    return redirect(adminCouponPath(locale, id), { status: 303 });
  }
  try {
    if (intent === "activate" || intent === "deactivate") {
      await api.call(couponsAdmin.setCouponActive, { id, active: intent === "activate" });
      sendToast(context, { type: "success", key: `admin.coupons.${intent}d` });
    } else if (intent === "delete") {
      await api.call(couponsAdmin.deleteCoupon, { id });
      sendToast(context, { type: "success", key: "admin.coupons.deleted" });
      return redirect(adminPath(locale, "coupons"), { status: 303 });
    } else return data(null, { status: 400 });
  } catch (error) {
    sendToast(context, { type: "error", key: refusalKey(error) });
    // A coupon already gone: to the list, where the toast says so.
    if (isPlatformError(error, 404)) return redirect(adminPath(locale, "coupons"), { status: 303 });
  }
  return redirect(adminCouponPath(locale, id), { status: 303 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminCoupon({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, coupon } = loaderData;
  return (
    <AdminPage title={t("admin.coupons.detailTitle", { code: coupon.code })} testId="admin-coupon">
      <p>
        <Link to={adminPath(locale, "coupons")}>{t("admin.coupons.back")}</Link>
      </p>
      <p data-testid="coupon-summary">
        <strong>{t(`admin.coupons.state.${coupon.state}`)}</strong>
        {" · "}
        {discountText(t, coupon, locale)}
        {" · "}
        {validityText(t, coupon)}
        {" · "}
        {usageText(t, coupon)}
      </p>
      <section aria-labelledby="coupon-settings">
        <h2 className={css.subheading} id="coupon-settings">
          {t("admin.coupons.settings")}
        </h2>
        <p className={css.muted}>{t("admin.coupons.settingsIntro")}</p>
        <CouponForm
          key={useFormKeyAfterSave(actionData?.result)}
          id="coupon-form"
          intent="save"
          locale={locale}
          saved={coupon}
          lastResult={actionData?.result}
          submitLabel={t("admin.coupons.save")}
        />
      </section>
      <SwitchSection coupon={coupon} />
      {/* A coupon no order used can be deleted; one an order used is switched off instead. */}
      <DeleteSection
        id="coupon-delete-title"
        heading={t("admin.coupons.deleteTitle")}
        inUse={coupon.used ? t("admin.coupons.usedCannotDelete") : null}
        label={t("admin.coupons.delete")}
        accessibleLabel={t("admin.coupons.deleteOne", { code: coupon.code })}
        confirmTitle={t("admin.coupons.confirmTitle", { code: coupon.code })}
        confirmText={t("admin.coupons.confirmText")}
        confirmYes={t("admin.coupons.confirmYes")}
        testId="coupon-delete"
        inUseTestId="coupon-used"
      />
    </AdminPage>
  );
}

/** Off takes it off every cart at its next read, and no one can apply it; on lets it apply again. */
function SwitchSection({ coupon }: { coupon: ShownCoupon }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="coupon-switch">
      <h2 className={css.subheading} id="coupon-switch">
        {t(coupon.active ? "admin.coupons.deactivateTitle" : "admin.coupons.activateTitle")}
      </h2>
      <p className={css.muted}>{t(coupon.active ? "admin.coupons.deactivateIntro" : "admin.coupons.activateIntro")}</p>
      <Form method="post">
        <input type="hidden" name="intent" value={coupon.active ? "deactivate" : "activate"} />
        <button type="submit" className={outlineButton} data-testid="coupon-switch">
          {t(coupon.active ? "admin.coupons.deactivate" : "admin.coupons.activate")}
        </button>
      </Form>
    </section>
  );
}
