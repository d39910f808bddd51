import { Form } from "react-router";
import type { Route } from "./+types/forms";
import { forms } from "#server/contract";
import { platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { AdminPager } from "~/components/admin/AdminPager";
import { askedPage } from "./admin.server";
import { AdminPage } from "~/components/admin/AdminShell";
import { AdminTable } from "~/components/admin/AdminTable";
import * as css from "~/components/admin/admin.css";
import * as formCss from "~/components/forms/forms.css";
import { submittedFields } from "~/lib/forms/submissions";
import { adminDateTime } from "~/lib/dates";
import { useTranslation } from "~/lib/i18n";
import { outlineButton } from "~/styles/button.css";

/** The form types the site's forms store, with the key of each one's name; any other type shows as it is. */
const typeNames: Record<string, string> = {
  newsletter: "admin.forms.types.newsletter",
  contactForm: "admin.forms.types.contactForm",
  productAvailabilityForm: "admin.forms.types.productAvailabilityForm",
  questionnaire: "admin.forms.types.questionnaire",
};

/** The names of the fields the site's forms send; any other field shows under its own name. */
const fieldNames: Record<string, string> = {
  name: "admin.forms.fields.name",
  email: "admin.forms.fields.email",
  phone: "admin.forms.fields.phone",
  message: "admin.forms.fields.message",
};

/** A form type asked for by `?type=`: what the platform accepts, else none (every form). */
function askedType(request: Request): string | undefined {
  const asked = new URL(request.url).searchParams.get("type")?.trim();
  return asked && asked.length <= 100 ? asked : undefined;
}

/** Form submissions (issue 15 item 4): what visitors sent through the site's forms, newest first, by form type. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = askedPage(request);
  const type = askedType(request);
  const list = await context.get(platformContext).call(forms.submissions, { page, type });
  const when = adminDateTime(interfaceLocale(context));
  return {
    title: tFor(interfaceLocale(context))("admin.forms.title"),
    page,
    type,
    totalPages: list.totalPages,
    submissions: list.records.map((r) => {
      const fields = submittedFields(r.data);
      return {
        id: r.id,
        formType: r.formType,
        email: r.email,
        createdAt: r.createdAt,
        created: when.format(new Date(r.createdAt)),
        fields,
        // Data that is not a JSON object is shown as it was stored.
        raw: fields ? null : r.data,
      };
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminForms({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { submissions, page, totalPages, type } = loaderData;
  const typeName = (formType: string) => (typeNames[formType] ? t(typeNames[formType]) : formType);
  const fieldName = (name: string) => (fieldNames[name] ? t(fieldNames[name]) : name);
  const types = Object.keys(typeNames);
  if (type && !types.includes(type)) types.push(type);
  return (
    <AdminPage title={t("admin.forms.title")} testId="admin-forms">
      <p className={css.muted}>{t("admin.forms.intro")}</p>
      <Form method="get" className={`${css.inlineForm} ${css.filter}`} data-testid="admin-forms-filter">
        <div className={formCss.field}>
          <label className={formCss.label} htmlFor="admin-forms-type">
            {t("admin.forms.type")}
          </label>
          <select id="admin-forms-type" name="type" defaultValue={type ?? ""} key={type} className={formCss.select}>
            <option value="">{t("admin.forms.allTypes")}</option>
            {types.map((value) => (
              <option key={value} value={value}>
                {typeName(value)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <button type="submit" className={outlineButton}>
            {t("admin.forms.show")}
          </button>
        </div>
      </Form>
      {submissions.length ? (
        <AdminTable
          label={t("admin.forms.title")}
          columns={[t("admin.forms.received"), t("admin.forms.type"), t("admin.forms.email"), t("admin.forms.data")]}
          topAligned
        >
          {submissions.map((s) => (
            <tr key={s.id} data-testid="form-submission">
              <td className={css.nowrap}>
                <time dateTime={s.createdAt}>{s.created}</time>
              </td>
              <td>{typeName(s.formType)}</td>
              <td className={css.breakable}>{s.email}</td>
              <td>
                {s.fields ? (
                  <dl className={css.fields}>
                    {s.fields.map((field) => (
                      <div key={field.name}>
                        <dt className={css.fieldName}>{fieldName(field.name)}</dt>
                        <dd className={css.fieldValue}>
                          {Array.isArray(field.value) ? (
                            <ul className={css.fieldList}>
                              {field.value.map((item, i) => (
                                <li key={i}>{item}</li>
                              ))}
                            </ul>
                          ) : (
                            field.value
                          )}
                        </dd>
                      </div>
                    ))}
                  </dl>
                ) : (
                  <span className={css.fieldValue}>{s.raw}</span>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p>{type ? t("admin.forms.noneOfType") : t("admin.forms.empty")}</p>
      )}
      <AdminPager page={page} totalPages={totalPages} query={{ type }} />
    </AdminPage>
  );
}
