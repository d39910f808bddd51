/**
 * Edit mode of a content page (spec section 2, `?editPage=true` with a back-office user; issue 15
 * item 1): the page as its editor last saved it (the draft, else the live page), with its version,
 * and the page's action for the editor's buttons. Every button is a plain form posting an intent
 * with the version the editor saw; the platform's publishing calls do the rest (drafts, versions,
 * revisions, the audit log), so two editors never overwrite each other silently.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { changedByEditor, OPENED_FIELD, type EditRefusal as EditRefusalAnswer } from "~/lib/edit-refusal";
import type { MasterChoice } from "~/components/cms/MasterPicker";
import type { FormChoice } from "~/components/cms/SectionDialogs";
import {
  catalog,
  cms,
  forms,
  media,
  publishing,
  type EditableFields,
  type ErrorCode,
  type Section,
} from "#server/contract";
import { RICH_TEXT_LINK } from "#server/contract/cms";
import { ALT_TEXT_MAX_LENGTH, HEADING_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from "#server/contract/text-limits";
import { withRedirect } from "~/lib/account";
import { adminLoginPath } from "~/lib/admin-paths";
import { mediaUrl } from "~/lib/media";
import type { TFunction } from "~/lib/i18n";
import {
  addableSections,
  editableProps,
  editedKey,
  formProps,
  iconProps,
  imageProps,
  linkProps,
  optionalLinkProps,
  propAt,
  sectionItems,
  type AddableSection,
} from "~/lib/sections/addable";
import { sectionIcons } from "~/lib/sections/icons";
import { linkProblem } from "~/lib/sections/link-rules";
import {
  MEDIA_PICKER_PAGE_SIZE,
  pickerAnchor,
  pickerQueryOf,
  RECORD_PICKER_PAGE_SIZE,
  recordPickers,
  type MediaPicker,
  type PickedRecord,
  type PickerQuery,
  type RecordKind,
  type RecordPicker,
} from "~/lib/sections/pickers";
import { errorMessageKey } from "./auth/errors";
import { localeContext, platformContext, viewerContext } from "./context";
import { interfaceLocale } from "./interface-language";
import { tFor } from "./i18n";
import { isPlatformError, type PlatformClient } from "./platform";
import { mastersForPicker, sectionFromMaster } from "./masters";
import { labelledLinks, linkingPagesToast, pageUseTitles } from "./page-uses";
import { addressRefusal, changeAddress, pictureChange, saveCategories, settingsChanges } from "./page-settings";
import { postedFiles, uploadRefusal } from "./media-upload";
import { sendToast } from "./toast";

type Context = Readonly<RouterContextProvider>;

export interface EditMode {
  version: number;
  hasDraft: boolean;
  /** Shoppers see the page: false while a new page waits for approval (or one was taken off the site). */
  published: boolean;
  requireAdminPublishing: boolean;
  /** The preview of the mobile rendering (`mobileView=true`): no edit buttons. */
  mobileView: boolean;
  fields: EditableFields;
  /** The media picker's page, when a section's picker searched the library (`?pick=media`). */
  mediaPicker: MediaPicker | null;
  /** A product, category or post picker's page (`?pick=products|categories|posts`). */
  recordPicker: RecordPicker | null;
  /** The master components the section manager offers. */
  masters: MasterChoice[];
  /** The back office's forms (questionnaires) a form section may show. */
  forms: FormChoice[];
}

/** The site's forms, in the request's language (spec section 7 form/filter). */
async function formChoices(context: Context): Promise<FormChoice[]> {
  const { records } = await context.get(platformContext).call(forms.filterForms, {});
  return records.map((f) => ({ id: f.id, title: f.title || f.name }));
}

/** The media picker's search (spec section 7 media filterStandard). */
async function mediaPickerOf(
  asked: PickerQuery | null,
  context: Context,
  query: URLSearchParams,
): Promise<MediaPicker | null> {
  if (asked?.kind !== "media") return null;
  const { sectionId, search, page } = asked;
  // A picture uploaded from the picker: the library lists it first (newest first), chosen.
  const uploaded = Number(query.get("uploaded"));
  const found = await context
    .get(platformContext)
    .call(media.filterStandard, { search, page, limit: MEDIA_PICKER_PAGE_SIZE, imagesOnly: true });
  return {
    sectionId,
    search,
    page,
    totalPages: found.totalPages,
    uploaded: Number.isInteger(uploaded) && uploaded > 0 ? uploaded : null,
    records: found.records.map((m) => ({
      id: m.id,
      title: m.title,
      alt: m.alt,
      thumb: mediaUrl(m, "SmallSize", "webp"),
      width: m.width,
      height: m.height,
    })),
  };
}

