import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/delivery-method";
import { shopAdmin } from "#server/contract";
import { localeContext, platformContext } from "~/.server/context";
import {
  deliveryFormRefused,
  deliveryMethodSettings,
  deliverySettingsRefused,
  formText,
  formTexts,
} from "~/.server/delivery-methods";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { isPlatformError, notFoundWhenMissing } from "~/.server/platform";
import { sendToast } from "~/.server/toast";
import { AdminPage } from "~/components/admin/AdminShell";
import * as css from "~/components/admin/admin.css";
import { MAX_DELIVERY_NAME } from "#server/contract/delivery-limits";
import { ConfirmedRowAction } from "~/components/admin/ConfirmedRowAction";
import { DeleteSection } from "~/components/admin/DeleteSection";
import { DeliveryMethodForm, LanguageTexts } from "~/components/admin/DeliveryMethodForm";
import { FormErrors } from "~/components/forms/ErrorList";
import { FaultFocus } from "~/components/forms/fault-focus";
import * as formCss from "~/components/forms/forms.css";
import { adminDeliveryMethodPath, adminPath } from "~/lib/admin-paths";
import { countryChoices } from "~/lib/countries";
import { positiveId } from "~/lib/ids";
import { typed, useRefusal, type FormRefusal } from "~/lib/forms/refusal";
import { useTranslation, type TranslationHandle } from "~/lib/i18n";
import { outlineButton, primaryButton } from "~/styles/button.css";
import { recordId, refusalKey } from "./admin.server";

/** The form errors' messages (forms) and the confirmation dialog's close button (editor), on top of
 * the admin layout's. */
export const handle: TranslationHandle = { i18n: ["editor"] };

/**
 * One delivery method: its names and descriptions per language, price, countries, whether it is
 * offered and whether a person hands the order over (pay on delivery), its position; and its
 * branches (stores, parcel lockers): added, renamed, (de)activated, removed; and the method deleted
 * while no order names it. Plain forms, each back here with a toast (a deletion to the list), or the
 * form again with the reason and what was typed.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const id = recordId(params.id);
  try {
    const found = await context.get(platformContext).call(shopAdmin.deliveryMethod, { id });
    const language = interfaceLocale(context);
    return {
      locale,
      title: tFor(language)("admin.deliveryMethods.detailTitle", { name: found.method.name }),
      ...found,
      // Named in the admin's language, as the checkout settings name them.
      countries: countryChoices(
        found.countries.map((c) => c.iso),
        language,
      ),
    };
  } catch (error) {
    notFoundWhenMissing(error);
  }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const id = recordId(params.id);
  const locale = context.get(localeContext);
  const back = adminDeliveryMethodPath(locale, id);
  const api = context.get(platformContext);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const which: FormRefusal["form"] =
    intent === "method" ? "deliveryMethod" : intent === "addBranch" ? "deliveryBranchAdd" : "deliveryBranch";
  const refused = (error: string) => deliveryFormRefused(which, form, error);
  try {
    if (intent === "method") {
      const read = deliveryMethodSettings(form);
      if ("refused" in read) return deliverySettingsRefused(which, form, read.refused);
      await api.call(shopAdmin.saveDeliveryMethod, { id, ...read.settings });
      sendToast(context, { type: "success", key: "admin.deliveryMethods.saved" });
    } else if (intent === "addBranch") {
      await api.call(shopAdmin.addDeliveryBranch, { methodId: id, names: formTexts(form, "names") });
      sendToast(context, { type: "success", key: "admin.deliveryMethods.branchAdded" });
    } else if (intent === "branch") {
      const branchId = positiveId(formText(form, "branchId")) ?? 0;
      await api.call(shopAdmin.saveDeliveryBranch, {
        id: branchId,
        names: formTexts(form, "names"),
        active: form.has("active"),
      });
      sendToast(context, { type: "success", key: "admin.deliveryMethods.branchSaved" });
    } else if (intent === "removeBranch") {
      await api.call(shopAdmin.removeDeliveryBranch, { id: positiveId(formText(form, "branchId")) ?? 0 });
      sendToast(context, { type: "success", key: "admin.deliveryMethods.branchRemoved" });
    } else if (intent === "delete") {
      await api.call(shopAdmin.deleteDeliveryMethod, { id });
      sendToast(context, { type: "success", key: "admin.deliveryMethods.deleted" });
      return redirect(adminPath(locale, "delivery-methods"), { status: 303 });
    } else return data(null, { status: 400 });
  } catch (error) {
    if (isPlatformError(error, 404) && (intent === "method" || intent === "addBranch"))
      throw data(null, { status: 404 });
    // A branch gone meanwhile (another admin removed it) has no form left on the page to show why.
    const branchGone = intent === "branch" && isPlatformError(error, 404);
    if (intent !== "removeBranch" && intent !== "delete" && !branchGone) return refused(refusalKey(error));
    sendToast(context, { type: "error", key: refusalKey(error) });
    // A method already gone: to the list, where the toast says so.
    if (intent === "delete" && isPlatformError(error, 404))
      return redirect(adminPath(locale, "delivery-methods"), { status: 303 });
  }
  return redirect(back, { status: 303 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

type LoaderData = Route.ComponentProps["loaderData"];

export default function AdminDeliveryMethod({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, method } = loaderData;
  const here = adminDeliveryMethodPath(locale, method.id);
  return (
    <AdminPage title={t("admin.deliveryMethods.detailTitle", { name: method.name })} testId="admin-delivery-method">
      <p>
        <Link to={adminPath(locale, "delivery-methods")}>{t("admin.deliveryMethods.back")}</Link>
      </p>
      <section aria-labelledby="delivery-method-settings">
        <h2 className={css.subheading} id="delivery-method-settings">
          {t("admin.deliveryMethods.settings")}
        </h2>
        <p className={css.muted}>
          {t("admin.deliveryMethods.code")}: <code>{method.code}</code>
        </p>
        <DeliveryMethodForm
          form="deliveryMethod"
          intent="method"
          action={here}
          locale={locale}
          saved={method}
          countries={loaderData.countries}
          submitLabel={t("admin.deliveryMethods.save")}
          testId="delivery-method-form"
        />
      </section>
      <BranchesSection method={method} action={here} />
      {/* A method no order names can be deleted; one orders name is switched off instead. */}
      <DeleteSection
        id="delivery-method-delete"
        heading={t("admin.deliveryMethods.deleteTitle")}
        inUse={method.used ? t("admin.deliveryMethods.methodUsed") : null}
        label={t("admin.deliveryMethods.delete")}
        accessibleLabel={t("admin.deliveryMethods.deleteOne", { name: method.name })}
        confirmTitle={t("admin.deliveryMethods.confirmTitle", { name: method.name })}
        confirmText={t("admin.deliveryMethods.confirmText")}
        confirmYes={t("admin.deliveryMethods.confirmYes")}
        action={here}
        testId="delivery-method-delete"
        inUseTestId="delivery-method-used"
      />
    </AdminPage>
  );
}

