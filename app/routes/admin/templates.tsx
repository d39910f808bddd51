import { Form, Link } from "react-router";
import type { Route } from "./+types/templates";
import { cms } from "#server/contract";
import { localeContext, platformContext } from "~/.server/context";
import { newSection } from "~/.server/edit-mode";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { AdminPage } from "~/components/admin/AdminShell";
import { AdminCell, AdminRow, AdminTable } from "~/components/admin/AdminTable";
import * as css from "~/components/admin/admin.css";
import * as formCss from "~/components/forms/forms.css";
import { adminPath, adminTemplatePath } from "~/lib/admin-paths";
import { useTranslation, type TranslationHandle } from "~/lib/i18n";
import { addableSections, type AddableSection } from "~/lib/sections/addable";
import { primaryButton } from "~/styles/button.css";
import { rowActionDone } from "./admin.server";
import { staticElements } from "./template-fields";

/** The section types' names are the editor's. */
export const handle: TranslationHandle = { i18n: ["editor"] };

/** The static elements every page shows (spec section 2) and the master components, with the pages using each. */
export async function loader({ context }: Route.LoaderArgs) {
  const api = context.get(platformContext);
  const locale = context.get(localeContext);
  const [elements, masters] = await Promise.all([
    api.call(cms.elementGetByHandlers, { handlers: [...staticElements] }),
    api.call(cms.masterFilter, {}),
  ]);
  return {
    locale,
    title: tFor(interfaceLocale(context))("admin.templates.title"),
    templates: staticElements.map((handler) => ({
      handler,
      title: elements.find((e) => e.handler === handler)?.title ?? null,
    })),
    masters: masters.records,
  };
}

/** A master component's handler from its name: `master-` and the name's letters and digits. */
function masterHandler(name: string): string {
  const slug = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/đ/gi, "d")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 80);
  return `master-${slug || "component"}`;
}

/** A new master component of a section type, with that type's starting props in the admin's language. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const locale = context.get(localeContext);
  const name = String(form.get("name") ?? "").trim();
  const type = String(form.get("sectionType")) as AddableSection;
  if (!addableSections.includes(type)) throw new Response(null, { status: 400 });
  return rowActionDone(context, adminPath(locale, "templates"), "admin.templates.created", () =>
    context.get(platformContext).call(cms.elementCreate, {
      handler: masterHandler(name),
      title: name,
      type: "master-component",
      options: { sectionType: type, props: newSection(type, tFor(locale)).props },
    }),
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminTemplates({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, templates, masters } = loaderData;
  const edit = (handler: string) => adminTemplatePath(locale, handler);
  return (
    <AdminPage title={t("admin.templates.title")} testId="admin-templates">
      <p className={css.muted}>{t("admin.templates.intro")}</p>
      <AdminTable
        label={t("admin.templates.title")}
        columns={[t("admin.templates.name"), t("admin.templates.handler"), t("admin.templates.usedBy")]}
      >
        {templates.map((template) => (
          <AdminRow key={template.handler} data-testid="admin-template">
            <AdminCell>
              {template.title ? (
                <Link to={edit(template.handler)}>{template.title}</Link>
              ) : (
                t("admin.templates.missing")
              )}
            </AdminCell>
            <AdminCell>{template.handler}</AdminCell>
            <AdminCell>{t("admin.templates.everyPage")}</AdminCell>
          </AdminRow>
        ))}
        {masters.map((master) => (
          <AdminRow key={master.id} data-testid="admin-master">
            <AdminCell>
              <Link to={edit(master.handler)}>{master.name}</Link>
            </AdminCell>
            <AdminCell>{t(`editor.sectionTypes.${master.sectionType}`)}</AdminCell>
            <AdminCell>
              {master.usedBy.length === 0 ? (
                t("admin.templates.unused")
              ) : (
                <ul className={css.fieldList}>
                  {master.usedBy.map((page) => (
                    <li key={page.id}>
                      <a href={page.url}>{page.title}</a>
                    </li>
                  ))}
                </ul>
              )}
            </AdminCell>
          </AdminRow>
        ))}
      </AdminTable>

      <h2 className={css.subheading}>{t("admin.templates.newMaster")}</h2>
      <p className={css.muted}>{t("admin.templates.masterIntro")}</p>
      <Form method="post" className={css.inlineForm} data-testid="master-create">
        <div className={formCss.field}>
          <label className={formCss.label} htmlFor="master-name">
            {t("admin.templates.name")}
          </label>
          <input id="master-name" name="name" required maxLength={200} className={formCss.input} />
        </div>
        <div className={formCss.field}>
          <label className={formCss.label} htmlFor="master-type">
            {t("admin.templates.type")}
          </label>
          <select id="master-type" name="sectionType" className={formCss.select}>
            {addableSections.map((type) => (
              <option key={type} value={type}>
                {t(`editor.sectionTypes.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={primaryButton}>
          {t("admin.templates.create")}
        </button>
      </Form>
    </AdminPage>
  );
}
