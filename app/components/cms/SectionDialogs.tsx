import { useState } from "react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import { useActionAt } from "~/lib/hooks";
import { OpenedValues, refusalKey, typedOr, useEditRefusal, type EditRefusal } from "~/lib/edit-refusal";
import { useTranslation } from "~/lib/i18n";
import { ACCEPTED_IMAGE_TYPES } from "#server/contract/upload-rules";
import {
  editedKey,
  formProps,
  iconProps,
  imageProps,
  linkProps,
  optionalLinkProps,
  propAt,
} from "~/lib/sections/addable";
import { sectionIcons } from "~/lib/sections/icons";
import { Icon } from "../ui/icons";
import { linkProblem, linkRels, linkTypes } from "~/lib/sections/link-rules";
import { dangerButton, outlineButton, primaryButton } from "~/styles/button.css";
import {
  pickerAnchor,
  pickerHref,
  recordPickers,
  type MediaPicker,
  type PickerKind,
  type PickerQuery,
  type RecordKind,
  type RecordPicker,
  withoutPicker,
} from "~/lib/sections/pickers";
import { EditDialog, RefusalMessage } from "./EditDialog";
import * as css from "./edit.css";

/** A form of the back office as the form picker offers it (app/.server/edit-mode.ts). */
export interface FormChoice {
  id: number;
  title: string;
}

/** What every dialog of a section needs: which section, the version the editor saw, its name. */
export interface SectionRef {
  sectionId: string;
  type: string;
  props: Record<string, unknown>;
  version: number;
  /** What the section is, for accessible names and titles: its place and translated kind ("2. Text"). */
  name: string;
  /**
   * One item of the section instead (a card of a card grid, `sectionItems`): its place in the list.
   * `type` and `props` are then the item's kind and props, and `name` says which item it is.
   */
  item?: number;
}

/** What names the section or item in ids, a refusal and a picker's query (`editedKey`). */
export const refKey = (section: SectionRef) => editedKey(section.sectionId, section.item);

/** The hidden fields of a section's post (or of one of its items'). */
export function SectionFields({ section, intent }: { section: SectionRef; intent: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={section.version} />
      <input type="hidden" name="sectionId" value={section.sectionId} />
      {section.item === undefined ? null : <input type="hidden" name="item" value={section.item} />}
    </>
  );
}

/** Desktop and mobile visibility: a hidden section is left out by CSS on that kind of screen. */
export function VisibilityOptions({ section }: { section: SectionRef }) {
  const { t } = useTranslation();
  const id = `${section.sectionId}-visibility`;
  return (
    <EditDialog
      label={t("editor.visibility.open")}
      accessibleLabel={t("editor.visibility.openOne", { name: section.name })}
      title={t("editor.visibility.title", { name: section.name })}
      testId="visibility-dialog"
    >
      <Form method="post" className={css.textsForm}>
        <SectionFields section={section} intent="visibility" />
        {(["hideOnMobile", "hideOnDesktop"] as const).map((name) => (
          <p key={name} className={css.check}>
            <input
              type="checkbox"
              id={`${id}-${name}`}
              name={name}
              defaultChecked={section.props[name] === true}
              className={css.checkbox}
            />
            <label htmlFor={`${id}-${name}`}>{t(`editor.visibility.${name}`)}</label>
          </p>
        ))}
        <button type="submit" className={primaryButton}>
          {t("editor.visibility.save")}
        </button>
      </Form>
    </EditDialog>
  );
}

/** The confirmation before a section is deleted: a dialog with JavaScript, a second step in place without. */
export function DeleteConfirmation({ section }: { section: SectionRef }) {
  const { t } = useTranslation();
  const item = section.item !== undefined;
  return (
    <EditDialog
      label={t("editor.delete")}
      accessibleLabel={t("editor.deleteOne", { name: section.name })}
      title={t(item ? "editor.confirm.itemTitle" : "editor.confirm.title", { name: section.name })}
      testId="confirm-dialog"
      danger
    >
      <p className={css.note}>{t(item ? "editor.confirm.itemText" : "editor.confirm.text")}</p>
      <Form method="post">
        <SectionFields section={section} intent="delete" />
        <button type="submit" className={dangerButton}>
          {t("editor.confirm.yes")}
        </button>
      </Form>
    </EditDialog>
  );
}

interface LinkValue {
  type: string;
  value: string;
  rel?: string;
  target?: string;
}

