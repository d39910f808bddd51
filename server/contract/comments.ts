/**
 * Comments and ratings of blog posts (spec sections 3, 5, 6, 7 and 8; issue 14 item 6). The rules
 * come from the CMS options (CanCommentOnBlog, AnonymousChat, RequireRatingForComment,
 * RequireCommentForRating, NumberOfStars, OneUserOneComment, UserCanEditComment) and are enforced
 * by the platform; with RequireAdminPublishing a comment waits for a back-office user's approval.
 */
import { z } from "zod";
import { endpoint, idNumber, listPage, queryId, queryListPage } from "./define";

/** The spec's comment errors (section 8), in English; the storefront translates them by code. */
export const commentMessages = {
  commentsDisabled: "Comments are disabled.",
  loginToComment: "Log in to comment.",
  sendContentOrRating: "Write a comment or give a rating.",
  rateToComment: "Give a rating to comment.",
  commentToRate: "Write a comment to give a rating.",
  oneUserOneComment: "You have already reviewed this post.",
  ratingOutOfRange: "The rating is out of range.",
  commentEditNotAllowed: "This comment cannot be edited.",
  commentNotFound: "Comment not found.",
  nameRequired: "Your name is required to comment.",
} as const;

export const MAX_COMMENT_LENGTH = 5000;

export const commentOptions = z.object({
  enabled: z.boolean(),
  /** Visitors who are not logged in may comment, with a name. */
  anonymous: z.boolean(),
  requireRatingForComment: z.boolean(),
  requireCommentForRating: z.boolean(),
  stars: z.number().int(),
  oneUserOneComment: z.boolean(),
  userCanEdit: z.boolean(),
  /** Comments wait for a back-office user's approval. */
  moderated: z.boolean(),
});
export type CommentOptions = z.infer<typeof commentOptions>;

export const comment = z.object({
  id: z.number(),
  postId: z.number(),
  authorName: z.string(),
  rating: z.number().int().nullable(),
  body: z.string().nullable(),
  status: z.enum(["pending", "approved", "hidden"]),
  createdAt: z.string(),
  /** The caller wrote it. */
  mine: z.boolean(),
});
export type Comment = z.infer<typeof comment>;

const page = {
  page: listPage(),
  limit: z.number().int().min(1).max(100).default(20),
};

/** The approved comments of a post, newest first, with the post's average rating. */
export const filterStandard = endpoint({
  method: "POST",
  path: "v1/comments/filterStandard",
  input: z.object({ postId: idNumber(), ...page }),
  output: z.object({
    records: z.array(comment),
    totalRecords: z.number().int(),
    totalPages: z.number().int(),
    /** The average of the approved ratings, null without any. */
    average: z.number().nullable(),
    ratings: z.number().int(),
    /** The caller (signed in) has a comment or rating on the post, approved or not: under
     * OneUserOneComment their form has nothing left to send. */
    reviewed: z.boolean(),
    /** That comment or rating waits for a moderator's approval (RequireAdminPublishing), not shown yet. */
    reviewPending: z.boolean(),
  }),
});

/** A comment, a rating or both, by the signed-in user or (when allowed) an anonymous visitor. */
export const create = endpoint({
  method: "POST",
  path: "v1/comments/create",
  input: z.object({
    postId: idNumber(),
    rating: z.number().int().nullable().optional(),
    body: z.string().trim().max(MAX_COMMENT_LENGTH).nullable().optional(),
    /** An anonymous visitor's name. */
    authorName: z.string().trim().max(100).optional(),
  }),
  output: comment,
});

/** The author changes their comment, when UserCanEditComment allows it. */
export const update = endpoint({
  method: "PATCH",
  path: "v1/comments/update/:id",
  input: z.object({
    id: queryId(),
    rating: z.number().int().nullable().optional(),
    body: z.string().trim().max(MAX_COMMENT_LENGTH).nullable().optional(),
  }),
  output: comment,
});

/** The site's comment rules (spec: POST getOptions with store_id). */
export const getOptions = endpoint({
  method: "POST",
  path: "v1/comments/getOptions",
  input: z.object({ store_id: idNumber().optional() }),
  output: commentOptions,
});

/** Back office only: comments by status (pending first), newest first, with their post's title. */
export const moderation = endpoint({
  method: "GET",
  path: "v1/comments/moderation",
  input: z.object({
    status: z.enum(["pending", "approved", "hidden"]).default("pending"),
    page: queryListPage(),
  }),
  output: z.object({
    records: z.array(comment.extend({ postTitle: z.string() })),
    totalRecords: z.number().int(),
    totalPages: z.number().int(),
  }),
});

/** Back office only: approve or hide a comment. */
export const moderate = endpoint({
  method: "POST",
  path: "v1/comments/moderate/:id",
  input: z.object({ id: queryId(), status: z.enum(["approved", "hidden"]) }),
  output: comment,
});

/** Back office only. */
export const remove = endpoint({
  method: "DELETE",
  path: "v1/comments/delete/:id",
  input: z.object({ id: queryId() }),
  output: z.object({ deleted: z.literal(true) }),
});
