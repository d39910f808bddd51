/**
 * The page-settings dialog of edit mode (h5 gap analysis items 2 and 4): what it shows, and what its
 * forms change. The meta title and description (held to what search results show), a blog post's
 * excerpt, body (rich text, sanitized by the platform when saved) and categories, and the page's
 * picture from the media library. The texts and the picture are saved like any edit (to the draft
 * with RequireAdminPublishing); the categories are set at once (publishing.postCategoriesSet).
 */
import { cms, publishing, type EditableFields, type ErrorCode, type Post } from "#server/contract";
import { contentPagePath, type Locale } from "#server/contract/urls";
import { SLUG_MIN_LENGTH } from "#server/contract/publishing";
import { EXCERPT_MAX_LENGTH, META_DESCRIPTION_MAX_LENGTH, META_TITLE_MAX_LENGTH } from "#server/contract/text-limits";
import { ADDRESS_REDIRECT_FIELD, type PageSettingsView } from "~/lib/page-settings";
import type { TFunction } from "~/lib/i18n";
import { mediaUrl } from "~/lib/media";
import { linkingPageLinks, pageUsesOf, pageUseTitles, type PageUseLink } from "./page-uses";
import { isPlatformError, type PlatformClient } from "./platform";

/** The longest body the platform stores (publishing.editableFields). */
const BODY_MAX_LENGTH = 200_000;

/** The dialog's fields: the page as its editor last saved it, a post's categories as they are. */
export async function pageSettingsOf(
  api: PlatformClient,
  page: Post,
  fields: EditableFields,
  locale: Locale,
): Promise<PageSettingsView> {
  const isPost = page.type.slug === "post";
  const terms = isPost ? (await api.call(cms.termFilter, {})).records : [];
  const chosen = new Set(page.categories.map((c) => c.id));
  return {
    isPost,
    metaTitle: fields.metaTitle,
    metaDescription: fields.metaDescription,
    excerpt: fields.excerpt,
    body: fields.body,
    mediaId: fields.mediaId,
    thumb: page.media && page.media.id === fields.mediaId ? mediaUrl(page.media, "SmallSize", "webp") : null,
    address: {
      slug: page.slug,
      prefix: contentPagePath(locale, ""),
      isHomePage: page.isHomePage,
      published: page.status === "published",
    },
    categories: terms.map((term) => ({ id: term.id, title: term.title, chosen: chosen.has(term.id) })),
  };
}

/** A refusal of the settings form, before it reaches the platform: the key of its message. */
export interface SettingsRefusal {
  key: string;
  values?: Record<string, number>;
}

function text(form: FormData, name: string, max: number, trim = true): string | SettingsRefusal | undefined {
  const value = form.get(name);
  if (typeof value !== "string") return undefined;
  const typed = trim ? value.trim() : value;
  return typed.length > max ? { key: "editor.textTooLong", values: { count: max } } : typed;
}

/**
 * What the settings form changes: the meta texts, and for a post its excerpt, body and (when the
 * form lists them) categories; or why it is refused.
 */
export function settingsChanges(
  form: FormData,
  isPost: boolean,
): { changes: Partial<EditableFields>; termIds: number[] | null } | SettingsRefusal {
  const limits: [keyof EditableFields, number, boolean][] = [
    ["metaTitle", META_TITLE_MAX_LENGTH, true],
    ["metaDescription", META_DESCRIPTION_MAX_LENGTH, true],
    ...(isPost
      ? ([
          ["excerpt", EXCERPT_MAX_LENGTH, true],
          ["body", BODY_MAX_LENGTH, false],
        ] as [keyof EditableFields, number, boolean][])
      : []),
  ];
  const changes: Record<string, string> = {};
  for (const [name, max, trim] of limits) {
    const value = text(form, name, max, trim);
    if (typeof value === "object") return value;
    if (value !== undefined) changes[name] = value;
  }
  let termIds: number[] | null = null;
  if (isPost && form.get("categories") === "listed") {
    termIds = [...new Set(form.getAll("termIds").map(Number))];
    if (termIds.some((id) => !Number.isInteger(id) || id <= 0)) return { key: "editor.pickers.noChoice" };
  }
  return { changes: changes as Partial<EditableFields>, termIds };
}

/** The page's picture after the media picker: the chosen media item, or none. */
export function pictureChange(form: FormData): Partial<EditableFields> | SettingsRefusal {
  const raw = String(form.get("mediaId") ?? "");
  if (raw === "") return { mediaId: null };
  const mediaId = Number(raw);
  return Number.isInteger(mediaId) && mediaId > 0 ? { mediaId } : { key: "editor.pickers.noChoice" };
}

/** Saves a blog post's categories (after its other settings were saved). */
export async function saveCategories(api: PlatformClient, postId: number, termIds: number[]): Promise<void> {
  await api.call(publishing.postCategoriesSet, { id: postId, termIds });
}

/** The platform's refusals of a new address, by code, to their messages in the editor's language. */
const addressRefusals: Partial<Record<ErrorCode, string>> = {
  SLUG_TOO_SHORT: "editor.settings.address.errors.slugTooShort",
  SLUG_INVALID: "editor.settings.address.errors.slugInvalid",
  SLUG_TAKEN: "editor.settings.address.errors.slugTaken",
  HOME_PAGE_ADDRESS_FIXED: "editor.settings.address.errors.homePage",
  PAGE_IN_USE: "editor.settings.address.errors.inUse",
};

/**
 * The address form's refusal: its message key and values, and for a page something links to the links
 * to edit the linking pages (the removal toast's, linkingPageLinks); null when the error is not one of
 * its refusals.
 */
export function addressRefusal(
  error: unknown,
  locale: Locale,
  t: TFunction,
): { key: string; values: Record<string, string | number>; links?: PageUseLink[] } | null {
  const key = isPlatformError(error) ? addressRefusals[error.code] : undefined;
  if (!key) return null;
  const uses = isPlatformError(error) ? pageUsesOf(error.details) : [];
  const links = linkingPageLinks(uses, locale, t);
  return { key, values: { min: SLUG_MIN_LENGTH, uses: pageUseTitles(uses, t) }, ...(links.length ? { links } : {}) };
}

/**
 * Gives the page the address the form names (decision 0065), with the redirect from the old one when
 * its box is ticked (a form without JavaScript sends no unticked box): the page's new path.
 */
export async function changeAddress(api: PlatformClient, postId: number, form: FormData) {
  const slug = String(form.get("slug") ?? "").slice(0, 200);
  return api.call(publishing.postSlugChange, { id: postId, slug, redirect: form.get(ADDRESS_REDIRECT_FIELD) === "on" });
}