/** One link's options (spec section 2): type, slug or URL, rel and target; checked before it is sent. */
function LinkForm({
  section,
  path,
  link: saved,
  optional,
  refusal,
}: {
  section: SectionRef;
  path: string;
  link: LinkValue;
  /** The link may be left out: "No link" is one of the types. */
  optional: boolean;
  refusal: EditRefusal | null;
}) {
  const { t } = useTranslation();
  // A refused save shows what was typed again.
  const link = refusal
    ? {
        type: typedOr(refusal, "link.type", saved.type),
        value: typedOr(refusal, "link.value", saved.value),
        rel: typedOr(refusal, "link.rel", saved.rel ?? "dofollow"),
        target: typedOr(refusal, "link.target", saved.target ?? ""),
      }
    : saved;
  const [problem, setProblem] = useState<string | null>(null);
  const id = `${refKey(section)}-${path}`;
  const field = (name: string) => `${id}-${name}`;
  return (
    <Form
      method="post"
      className={css.textsForm}
      noValidate
      onSubmit={(event) => {
        const form = new FormData(event.currentTarget);
        const none = optional && form.get("link.type") === "";
        const found = none
          ? null
          : linkProblem({
              type: String(form.get("link.type")),
              value: String(form.get("link.value")),
              rel: String(form.get("link.rel")) || undefined,
              target: String(form.get("link.target")) || undefined,
            });
        setProblem(found);
        // Stopped before it reaches the <dialog>, which would close on a post.
        if (found) {
          event.preventDefault();
          event.stopPropagation();
        }
      }}
    >
      <SectionFields section={section} intent="link" />
      <input type="hidden" name="linkProp" value={path} />
      <OpenedValues
        values={{
          "link.type": saved.type,
          "link.value": saved.value,
          "link.rel": saved.rel ?? "dofollow",
          "link.target": saved.target ?? "",
        }}
        whole
      />
      <RefusalMessage refusal={refusal} />
      <p className={css.textsField}>
        <label htmlFor={field("type")} className={css.label}>
          {t("editor.linkOptions.type")}
        </label>
        <select id={field("type")} name="link.type" defaultValue={link.type} className={css.input}>
          {optional ? <option value="">{t("editor.linkOptions.types.none")}</option> : null}
          {linkTypes.map((type) => (
            <option key={type} value={type}>
              {t(`editor.linkOptions.types.${type}`)}
            </option>
          ))}
        </select>
      </p>
      <p className={css.textsField}>
        <label htmlFor={field("value")} className={css.label}>
          {t("editor.linkOptions.value")}
        </label>
        <input
          id={field("value")}
          name="link.value"
          defaultValue={link.value}
          maxLength={2000}
          className={css.input}
          aria-describedby={`${field("hint")}${problem ? ` ${field("problem")}` : ""}`}
          aria-invalid={problem ? true : undefined}
        />
        <span id={field("hint")} className={css.note}>
          {t("editor.linkOptions.valueHint")}
        </span>
        {problem ? (
          <span id={field("problem")} role="alert" className={css.problem} data-testid="link-problem">
            {t(`editor.linkOptions.problems.${problem}`)}
          </span>
        ) : null}
      </p>
      <p className={css.textsField}>
        <label htmlFor={field("rel")} className={css.label}>
          {t("editor.linkOptions.rel")}
        </label>
        <select id={field("rel")} name="link.rel" defaultValue={link.rel ?? "dofollow"} className={css.input}>
          {linkRels.map((rel) => (
            <option key={rel} value={rel}>
              {rel}
            </option>
          ))}
        </select>
      </p>
      <p className={css.textsField}>
        <label htmlFor={field("target")} className={css.label}>
          {t("editor.linkOptions.target")}
        </label>
        <select id={field("target")} name="link.target" defaultValue={link.target ?? ""} className={css.input}>
          <option value="">{t("editor.linkOptions.targets.default")}</option>
          <option value="_blank">{t("editor.linkOptions.targets._blank")}</option>
          <option value="_self">{t("editor.linkOptions.targets._self")}</option>
        </select>
      </p>
      <button type="submit" className={primaryButton}>
        {t("editor.linkOptions.save")}
      </button>
    </Form>
  );
}

