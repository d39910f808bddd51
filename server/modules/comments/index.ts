/**
 * Comments and ratings of blog posts (issue 14 item 6; contract server/contract/comments.ts). The
 * site's CMS options are the rules, checked here and nowhere else: comments on or off, anonymous
 * visitors or registered users only, a rating required to comment and a comment required to rate,
 * at least one of the two, the number of stars, one review per user, editing by the author. With
 * RequireAdminPublishing a new or changed comment waits, hidden, until a back-office user approves it.
 */
import { sql, type Selectable } from "kysely";
import { commentMessages as m, type Comment, type CommentOptions } from "#server/contract/comments";
import { cmsMessages } from "#server/contract/cms";
import type { DbOrTx } from "#server/db";
import type { CommentsTable } from "#server/db/schema";
import type { Services } from "#server/services";
import { pageKey, purgeEdgeKeys } from "../../edge-purge";
import { listOptions } from "../cms";
import { DomainError } from "../errors";
import type { Scope, UserScope } from "../scope";

export class CommentError extends DomainError {}

const yes = (value: string | undefined) => value === "true" || value === "1";

export async function commentOptions(services: Services, scope: Scope): Promise<CommentOptions> {
  const options = new Map(
    (
      await listOptions(services, scope, [
        "CanCommentOnBlog",
        "AnonymousChat",
        "RequireRatingForComment",
        "RequireCommentForRating",
        "NumberOfStars",
        "OneUserOneComment",
        "UserCanEditComment",
        "RequireAdminPublishing",
      ])
    ).map((o) => [o.key, o.value]),
  );
  const stars = Number(options.get("NumberOfStars"));
  return {
    enabled: options.has("CanCommentOnBlog") ? yes(options.get("CanCommentOnBlog")) : true,
    anonymous: yes(options.get("AnonymousChat")),
    requireRatingForComment: yes(options.get("RequireRatingForComment")),
    requireCommentForRating: yes(options.get("RequireCommentForRating")),
    stars: Number.isInteger(stars) && stars > 0 && stars <= 10 ? stars : 5,
    oneUserOneComment: yes(options.get("OneUserOneComment")),
    userCanEdit: yes(options.get("UserCanEditComment")),
    moderated: yes(options.get("RequireAdminPublishing")),
  };
}

function toComment(row: Selectable<CommentsTable>, userId: number | null): Comment {
  return {
    id: row.id,
    postId: row.post_id,
    authorName: row.author_name,
    rating: row.rating,
    body: row.body,
    status: row.status as Comment["status"],
    createdAt: row.created_at,
    mine: userId !== null && row.user_id === userId,
  };
}

/** The rating and text a comment may have under the rules; refused with the spec's message. */
function checked(options: CommentOptions, rating: number | null, body: string | null) {
  const text = body?.trim() || null;
  if (rating === null && text === null) throw new CommentError(m.sendContentOrRating, 400);
  if (rating !== null && (rating < 1 || rating > options.stars)) throw new CommentError(m.ratingOutOfRange, 400);
  if (options.requireRatingForComment && text !== null && rating === null) throw new CommentError(m.rateToComment, 400);
  if (options.requireCommentForRating && rating !== null && text === null) throw new CommentError(m.commentToRate, 400);
  return { rating, body: text };
}

async function postOf(db: DbOrTx, scope: Scope, postId: number) {
  const post = await db
    .selectFrom("posts")
    .select(["id", "title"])
    .where("site_id", "=", scope.site.id)
    .where("id", "=", postId)
    .where("type", "=", "post")
    .where("status", "=", "published")
    .executeTakeFirst();
  if (!post) throw new CommentError(cmsMessages.postNotFound, 404);
  return post;
}

export async function postComments(
  services: Services,
  scope: Scope,
  input: { postId: number; page: number; limit: number },
) {
  await postOf(services.db, scope, input.postId);
  const approved = services.db
    .selectFrom("comments")
    .where("post_id", "=", input.postId)
    .where("status", "=", "approved");
  const [rows, totals, own] = await Promise.all([
    approved
      .selectAll()
      .orderBy("id", "desc")
      .limit(input.limit)
      .offset((input.page - 1) * input.limit)
      .execute(),
    approved
      .select((eb) => [
        eb.fn.countAll<number | string>().as("n"),
        eb.fn.count<number | string>("rating").as("ratings"),
        eb.fn.avg<number | string | null>("rating").as("average"),
      ])
      .executeTakeFirstOrThrow(),
    scope.userId === null
      ? undefined
      : services.db
          .selectFrom("comments")
          .select("status")
          .where("post_id", "=", input.postId)
          .where("user_id", "=", scope.userId)
          .orderBy("id", "desc")
          .executeTakeFirst(),
  ]);
  const totalRecords = Number(totals.n);
  const ratings = Number(totals.ratings);
  return {
    records: rows.map((r) => toComment(r, scope.userId)),
    totalRecords,
    totalPages: Math.max(1, Math.ceil(totalRecords / input.limit)),
    average: ratings ? Math.round(Number(totals.average) * 10) / 10 : null,
    ratings,
    reviewed: own !== undefined,
    reviewPending: own?.status === "pending",
  };
}

