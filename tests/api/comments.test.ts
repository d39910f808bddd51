/**
 * Comments and ratings (issue 14 item 6): each rule of the CMS options enforced by the platform with
 * the spec's message and nothing stored; the average rating; moderation by back-office users.
 */
process.env.PLATFORM_SECRET ??= "comments-test-platform-secret";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cms, comments } from "#server/contract";
import { commentMessages as m } from "#server/contract/comments";
import { createPost } from "#server/modules/content";
import { startTestPlatform, type TestPlatform } from "../support/platform";
import { backOfficeUser, signedInUser, SITE_ID } from "./accounts-fixture";
import { expectFailure } from "./cart-fixture";

let t: TestPlatform;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await startTestPlatform();
  const editor = await backOfficeUser(t);
  admin = editor.headers;
});
afterAll(async () => {
  await t?.close();
});

const defaults: Record<string, string> = {
  CanCommentOnBlog: "true",
  AnonymousChat: "false",
  RequireRatingForComment: "false",
  RequireCommentForRating: "false",
  NumberOfStars: "5",
  OneUserOneComment: "true",
  UserCanEditComment: "true",
  RequireAdminPublishing: "false",
};
const setOptions = async (options: Record<string, string>) => {
  for (const [key, value] of Object.entries({ ...defaults, ...options }))
    await t.call(cms.optionSave, { key, value, language: null }, admin);
};
beforeEach(() => setOptions({}));

let posts = 0;
/** A new published blog post. */
const newPost = () =>
  createPost(t.platform.services.db, t.platform.services, SITE_ID, {
    type: "post",
    slug: `comments-post-${Date.now().toString(36)}-${++posts}`,
    languageCode: "en",
    title: "A post to comment on",
  });