/** The link-options dialog of a section with links (a hero's button, a call to action's button...). */
export function LinkOptions({ section }: { section: SectionRef }) {
  const { t } = useTranslation();
  const links = (linkProps[section.type] ?? []).flatMap((path) => {
    const link = propAt(section.props, path) as LinkValue | undefined;
    const optional = optionalLinkProps[section.type]?.includes(path) ?? false;
    if (link && typeof link === "object") return [{ path, link, optional }];
    // A link that may be left out and is: set from "No link".
    return optional ? [{ path, link: { type: "", value: "" }, optional }] : [];
  });
  const refusal = useEditRefusal("link", refKey(section));
  if (!links.length) return null;
  return (
    <EditDialog
      key={refusalKey(refusal, section.version)}
      open={!!refusal}
      label={t("editor.linkOptions.open")}
      accessibleLabel={t("editor.linkOptions.openOne", { name: section.name })}
      title={t("editor.linkOptions.title", { name: section.name })}
      testId="link-dialog"
    >
      {links.map(({ path, link, optional }) => (
        <LinkForm
          key={path}
          section={section}
          path={path}
          link={link}
          optional={optional}
          refusal={refusal?.values.linkProp === path ? refusal : null}
        />
      ))}
    </EditDialog>
  );
}

/**
 * What closing a picker does (the editor's Close or Escape): its search leaves the address, which
 * would otherwise open it again on a later render of the page (a refused form's answer at that
 * address, a part of the page drawn anew). Replaced, not pushed: Back does not open it again either.
 */
export function usePickerDismiss(pickFor: string): () => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return () => {
    const without = withoutPicker(search, pickFor);
    if (without !== null) void navigate({ search: without }, { replace: true, preventScrollReset: true });
  };
}

/** A picker's search: a GET form, so it works without JavaScript (the page reloads with it open). */
export function PickerSearch({ kind, sectionId, search }: { kind: PickerKind; sectionId: string; search: string }) {
  const { t } = useTranslation();
  const id = `${sectionId}-${kind}-q`;
  const action = useActionAt(pickerAnchor(sectionId));
  return (
    <Form method="get" action={action} className={css.titleForm} role="search">
      <input type="hidden" name="editPage" value="true" />
      <input type="hidden" name="pick" value={kind} />
      <input type="hidden" name="pickFor" value={sectionId} />
      <label htmlFor={id} className={css.label}>
        {t("editor.pickers.search")}
      </label>
      <input id={id} name="q" type="search" defaultValue={search} className={css.input} />
      <button type="submit" className={outlineButton}>
        {t("editor.pickers.find")}
      </button>
    </Form>
  );
}

/** The pages of a picker's search, as links that keep the search. */
export function PickerPages({ kind, sectionId, search, page, totalPages }: PickerQuery & { totalPages: number }) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t("editor.pickers.pages")} className={css.actions}>
      {page > 1 ? (
        <Link to={pickerHref(kind, sectionId, search, page - 1)} className={css.link}>
          {t("editor.pickers.previous")}
        </Link>
      ) : null}
      <span>{t("editor.pickers.pageOf", { page, pages: totalPages })}</span>
      {page < totalPages ? (
        <Link to={pickerHref(kind, sectionId, search, page + 1)} className={css.link}>
          {t("editor.pickers.next")}
        </Link>
      ) : null}
    </nav>
  );
}

/**
 * A new picture uploaded from inside a media picker (the section's or the page's): a plain multipart
 * form to the page, which stores it in the media library, as the library's own upload does, and
 * opens the picker again with it chosen. A refusal is said here, in the picker open again.
 */
export function PictureUpload({
  pickerFor,
  version,
  refusal,
}: {
  /** The section whose picker this is (or the page settings' picker). */
  pickerFor: string;
  version: number;
  refusal: EditRefusal | null;
}) {
  const { t } = useTranslation();
  const id = `${pickerFor}-upload`;
  const action = useActionAt(pickerAnchor(pickerFor));
  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      className={css.textsForm}
      data-testid="picker-upload"
    >
      <input type="hidden" name="intent" value="upload" />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="sectionId" value={pickerFor} />
      <h3 className={css.label}>{t("editor.upload.title")}</h3>
      <RefusalMessage refusal={refusal} />
      <p className={css.textsField}>
        <label htmlFor={id} className={css.label}>
          {t("editor.upload.file")}
        </label>
        <input
          id={id}
          type="file"
          name="files"
          required
          accept={ACCEPTED_IMAGE_TYPES}
          aria-describedby={`${id}-hint`}
          className={css.input}
        />
        <span id={`${id}-hint`} className={css.note}>
          {t("editor.upload.hint")}
        </span>
      </p>
      <button type="submit" className={outlineButton}>
        {t("editor.upload.send")}
      </button>
    </Form>
  );
}

