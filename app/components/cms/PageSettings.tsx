import { Form } from "react-router";
import { EXCERPT_MAX_LENGTH, META_DESCRIPTION_MAX_LENGTH, META_TITLE_MAX_LENGTH } from "#server/contract/text-limits";
import { typedOr, useEditRefusal } from "~/lib/edit-refusal";
import { useTranslation } from "~/lib/i18n";
import { PAGE_PICTURE_PICKER, type PageSettingsView } from "~/lib/page-settings";
import type { MediaPicker } from "~/lib/sections/pickers";
import { primaryButton } from "~/styles/button.css";
import { EditDialog, RefusalMessage } from "./EditDialog";
import { MediaChoices, PickerPages, PickerSearch, PictureUpload, usePickerDismiss } from "./SectionDialogs";
import * as css from "./edit.css";

/** The hidden fields of a page-level post. */
function PageFields({ intent, version }: { intent: string; version: number }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={version} />
    </>
  );
}

/** One text of the settings form: a line, or a box for the longer ones. */
function SettingText({
  name,
  value,
  max,
  rows,
  hint,
}: {
  name: string;
  value: string;
  max?: number;
  rows?: number;
  hint?: string;
}) {
  const { t } = useTranslation();
  const id = `page-settings-${name}`;
  const described = hint ? `${id}-hint` : undefined;
  return (
    <p className={css.textsField}>
      <label htmlFor={id} className={css.label}>
        {t(`editor.settings.${name}`)}
      </label>
      {rows ? (
        <textarea
          id={id}
          name={name}
          defaultValue={value}
          maxLength={max}
          rows={rows}
          className={css.input}
          aria-describedby={described}
        />
      ) : (
        <input
          id={id}
          name={name}
          defaultValue={value}
          maxLength={max}
          className={css.input}
          aria-describedby={described}
        />
      )}
      {hint ? (
        <span id={described} className={css.note}>
          {hint}
        </span>
      ) : null}
    </p>
  );
}

/**
 * The page-settings dialog of the edit toolbar (h5 gap analysis items 2 and 4): the meta title and
 * description search results show, the page's picture from the media library and, for a blog post,
 * its excerpt, body and categories. Plain forms: without JavaScript a <details> (EditDialog), the
 * picture's search reloads the page with it open.
 */
export function PageSettings({
  settings,
  version,
  requireAdminPublishing,
  picker,
}: {
  settings: PageSettingsView;
  version: number;
  requireAdminPublishing: boolean;
  picker: MediaPicker | null;
}) {
  const { t } = useTranslation();
  const kind = settings.isPost ? "post" : "page";
  const mine = picker?.sectionId === PAGE_PICTURE_PICKER ? picker : null;
  // A refused save opens the dialog again with what was typed.
  const refusal = useEditRefusal("settings");
  const uploadRefusal = useEditRefusal("upload", PAGE_PICTURE_PICKER);
  const dismiss = usePickerDismiss(PAGE_PICTURE_PICKER);
  const typed = (name: string, saved: string) => typedOr(refusal, name, saved);
  const chosenIds = refusal ? [refusal.values.termIds ?? []].flat() : null;
  return (
    <EditDialog
      key={refusal?.at ?? uploadRefusal?.at ?? "saved"}
      label={t(`editor.settings.open.${kind}`)}
      accessibleLabel={t(`editor.settings.open.${kind}`)}
      title={t(`editor.settings.title.${kind}`)}
      open={!!mine || !!refusal || !!uploadRefusal}
      testId="page-settings"
      onDismiss={dismiss}
    >
      <Form method="post" className={css.textsForm}>
        <PageFields intent="settings" version={version} />
        <RefusalMessage refusal={refusal} />
        <SettingText
          name="metaTitle"
          value={typed("metaTitle", settings.metaTitle)}
          max={META_TITLE_MAX_LENGTH}
          hint={t("editor.settings.metaTitleHint", { max: META_TITLE_MAX_LENGTH })}
        />
        <SettingText
          name="metaDescription"
          value={typed("metaDescription", settings.metaDescription)}
          max={META_DESCRIPTION_MAX_LENGTH}
          rows={3}
          hint={t("editor.settings.metaDescriptionHint", { max: META_DESCRIPTION_MAX_LENGTH })}
        />
        {settings.isPost ? (
          <>
            <SettingText
              name="excerpt"
              value={typed("excerpt", settings.excerpt)}
              max={EXCERPT_MAX_LENGTH}
              rows={3}
              hint={t("editor.settings.excerptHint")}
            />
            <SettingText
              name="body"
              value={typed("body", settings.body)}
              rows={12}
              hint={t("editor.settings.bodyHint")}
            />
            <fieldset className={css.pickList}>
              <legend className={css.label}>{t("editor.settings.categories")}</legend>
              <input type="hidden" name="categories" value="listed" />
              {settings.categories.length === 0 ? (
                <p className={css.note}>{t("editor.settings.noCategories")}</p>
              ) : null}
              {settings.categories.map((category) => (
                <label key={category.id} className={css.pickItem}>
                  <input
                    type="checkbox"
                    name="termIds"
                    value={category.id}
                    defaultChecked={chosenIds ? chosenIds.includes(String(category.id)) : category.chosen}
                  />
                  <span>{category.title}</span>
                </label>
              ))}
              {requireAdminPublishing ? <p className={css.note}>{t("editor.settings.categoriesAtOnce")}</p> : null}
            </fieldset>
          </>
        ) : null}
        <button type="submit" className={primaryButton}>
          {t("editor.settings.save")}
        </button>
      </Form>

      <h3 className={css.label}>{t("editor.settings.picture")}</h3>
      {settings.thumb ? (
        <img src={settings.thumb} alt="" width={160} className={css.settingsThumb} data-testid="page-picture" />
      ) : (
        <p className={css.note}>
          {settings.mediaId ? t("editor.settings.pictureChosen") : t("editor.settings.noPicture")}
        </p>
      )}
      <PickerSearch kind="media" sectionId={PAGE_PICTURE_PICKER} search={mine?.search ?? ""} />
      {mine ? (
        <Form method="post" className={css.textsForm}>
          <PageFields intent="picture" version={version} />
          <MediaChoices picker={mine} current={settings.mediaId} optional />
          <PickerPages kind="media" {...mine} />
          <button type="submit" className={primaryButton}>
            {t("editor.pickers.media.use")}
          </button>
        </Form>
      ) : null}
      <PictureUpload pickerFor={PAGE_PICTURE_PICKER} version={version} refusal={uploadRefusal} />
    </EditDialog>
  );
}
