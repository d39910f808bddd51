/**
 * Restoring and purging deleted pages and posts (docs/decisions/0066-restoring-deleted-pages.md):
 * the back office lists the deleted ones of every language; a restored one is a draft again at its
 * old address (refused while another page has it); a purged one is gone with its revisions, terms,
 * comments and search documents. A job deletes for good the ones deleted more than
 * DELETED_PAGE_PURGE_DAYS ago (docs/decisions/0069-purging-deleted-pages.md).
 */
process.env.PLATFORM_SECRET ??= "page-restore-test-platform-secret";

import { describe, expect, it } from "vitest";
import { audit, publishing } from "#server/contract";
import { DELETED_PAGE_PURGE_DAYS, pageRemovalMessages } from "#server/contract/publishing";
import { purgeLongDeleted } from "#server/modules/publishing";
import type { TestPlatform } from "../support/platform";
import { withEditorAndCustomer, SITE_ID } from "./accounts-fixture";
import { expectFailure } from "./cart-fixture";
import { newIndexedPage, pageIsLive, unique } from "./pages-fixture";

let t: TestPlatform;
let admin: Record<string, string>;
let customer: Record<string, string>;

withEditorAndCustomer((started) => ({ t, admin, customer } = started));

const newPage = (type: "page" | "post" = "page", languageCode: "en" | "hr" = "en") =>
  newIndexedPage(t, admin, "restore", { type, languageCode });

const visitorFinds = (slug: string) => pageIsLive(t, slug);
const deletedList = async () => (await t.call(publishing.postDeletedList, {}, admin)).records;
const backoffice = async (id: number) =>
  (await t.call(publishing.postBackofficeList, {}, admin)).records.find((p) => p.id === id);
/** The ids of a page's translations as the back office lists them. */
const translationsOf = async (id: number) =>
  (await t.call(publishing.translationList, { id }, admin)).translations.map((tr) => tr.id);
/** A Croatian translation of a page, created from it at a slug starting with `name`. */
const newHrTranslation = (id: number, name: string) =>
  t.call(publishing.translationCreate, { id, languageCode: "hr", slug: `${name}-${unique()}` }, admin);
/** How many rows a table keeps of a post. */
const rowsOf = async (table: "revisions" | "post_terms" | "comments" | "post_edits", postId: number) =>
  (await t.platform.services.db.selectFrom(table).select("post_id").where("post_id", "=", postId).execute()).length;
const envelope = (error: { body: unknown }) => error.body as { code: string; message: string; details?: unknown };
const audited = async (action: string, id: number) =>
  (await t.call(audit.filter, { page: 1, limit: 20 }, admin)).records.some(
    (r) => r.action === action && r.subject === String(id),
  );

describe("the deleted pages", () => {
  it("are listed with their old address, language, kind and when they were deleted", async () => {
    const post = await newPage("post");
    const before = new Date().toISOString();
    await t.call(publishing.postDelete, { id: post.id }, admin);
    const row = (await deletedList()).find((r) => r.id === post.id);
    expect(row).toMatchObject({
      type: "post",
      title: `Restore ${post.word}`,
      slug: post.slug,
      languageCode: "en",
      url: post.url,
      addressTaken: false,
    });
    expect(row!.deletedAt >= before).toBe(true);
    // A live page is not in it.
    const live = await newPage();
    expect((await deletedList()).some((r) => r.id === live.id)).toBe(false);
  });

  it("lists the deleted pages of every language", async () => {
    const hr = await newPage("page", "hr");
    await t.call(publishing.postDelete, { id: hr.id }, admin);
    expect((await deletedList()).find((r) => r.id === hr.id)).toMatchObject({ languageCode: "hr", url: hr.url });
  });
});

