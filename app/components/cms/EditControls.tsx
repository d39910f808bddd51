import { useRef } from "react";
import { Form, Link, type Location } from "react-router";
import { OpenedValues, refusalKey, typedOr, useEditRefusal } from "~/lib/edit-refusal";
import { choiceOnly, useUnsavedChangesPrompt } from "~/lib/unsaved-changes";
import { RefusalMessage } from "./EditDialog";
import { useTranslation } from "~/lib/i18n";
import { addableSections, editableProps, imageProps, sectionItems } from "~/lib/sections/addable";
import { outlineButton, primaryButton } from "~/styles/button.css";
import type { MediaPicker, RecordPicker } from "~/lib/sections/pickers";
import * as css from "./edit.css";
import { MasterPicker, type MasterChoice } from "./MasterPicker";
import { PageSettings } from "./PageSettings";
import type { PageSettingsView } from "~/lib/page-settings";
import {
  DeleteConfirmation,
  FormPickerDialog,
  IconListDialog,
  LinkOptions,
  MediaPickerDialog,
  RecordPickers,
  refKey,
  SectionFields,
  VisibilityOptions,
  type FormChoice,
  type SectionRef,
} from "./SectionDialogs";

/** What the edit controls need to know of the page being edited. */
export interface EditView {
  version: number;
  hasDraft: boolean;
  /** False while the page waits to be published: its address shows it to editors only. */
  published: boolean;
  requireAdminPublishing: boolean;
  title: string;
  /** The page's path, for the preview links. */
  path: string;
  /** Where leaving edit mode goes: the page, or the pages list while the page is unpublished. */
  leaveTo: string;
  /** The master components the section manager offers. */
  masters: MasterChoice[];
  /** The page-settings dialog's fields (meta texts, picture; a post's excerpt, body, categories). */
  settings: PageSettingsView;
  /** The media picker's page, when it searched for the page's own picture. */
  mediaPicker: MediaPicker | null;
}

/** One button of the editor: a plain form posting its intent and the version the editor saw. */
function EditButton({
  intent,
  version,
  sectionId,
  item,
  label,
  children,
  primary = false,
}: {
  intent: string;
  version: number;
  sectionId?: string;
  /** One item of the section (a card), by its place. */
  item?: number;
  label?: string;
  children: React.ReactNode;
  primary?: boolean;
}) {
  return (
    <Form method="post" className={css.inlineForm}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={version} />
      {sectionId ? <input type="hidden" name="sectionId" value={sectionId} /> : null}
      {item === undefined ? null : <input type="hidden" name="item" value={item} />}
      <button type="submit" className={primary ? primaryButton : outlineButton} aria-label={label}>
        {children}
      </button>
    </Form>
  );
}

/**
 * What leaves edit mode's page, and the typing in its forms with it: another page, the page without
 * edit mode, or its phone preview (which has no controls). A picker's search, its pages, or closing
 * it, keep the page and what was typed in it.
 */
const leavesEditMode = (from: Location, to: Location) => {
  const next = new URLSearchParams(to.search);
  return from.pathname !== to.pathname || next.get("editPage") !== "true" || next.get("mobileView") === "true";
};

/**
 * The admin toolbar of edit mode (spec section 2, issue 15 item 1): the page's state (published, a
 * draft waiting, or not yet published), its title as a form, publish when a draft or the page itself
 * waits, and the previews. Like the back office (AdminShell), it asks before a link (Leave edit mode
 * among them) or closing the tab loses typing not yet saved: in its own forms (the title, the page
 * settings) or in any other of the page's (a section's texts), the page's <main>.
 */
