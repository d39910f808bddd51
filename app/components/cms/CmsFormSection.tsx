import { useId } from "react";
import { Form } from "react-router";
import type { QuestionnaireField } from "#server/contract/forms";
import { ACCEPTED_UPLOAD_EXTENSIONS, PUBLIC_UPLOAD_LIMIT } from "#server/contract/upload-rules";
import { useTranslation } from "~/lib/i18n";
import type { SectionProps } from "~/lib/sections/schemas";
import {
  FaultFocus,
  FormEnd,
  Refused,
  typed,
  useEmptiedWhenSent,
  useFaultFocus,
  useRefusal,
} from "../forms/PublicForm";
import * as css from "./sections.css";

const ACCEPT = ACCEPTED_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(",");
/** Mirrors app/.server/forms.ts cmsFieldName: the page's own fields stay apart. */
const postedName = (name: string) => `q_${name}`;

/** One field of the questionnaire, with its hint and, after a refusal, its message. */
function Field({
  field,
  id,
  value,
  problem,
}: {
  field: QuestionnaireField;
  id: string;
  value: string | undefined;
  problem: string | undefined;
}) {
  const { t } = useTranslation();
  const inputId = `${id}-${field.name}`;
  // A file field without the editor's hint says what it takes.
  const hint =
    field.hint ?? (field.type === "file" ? t("contact.cmsForm.filesHint", { limit: PUBLIC_UPLOAD_LIMIT }) : "");
  const described = [hint ? `${inputId}-hint` : "", problem ? `${inputId}-error` : ""].filter(Boolean).join(" ");
  const common = {
    id: inputId,
    name: postedName(field.name),
    required: field.mandatory,
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": described || undefined,
    ...useFaultFocus(field.name, !!problem),
  };
  const label = `${field.label}${field.mandatory ? " *" : ""}`;
  const after = (
    <>
      {hint ? <small id={`${inputId}-hint`}>{hint}</small> : null}
      {problem ? (
        <span id={`${inputId}-error`} className={css.formError}>
          {t(problem)}
        </span>
      ) : null}
    </>
  );
  if (field.type === "checkbox")
    return (
      <div className={css.formCheck}>
        <input type="checkbox" value="yes" defaultChecked={value === "yes"} {...common} />
        <label htmlFor={inputId}>{label}</label>
        {after}
      </div>
    );
  let control: React.ReactNode;
  switch (field.type) {
    case "textarea":
      control = <textarea rows={5} maxLength={5000} defaultValue={value} {...common} />;
      break;
    case "select":
      control = (
        <select defaultValue={value ?? ""} {...common}>
          <option value="">{t("contact.cmsForm.choose")}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
      break;
    case "file":
      control = <input type="file" multiple accept={ACCEPT} {...common} />;
      break;
    case "date":
      // Typed as dd.mm.yyyy (spec section 5): the same on every browser, with or without JavaScript.
      control = (
        <input
          inputMode="numeric"
          placeholder={t("contact.cmsForm.datePlaceholder")}
          maxLength={11}
          defaultValue={value}
          {...common}
        />
      );
      break;
    default:
      control = (
        <input
          type={field.type === "email" ? "email" : field.type === "phone" ? "tel" : "text"}
          autoComplete={field.type === "email" ? "email" : field.type === "phone" ? "tel" : undefined}
          maxLength={field.type === "text" ? 500 : 254}
          defaultValue={value}
          {...common}
        />
      );
  }
  return (
    <p className={css.formField}>
      <label htmlFor={inputId}>{label}</label>
      {control}
      {after}
    </p>
  );
}

/**
 * A form the editors defined (spec sections 5 and 7): its fields in order, the consents of its form
 * type and the bot check. With a file field it posts multipart (at most 10 files, the accepted
 * document types). After a refusal each field keeps what was typed (files must be chosen again).
 */
export function CmsFormSection({ props }: { props: SectionProps<"cmsForm"> }) {
  const { t } = useTranslation();
  const id = useId();
  const refusal = useRefusal("cmsForm");
  const sending = useEmptiedWhenSent(refusal);
  const form = props.form;
  if (!form) return null;
  const mine = refusal?.values.formId === String(form.id) ? refusal : null;
  const hasFiles = form.fields.some((f) => f.type === "file");
  return (
    <section className={`${css.section} ${css.container}`} aria-labelledby={`${id}-title`} data-testid="cms-form">
      <div className={css.formBox}>
        <h2 id={`${id}-title`}>{props.title ?? form.title}</h2>
        {props.text ? <p>{props.text}</p> : null}
        <Form
          method="post"
          encType={hasFiles ? "multipart/form-data" : undefined}
          className={css.formGrid}
          data-testid="cms-form-form"
          noValidate
          {...sending}
        >
          <input type="hidden" name="intent" value="cmsForm" />
          <input type="hidden" name="formId" value={form.id} />
          <FaultFocus reply={mine}>
            <Refused refusal={mine} />
            {form.fields.map((field) => (
              <Field
                key={field.name}
                field={field}
                id={id}
                value={typed(mine?.values, field.name)}
                problem={mine?.fields?.[field.name]}
              />
            ))}
            <FormEnd id={id} form={props} refusal={mine} submit={t("contact.cmsForm.submit")} />
          </FaultFocus>
        </Form>
      </div>
    </section>
  );
}