describe("restoring", () => {
  it("brings a deleted page back as a draft at its address, with its history", async () => {
    const page = await newPage();
    const opened = await t.call(publishing.postEdit, { id: page.id }, admin);
    await t.call(publishing.postUpdate, { id: page.id, version: opened.version, excerpt: "Kept" }, admin);
    await t.call(publishing.postDelete, { id: page.id }, admin);

    expect(await t.call(publishing.postRestore, { id: page.id }, admin)).toEqual({
      id: page.id,
      status: "draft",
      url: page.url,
    });
    expect(await backoffice(page.id)).toMatchObject({ status: "draft", slug: page.slug, url: page.url });
    expect((await deletedList()).some((r) => r.id === page.id)).toBe(false);
    // A draft: visitors do not see it until an editor publishes it again.
    expect(await visitorFinds(page.slug)).toBe(false);
    const { revisions } = await t.call(publishing.postRevisions, { id: page.id }, admin);
    expect(revisions.length).toBeGreaterThanOrEqual(2);
    await t.call(publishing.postRepublish, { id: page.id }, admin);
    expect(await visitorFinds(page.slug)).toBe(true);
    expect(await audited("POST v1/cms/post/restore/:id", page.id)).toBe(true);
  });

  it("is refused while another page of its language has its address", async () => {
    const page = await newPage();
    await t.call(publishing.postDelete, { id: page.id }, admin);
    const taker = await t.call(
      publishing.postCreate,
      { title: "Taker", slug: page.slug, languageCode: "en", type: "page" },
      admin,
    );
    expect((await deletedList()).find((r) => r.id === page.id)).toMatchObject({ addressTaken: true });

    const error = await expectFailure(t.call(publishing.postRestore, { id: page.id }, admin), 409);
    expect(envelope(error)).toMatchObject({
      code: "PAGE_ADDRESS_TAKEN",
      message: pageRemovalMessages.addressTaken,
      details: { url: page.url },
    });
    expect((await deletedList()).some((r) => r.id === page.id)).toBe(true);

    // Once the other page is deleted, the address is free again.
    await t.call(publishing.postDelete, { id: taker.id }, admin);
    await t.call(publishing.postRestore, { id: page.id }, admin);
    expect(await backoffice(page.id)).toMatchObject({ slug: page.slug });
  });

  it("comes back on its own when its translation group got another page of its language", async () => {
    const en = await newPage();
    const hrId = (await newHrTranslation(en.id, "vracanje")).id;
    await t.call(publishing.postDelete, { id: en.id }, admin);
    const replacement = await newPage();
    await t.call(publishing.translationLinkExisting, { id: hrId, translationId: replacement.id }, admin);

    await t.call(publishing.postRestore, { id: en.id }, admin);
    expect(await translationsOf(en.id)).toEqual([]);
    expect(await translationsOf(hrId)).toEqual([replacement.id]);
  });

  it("goes back to its former translations when the page naming its group was unlinked meanwhile", async () => {
    // A (en) names the group, B (hr) is its translation.
    const a = await newPage();
    const b = await newHrTranslation(a.id, "prijevod");
    // A is deleted and C (en) takes its place as B's translation; then C is deleted and A restored.
    await t.call(publishing.postDelete, { id: a.id }, admin);
    const c = await newPage();
    await t.call(publishing.translationLinkExisting, { id: b.id, translationId: c.id }, admin);
    await t.call(publishing.postDelete, { id: c.id }, admin);
    await t.call(publishing.postRestore, { id: a.id }, admin);
    expect(await translationsOf(b.id)).toEqual([a.id]);

    // The editor unlinks A: the group (B, and the deleted C) goes on without it.
    await t.call(publishing.translationUnlink, { id: a.id }, admin);
    expect(await translationsOf(a.id)).toEqual([]);
    expect(await translationsOf(b.id)).toEqual([]);

    // C comes back as B's translation, which it was; A stays on its own.
    await t.call(publishing.postRestore, { id: c.id }, admin);
    expect(await translationsOf(c.id)).toEqual([b.id]);
    expect(await translationsOf(b.id)).toEqual([c.id]);
    expect(await translationsOf(a.id)).toEqual([]);
  });

  it("does not go back to a page that was unlinked from its group", async () => {
    // A (en) names the group, C (hr) is its translation; C is deleted and B (hr) takes its place.
    const a = await newPage();
    const c = await newHrTranslation(a.id, "obrisani");
    await t.call(publishing.postDelete, { id: c.id }, admin);
    const b = await newPage("page", "hr");
    await t.call(publishing.translationLinkExisting, { id: a.id, translationId: b.id }, admin);

    // The editor unlinks A from the group, which goes on as B and the deleted C.
    await t.call(publishing.translationUnlink, { id: a.id }, admin);

    // C's group has a Croatian page (B) now, so C comes back on its own: not with A, which left it.
    await t.call(publishing.postRestore, { id: c.id }, admin);
    expect(await translationsOf(c.id)).toEqual([]);
    expect(await translationsOf(a.id)).toEqual([]);
    expect(await translationsOf(b.id)).toEqual([]);
  });

  it("only restores a deleted page", async () => {
    const page = await newPage();
    await expectFailure(t.call(publishing.postRestore, { id: page.id }, admin), 404);
  });
});