/** One page of a list searched by title in the app (the endpoint has no search of its own). */
function pageOf<T>(all: T[], title: (item: T) => string, search: string, page: number) {
  const needle = search.toLocaleLowerCase();
  const found = needle ? all.filter((item) => title(item).toLocaleLowerCase().includes(needle)) : all;
  const start = (page - 1) * RECORD_PICKER_PAGE_SIZE;
  return {
    records: found.slice(start, start + RECORD_PICKER_PAGE_SIZE),
    totalPages: Math.max(1, Math.ceil(found.length / RECORD_PICKER_PAGE_SIZE)),
  };
}

/** How each record picker searches, and reads back a section's choice (ids, in their order). */
const recordSearches: Record<
  RecordKind,
  (
    api: PlatformClient,
    search: string,
    page: number,
    chosen: number[],
  ) => Promise<Omit<RecordPicker, "kind" | "sectionId" | "search" | "page">>
> = {
  // Spec section 7 product/web/filter: by keywords; the chosen ones by id, in the section's order.
  products: async (api, search, page, chosen) => {
    const [found, picked] = await Promise.all([
      api.call(catalog.productFilter, { keywords: search || undefined, page, limit: RECORD_PICKER_PAGE_SIZE }),
      chosen.length ? api.call(catalog.productFilter, { ids: chosen, limit: chosen.length }) : { records: [] },
    ]);
    const title = (p: { id: number; name: string }) => ({ id: p.id, title: p.name });
    return {
      totalPages: found.totalPages,
      records: found.records.map(title),
      chosen: inOrder(chosen, picked.records.map(title)),
    };
  },
  // Spec section 7 category/filter: every category, flat, searched by name.
  categories: async (api, search, page, chosen) => {
    const all = (await api.call(catalog.categoryFilter, { tree: false })).map((c) => ({ id: c.id, title: c.name }));
    return { ...pageOf(all, (c) => c.title, search, page), chosen: inOrder(chosen, all) };
  },
  // Spec section 7 post/filterStandard: the blog's posts, newest first, searched by title.
  posts: async (api, search, page, chosen) => {
    const { records } = await api.call(cms.postFilterStandard, { display: "legacy", limit: 500 });
    const all = records.map((p) => ({ id: p.id, title: p.title }));
    return { ...pageOf(all, (p) => p.title, search, page), chosen: inOrder(chosen, all) };
  },
};

/** The records of these ids, in their order (those gone from the platform are left out). */
function inOrder(ids: number[], records: PickedRecord[]): PickedRecord[] {
  return ids.flatMap((id) => records.filter((r) => r.id === id));
}

/** A section's record picker, with what its section chose (product list, categories, post list). */
async function recordPickerOf(
  asked: PickerQuery | null,
  context: Context,
  sections: Section[],
): Promise<RecordPicker | null> {
  if (!asked || asked.kind === "media") return null;
  const { kind, sectionId, search, page } = asked;
  const section = sections.find((s) => s.id === sectionId);
  const picker = section && recordPickers[section.type]?.find((p) => p.kind === kind);
  if (!section || !picker) return null;
  const value = section.props[picker.prop];
  const chosen = (Array.isArray(value) ? value : [value]).filter((id): id is number => Number.isInteger(id));
  const found = await recordSearches[kind](context.get(platformContext), search, page, chosen);
  return { kind, sectionId, search, page, ...found };
}

/** Whether the request asks for edit mode: `?editPage=true` from a back-office user. */
export function asksEditMode(request: Request, context: Context): boolean {
  return new URL(request.url).searchParams.get("editPage") === "true" && !!context.get(viewerContext)?.isBackofficeUser;
}

/** Edit mode for this request, or null: only `?editPage=true` asked by a back-office user. */
export async function editModeOf(request: Request, context: Context, postId: number): Promise<EditMode | null> {
  if (!asksEditMode(request, context)) return null;
  const query = new URL(request.url).searchParams;
  const state = await context.get(platformContext).call(publishing.postEdit, { id: postId });
  const fields = state.draft ?? state.live;
  const asked = pickerQueryOf(query);
  return {
    version: state.version,
    hasDraft: state.draft !== null,
    published: state.published,
    requireAdminPublishing: state.requireAdminPublishing,
    mobileView: query.get("mobileView") === "true",
    fields,
    mediaPicker: await mediaPickerOf(asked, context, query),
    recordPicker: await recordPickerOf(asked, context, fields.components),
    masters: await mastersForPicker(context),
    forms: await formChoices(context),
  };
}

