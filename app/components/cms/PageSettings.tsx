import { Form } from "react-router";
import { EXCERPT_MAX_LENGTH, META_DESCRIPTION_MAX_LENGTH, META_TITLE_MAX_LENGTH } from "#server/contract/text-limits";
import { OpenedValues, refusalKey, typedOr, useEditRefusal } from "~/lib/edit-refusal";
import { useTranslation } from "~/lib/i18n";
import { ADDRESS_REDIRECT_FIELD, PAGE_PICTURE_PICKER, type PageSettingsView } from "~/lib/page-settings";
import { pickerAnchor, type MediaPicker } from "~/lib/sections/pickers";
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

/** The longest slug the platform takes (server/contract/publishing.ts postCreate). */
const SLUG_MAX_LENGTH = 200;
/** The shortest (SLUG_MIN_LENGTH there: spec section 9), kept out of the browser's bundle of zod. */
const SLUG_MIN_LENGTH = 4;

/**
 * The page's address (decision 0065): its slug, changed at once (not part of a draft), with a
 * permanent redirect from the old address unless the editor unticks it. The home page's is fixed.
 */
function AddressForm({ address, version }: { address: PageSettingsView["address"]; version: number }) {
  const { t } = useTranslation();
  const refusal = useEditRefusal("address");
  if (address.isHomePage)
    return (
      <>
        <h3 className={css.label}>{t("editor.settings.address.heading")}</h3>
        <p className={css.note}>{t("editor.settings.address.homePage")}</p>
      </>
    );
  const typedRedirect = refusal ? refusal.values[ADDRESS_REDIRECT_FIELD] === "on" : true;
  return (
    <Form method="post" className={css.textsForm} data-testid="page-address">
      <PageFields intent="address" version={version} />
      <h3 className={css.label}>{t("editor.settings.address.heading")}</h3>
      <RefusalMessage refusal={refusal} />
      <p className={css.textsField}>
        <label htmlFor="page-settings-slug" className={css.label}>
          {t("editor.settings.address.slug")}
        </label>
        <span className={css.titleForm}>
          <span aria-hidden="true">{address.prefix}</span>
          <input
            id="page-settings-slug"
            name="slug"
            defaultValue={typedOr(refusal, "slug", address.slug)}
            required
            minLength={SLUG_MIN_LENGTH}
            maxLength={SLUG_MAX_LENGTH}
            autoCapitalize="none"
            spellCheck={false}
            className={css.input}
            aria-describedby="page-settings-slug-hint"
          />
        </span>
        <span id="page-settings-slug-hint" className={css.note}>
          {t("editor.settings.address.hint", { prefix: address.prefix, min: SLUG_MIN_LENGTH })}
        </span>
      </p>
      {address.published ? (
        <>
          <label className={css.check}>
            <input
              type="checkbox"
              name={ADDRESS_REDIRECT_FIELD}
              defaultChecked={typedRedirect}
              className={css.checkbox}
            />
            <span>{t("editor.settings.address.redirect")}</span>
          </label>
          <p className={css.note}>{t("editor.settings.address.atOnce")}</p>
        </>
      ) : (
        <p className={css.note}>{t("editor.settings.address.unpublished")}</p>
      )}
      <button type="submit" className={primaryButton}>
        {t("editor.settings.address.save")}
      </button>
    </Form>
  );
}

/**
 * The page-settings dialog of the edit toolbar (h5 gap analysis items 2 and 4): the meta title and
 * description search results show, the page's address, the page's picture from the media library and, for a blog post,
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
  const addressRefusal = useEditRefusal("address");
  const dismiss = usePickerDismiss(PAGE_PICTURE_PICKER);
  const typed = (name: string, saved: string) => typedOr(refusal, name, saved);
  // Left out of a refusal's values when the editor left them as they were (`OpenedValues`).
  const typedIds = refusal?.values.termIds;
  const chosenIds = typedIds === undefined ? null : [typedIds].flat();
  return (
    <EditDialog
      key={refusal ? refusalKey(refusal, version) : (uploadRefusal?.at ?? addressRefusal?.at ?? "saved")}
      label={t(`editor.settings.open.${kind}`)}
      accessibleLabel={t(`editor.settings.open.${kind}`)}
      title={t(`editor.settings.title.${kind}`)}
      open={!!mine || !!refusal || !!uploadRefusal || !!addressRefusal}
      testId="page-settings"
      anchor={pickerAnchor(PAGE_PICTURE_PICKER)}
      onDismiss={dismiss}
    >
      <Form method="post" className={css.textsForm}>
        <PageFields intent="settings" version={version} />
        <OpenedValues
          values={{
            metaTitle: settings.metaTitle,
            metaDescription: settings.metaDescription,
            ...(settings.isPost
              ? {
                  excerpt: settings.excerpt,
                  body: settings.body,
                  termIds: settings.categories.filter((c) => c.chosen).map((c) => String(c.id)),
                }
              : {}),
          }}
        />
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

      <AddressForm address={settings.address} version={version} />

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
