import { createContext, useContext } from "react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/template-detail";
import { cms, siteRevisions, type CmsElement } from "#server/contract";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { assertWorkingLink, missingLinkOf, refusedField } from "~/.server/edit-mode";
import { notFoundWhenMissing } from "~/.server/platform";
import { historyView } from "~/.server/revision-history";
import { AdminPage } from "~/components/admin/AdminShell";
import { RevisionHistory } from "~/components/admin/RevisionHistory";
import { FormErrors, useRefusedFields } from "~/components/forms/ErrorList";
import { FieldFrame } from "~/components/forms/FieldFrame";
import { FaultFocus } from "~/components/forms/fault-focus";
import * as css from "~/components/admin/admin.css";
import * as formCss from "~/components/forms/forms.css";
import { adminPath, adminTemplatePath } from "~/lib/admin-paths";
import { typed, useRefusal, type FormRefusal } from "~/lib/forms/refusal";
import { useTranslation, type TFunction, type TranslationHandle } from "~/lib/i18n";
import { revalidateAfterConflict } from "~/lib/revalidate";
import { editableProps } from "~/lib/sections/addable";
import { primaryButton } from "~/styles/button.css";
import { addressPart, formSaveDone, rowActionDone, type FieldMarks } from "./admin.server";
import {
  appStores,
  elementParts,
  isStaticElement,
  linkTypes,
  optionsFromForm,
  type FieldSpec,
  type PartSpec,
} from "./template-fields";

/** The section props' labels are the editor's (the same props form as edit mode's); a refusal's message list is the forms'. */
export const handle: TranslationHandle = { i18n: ["editor"] };

/** One template of the admin's language as its editor last saved it, with the options its form also sets and its history. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const api = context.get(platformContext);
  const locale = context.get(localeContext);
  try {
    const [edit, options] = await Promise.all([
      api.call(cms.elementEdit, { handler: templateHandler(params.handler) }),
      api.call(cms.optionFilter, { keys: ["Logo", "CopyrightText"] }),
    ]);
    const option = (key: string) => options.find((o) => o.key === key);
    const { revisions } = await api.call(siteRevisions.elementRevisions, { id: edit.element.id });
    return {
      locale,
      title: tFor(interfaceLocale(context))("admin.templates.editTitle", { name: edit.element.title }),
      ...edit,
      logoId: option("Logo")?.media?.id ?? null,
      copyright: option("CopyrightText")?.value ?? "",
      history: await historyView(locale, request, revisions, (from, to) =>
        api.call(siteRevisions.compare, { from, to }),
      ),
    };
  } catch (error) {
    notFoundWhenMissing(error);
  }
}

const textOf = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/** The form's links: every link field posts `{name}.type` and `{name}.value`, `target` naming the latter. */
function* linkFields(form: FormData) {
  for (const [name, type] of form.entries())
    if (name.endsWith(".type")) {
      const target = `${name.slice(0, -".type".length)}.value`;
      yield { target, link: { type: String(type), value: textOf(form, target) } };
    }
}

/** The element's options after its form: a static element's described parts, a master's name and props. */
function changesFrom(element: CmsElement, form: FormData) {
  if (isStaticElement(element.handler)) {
    // One that cannot work refuses the save, said under its target's field.
    for (const { target, link } of linkFields(form)) assertWorkingLink(link, target);
    return { options: optionsFromForm(elementParts[element.handler], form, element.options) };
  }
  const sectionType = String(element.options.sectionType ?? "");
  const props = { ...(element.options.props as Record<string, unknown> | undefined) };
  for (const prop of editableProps[sectionType] ?? []) {
    const value = form.get(`prop.${prop.name}`);
    if (typeof value === "string") props[prop.name] = prop.rich ? value : value.trim();
  }
  return { title: textOf(form, "name") || element.title, options: { ...element.options, props } };
}

/** The form's link field of the link the platform found leading nowhere (its details name the link). */
function missingLinkField(error: unknown, form: FormData): string | undefined {
  const missing = missingLinkOf(error);
  if (!missing) return undefined;
  for (const { target, link } of linkFields(form))
    if (link.type === missing.type && link.value === missing.value.trim()) return target;
  return undefined;
}

/** Save (to the draft when publishing is required), publish, restore a revision, or the logo: one platform call or two, then back. */
/** The element of the page's address, or its 404. */
const templateHandler = (handler: string) => addressPart(cms.elementEdit.input.shape.handler, handler);