export const editIntents = [
  "title",
  "props",
  "visibility",
  "link",
  "image",
  "icon",
  "pick",
  "add",
  "addFromMaster",
  "up",
  "down",
  "move",
  "duplicate",
  "delete",
  "addItem",
  "publish",
  "settings",
  "picture",
  "address",
  "form",
  "upload",
] as const;

/** An edit refused before it reaches the platform: the translation key says why. */
export class EditRefusal extends Error {
  constructor(
    readonly key: string,
    readonly values?: Record<string, number | string>,
    /** The form's field it is about (`prop.title`), when the form says it there. */
    readonly field?: string,
  ) {
    super(key);
  }
}

/** The limit of each text the platform refuses as too long (server/contract/text-limits.ts). */
const textLimits: Partial<Record<ErrorCode, number>> = {
  HEADING_TOO_LONG: HEADING_MAX_LENGTH,
  ALT_TEXT_TOO_LONG: ALT_TEXT_MAX_LENGTH,
  SECTION_TEXT_TOO_LONG: SHORT_TEXT_MAX_LENGTH,
};

/** The link the platform found leading nowhere (LINK_TARGET_MISSING's details name it), if that was the refusal. */
export function missingLinkOf(error: unknown): { type: string; value: string } | undefined {
  if (!isPlatformError(error) || error.code !== "LINK_TARGET_MISSING") return undefined;
  return (error.details as { link?: { type: string; value: string } } | undefined)?.link;
}

/**
 * The platform's refusal of a text the editor wrote, as the editor's own refusal says it: a text over
 * its limit (with the limit), or a link in rich text leading to no page (with its href); else null.
 */
export function textRefusal(error: unknown): EditRefusal | null {
  if (!isPlatformError(error)) return null;
  const max = textLimits[error.code];
  if (max !== undefined) return new EditRefusal("editor.textTooLong", { count: max });
  const link = missingLinkOf(error);
  return link?.type === RICH_TEXT_LINK
    ? new EditRefusal("editor.linkOptions.problems.missingHref", { href: link.value })
    : null;
}

/**
 * The platform's refusal of what the editor can fix in the page's forms, as the editor's own refusal
 * says it: a text's (textRefusal), or a link naming nothing of the page's language (as the link
 * dialog says its other problems); else null.
 */
function pageRefusal(error: unknown): EditRefusal | null {
  const refusal = textRefusal(error);
  if (!refusal && isPlatformError(error) && error.code === "LINK_TARGET_MISSING")
    return new EditRefusal(`${LINK_PROBLEM}missingTarget`);
  return refusal;
}

/**
 * Refuses a link an editor set that cannot work (a page slug that is a URL, a javascript: address),
 * saying why; `field` names the form's field of the link's target, for a form with several links.
 */
export function assertWorkingLink(
  link: { type: string; value: string; rel?: string; target?: string },
  field?: string,
): void {
  const problem = linkProblem(link);
  if (problem) throw new EditRefusal(`${LINK_PROBLEM}${problem}`, undefined, field);
}

const LINK_PROBLEM = "editor.linkOptions.problems.";
/** The form's field a refusal is about (an assertWorkingLink's, a required text's), else undefined. */
export const refusedField = (error: unknown) => (error instanceof EditRefusal ? error.field : undefined);

/**
 * A new section of a type, its texts in the editor's language, ready to be edited: a picture
 * section without its picture yet (the media picker's to choose), a questionnaire showing the form
 * given (the site's first); without a form to show, refused saying so.
 */
export function newSection(
  type: AddableSection,
  t: TFunction,
  id = `${type}-${Date.now().toString(36)}`,
  { formId }: { formId?: number } = {},
): Section {
  const title = t("editor.defaults.title");
  const text = t("editor.defaults.text");
  const props: Record<Exclude<AddableSection, "cmsForm">, Section["props"]> = {
    hero: { title, align: "left" },
    richText: { html: `<p>${text}</p>` },
    image: {},
    cta: { title, button: { label: t("editor.defaults.button"), link: { type: "shop", value: "" } } },
    cardGrid: { title, cards: [newCard(t) as { title: string; text: string }] },
    featuredProducts: { title, limit: 8 },
    posts: { title, postIds: [] },
    events: { title, when: "upcoming", limit: 3 },
    documents: { title, limit: 10 },
    newsletter: { title: t("editor.defaults.newsletter.title"), text: t("editor.defaults.newsletter.text") },
    contactForm: { title: t("editor.defaults.contactForm.title"), text: t("editor.defaults.contactForm.text") },
  };
  if (type !== "cmsForm") return { id, type, props: props[type] };
  if (formId === undefined) throw new EditRefusal("editor.forms.none");
  return { id, type, props: { formId } };
}
export type EditIntent = (typeof editIntents)[number];