/** The pictures of a media picker's page to choose from, the one chosen now (or just uploaded) ticked. */
export function MediaChoices({
  picker,
  current,
  optional,
}: {
  picker: MediaPicker;
  current: unknown;
  /** "No picture" is a choice too. */
  optional: boolean;
}) {
  const { t } = useTranslation();
  const chosen = picker.uploaded ?? current;
  return (
    <fieldset className={css.pickList}>
      <legend className={css.label}>{t("editor.pickers.media.choose")}</legend>
      {picker.records.length === 0 ? <p className={css.note}>{t("editor.pickers.none")}</p> : null}
      {picker.records.map((m) => (
        <label key={m.id} className={css.pickItem} data-testid="media-choice">
          <input type="radio" name="mediaId" value={m.id} defaultChecked={m.id === chosen} required />
          <img src={m.thumb} alt="" width={80} height={Math.round((80 * m.height) / Math.max(1, m.width))} />
          <span>{m.title}</span>
        </label>
      ))}
      {optional ? (
        <label className={css.pickItem}>
          <input type="radio" name="mediaId" value="" defaultChecked={!chosen} />
          <span>{t("editor.pickers.media.noPicture")}</span>
        </label>
      ) : null}
    </fieldset>
  );
}

/**
 * The media picker (spec section 2, the media modal): search the library, page through it, choose
 * one picture for the section, or upload a new one. Without JavaScript the search and the upload
 * reload the page with the picker open.
 */
export function MediaPickerDialog({ section, picker }: { section: SectionRef; picker: MediaPicker | null }) {
  const { t } = useTranslation();
  const key = refKey(section);
  const refusal = useEditRefusal("upload", key);
  const dismiss = usePickerDismiss(key);
  const prop = imageProps[section.type];
  if (!prop) return null;
  const mine = picker?.sectionId === key ? picker : null;
  const current = section.props[prop.name];
  return (
    <EditDialog
      key={refusal?.at ?? "saved"}
      label={t("editor.pickers.media.open")}
      accessibleLabel={t("editor.pickers.media.openOne", { name: section.name })}
      title={t("editor.pickers.media.title", { name: section.name })}
      open={!!mine || !!refusal}
      testId="media-picker"
      anchor={pickerAnchor(key)}
      onDismiss={dismiss}
    >
      <PickerSearch kind="media" sectionId={key} search={mine?.search ?? ""} />
      {mine ? (
        <Form method="post" className={css.textsForm}>
          <SectionFields section={section} intent="image" />
          <MediaChoices picker={mine} current={current} optional={!!prop.optional} />
          <PickerPages kind="media" {...mine} />
          {/* A search that found nothing offers nothing to use (unless "no picture" is a choice). */}
          {mine.records.length || prop.optional ? (
            <button type="submit" className={primaryButton}>
              {t("editor.pickers.media.use")}
            </button>
          ) : null}
        </Form>
      ) : (
        <p className={css.note}>{t("editor.pickers.searchFirst")}</p>
      )}
      <PictureUpload pickerFor={key} version={section.version} refusal={refusal} />
    </EditDialog>
  );
}