describe("deleting for good", () => {
  it("removes the row with its revisions, terms, comments and search documents", async () => {
    const post = await newPage("post");
    const opened = await t.call(publishing.postEdit, { id: post.id }, admin);
    await t.call(publishing.postUpdate, { id: post.id, version: opened.version, excerpt: "A revision" }, admin);
    const db = t.platform.services.db;
    const term = await db
      .selectFrom("terms")
      .select("id")
      .where("site_id", "=", SITE_ID)
      .where("language_code", "=", "en")
      .executeTakeFirstOrThrow();
    await t.call(publishing.postCategoriesSet, { id: post.id, termIds: [term.id] }, admin);
    const now = new Date().toISOString();
    await db
      .insertInto("comments")
      .values({
        site_id: SITE_ID,
        post_id: post.id,
        user_id: null,
        author_name: "Reader",
        rating: null,
        body: "Nice",
        status: "approved",
        created_at: now,
        updated_at: now,
      })
      .execute();
    const count = (table: Parameters<typeof rowsOf>[0]) => rowsOf(table, post.id);
    const documents = async () =>
      (
        await db
          .selectFrom("search_documents")
          .select("id")
          .where("ref_id", "=", post.id)
          .where("kind", "in", ["pages", "posts"])
          .execute()
      ).length;
    expect(await count("revisions")).toBeGreaterThan(0);
    expect(await count("post_terms")).toBe(1);
    expect(await count("comments")).toBe(1);
    expect(await documents()).toBeGreaterThan(0);

    // Only a deleted page may be deleted for good.
    await expectFailure(t.call(publishing.postPurge, { id: post.id }, admin), 404);
    await t.call(publishing.postDelete, { id: post.id }, admin);
    expect(await t.call(publishing.postPurge, { id: post.id }, admin)).toEqual({ id: post.id, purged: true });

    expect(await db.selectFrom("posts").select("id").where("id", "=", post.id).executeTakeFirst()).toBeUndefined();
    for (const table of ["revisions", "post_terms", "comments", "post_edits"] as const)
      expect(await count(table)).toBe(0);
    expect(await documents()).toBe(0);
    expect((await deletedList()).some((r) => r.id === post.id)).toBe(false);
    await expectFailure(t.call(publishing.postRestore, { id: post.id }, admin), 404);
    await expectFailure(t.call(publishing.postPurge, { id: post.id }, admin), 404);
    expect(await audited("DELETE v1/cms/post/purge/:id", post.id)).toBe(true);
  });

  it("lets only back-office users list, restore or delete for good", async () => {
    const page = await newPage();
    await t.call(publishing.postDelete, { id: page.id }, admin);
    await expectFailure(t.call(publishing.postDeletedList, {}, customer), 403);
    await expectFailure(t.call(publishing.postRestore, { id: page.id }, customer), 403);
    await expectFailure(t.call(publishing.postPurge, { id: page.id }), 401);
    expect((await deletedList()).some((r) => r.id === page.id)).toBe(true);
  });
});

describe("the purge of long deleted pages", () => {
  const DAY = 24 * 60 * 60_000;
  /** Moves a page's deletion (its `updated_at`) back by so many days. */
  const deletedDaysAgo = (id: number, days: number) =>
    t.platform.services.db
      .updateTable("posts")
      .set({ updated_at: new Date(Date.now() - days * DAY).toISOString() })
      .where("id", "=", id)
      .execute();
  const rowOf = (id: number) =>
    t.platform.services.db.selectFrom("posts").select(["id", "status"]).where("id", "=", id).executeTakeFirst();

  it(`deletes for good the pages deleted more than ${DELETED_PAGE_PURGE_DAYS} days ago, and only those`, async () => {
    expect(DELETED_PAGE_PURGE_DAYS).toBe(30);
    const old = await newPage("post");
    const opened = await t.call(publishing.postEdit, { id: old.id }, admin);
    await t.call(publishing.postUpdate, { id: old.id, version: opened.version, excerpt: "A revision" }, admin);
    await t.call(publishing.postDelete, { id: old.id }, admin);
    await deletedDaysAgo(old.id, DELETED_PAGE_PURGE_DAYS + 1);
    const recent = await newPage("page", "hr");
    await t.call(publishing.postDelete, { id: recent.id }, admin);
    await deletedDaysAgo(recent.id, DELETED_PAGE_PURGE_DAYS - 1);
    // A live page not changed for as long stays: only deleted ones are purged.
    const untouched = await newPage();
    await deletedDaysAgo(untouched.id, DELETED_PAGE_PURGE_DAYS + 1);

    const purged = await purgeLongDeleted(t.platform.services);
    expect(purged).toContain(old.id);
    expect(purged).not.toContain(recent.id);
    expect(purged).not.toContain(untouched.id);

    expect(await rowOf(old.id)).toBeUndefined();
    expect(await rowsOf("revisions", old.id)).toBe(0);
    const listed = (await deletedList()).map((r) => r.id);
    expect(listed).not.toContain(old.id);
    expect(listed).toContain(recent.id);
    expect(await rowOf(untouched.id)).toMatchObject({ status: "published" });
    await expectFailure(t.call(publishing.postRestore, { id: old.id }, admin), 404);

    // A second pass finds nothing more to purge; the recent one goes once its days are over.
    expect(await purgeLongDeleted(t.platform.services)).not.toContain(recent.id);
    expect(await purgeLongDeleted(t.platform.services, { now: Date.now() + 2 * DAY })).toContain(recent.id);
    expect(await rowOf(recent.id)).toBeUndefined();
  });

  it("leaves a page restored in time", async () => {
    const page = await newPage();
    await t.call(publishing.postDelete, { id: page.id }, admin);
    await deletedDaysAgo(page.id, DELETED_PAGE_PURGE_DAYS - 1);
    await t.call(publishing.postRestore, { id: page.id }, admin);
    expect(await purgeLongDeleted(t.platform.services, { now: Date.now() + 2 * DAY })).not.toContain(page.id);
    expect(await backoffice(page.id)).toMatchObject({ status: "draft", slug: page.slug });
  });
});