type Props = Record<string, unknown>;

/** The item of a section a form edits (`item`: a card's place in its grid), or undefined for the section itself. */
function itemOf(form: FormData): number | undefined {
  if (!form.has("item")) return undefined;
  const item = Number(form.get("item"));
  if (!Number.isInteger(item) || item < 0) throw new Response(null, { status: 400 });
  return item;
}

/** The sections with one section's props changed; null when the section is not on the page. */
function withSectionProps(sections: Section[], sectionId: string, change: (props: Props, type: string) => Props) {
  const at = sections.findIndex((s) => s.id === sectionId);
  const section = sections[at];
  if (!section) return null;
  const props = change({ ...section.props }, section.type);
  return sections.map((s, i) => (i === at ? { ...s, props: props as Section["props"] } : s));
}

/**
 * The sections with one section's list of items changed (a card grid's cards, `sectionItems`):
 * `change` gets a copy of the list, the items' kind and the most it holds. A section without items
 * is refused (400).
 */
function withSectionItems(
  sections: Section[],
  sectionId: string,
  change: (items: Props[], kind: string, max: number) => Props[],
) {
  return withSectionProps(sections, sectionId, (props, type) => {
    const list = sectionItems[type];
    const items = list && props[list.prop];
    if (!list || !Array.isArray(items)) throw new Response(null, { status: 400 });
    props[list.prop] = change([...(items as Props[])], list.kind, list.max);
    return props;
  });
}

/**
 * The sections with the props of what a form edits changed: the section's, or with `item` in the
 * form, that item's (a card's texts, link, picture), `change` then getting the item's kind as its type.
 * An item not in the list is refused (400): the version the editor saw keeps the places still.
 */
function withEditedProps(
  sections: Section[],
  sectionId: string,
  form: FormData,
  change: (props: Props, type: string) => Props,
) {
  const item = itemOf(form);
  if (item === undefined) return withSectionProps(sections, sectionId, change);
  return withSectionItems(sections, sectionId, (items, kind) => {
    const props = items[item];
    if (!props || typeof props !== "object") throw new Response(null, { status: 400 });
    items[item] = change({ ...props }, kind);
    return items;
  });
}

/**
 * The sections after a section's texts form (or an inline edit, which posts only the text it
 * changed): its text props as typed (an optional one left empty is removed); null when the section
 * is not on the page. A required text left empty, or a text over its length, is refused saying so.
 */
export function sectionWithTexts(sections: Section[], sectionId: string, form: FormData): Section[] | null {
  // The texts form (a section's or a card's) says it at the field, in the spec's words for a form
  // (section 5: required, maxLength), as every form does; an edit in place, with no field in view,
  // in the editor's own sentence about the text kept (docs/decisions/0070-consent-policy-and-field-refusals.md).
  const atField = form.get("inline") !== "true";
  return withEditedProps(sections, sectionId, form, (props, type) => {
    for (const prop of editableProps[type] ?? []) {
      const field = `prop.${prop.name}`;
      const value = form.get(field);
      if (typeof value !== "string") continue;
      const text = prop.rich ? value : value.trim();
      if (!prop.rich && text.length > prop.max)
        throw atField
          ? new EditRefusal("validation.maxLength", { count: prop.max }, field)
          : new EditRefusal("editor.textTooLong", { count: prop.max });
      if (text) props[prop.name] = text;
      else if (prop.optional) delete props[prop.name];
      else
        throw atField
          ? new EditRefusal("validation.required", undefined, field)
          : new EditRefusal("editor.textRequired");
    }
    return props;
  });
}

/** The sections after a section's visibility options: hidden on phones, on desktops, or shown on both. */
export function sectionWithVisibility(sections: Section[], sectionId: string, form: FormData): Section[] | null {
  if (form.has("item")) throw new Response(null, { status: 400 });
  return withSectionProps(sections, sectionId, (props) => {
    for (const name of ["hideOnMobile", "hideOnDesktop"]) {
      if (form.get(name) === "on") props[name] = true;
      else delete props[name];
    }
    return props;
  });
}

/**
 * The sections after the link-options dialog: the link at `linkProp` set to the type, slug or URL,
 * rel and target chosen (an empty target: the default, spec section 2). An unsafe or malformed link
 * is refused with its reason ({@link linkProblem}: the same rules the dialog checks in the browser).
 */
