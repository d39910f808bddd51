import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/coupons";
import { couponsAdmin } from "#server/contract";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { sendToast } from "~/.server/toast";
import { AdminPage } from "~/components/admin/AdminShell";
import { AdminCell, AdminRow, AdminTable } from "~/components/admin/AdminTable";
import * as css from "~/components/admin/admin.css";
import { CouponForm, discountText, usageText, validityText } from "~/components/admin/CouponForm";
import { adminCouponPath } from "~/lib/admin-paths";
import { couponCreateSchema } from "~/lib/forms/coupons";
import { useFormKeyAfterSave } from "~/lib/hooks";
import { useTranslation } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";
import { couponDays, couponFormRefused } from "./coupons.server";

/** The form fields' messages (forms), on top of the admin layout's. */

/**
 * The shop's coupons (decision 0072): what each gives, from which total, when, how often it was
 * used and whether it applies now; and a new one, then its page, or the form again with the
 * reasons under the fields and what was typed.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { coupons } = await context.get(platformContext).call(couponsAdmin.coupons, {});
  const language = interfaceLocale(context);
  return {
    locale: context.get(localeContext),
    title: tFor(language)("admin.coupons.title"),
    coupons: coupons.map((c) => couponDays(c, language)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: couponCreateSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  let id: number;
  try {
    ({ id } = await context.get(platformContext).call(couponsAdmin.createCoupon, submission.value));
  } catch (error) {
    return couponFormRefused(submission, error);
  }
  sendToast(context, { type: "success", key: "admin.coupons.created" });
  return redirect(adminCouponPath(context.get(localeContext), id), { status: 303 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminCoupons({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, coupons } = loaderData;
  return (
    <AdminPage title={t("admin.coupons.title")} testId="admin-coupons">
      <p className={css.muted}>{t("admin.coupons.intro")}</p>
      {coupons.length ? (
        <AdminTable
          label={t("admin.coupons.title")}
          columns={[
            t("admin.coupons.code"),
            t("admin.coupons.discount"),
            t("admin.coupons.minTotal"),
            t("admin.coupons.validity"),
            t("admin.coupons.used"),
            t("admin.coupons.status"),
          ]}
        >
          {coupons.map((c) => (
            <AdminRow key={c.id} data-testid="admin-coupon">
              <AdminCell>
                <Link to={adminCouponPath(locale, c.id)}>{c.code}</Link>
              </AdminCell>
              <AdminCell className={css.nowrap}>{discountText(t, c, locale)}</AdminCell>
              <AdminCell className={css.nowrap}>{c.minTotal ? formatMoney(c.minTotal, locale) : "—"}</AdminCell>
              <AdminCell>{validityText(t, c)}</AdminCell>
              <AdminCell className={css.nowrap}>{usageText(t, c)}</AdminCell>
              <AdminCell>{t(`admin.coupons.state.${c.state}`)}</AdminCell>
            </AdminRow>
          ))}
        </AdminTable>
      ) : (
        <p>{t("admin.coupons.empty")}</p>
      )}
      <section aria-labelledby="coupon-new">
        <h2 className={css.subheading} id="coupon-new">
          {t("admin.coupons.newTitle")}
        </h2>
        <CouponForm
          key={useFormKeyAfterSave(actionData?.result)}
          id="coupon-new-form"
          intent="create"
          locale={locale}
          saved={null}
          lastResult={actionData?.result}
          submitLabel={t("admin.coupons.create")}
        />
      </section>
    </AdminPage>
  );
}