function BranchesSection({ method, action }: { method: LoaderData["method"]; action: string }) {
  const { t } = useTranslation();
  const refusal = useRefusal("deliveryBranch");
  const adding = useRefusal("deliveryBranchAdd");
  return (
    <section aria-labelledby="delivery-method-branches">
      <h2 className={css.subheading} id="delivery-method-branches">
        {t("admin.deliveryMethods.branchesTitle")}
      </h2>
      <p className={css.muted}>{t("admin.deliveryMethods.branchesIntro")}</p>
      {method.branches.length ? (
        <ul className={css.itemList}>
          {method.branches.map((branch) => {
            const mine = refusal && typed(refusal.values, "branchId") === String(branch.id) ? refusal : null;
            const idPrefix = `branch-${branch.id}`;
            const heading = `${idPrefix}-name`;
            return (
              <li key={branch.id} className={css.branch} data-testid="delivery-branch">
                <h3 className={css.branchName} id={heading}>
                  {branch.name}
                  {branch.active ? "" : ` (${t("admin.deliveryMethods.inactive")})`}
                </h3>
                <Form method="post" action={action} className={css.fields}>
                  <FaultFocus reply={mine}>
                    <FormErrors id={`${idPrefix}-errors`} errors={mine ? [mine.error] : undefined} />
                    <input type="hidden" name="intent" value="branch" />
                    <input type="hidden" name="branchId" value={branch.id} />
                    <LanguageTexts
                      idPrefix={idPrefix}
                      prefix="names"
                      label={(language) => t(`admin.deliveryMethods.name.${language}`)}
                      values={branch.names}
                      typedValues={mine?.values}
                      max={MAX_DELIVERY_NAME}
                    />
                    <label className={formCss.checkboxLabel}>
                      <input
                        type="checkbox"
                        name="active"
                        defaultChecked={mine ? "active" in mine.values : branch.active}
                        className={formCss.checkbox}
                      />
                      {t("admin.deliveryMethods.branchActive")}
                    </label>
                    <div>
                      <button
                        type="submit"
                        className={outlineButton}
                        aria-label={t("admin.deliveryMethods.saveBranchOne", { name: branch.name })}
                      >
                        {t("admin.deliveryMethods.saveBranch")}
                      </button>
                    </div>
                  </FaultFocus>
                </Form>
                {branch.used || method.branches.length === 1 ? (
                  <p className={css.muted}>
                    {t(branch.used ? "admin.deliveryMethods.branchUsed" : "admin.deliveryMethods.lastBranch")}
                  </p>
                ) : (
                  // Refused with a reason when an order names it meanwhile (server/modules/checkout/delivery-admin.ts).
                  <ConfirmedRowAction
                    intent="removeBranch"
                    fields={{ branchId: branch.id }}
                    label={t("admin.deliveryMethods.removeBranchOne", { name: branch.name })}
                    question={t("admin.deliveryMethods.removeBranchConfirm.title", { name: branch.name })}
                    text={t("admin.deliveryMethods.removeBranchConfirm.text")}
                    yes={t("admin.deliveryMethods.removeBranchConfirm.yes")}
                    testId="delivery-branch-remove"
                  >
                    {t("admin.deliveryMethods.removeBranch")}
                  </ConfirmedRowAction>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p>{t("admin.deliveryMethods.noBranches")}</p>
      )}
      <h3 className={css.branchName} id="delivery-branch-new">
        {t("admin.deliveryMethods.addBranchTitle")}
      </h3>
      {/* Keyed by the branches: once one is added, the fields are empty again (with JavaScript too). */}
      <Form
        key={method.branches.length}
        method="post"
        action={action}
        className={css.fields}
        aria-labelledby="delivery-branch-new"
        data-testid="delivery-branch-add"
      >
        <FaultFocus reply={adding}>
          <FormErrors id="delivery-branch-new-errors" errors={adding ? [adding.error] : undefined} />
          <input type="hidden" name="intent" value="addBranch" />
          <LanguageTexts
            idPrefix="new-branch"
            prefix="names"
            label={(language) => t(`admin.deliveryMethods.name.${language}`)}
            values={{}}
            typedValues={adding?.values}
            max={MAX_DELIVERY_NAME}
          />
          <div>
            <button type="submit" className={primaryButton}>
              {t("admin.deliveryMethods.addBranch")}
            </button>
          </div>
        </FaultFocus>
      </Form>
    </section>
  );
}