const stored = async (postId: number) =>
  Number(
    (
      await t.platform.services.db
        .selectFrom("comments")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("post_id", "=", postId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("a registered user", () => {
  it("rates and comments; the post's approved comments show with their average rating", async () => {
    const postId = await newPost();
    const ana = await signedInUser(t);
    const ivo = await signedInUser(t);
    const first = await t.call(comments.create, { postId, rating: 5, body: "Lovely read." }, ana.headers);
    expect(first).toMatchObject({ rating: 5, body: "Lovely read.", status: "approved", mine: true });
    await t.call(comments.create, { postId, rating: 4, body: null }, ivo.headers);
    const list = await t.call(comments.filterStandard, { postId }, ana.headers);
    expect(list).toMatchObject({ totalRecords: 2, ratings: 2, average: 4.5 });
    expect(list.records.map((c) => c.mine)).toEqual([false, true]);
  });

  it("reviews a post once when OneUserOneComment says so, and edits their own when allowed", async () => {
    const postId = await newPost();
    const ana = await signedInUser(t);
    expect((await t.call(comments.filterStandard, { postId }, ana.headers)).reviewed).toBe(false);
    const own = await t.call(comments.create, { postId, rating: 3, body: "Fine." }, ana.headers);
    // The list says so to the reviewer alone: their form has nothing left to send.
    expect(await t.call(comments.filterStandard, { postId }, ana.headers)).toMatchObject({
      reviewed: true,
      reviewPending: false,
    });
    expect((await t.call(comments.filterStandard, { postId })).reviewed).toBe(false);
    await expectFailure(t.call(comments.create, { postId, rating: 4 }, ana.headers), 409, m.oneUserOneComment);
    expect(await stored(postId)).toBe(1);
    expect(await t.call(comments.update, { id: own.id, rating: 4 }, ana.headers)).toMatchObject({
      rating: 4,
      body: "Fine.",
    });
    const ivo = await signedInUser(t);
    await expectFailure(
      t.call(comments.update, { id: own.id, body: "Not mine" }, ivo.headers),
      403,
      m.commentEditNotAllowed,
    );
    await setOptions({ UserCanEditComment: "false" });
    await expectFailure(
      t.call(comments.update, { id: own.id, body: "Again" }, ana.headers),
      403,
      m.commentEditNotAllowed,
    );
    await setOptions({ OneUserOneComment: "false" });
    await t.call(comments.create, { postId, body: "A second thought." }, ana.headers);
    expect(await stored(postId)).toBe(2);
  });
});

describe("one review per user under concurrency", () => {
  it("keeps exactly one of a user's simultaneous reviews of a post", async () => {
    await setOptions({ OneUserOneComment: "true" });
    const postId = await newPost();
    const ana = await signedInUser(t);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        t.call(comments.create, { postId, rating: 5, body: `Take ${i}` }, ana.headers),
      ),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect(await stored(postId)).toBe(1);
  });
});

describe("the rules", () => {
  it("need a comment or a rating, a rating within the stars, and refuse without storing", async () => {
    const postId = await newPost();
    const user = (await signedInUser(t)).headers;
    await expectFailure(t.call(comments.create, { postId }, user), 400, m.sendContentOrRating);
    await expectFailure(t.call(comments.create, { postId, body: "   " }, user), 400, m.sendContentOrRating);
    await expectFailure(t.call(comments.create, { postId, rating: 6 }, user), 400, m.ratingOutOfRange);
    await expectFailure(t.call(comments.create, { postId, rating: 0 }, user), 400, m.ratingOutOfRange);
    await setOptions({ NumberOfStars: "10" });
    await t.call(comments.create, { postId, rating: 9 }, user);
    expect(await stored(postId)).toBe(1);
  });

  it("require a rating to comment, and a comment to rate, when the options say so", async () => {
    const postId = await newPost();
    const user = (await signedInUser(t)).headers;
    await setOptions({ RequireRatingForComment: "true" });
    await expectFailure(t.call(comments.create, { postId, body: "No stars" }, user), 400, m.rateToComment);
    await setOptions({ RequireCommentForRating: "true" });
    await expectFailure(t.call(comments.create, { postId, rating: 2 }, user), 400, m.commentToRate);
    expect(await stored(postId)).toBe(0);
    await t.call(comments.create, { postId, rating: 2, body: "Both" }, user);
    expect(await stored(postId)).toBe(1);
  });

  it("let anonymous visitors comment only when AnonymousChat allows it, with a name", async () => {
    const postId = await newPost();
    await expectFailure(t.call(comments.create, { postId, body: "Hi", authorName: "Guest" }), 401, m.loginToComment);
    await setOptions({ AnonymousChat: "true" });
    await expectFailure(t.call(comments.create, { postId, body: "Hi" }), 400, m.nameRequired);
    expect(await t.call(comments.create, { postId, body: "Hi", authorName: "Guest" })).toMatchObject({
      authorName: "Guest",
      mine: false,
    });
  });

  it("refuse everything when comments are off, and a page that is not a post", async () => {
    const postId = await newPost();
    const user = (await signedInUser(t)).headers;
    await setOptions({ CanCommentOnBlog: "false" });
    await expectFailure(t.call(comments.create, { postId, rating: 5 }, user), 403, m.commentsDisabled);
    await setOptions({});
    const page = (await t.call(cms.finderDecide, { params: ["about-us"] })).id;
    await expectFailure(t.call(comments.create, { postId: page, rating: 5 }, user), 404);
    expect(await t.call(comments.getOptions, {})).toMatchObject({ enabled: true, stars: 5, anonymous: false });
  });
});

describe("moderation", () => {
  it("keeps new comments hidden until a back-office user approves them", async () => {
    const postId = await newPost();
    await setOptions({ RequireAdminPublishing: "true" });
    const user = (await signedInUser(t)).headers;
    const waiting = await t.call(comments.create, { postId, rating: 1, body: "Needs a look" }, user);
    expect(waiting.status).toBe("pending");
    expect((await t.call(comments.filterStandard, { postId })).totalRecords).toBe(0);
    // Its author is told theirs waits (their form gives way to that, not to a thank-you for what is not shown).
    expect(await t.call(comments.filterStandard, { postId }, user)).toMatchObject({
      reviewed: true,
      reviewPending: true,
    });
    const pending = await t.call(comments.moderation, { status: "pending" }, admin);
    expect(pending.records.find((c) => c.id === waiting.id)).toMatchObject({ postTitle: "A post to comment on" });
    await expectFailure(t.call(comments.moderate, { id: waiting.id, status: "approved" }, user), 403);
    await t.call(comments.moderate, { id: waiting.id, status: "approved" }, admin);
    expect((await t.call(comments.filterStandard, { postId })).records.map((c) => c.id)).toEqual([waiting.id]);
    expect(await t.call(comments.filterStandard, { postId }, user)).toMatchObject({
      reviewed: true,
      reviewPending: false,
    });
    await t.call(comments.moderate, { id: waiting.id, status: "hidden" }, admin);
    expect((await t.call(comments.filterStandard, { postId })).totalRecords).toBe(0);
    await t.call(comments.remove, { id: waiting.id }, admin);
    expect(await stored(postId)).toBe(0);
  });

  it("keeps a hidden comment hidden when its author edits it, moderated or not", async () => {
    const postId = await newPost();
    const user = (await signedInUser(t)).headers;
    const own = await t.call(comments.create, { postId, rating: 2, body: "Rude words" }, user);
    await t.call(comments.moderate, { id: own.id, status: "hidden" }, admin);
    expect((await t.call(comments.update, { id: own.id, body: "Still rude" }, user)).status).toBe("hidden");
    await setOptions({ RequireAdminPublishing: "true" });
    // An edit goes back to the moderators' queue, unless a moderator had hidden it: it stays hidden.
    expect((await t.call(comments.update, { id: own.id, body: "Ruder" }, user)).status).toBe("hidden");
    await t.call(comments.moderate, { id: own.id, status: "approved" }, admin);
    expect((await t.call(comments.update, { id: own.id, body: "Kind words" }, user)).status).toBe("pending");
    expect((await t.call(comments.filterStandard, { postId })).totalRecords).toBe(0);
  });
});