export async function createComment(
  services: Services,
  scope: Scope,
  input: { postId: number; rating?: number | null; body?: string | null; authorName?: string },
): Promise<Comment> {
  const options = await commentOptions(services, scope);
  if (!options.enabled) throw new CommentError(m.commentsDisabled, 403);
  if (scope.userId === null && !options.anonymous) throw new CommentError(m.loginToComment, 401);
  const { rating, body } = checked(options, input.rating ?? null, input.body ?? null);
  const now = new Date().toISOString();
  const row = await services.db.transaction().execute(async (tx) => {
    await postOf(tx, scope, input.postId);
    let authorName = input.authorName?.trim() ?? "";
    if (scope.userId !== null) {
      if (options.oneUserOneComment) {
        // A user's simultaneous reviews take turns (SQLite's writers do anyway), so one is kept.
        if (services.dialect === "postgres")
          await tx.selectFrom("users").select("id").where("id", "=", scope.userId).forUpdate().execute();
        const earlier = await tx
          .selectFrom("comments")
          .select("id")
          .where("post_id", "=", input.postId)
          .where("user_id", "=", scope.userId)
          .executeTakeFirst();
        if (earlier) throw new CommentError(m.oneUserOneComment, 409);
      }
      const user = await tx
        .selectFrom("users")
        .select(["first_name", "last_name"])
        .where("id", "=", scope.userId)
        .executeTakeFirstOrThrow();
      authorName = [user.first_name, user.last_name ? `${user.last_name[0]}.` : ""].filter(Boolean).join(" ");
    } else if (!authorName) throw new CommentError(m.nameRequired, 400);
    return tx
      .insertInto("comments")
      .values({
        site_id: scope.site.id,
        post_id: input.postId,
        user_id: scope.userId,
        author_name: authorName,
        rating,
        body,
        status: options.moderated ? "pending" : "approved",
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  purgeEdgeKeys(services, [pageKey(row.post_id)]);
  return toComment(row, scope.userId);
}

export async function updateComment(
  services: Services,
  scope: UserScope,
  id: number,
  changes: { rating?: number | null; body?: string | null },
): Promise<Comment> {
  const options = await commentOptions(services, scope);
  const row = await services.db
    .selectFrom("comments")
    .selectAll()
    .where("site_id", "=", scope.site.id)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new CommentError(m.commentNotFound, 404);
  if (!options.enabled || !options.userCanEdit || row.user_id !== scope.userId)
    throw new CommentError(m.commentEditNotAllowed, 403);
  const next = checked(
    options,
    changes.rating === undefined ? row.rating : changes.rating,
    changes.body === undefined ? row.body : changes.body,
  );
  // The status is never the one read above: a moderator's decision made meanwhile must stand. An
  // edit goes back to the moderators' queue when moderation is on, unless a moderator hid it.
  const updated = await services.db
    .updateTable("comments")
    .set((eb) => ({
      ...next,
      ...(options.moderated
        ? {
            status: eb.case().when("status", "=", "hidden").then(sql.lit("hidden")).else(sql.lit("pending")).end(),
          }
        : {}),
      updated_at: new Date().toISOString(),
    }))
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  purgeEdgeKeys(services, [pageKey(updated.post_id)]);
  return toComment(updated, scope.userId);
}

export async function commentsForModeration(
  services: Services,
  scope: Scope,
  input: { status: Comment["status"]; page: number },
) {
  const limit = 50;
  const base = services.db
    .selectFrom("comments")
    .innerJoin("posts", "posts.id", "comments.post_id")
    .where("comments.site_id", "=", scope.site.id)
    .where("comments.status", "=", input.status);
  const [rows, count] = await Promise.all([
    base
      .selectAll("comments")
      .select("posts.title as post_title")
      .orderBy("comments.id", "desc")
      .limit(limit)
      .offset((input.page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const totalRecords = Number(count.n);
  return {
    records: rows.map((r) => ({ ...toComment(r, scope.userId), postTitle: r.post_title })),
    totalRecords,
    totalPages: Math.max(1, Math.ceil(totalRecords / limit)),
  };
}

export async function moderateComment(
  services: Services,
  scope: Scope,
  id: number,
  status: "approved" | "hidden",
): Promise<Comment> {
  const row = await services.db
    .updateTable("comments")
    .set({ status, updated_at: new Date().toISOString() })
    .where("site_id", "=", scope.site.id)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new CommentError(m.commentNotFound, 404);
  return toComment(row, scope.userId);
}

export async function deleteComment(services: Services, scope: Scope, id: number): Promise<void> {
  const result = await services.db
    .deleteFrom("comments")
    .where("site_id", "=", scope.site.id)
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw new CommentError(m.commentNotFound, 404);
}
