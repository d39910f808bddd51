/** Helpers for the API tests of a page's life in the back office: its address, removal, restore. */
import { cms, publishing } from "#server/contract";
import type { Section } from "#server/contract/cms";
import { syncDocuments } from "#server/modules/search";
import type { TestPlatform } from "../support/platform";
import { SITE_ID } from "./accounts-fixture";

/** A short word no other test's page carries (tests in one file share the database). */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * A new page (or post) by the editor, with a word that search can find, indexed as the site's
 * indexer would; its slug and title start with `name` (e.g. "removal": `removal-zq…`, "Removal zq…").
 */
export async function newIndexedPage(
  t: TestPlatform,
  editor: Record<string, string>,
  name: string,
  { type = "page", languageCode = "en" }: { type?: "page" | "post"; languageCode?: "en" | "hr" } = {},
) {
  const word = `zq${unique()}`;
  const slug = `${name}-${word}`;
  const title = `${name[0]!.toUpperCase()}${name.slice(1)} ${word}`;
  const created = await t.call(publishing.postCreate, { title, slug, languageCode, type }, editor);
  await syncDocuments(t.platform.services, SITE_ID, "pages", [created.id]);
  return { ...created, slug, word };
}

/** Whether a visitor finds a page at the slug (the finder answers it), false when it answers 404. */
export const pageIsLive = (t: TestPlatform, slug: string) =>
  t.call(cms.finderDecide, { params: [slug] }).then(
    () => true,
    (error: { statusCode?: number }) => {
      if (error.statusCode === 404) return false;
      throw error;
    },
  );

/** Saves a page's sections as its editor would: live, or to its draft with RequireAdminPublishing on. */
export async function saveSections(t: TestPlatform, editor: Record<string, string>, id: number, components: Section[]) {
  const opened = await t.call(publishing.postEdit, { id }, editor);
  await t.call(publishing.postUpdate, { id, version: opened.version, components }, editor);
}

/**
 * Sections stored on a live page as they are, as content saved before links were checked for a
 * target (or whose target has gone since) is: a save now refuses a new link that leads nowhere.
 */
export async function storeSections(t: TestPlatform, id: number, components: Section[]) {
  await t.platform.services.db
    .updateTable("posts")
    .set({ components: JSON.stringify(components) })
    .where("id", "=", id)
    .execute();
}

/** A rich-text section with this HTML. */
export const richTextSection = (html: string): Section => ({
  id: `text-${unique()}`,
  type: "richText",
  props: { html },
});

/** A call-to-action section whose button links to a page or post by its slug (in the section's page's language). */
export const buttonSection = (type: "page" | "post", slug: string): Section => ({
  id: `cta-${unique()}`,
  type: "cta",
  props: { title: "Read on", button: { label: "Go", link: { type, value: slug } } },
});

/** Turns RequireAdminPublishing on or off (saves go to drafts while it is on). */
export const requireAdminPublishing = (t: TestPlatform, editor: Record<string, string>, on: boolean) =>
  t.call(cms.optionSave, { key: "RequireAdminPublishing", value: String(on), language: null }, editor);