export function EditToolbar({ view }: { view: EditView }) {
  const { t } = useTranslation();
  const refusal = useEditRefusal("title");
  const page = useRef<HTMLElement>(null);
  useUnsavedChangesPrompt(page, t("editor.unsavedChanges"), leavesEditMode);
  return (
    <section
      ref={(node) => {
        page.current = node?.closest("main") ?? node;
      }}
      className={css.toolbar}
      aria-label={t("editor.toolbar")}
      data-testid="edit-toolbar"
    >
      <p className={css.state}>
        {!view.published
          ? t("editor.unpublished")
          : view.hasDraft
            ? t("editor.draftWaiting")
            : view.requireAdminPublishing
              ? t("editor.liveApproval")
              : t("editor.live")}{" "}
        <span className={css.muted}>{t("editor.version", { version: view.version })}</span>
      </p>
      <Form method="post" className={css.titleForm} key={refusalKey(refusal, view.version)}>
        <input type="hidden" name="intent" value="title" />
        <input type="hidden" name="version" value={view.version} />
        <OpenedValues values={{ title: view.title }} />
        <label htmlFor="edit-title" className={css.label}>
          {t("editor.title")}
        </label>
        <input
          id="edit-title"
          name="title"
          defaultValue={typedOr(refusal, "title", view.title)}
          required
          maxLength={300}
          className={css.input}
        />
        <button type="submit" className={outlineButton}>
          {t("editor.saveTitle")}
        </button>
        <RefusalMessage refusal={refusal} />
      </Form>
      <Form method="post" className={css.titleForm} {...choiceOnly}>
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="version" value={view.version} />
        <label htmlFor="edit-add" className={css.label}>
          {t("editor.addSection")}
        </label>
        <select id="edit-add" name="sectionType" className={css.input}>
          {addableSections.map((type) => (
            <option key={type} value={type}>
              {t(`editor.sectionTypes.${type}`)}
            </option>
          ))}
        </select>
        <button type="submit" className={outlineButton}>
          {t("editor.add")}
        </button>
      </Form>
      <MasterPicker masters={view.masters} version={view.version} />
      <div className={css.actions}>
        <PageSettings
          settings={view.settings}
          version={view.version}
          requireAdminPublishing={view.requireAdminPublishing}
          picker={view.mediaPicker}
        />
        {view.hasDraft || !view.published ? (
          <EditButton intent="publish" version={view.version} primary>
            {t("editor.publish")}
          </EditButton>
        ) : null}
        <Link to={`${view.path}?editPage=true&mobileView=true`} className={css.link}>
          {t("editor.mobilePreview")}
        </Link>
        <Link to={view.leaveTo} className={css.link}>
          {t("editor.leave")}
        </Link>
      </div>
    </section>
  );
}

/** A section's (or a card's) text as saved: what its field in the texts form starts from. */
const savedText = (section: SectionRef, name: string) =>
  typeof section.props[name] === "string" ? (section.props[name] as string) : "";

/**
 * A section's texts (or a card's) in a form that opens under its controls (a <details>: no
 * JavaScript needed). A refusal the form says at a field marks that field and says it there.
 */
function SectionTexts({ section }: { section: SectionRef }) {
  const { t } = useTranslation();
  const fields = editableProps[section.type] ?? [];
  const key = refKey(section);
  // A refused save (too long, someone else's save first) opens the form again with what was typed.
  const refusal = useEditRefusal("props", key);
  if (!fields.length) return null;
  return (
    <details className={css.texts} open={refusal ? true : undefined} key={refusalKey(refusal, section.version)}>
      <summary className={outlineButton} aria-label={t("editor.editTextsOne", { name: section.name })}>
        {t("editor.editTexts")}
      </summary>
      <Form method="post" className={css.textsForm}>
        <SectionFields section={section} intent="props" />
        <OpenedValues
          values={Object.fromEntries(fields.map((field) => [`prop.${field.name}`, savedText(section, field.name)]))}
        />
        <RefusalMessage refusal={refusal?.field ? null : refusal} />
        {fields.map((field) => {
          const id = `${key}-${field.name}`;
          const name = `prop.${field.name}`;
          const saved = savedText(section, field.name);
          const value = typedOr(refusal, name, saved);
          const problem = refusal?.field === name ? refusal : null;
          const described = problem ? { "aria-invalid": true, "aria-describedby": `${id}-problem` } : {};
          return (
            <p key={field.name} className={css.textsField}>
              <label htmlFor={id} className={css.label}>
                {t(`editor.props.${field.name}`)}
              </label>
              {field.rich ? (
                <textarea id={id} name={name} defaultValue={value} rows={8} className={css.input} {...described} />
              ) : (
                <input
                  id={id}
                  name={name}
                  defaultValue={value}
                  maxLength={field.max}
                  required={!field.optional}
                  className={css.input}
                  {...described}
                />
              )}
              {problem ? <RefusalMessage refusal={problem} id={`${id}-problem`} /> : null}
            </p>
          );
        })}
        <button type="submit" className={primaryButton}>
          {t("editor.saveTexts")}
        </button>
      </Form>
    </details>
  );
}

/** Move up and down, duplicate and delete (after a confirmation): a section's, or one of its items'. */
function PlaceButtons({ section, index, count }: { section: SectionRef; index: number; count: number }) {
  const { t } = useTranslation();
  const { sectionId, version, item, name } = section;
  return (
    <>
      {index > 0 ? (
        <EditButton intent="up" version={version} sectionId={sectionId} item={item} label={t("editor.upOne", { name })}>
          {t("editor.up")}
        </EditButton>
      ) : null}
      {index < count - 1 ? (
        <EditButton
          intent="down"
          version={version}
          sectionId={sectionId}
          item={item}
          label={t("editor.downOne", { name })}
        >
          {t("editor.down")}
        </EditButton>
      ) : null}
      <EditButton
        intent="duplicate"
        version={version}
        sectionId={sectionId}
        item={item}
        label={t("editor.duplicateOne", { name })}
      >
        {t("editor.duplicate")}
      </EditButton>
      <DeleteConfirmation section={section} />
    </>
  );
}