export async function action({ request, params, context }: Route.ActionArgs) {
  const handler = templateHandler(params.handler);
  const form = await request.formData();
  const api = context.get(platformContext);
  const locale = context.get(localeContext);
  const back = adminTemplatePath(locale, handler);
  const version = Number(form.get("version"));
  const intent = String(form.get("intent"));
  if (intent === "restore")
    return rowActionDone(context, back, "admin.history.restored", () =>
      api.call(siteRevisions.restore, { id: Number(form.get("id")), version }),
    );
  const elementId = async () => (await api.call(cms.elementEdit, { handler })).element.id;
  if (intent === "publish")
    return rowActionDone(context, back, "admin.templates.published", async () =>
      api.call(cms.elementPublish, { id: await elementId(), version }),
    );
  if (intent === "logo") {
    const mediaId = Number(form.get("logoId"));
    return rowActionDone(context, back, "admin.templates.saved", () =>
      api.call(cms.optionSave, {
        key: "Logo",
        value: "",
        language: null,
        mediaId: Number.isInteger(mediaId) && mediaId > 0 ? mediaId : null,
      }),
    );
  }
  // A link that cannot work, or leads nowhere, is refused about its target: said under that link's field.
  const marks: FieldMarks = {
    fieldOf: (error) => refusedField(error) ?? missingLinkField(error, form),
    message: "admin.templates.checkLink",
  };
  return formSaveDone(context, back, "admin.templates.saved", { form: "template", values: form, marks }, async () => {
    const { element } = await api.call(cms.elementEdit, { handler });
    // The element first: refused (someone else saved meanwhile), it leaves the copyright text as it was too.
    await api.call(cms.elementUpdate, { id: element.id, version, ...changesFrom(element, form) });
    if (form.has("copyright"))
      await api.call(cms.optionSave, { key: "CopyrightText", value: textOf(form, "copyright"), language: locale });
  });
}