/** The form picker of a form section: one of the back office's forms (questionnaires). */
export function FormPickerDialog({ section, forms }: { section: SectionRef; forms: readonly FormChoice[] }) {
  const { t } = useTranslation();
  const prop = formProps[section.type];
  if (!prop) return null;
  const current = section.props[prop];
  return (
    <EditDialog
      label={t("editor.forms.open")}
      accessibleLabel={t("editor.forms.openOne", { name: section.name })}
      title={t("editor.forms.title", { name: section.name })}
      testId="form-picker"
    >
      <Form method="post" className={css.textsForm}>
        <SectionFields section={section} intent="form" />
        <fieldset className={css.pickList}>
          <legend className={css.label}>{t("editor.forms.choose")}</legend>
          {forms.length === 0 ? <p className={css.note}>{t("editor.forms.none")}</p> : null}
          {forms.map((f) => (
            <label key={f.id} className={css.pickItem} data-testid="form-choice">
              <input type="radio" name="formId" value={f.id} defaultChecked={f.id === current} required />
              <span>{f.title}</span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className={primaryButton}>
          {t("editor.forms.use")}
        </button>
      </Form>
    </EditDialog>
  );
}

/** The icon list (spec section 2): one of the sprite's icons for the section, or none. */
export function IconListDialog({ section }: { section: SectionRef }) {
  const { t } = useTranslation();
  const prop = iconProps[section.type];
  if (!prop) return null;
  const current = typeof section.props[prop] === "string" ? section.props[prop] : "";
  return (
    <EditDialog
      label={t("editor.icons.open")}
      accessibleLabel={t("editor.icons.openOne", { name: section.name })}
      title={t("editor.icons.title", { name: section.name })}
      testId="icon-list"
    >
      <Form method="post" className={css.textsForm}>
        <SectionFields section={section} intent="icon" />
        <fieldset className={css.pickList}>
          <legend className={css.label}>{t("editor.icons.choose")}</legend>
          {sectionIcons.map((icon) => (
            <label key={icon} className={css.pickItem}>
              <input type="radio" name="icon" value={icon} defaultChecked={icon === current} />
              <Icon name={icon} size={28} />
              <span>{t(`editor.icons.names.${icon}`)}</span>
            </label>
          ))}
          <label className={css.pickItem}>
            <input type="radio" name="icon" value="" defaultChecked={!current} />
            <span>{t("editor.icons.none")}</span>
          </label>
        </fieldset>
        <button type="submit" className={primaryButton}>
          {t("editor.icons.save")}
        </button>
      </Form>
    </EditDialog>
  );
}

/**
 * A record picker (spec section 2: the product list, product categories and post list modals):
 * search, page through, tick the records the section shows (or choose one category). The ones
 * chosen now are listed first, ticked, so a save keeps them; the ticked ones show in the order listed.
 */
function RecordPickerDialog({
  section,
  kind,
  max,
  picker,
}: {
  section: SectionRef;
  kind: RecordKind;
  max?: number;
  picker: RecordPicker | null;
}) {
  const { t } = useTranslation();
  const mine = picker?.sectionId === section.sectionId && picker.kind === kind ? picker : null;
  const dismiss = usePickerDismiss(section.sectionId);
  const many = max !== undefined;
  const chosenIds = new Set(mine?.chosen.map((r) => r.id));
  const choices = mine ? [...mine.chosen, ...mine.records.filter((r) => !chosenIds.has(r.id))] : [];
  return (
    <EditDialog
      label={t(`editor.pickers.${kind}.open`)}
      accessibleLabel={t(`editor.pickers.${kind}.openOne`, { name: section.name })}
      title={t(`editor.pickers.${kind}.title`, { name: section.name })}
      open={!!mine}
      testId={`${kind}-picker`}
      anchor={pickerAnchor(section.sectionId)}
      onDismiss={dismiss}
    >
      <PickerSearch kind={kind} sectionId={section.sectionId} search={mine?.search ?? ""} />
      {mine ? (
        <Form method="post" className={css.textsForm}>
          <SectionFields section={section} intent="pick" />
          <input type="hidden" name="pickKind" value={kind} />
          {many ? <p className={css.note}>{t("editor.pickers.records.hint")}</p> : null}
          <fieldset className={css.pickList}>
            <legend className={css.label}>{t(`editor.pickers.${kind}.choose`)}</legend>
            {choices.length === 0 ? <p className={css.note}>{t("editor.pickers.none")}</p> : null}
            {choices.map((r) => (
              <label key={r.id} className={css.pickItem} data-testid="record-choice" data-record-id={r.id}>
                <input
                  type={many ? "checkbox" : "radio"}
                  name="ids"
                  value={r.id}
                  defaultChecked={chosenIds.has(r.id)}
                />
                <span>{r.title}</span>
              </label>
            ))}
            {many ? null : (
              <label className={css.pickItem}>
                <input type="radio" name="ids" value="" defaultChecked={!chosenIds.size} />
                <span>{t("editor.pickers.records.noCategory")}</span>
              </label>
            )}
          </fieldset>
          <PickerPages {...mine} />
          <button type="submit" className={primaryButton}>
            {t(`editor.pickers.${kind}.use`)}
          </button>
        </Form>
      ) : (
        <p className={css.note}>{t("editor.pickers.searchFirst")}</p>
      )}
    </EditDialog>
  );
}

/** The record pickers of a section's type: products and a category, or posts. */
export function RecordPickers({ section, picker }: { section: SectionRef; picker: RecordPicker | null }) {
  return (recordPickers[section.type] ?? []).map(({ kind, max }) => (
    <RecordPickerDialog key={kind} section={section} kind={kind} max={max} picker={picker} />
  ));
}
