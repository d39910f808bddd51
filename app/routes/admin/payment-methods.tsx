import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/payment-methods";
import { shopAdmin, type AdminPaymentMethod } from "#server/contract";
import { locales } from "#server/contract/urls";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { isPlatformError } from "~/.server/platform";
import { sendToast } from "~/.server/toast";
import { AdminPage } from "~/components/admin/AdminShell";
import * as css from "~/components/admin/admin.css";
import { FormErrors } from "~/components/forms/ErrorList";
import { FaultFocus } from "~/components/forms/fault-focus";
import { TextAreaField } from "~/components/forms/Field";
import { SubmitButton, useIsPending } from "~/components/forms/SubmitButton";
import { adminPath } from "~/lib/admin-paths";
import { paymentInstructionsSchema } from "~/lib/forms/payment-instructions";
import { useTranslation } from "~/lib/i18n";
import { refusalKey } from "./admin.server";

/** The form fields' messages (forms), on top of the admin layout's. */

/** The shop's payment methods, each with what it tells the buyer about paying, per language. */
export async function loader({ context }: Route.LoaderArgs) {
  const { methods } = await context.get(platformContext).call(shopAdmin.paymentMethods, {});
  return { title: tFor(interfaceLocale(context))("admin.paymentMethods.title"), methods };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: paymentInstructionsSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), id: null }, { status: 400 });
  const { id, instructions } = submission.value;
  try {
    await context.get(platformContext).call(shopAdmin.savePaymentInstructions, {
      id,
      // A language left empty loses its text (the platform removes it).
      instructions: Object.fromEntries(locales.map((locale) => [locale, instructions[locale] ?? ""])),
    });
  } catch (error) {
    return data(
      { result: submission.reply({ formErrors: [refusalKey(error)] }), id },
      { status: isPlatformError(error, 404) ? 404 : 400 },
    );
  }
  sendToast(context, { type: "success", key: "admin.paymentMethods.saved" });
  return redirect(adminPath(context.get(localeContext), "payment-methods"), { status: 303 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminPaymentMethods({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.paymentMethods.title")} testId="admin-payment-methods">
      <p className={css.muted}>{t("admin.paymentMethods.intro")}</p>
      {loaderData.methods.map((method) => (
        <InstructionsForm
          key={method.id}
          method={method}
          lastResult={actionData?.id === method.id ? actionData.result : undefined}
        />
      ))}
    </AdminPage>
  );
}

function InstructionsForm({
  method,
  lastResult,
}: {
  method: AdminPaymentMethod;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm<{ id: string; instructions: Record<string, string> }>({
    id: `payment-method-${method.id}`,
    lastResult,
    defaultValue: { id: String(method.id), instructions: method.instructions },
  });
  const languageFields = fields.instructions.getFieldset();
  const intent = `save-${method.id}`;
  const pending = useIsPending({ intent });
  const headingId = `${form.id}-name`;
  return (
    <section aria-labelledby={headingId} data-testid="admin-payment-method">
      <h2 className={css.subheading} id={headingId}>
        {method.name}
        {method.active ? "" : ` (${t("admin.paymentMethods.inactive")})`}
      </h2>
      {method.paymentType ? <p className={css.muted}>{t("admin.paymentMethods.online")}</p> : null}
      {!method.paymentType && !Object.values(method.instructions).some(Boolean) ? (
        <p className={css.muted} data-testid="admin-payment-method-untold">
          {t("admin.paymentMethods.none")}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className={css.fields}>
        <FaultFocus reply={lastResult}>
          <FormErrors id={form.errorId} errors={form.errors} />
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="id" value={method.id} />
          {locales.map((language) => (
            <TextAreaField
              key={language}
              meta={languageFields[language]}
              label={t(`admin.paymentMethods.instructions.${language}`)}
              hint={t("admin.paymentMethods.hint")}
              rows={5}
              lang={language}
              testId={`instructions-${language}`}
            />
          ))}
          <SubmitButton pending={pending} pendingLabel={t("admin.paymentMethods.saving")}>
            {t("admin.paymentMethods.save")}
          </SubmitButton>
        </FaultFocus>
      </Form>
    </section>
  );
}