/** After a conflict the page is read again: the form then carries the version the refusal was about. */
export const shouldRevalidate = revalidateAfterConflict;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminTemplateDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, element, version, draft, requireAdminPublishing } = loaderData;
  const handler = element.handler;
  const refusal = useRefusal("template");
  return (
    <AdminPage title={loaderData.title} testId="admin-template-detail">
      <p>
        <Link to={adminPath(locale, "templates")}>{t("admin.templates.back")}</Link>
      </p>
      <p className={css.muted}>{t("admin.templates.language", { language: locale.toUpperCase() })}</p>
      {draft || requireAdminPublishing ? (
        <div className={css.filter} data-testid="template-draft">
          <p className={css.muted}>{draft ? t("admin.templates.draftPending") : t("admin.templates.draftsRequired")}</p>
          {draft ? (
            <Form method="post">
              <input type="hidden" name="intent" value="publish" />
              <input type="hidden" name="version" value={version} />
              <button type="submit" className={primaryButton} data-testid="template-publish">
                {t("admin.templates.publish")}
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}

      <Form method="post" className={formCss.form} data-testid="template-form">
        <FaultFocus reply={refusal}>
          <FormErrors
            errors={refusal ? [refusal.error] : null}
            answer={refusal}
            pointsToFields={Boolean(refusal?.fields)}
          />
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="version" value={version} />
          <Refused.Provider value={refusal}>
            {isStaticElement(handler) ? (
              elementParts[handler].map((part) => <Part key={partKey(part)} part={part} options={element.options} />)
            ) : (
              <MasterFields element={element} />
            )}
            {handler === "footer-section" ? (
              <TextInput
                name="copyright"
                label={t("admin.templates.fields.copyright")}
                value={loaderData.copyright}
                hint={t("admin.templates.optionHint")}
              />
            ) : null}
          </Refused.Provider>
          <div>
            <button type="submit" className={primaryButton} data-testid="template-save">
              {t("admin.templates.save")}
            </button>
          </div>
        </FaultFocus>
      </Form>

      {handler === "header-section" ? (
        <>
          <h2 className={css.subheading}>{t("admin.templates.logo")}</h2>
          <Form method="post" className={css.inlineForm}>
            <input type="hidden" name="intent" value="logo" />
            <TextInput
              name="logoId"
              label={t("admin.templates.fields.logoId")}
              value={loaderData.logoId === null ? "" : String(loaderData.logoId)}
              hint={t("admin.templates.optionHint")}
              inputMode="numeric"
            />
            <button type="submit" className={primaryButton}>
              {t("admin.templates.saveLogo")}
            </button>
          </Form>
          <p>
            <Link to={adminPath(locale, "media")}>{t("admin.templates.mediaLibrary")}</Link>
          </p>
        </>
      ) : null}

      <section aria-labelledby="element-history">
        <h2 id="element-history" className={css.subheading}>
          {t("editor.revisions.title")}
        </h2>
        <RevisionHistory
          history={loaderData.history}
          version={version}
          intro={t("editor.revisions.elementIntro", { language: locale.toUpperCase() })}
          empty={t("editor.revisions.empty")}
        />
      </section>
    </AdminPage>
  );
}

/** A refused save: the fields show what the editor had typed instead of the saved values, and a
 * link's field the reason it was refused. */
const Refused = createContext<FormRefusal | null>(null);

const partKey = (part: PartSpec) => (part.kind === "fields" ? `fields:${part.at ?? ""}` : part.name);
const fieldLabel = (t: TFunction, name: string) => t(`admin.templates.fields.${name}`);

function TextInput({
  name,
  label,
  value,
  hint,
  multiline,
  inputMode,
}: {
  name: string;
  label: string;
  value: string;
  hint?: string;
  multiline?: boolean;
  inputMode?: "numeric";
}) {
  const id = `field-${name.replaceAll(".", "-")}`;
  const refusal = useContext(Refused);
  const shown = typed(refusal?.values, name) ?? value;
  const { errors, control } = useRefusedFields(refusal)(name, id, hint);
  return (
    <FieldFrame id={id} label={label} hint={hint} errors={errors}>
      {multiline ? (
        <textarea id={id} name={name} defaultValue={shown} rows={4} className={formCss.input} {...control} />
      ) : (
        <input id={id} name={name} defaultValue={shown} inputMode={inputMode} className={formCss.input} {...control} />
      )}
    </FieldFrame>
  );
}

function Choice({
  name,
  label,
  value,
  choices,
}: {
  name: string;
  label: string;
  value: string;
  choices: { value: string; label: string }[];
}) {
  const id = `field-${name.replaceAll(".", "-")}`;
  const shown = typed(useContext(Refused)?.values, name) ?? value;
  return (
    <div className={formCss.field}>
      <label className={formCss.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={shown} className={formCss.select}>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One field of a part: `label` names the row it is in (a list repeats its fields). */
function Field({ spec, name, value, label }: { spec: FieldSpec; name: string; value: unknown; label: string }) {
  const { t } = useTranslation();
  if (spec.kind === "link") {
    const link = (value ?? {}) as { type?: string; value?: string };
    return (
      <div className={css.inlineForm}>
        <Choice
          name={`${name}.type`}
          label={`${label}: ${t("admin.templates.linkType")}`}
          value={link.type ?? "page"}
          choices={linkTypes.map((type) => ({ value: type, label: t(`admin.navigation.types.${type}`) }))}
        />
        <TextInput name={`${name}.value`} label={`${label}: ${t("admin.navigation.value")}`} value={link.value ?? ""} />
      </div>
    );
  }
  if (spec.kind === "store")
    return (
      <Choice
        name={name}
        label={label}
        value={typeof value === "string" ? value : "apple"}
        choices={appStores.map((store) => ({ value: store, label: t(`admin.templates.stores.${store}`) }))}
      />
    );
  return (
    <TextInput
      name={name}
      label={label}
      value={typeof value === "string" ? value : ""}
      multiline={spec.kind === "html"}
      hint={spec.kind === "html" ? t("admin.templates.htmlHint") : undefined}
    />
  );
}

function Part({ part, options }: { part: PartSpec; options: Record<string, unknown> }) {
  const { t } = useTranslation();
  if (part.kind === "fields") {
    const values = (part.at ? (options[part.at] ?? {}) : options) as Record<string, unknown>;
    const fields = part.fields.map((f) => (
      <Field
        key={f.name}
        spec={f}
        name={part.at ? `${part.at}.${f.name}` : f.name}
        value={values[f.name]}
        label={fieldLabel(t, f.name)}
      />
    ));
    return part.at ? (
      <fieldset className={formCss.fieldset}>
        <legend className={formCss.legend}>{fieldLabel(t, part.at)}</legend>
        {fields}
      </fieldset>
    ) : (
      <>{fields}</>
    );
  }
  if (part.kind === "texts") {
    const values = (options[part.name] ?? []) as unknown[];
    return (
      <fieldset className={formCss.fieldset}>
        <legend className={formCss.legend}>{fieldLabel(t, part.name)}</legend>
        {Array.from({ length: part.count }, (_, i) => (
          <TextInput
            key={i}
            name={`${part.name}.${i}`}
            label={t("admin.templates.column", { number: i + 1 })}
            value={typeof values[i] === "string" ? values[i] : ""}
          />
        ))}
      </fieldset>
    );
  }
  // The rows there are, and one empty row to add another (a row left empty is removed).
  const rows = [...((options[part.name] ?? []) as Record<string, unknown>[]), {}];
  return (
    <fieldset className={formCss.fieldset}>
      <legend className={formCss.legend}>{fieldLabel(t, part.name)}</legend>
      <p className={formCss.hint}>{t("admin.templates.listHint")}</p>
      {rows.map((row, i) => (
        <div key={i} className={css.inlineForm}>
          {part.fields.map((f) => (
            <Field
              key={f.name}
              spec={f}
              name={`${part.name}.${i}.${f.name}`}
              value={row[f.name]}
              label={`${t("admin.templates.row", { number: i + 1 })} ${fieldLabel(t, f.name)}`}
            />
          ))}
        </div>
      ))}
    </fieldset>
  );
}

/** A master component: its name and its section's props, the same text props as edit mode's form. */
function MasterFields({ element }: { element: CmsElement }) {
  const { t } = useTranslation();
  const sectionType = String(element.options.sectionType ?? "");
  const props = (element.options.props ?? {}) as Record<string, unknown>;
  return (
    <>
      <TextInput name="name" label={t("admin.templates.name")} value={element.title} />
      <p className={css.muted}>{t("admin.templates.sectionType", { type: sectionType })}</p>
      {(editableProps[sectionType] ?? []).map((prop) => (
        <TextInput
          key={prop.name}
          name={`prop.${prop.name}`}
          label={t(`editor.props.${prop.name}`)}
          value={typeof props[prop.name] === "string" ? (props[prop.name] as string) : ""}
          multiline={prop.rich}
        />
      ))}
    </>
  );
}