export function sectionWithLink(sections: Section[], sectionId: string, form: FormData): Section[] | null {
  const path = String(form.get("linkProp"));
  const field = (name: string) => String(form.get(`link.${name}`) ?? "").trim();
  const link = {
    type: field("type"),
    value: field("value"),
    rel: field("rel") || undefined,
    target: field("target") || undefined,
  };
  // "No link" (an empty type), where the link may be left out: checked below, once the type is known.
  const none = link.type === "";
  if (!none) assertWorkingLink(link);
  return withEditedProps(sections, sectionId, form, (props, type) => {
    const owner = path.split(".").slice(0, -1).join(".");
    // A link of the props themselves (a card's "link"), or of an object in them (a button's "button.link").
    const parent = owner ? propAt(props, owner) : props;
    if (!linkProps[type]?.includes(path) || !parent || typeof parent !== "object")
      throw new Response(null, { status: 400 });
    if (none && !optionalLinkProps[type]?.includes(path)) assertWorkingLink(link);
    const { rel, target, ...rest } = link;
    const changed: Props = { ...parent };
    if (none) delete changed.link;
    else changed.link = { ...rest, ...(rel ? { rel } : {}), ...(target ? { target } : {}) };
    return owner ? { ...props, [owner]: changed } : changed;
  });
}

/** The sections after the media picker: the section's picture is the chosen media item (or none, when optional). */
export function sectionWithImage(sections: Section[], sectionId: string, form: FormData): Section[] | null {
  const raw = String(form.get("mediaId") ?? "");
  const mediaId = Number(raw);
  return withEditedProps(sections, sectionId, form, (props, type) => {
    const prop = imageProps[type];
    if (!prop) throw new Response(null, { status: 400 });
    if (raw === "" && prop.optional) delete props[prop.name];
    else if (Number.isInteger(mediaId) && mediaId > 0) props[prop.name] = mediaId;
    else throw new EditRefusal("editor.pickers.noChoice");
    // The resolved media beside the id is the platform's to fill in again.
    delete props.media;
    return props;
  });
}

/** The sections after the icon list: the section's icon is the one chosen, or none. */
export function sectionWithIcon(sections: Section[], sectionId: string, form: FormData): Section[] | null {
  const icon = String(form.get("icon") ?? "");
  if (icon && !(sectionIcons as readonly string[]).includes(icon)) throw new EditRefusal("editor.pickers.noChoice");
  return withSectionProps(sections, sectionId, (props, type) => {
    const prop = iconProps[type];
    if (!prop) throw new Response(null, { status: 400 });
    if (icon) props[prop] = icon;
    else delete props[prop];
    return props;
  });
}

/**
 * The sections after a record picker (spec section 2: product list, product categories, post
 * list): the ids chosen, in the form's order, or none. A section shows one choice: products picked
 * one by one replace a category, and a category replaces them.
 */
export function sectionWithRecords(sections: Section[], sectionId: string, form: FormData): Section[] | null {
  const kind = String(form.get("pickKind"));
  const raw = form.getAll("ids").map(String).filter(Boolean);
  const ids = [...new Set(raw.map(Number))];
  if (ids.some((id) => !Number.isInteger(id) || id <= 0)) throw new EditRefusal("editor.pickers.noChoice");
  return withSectionProps(sections, sectionId, (props, type) => {
    const pickers = recordPickers[type] ?? [];
    const picker = pickers.find((p) => p.kind === kind);
    if (!picker) throw new Response(null, { status: 400 });
    const max = Math.min(picker.max ?? 1, typeof props.limit === "number" ? props.limit : Infinity);
    if (ids.length > max) throw new EditRefusal("editor.pickers.records.tooMany");
    for (const other of pickers) delete props[other.prop];
    if (picker.max === undefined) {
      if (ids[0] !== undefined) props[picker.prop] = ids[0];
    } else props[picker.prop] = ids;
    return props;
  });
}

/**
 * The sections after the form picker: the section shows the form chosen, one of the site's forms
 * (`formIds`); its texts stay. A form that is not the site's (or none) is refused.
 */
export function sectionWithForm(
  sections: Section[],
  sectionId: string,
  form: FormData,
  formIds: readonly number[],
): Section[] | null {
  const formId = Number(form.get("formId") || NaN);
  return withSectionProps(sections, sectionId, (props, type) => {
    const prop = formProps[type];
    if (!prop) throw new Response(null, { status: 400 });
    if (!formIds.includes(formId)) throw new EditRefusal("editor.pickers.noChoice");
    props[prop] = formId;
    return props;
  });
}

