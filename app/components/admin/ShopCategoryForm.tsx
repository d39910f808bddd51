import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import type { AdminCategory, Media } from "#server/contract";
import { sortIds } from "#server/contract/catalog";
import { locales } from "#server/contract/urls";
import * as css from "~/components/admin/admin.css";
import { ChoiceGroup, ChoiceInput } from "~/components/admin/ChoiceGroup";
import { ImageChoices } from "~/components/admin/ImageChoices";
import { Field, SelectField, TextAreaField } from "~/components/forms/Field";
import { FormErrors } from "~/components/forms/ErrorList";
import { FaultFocus } from "~/components/forms/fault-focus";
import * as formCss from "~/components/forms/forms.css";
import { SubmitButton, useIsPending } from "~/components/forms/SubmitButton";
import { asList } from "~/lib/forms/values";
import { useTranslation } from "~/lib/i18n";

/** The possible parents of a category (all of them for a new one): every category but it and those
 * under it, in the tree's order, indented by depth. */
export function possibleParents(categories: AdminCategory[], category: AdminCategory | null) {
  const below = new Set(category ? [category.id] : []);
  for (const c of categories) if (c.parentId !== null && below.has(c.parentId)) below.add(c.id);
  return categories
    .filter((c) => !below.has(c.id))
    .map((c) => ({ value: String(c.id), label: `${"— ".repeat(c.depth)}${c.name}` }));
}

/**
 * A shop category's form, for a new category and a saved one (decision 0077): per language name,
 * address (empty: made from the name) and description; the parent, the position, the picture (a
 * radio list of the media library's newest pictures, so that it works without JavaScript) and the
 * sorts the category page offers with the one it opens on (decision 0087). A plain POST; the reasons
 * of a refusal come back under their fields.
 */
export function ShopCategoryForm({
  category,
  parents,
  images,
  defaultParentId,
  lastResult,
  submitLabel,
}: {
  /** Null: a new category. */
  category: AdminCategory | null;
  parents: { value: string; label: string }[];
  images: Media[];
  defaultParentId?: number | null;
  lastResult: SubmissionResult<string[]> | undefined;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "shop-category-form",
    lastResult,
    defaultValue: {
      texts: category?.texts,
      parentId: category
        ? category.parentId === null
          ? ""
          : String(category.parentId)
        : String(defaultParentId ?? ""),
      position: category ? String(category.position) : "",
      mediaId: category?.image ? String(category.image.id) : "",
      sortTypes: category?.sortTypes ?? [...sortIds],
      sortDefaultType: category?.sortDefaultType ?? "newest",
    },
  });
  const offered = new Set(asList(fields.sortTypes.initialValue));
  const sortLabels = sortIds.map((sort) => ({ value: sort, label: t(`shop.sort.${sort}`) }));
  const texts = fields.texts.getFieldset();
  const chosenImage = String(fields.mediaId.initialValue ?? "");
  return (
    <Form method="post" {...getFormProps(form)} className={css.fields} data-testid="shop-category-form">
      <FaultFocus reply={lastResult}>
        <input type="hidden" name="intent" value="save" />
        <FormErrors id={form.errorId} errors={form.errors} />
        {locales.map((language) => {
          const own = texts[language].getFieldset();
          return (
            <fieldset key={language} className={css.fields}>
              <legend className={css.subheading}>{t(`admin.languageName.${language}`)}</legend>
              <Field meta={own.name} label={t("admin.shopCategories.name")} testId={`category-name-${language}`} />
              <Field
                meta={own.slug}
                label={t("admin.shopCategories.slug")}
                hint={t("admin.categoryCreate.slugHint")}
                testId={`category-slug-${language}`}
              />
              <TextAreaField
                meta={own.description}
                label={t("admin.shopCategories.description")}
                testId={`category-description-${language}`}
              />
            </fieldset>
          );
        })}
        <SelectField
          meta={fields.parentId}
          label={t("admin.shopCategories.parent")}
          options={parents}
          placeholder={t("admin.shopCategories.topLevel")}
        />
        <Field
          meta={fields.position}
          label={t("admin.shopCategories.position")}
          hint={t(category ? "admin.shopCategories.positionHint" : "admin.categoryCreate.positionHint")}
          inputMode="numeric"
          testId="category-position"
        />
        <ChoiceGroup legend={t("admin.shopCategories.sorts")} meta={fields.sortTypes} testId="category-sorts">
          <p className={css.muted}>{t("admin.shopCategories.sortsHint")}</p>
          <ul className={css.categoryTree}>
            {sortLabels.map((sort) => (
              <li key={sort.value}>
                <label className={formCss.checkboxLabel}>
                  <ChoiceInput
                    meta={fields.sortTypes}
                    first={sort === sortLabels[0]}
                    type="checkbox"
                    value={sort.value}
                    defaultChecked={offered.has(sort.value)}
                    className={formCss.checkbox}
                  />
                  {sort.label}
                </label>
              </li>
            ))}
          </ul>
        </ChoiceGroup>
        <SelectField meta={fields.sortDefaultType} label={t("admin.shopCategories.sortDefault")} options={sortLabels} />
        <ChoiceGroup legend={t("admin.categoryCreate.image")} meta={fields.mediaId} testId="category-image">
          <p className={css.muted}>{t("admin.categoryCreate.imageHint")}</p>
          <ImageChoices
            name={fields.mediaId.name}
            images={images}
            chosen={chosenImage}
            noneLabel={t("admin.categoryCreate.noImage")}
          />
        </ChoiceGroup>
        <SubmitButton pending={useIsPending()} pendingLabel={t("admin.shopCategories.saving")} block={false}>
          {submitLabel}
        </SubmitButton>
      </FaultFocus>
    </Form>
  );
}