/**
 * "Move to position": a card moved to any place of its grid in one step (card 7 to 1), beside its
 * up and down buttons. A plain form (a select of the positions and a button), so it works the same
 * without JavaScript and from the keyboard; the select's name says which card it moves.
 */
function MoveToPosition({ section, count }: { section: SectionRef & { item: number }; count: number }) {
  const { t } = useTranslation();
  const { item, name } = section;
  const id = `${refKey(section)}-position`;
  return (
    <Form method="post" className={css.positionForm} {...choiceOnly}>
      <SectionFields section={section} intent="move" />
      <label htmlFor={id} className={css.positionLabel}>
        {t("editor.moveTo")}
      </label>
      <select
        id={id}
        name="to"
        defaultValue={item + 1}
        className={css.positionSelect}
        aria-label={t("editor.moveToOne", { name })}
      >
        {Array.from({ length: count }, (_, place) => (
          <option key={place} value={place + 1}>
            {place === item ? t("editor.positionNow", { number: place + 1 }) : place + 1}
          </option>
        ))}
      </select>
      <button type="submit" className={outlineButton} aria-label={t("editor.moveOne", { name })}>
        {t("editor.move")}
      </button>
    </Form>
  );
}

/**
 * A section's edit controls: its texts, links, picture and visibility, move up and down, duplicate,
 * delete (after a confirmation); a section hidden on some screens says so.
 */
export function SectionControls({
  index,
  count,
  mediaPicker,
  recordPicker,
  forms,
  ...ref
}: Omit<SectionRef, "name"> & {
  index: number;
  count: number;
  mediaPicker: MediaPicker | null;
  recordPicker: RecordPicker | null;
  /** The back office's forms, for a form section's form picker. */
  forms: readonly FormChoice[];
}) {
  const { t } = useTranslation();
  // Its place and its kind in the editor's language ("2. Text"), never its internal type.
  const name = useSectionName(index, ref.type);
  const section: SectionRef = { ...ref, name };
  const { sectionId, version } = section;
  const items = sectionItems[section.type];
  return (
    <div className={css.sectionControls} role="group" aria-label={t("editor.sectionControls", { name })}>
      {section.props.hideOnMobile === true ? (
        <span className={css.marker}>{t("editor.visibility.hiddenOnMobile")}</span>
      ) : null}
      {section.props.hideOnDesktop === true ? (
        <span className={css.marker}>{t("editor.visibility.hiddenOnDesktop")}</span>
      ) : null}
      {imageProps[section.type] && !imageProps[section.type]!.optional && section.props.mediaId === undefined ? (
        <span className={css.marker}>{t("editor.pickers.media.noPictureYet")}</span>
      ) : null}
      <SectionTexts section={section} />
      <LinkOptions section={section} />
      <MediaPickerDialog section={section} picker={mediaPicker} />
      <RecordPickers section={section} picker={recordPicker} />
      <FormPickerDialog section={section} forms={forms} />
      <IconListDialog section={section} />
      <VisibilityOptions section={section} />
      {items ? (
        <EditButton
          intent="addItem"
          version={version}
          sectionId={sectionId}
          label={t(`editor.items.${items.kind}.addOne`, { name })}
        >
          {t(`editor.items.${items.kind}.add`)}
        </EditButton>
      ) : null}
      <PlaceButtons section={section} index={index} count={count} />
    </div>
  );
}

/** What a section's name is, from its place and kind ("2. Cards"), in the editor's language. */
function useSectionName(index: number, type: string): string {
  const { t } = useTranslation();
  return `${index + 1}. ${t(`editor.sectionTypes.${type}`)}`;
}

/**
 * The edit controls of one item of a section (a card of a card grid), shown above it: its texts,
 * link and picture, move up and down or to a position, duplicate, delete. The same dialogs and forms as a section's,
 * each posting the item's place (`item`) beside its section.
 */
export function ItemControls({
  sectionIndex,
  sectionType,
  item,
  count,
  mediaPicker,
  ...ref
}: Omit<SectionRef, "name" | "item"> & {
  /** The section's place on the page and its type, for the item's name. */
  sectionIndex: number;
  sectionType: string;
  item: number;
  count: number;
  mediaPicker: MediaPicker | null;
}) {
  const { t } = useTranslation();
  const sectionName = useSectionName(sectionIndex, sectionType);
  const name = t(`editor.items.${ref.type}.name`, { name: sectionName, number: item + 1 });
  const section: SectionRef = { ...ref, item, name };
  return (
    <div
      className={css.itemControls}
      role="group"
      aria-label={t("editor.sectionControls", { name })}
      data-testid="item-controls"
    >
      <SectionTexts section={section} />
      <LinkOptions section={section} />
      <MediaPickerDialog section={section} picker={mediaPicker} />
      <PlaceButtons section={section} index={item} count={count} />
      {count > 1 ? <MoveToPosition section={{ ...section, item }} count={count} /> : null}
    </div>
  );
}