/** How each section intent changes the sections. */
const sectionEdits: Partial<
  Record<EditIntent, (sections: Section[], sectionId: string, form: FormData) => Section[] | null>
> = {
  props: sectionWithTexts,
  visibility: sectionWithVisibility,
  link: sectionWithLink,
  image: sectionWithImage,
  icon: sectionWithIcon,
  pick: sectionWithRecords,
};

/**
 * A list after one of its entries' buttons (a section's, a card's): moved one place, or to the
 * place `to` (from 0, a card's "Move to position"), duplicated below itself (as `copy` makes it),
 * or deleted; null for another intent, or a move to a place not given. A move past either end
 * leaves the list as it is.
 */
function changedList<T>(list: T[], intent: EditIntent, at: number, copy: (entry: T) => T, to?: number): T[] | null {
  const next = [...list];
  if (intent === "delete") next.splice(at, 1);
  else if (intent === "duplicate") next.splice(at + 1, 0, copy(list[at]!));
  else if (intent === "up" || intent === "down" || (intent === "move" && to !== undefined)) {
    const target = intent === "up" ? at - 1 : intent === "down" ? at + 1 : to!;
    if (target < 0 || target >= next.length) return list;
    next.splice(target, 0, ...next.splice(at, 1));
  } else return null;
  return next;
}

/** The place a card is moved to: the form's `to`, a position from 1 within the list (as the editor counts), as a place from 0. */
function targetOf(form: FormData, length: number): number {
  const to = Number(form.get("to") || NaN);
  if (!Number.isInteger(to) || to < 1 || to > length) throw new Response(null, { status: 400 });
  return to - 1;
}

/** The sections after a section button: moved one place, duplicated below itself, or deleted. */
export function changedSections(sections: Section[], intent: EditIntent, sectionId: string): Section[] | null {
  const at = sections.findIndex((s) => s.id === sectionId);
  if (at < 0) return null;
  return changedList(sections, intent, at, (s) => ({ ...s, id: `${sectionId}-copy-${Date.now().toString(36)}` }));
}

/**
 * The sections after a button of a section's items (a card grid's cards): a new item at the end
 * (`added`, the texts of a new card), or the item at `item` moved (one place, or to the position
 * `to`), duplicated or deleted. The list
 * keeps at least one item (deleting the last is refused: the section's own Delete removes it all)
 * and at most its most (refused beyond, saying how many).
 */
export function changedItems(
  sections: Section[],
  intent: EditIntent,
  sectionId: string,
  form: FormData,
  added: () => Props,
): Section[] | null {
  const item = itemOf(form);
  return withSectionItems(sections, sectionId, (items, kind, max) => {
    const grows = intent === "addItem" || intent === "duplicate";
    if (grows && items.length >= max) throw new EditRefusal(`editor.items.${kind}.tooMany`, { count: max });
    if (intent === "addItem") return [...items, added()];
    if (item === undefined || item >= items.length) throw new Response(null, { status: 400 });
    if (intent === "delete" && items.length === 1) throw new EditRefusal(`editor.items.${kind}.last`);
    const to = intent === "move" ? targetOf(form, items.length) : undefined;
    const next = changedList(items, intent, item, (entry) => ({ ...entry }), to);
    if (!next) throw new Response(null, { status: 400 });
    return next;
  });
}

/** A new card's texts, in the editor's language: a new card grid starts with one such card. */
function newCard(t: TFunction): Props {
  return { title: t("editor.defaults.card"), text: t("editor.defaults.text") };
}

/** The forms of texts whose refused save answers with what was typed (the others are one choice). */
const keptForms: readonly EditIntent[] = ["props", "title", "settings", "link"];

const conflictKey = (kept: boolean) => (kept ? "editor.conflictKept" : "editor.conflict");

/**
 * A refused form's texts by name (a repeated name, such as a post's categories, as a list): those
 * the editor changed since the form opened, so that the form opens again with the page's version in
 * the others (app/lib/edit-refusal.tsx).
 */
function typedValues(form: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of form) {
    if (typeof value !== "string" || name === "intent" || name === "version" || name === OPENED_FIELD) continue;
    const before = values[name];
    values[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  const opened = form.get(OPENED_FIELD);
  return changedByEditor(values, typeof opened === "string" ? opened : null);
}

/**
 * The content page's action: an editor's button. Back to the page in edit mode with a toast: saved
 * (as a draft, when publishing is required), published, or why not (someone else saved first: the
 * page then shows their version).
 */
/**
 * An edit-mode post from a visitor signed in no more (the session ended while they edited): to the
 * back office's login, which brings them back to edit mode, told that nothing was saved. Null for
 * any other post.
 */
export function editSessionEnded(form: FormData, context: Context, path: string): Response | null {
  if (context.get(viewerContext) || !editIntents.includes(String(form.get("intent")) as EditIntent)) return null;
  sendToast(context, { type: "info", key: "editor.sessionEnded" });
  return redirect(withRedirect(adminLoginPath(context.get(localeContext)), `${path}?editPage=true`), 303);
}

export async function editAction(
  form: FormData,
  context: Context,
  post: { id: number; published: boolean },
  path: string,
) {
  const postId = post.id;
  const back = `${path}?editPage=true`;
  if (!context.get(viewerContext)?.isBackofficeUser) throw new Response(null, { status: 403 });
  const intent = String(form.get("intent")) as EditIntent;
  const version = Number(form.get("version"));
  const api = context.get(platformContext);
  try {
    if (!editIntents.includes(intent) || !Number.isInteger(version)) throw new Response(null, { status: 400 });
    if (intent === "upload") return await uploadFromPicker(form, context, path);
    if (intent === "address") return await addressAction(form, context, postId);
    if (intent === "publish") {
      await api.call(publishing.postPublish, { id: postId, version });
      sendToast(context, { type: "success", key: "editor.published" });
      return redirect(back, { status: 303 });
    }
    let changes: Partial<EditableFields>;
    let termIds: number[] | null = null;
    if (intent === "settings") {
      // The page settings dialog: meta texts, and a post's excerpt, body and categories.
      const current = await api.call(publishing.postEdit, { id: postId });
      const settings = settingsChanges(form, current.type === "post");
      if ("key" in settings) throw new EditRefusal(settings.key, settings.values);
      ({ changes, termIds } = settings);
    } else if (intent === "picture") {
      const picture = pictureChange(form);
      if ("key" in picture) throw new EditRefusal(picture.key, picture.values);
      changes = picture;
    } else if (intent === "title") {
      const title = String(form.get("title") ?? "").trim();
      if (!title) throw new EditRefusal("editor.titleEmpty");
      changes = { title };
    } else if (intent === "add") {
      const type = String(form.get("sectionType")) as AddableSection;
      if (!addableSections.includes(type)) throw new Response(null, { status: 400 });
      const current = await api.call(publishing.postEdit, { id: postId });
      const formId = type === "cmsForm" ? (await formChoices(context))[0]?.id : undefined;
      const added = newSection(type, tFor(context.get(localeContext)), undefined, { formId });
      changes = { components: [...(current.draft ?? current.live).components, added] };
    } else if (intent === "addFromMaster") {
      const current = await api.call(publishing.postEdit, { id: postId });
      changes = { components: [...(current.draft ?? current.live).components, await sectionFromMaster(context, form)] };
    } else if (intent === "form") {
      const current = await api.call(publishing.postEdit, { id: postId });
      const formIds = (await formChoices(context)).map((f) => f.id);
      const sectionId = String(form.get("sectionId"));
      const components = sectionWithForm((current.draft ?? current.live).components, sectionId, form, formIds);
      if (!components) throw new Response(null, { status: 400 });
      changes = { components };
    } else {
      const current = await api.call(publishing.postEdit, { id: postId });
      const sections = (current.draft ?? current.live).components;
      const sectionId = String(form.get("sectionId"));
      const edit = sectionEdits[intent];
      const components = edit
        ? edit(sections, sectionId, form)
        : form.has("item") || intent === "addItem"
          ? changedItems(sections, intent, sectionId, form, () => newCard(tFor(context.get(localeContext))))
          : changedSections(sections, intent, sectionId);
      if (!components) throw new Response(null, { status: 400 });
      changes = { components };
    }
    const saved = await api.call(publishing.postUpdate, { id: postId, version, ...changes });
    if (termIds) await saveCategories(api, postId, termIds);
    // The version stays when nothing changed: "the change is live" would claim what did not happen.
    const unchanged = saved.version === version && !termIds;
    sendToast(
      context,
      unchanged
        ? { type: "info", key: "editor.unchanged" }
        : // Not "the change is live" on a page shoppers do not see yet.
          { type: "success", key: saved.draft || !post.published ? "editor.savedDraft" : "editor.saved" },
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    const refusal = error instanceof EditRefusal ? error : pageRefusal(error);
    const conflict = isPlatformError(error) && error.code === "EDIT_CONFLICT";
    // A form of texts keeps what the editor typed: the page answers with it, the form open again. A
    // text edited in place (inline=true) keeps it in place: the toast says why, as before.
    const keeps = keptForms.includes(intent) && !form.has("inline") && (refusal !== null || conflict);
    if (keeps) {
      // Its message is in the form itself (no toast): the page answers with the form open again.
      const editRefusal: EditRefusalAnswer = {
        intent,
        // A card's form is known by its section and place (`editedKey`), a section's by its id.
        sectionId: form.has("sectionId") ? editedKey(String(form.get("sectionId")), itemOf(form)) : null,
        error: refusal ? refusal.key : conflictKey(true),
        ...(refusal?.values ? { errorValues: refusal.values } : {}),
        ...(refusal?.field ? { field: refusal.field } : {}),
        values: typedValues(form),
        at: Date.now(),
      };
      return data({ editRefusal }, { status: refusal ? 400 : 409 });
    }
    if (refusal) sendToast(context, { type: "error", key: refusal.key, values: refusal.values });
    // Someone else saved first: say so in the editor's language; the page shows their version.
    else sendToast(context, { type: "error", key: conflict ? "editor.conflict" : errorMessageKey(error) });
    // A text edited in place learns it, on the page it stays on (an answer read as a success, not a
    // 409: the page's data, their version, and the toast are read again after it as after a redirect):
    // the texts left after it, waiting for its answer, are not sent on their version (`SavesInTurn`).
    if (conflict && form.has("inline")) return { inlineConflict: Date.now() };
  }
  return redirect(back, { status: 303 });
}

/**
 * The page settings' address form (decision 0065): the page takes its new address at once, and the
 * editor lands on it, still in edit mode, with a toast (naming what still links to the old address
 * through its redirect). A refusal answers at the form, open again with what was typed.
 */
async function addressAction(form: FormData, context: Context, postId: number) {
  try {
    const changed = await changeAddress(context.get(platformContext), postId, form);
    const t = tFor(interfaceLocale(context));
    const uses = pageUseTitles(changed.linkedBy, t);
    sendToast(
      context,
      changed.url === changed.previousUrl
        ? { type: "info", key: "editor.settings.address.unchanged" }
        : uses
          ? {
              type: "success",
              key: "editor.settings.address.changedLinked",
              values: { uses },
              ...linkingPagesToast(changed.linkedBy, context.get(localeContext), t),
            }
          : { type: "success", key: "editor.settings.address.changed" },
    );
    return redirect(`${changed.url}?editPage=true`, { status: 303 });
  } catch (error) {
    const t = tFor(interfaceLocale(context));
    const refusal = addressRefusal(error, context.get(localeContext), t);
    if (!refusal) throw error;
    const editRefusal: EditRefusalAnswer = {
      intent: "address",
      sectionId: null,
      error: refusal.key,
      errorValues: refusal.values,
      // Its links' labels in the interface's language, as a toast's are (root.tsx).
      ...(refusal.links ? { links: labelledLinks(refusal.links, t) } : {}),
      values: typedValues(form),
      at: Date.now(),
    };
    return data({ editRefusal }, { status: isPlatformError(error) && error.statusCode === 400 ? 400 : 409 });
  }
}

/**
 * A picture uploaded from inside a media picker (the section's, or the page settings' own): stored
 * in the media library as the library's own upload form stores it (the same checks and limits), then
 * back to the page in edit mode with that picker open and the new picture chosen, for the editor to
 * use. A refusal answers at the upload form, in the picker open again, saying why as the library does.
 */
async function uploadFromPicker(form: FormData, context: Context, path: string) {
  const sectionId = String(form.get("sectionId") ?? "").slice(0, 200);
  if (!sectionId) throw new Response(null, { status: 400 });
  try {
    const { records } = await context.get(platformContext).call(media.upload, { files: postedFiles(form) });
    sendToast(context, { type: "success", key: "editor.upload.done", values: { count: records.length } });
    const query = new URLSearchParams({ editPage: "true", pick: "media", pickFor: sectionId, q: "" });
    if (records[0]) query.set("uploaded", String(records[0].id));
    return redirect(`${path}?${query.toString()}#${pickerAnchor(sectionId)}`, { status: 303 });
  } catch (error) {
    const { status, message } = uploadRefusal(error);
    const editRefusal: EditRefusalAnswer = {
      intent: "upload",
      sectionId,
      error: message.key,
      ...(message.values ? { errorValues: message.values } : {}),
      values: {},
      at: Date.now(),
    };
    return data({ editRefusal }, { status });
  }
}
