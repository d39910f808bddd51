/**
 * A blog post's comments on its page (issue 14 item 6): the approved ones with the average rating,
 * the rules the form follows, and the page action's "comment" intent. A plain form post: on success
 * back to the comments with a toast; refused, the page again with the spec's message and what the
 * visitor typed.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { comments, type ErrorCode } from "#server/contract";
import { errorMessageKey } from "./auth/errors";
import { platformContext, viewerContext } from "./context";
import { isPlatformError, type PlatformClient } from "./platform";
import { sendToast } from "./toast";

type Context = Readonly<RouterContextProvider>;

/** The platform's refusals of a comment, by code, to their translations (spec section 8). */
const refusals: Partial<Record<ErrorCode, string>> = {
  COMMENTS_DISABLED: "comments.errors.commentsDisabled",
  LOGGED_USERS_ONLY: "comments.errors.loginToComment",
  SEND_CONTENT_OR_RATING: "comments.errors.sendContentOrRating",
  RATE_TO_COMMENT: "comments.errors.rateToComment",
  COMMENT_TO_RATE: "comments.errors.commentToRate",
  ONE_USER_ONE_COMMENT: "comments.errors.oneUserOneComment",
  RATING_OUT_OF_RANGE: "comments.errors.ratingOutOfRange",
  COMMENT_NAME_REQUIRED: "comments.errors.nameRequired",
};

export async function loadComments(api: PlatformClient, postId: number, loggedIn: boolean) {
  const [options, list] = await Promise.all([
    api.call(comments.getOptions, {}),
    api.call(comments.filterStandard, { postId, limit: 50 }),
  ]);
  return {
    options,
    loggedIn,
    average: list.average,
    ratings: list.ratings,
    // One review per user: once theirs is in, the form says so instead of inviting a refused second one.
    reviewed: options.oneUserOneComment && list.reviewed,
    reviewPending: list.reviewPending,
    comments: list.records.map((c) => ({
      id: c.id,
      authorName: c.authorName,
      rating: c.rating,
      body: c.body,
      createdAt: c.createdAt,
    })),
  };
}

export type PostCommentsData = Awaited<ReturnType<typeof loadComments>>;

export interface CommentFormState {
  error: string;
  values: { rating: string; body: string; authorName: string };
}

/** The content page action's "comment" intent, for the post `postId` at `path`. */
export async function commentAction(form: FormData, context: Context, postId: number, path: string) {
  const values = {
    rating: String(form.get("rating") ?? ""),
    body: String(form.get("body") ?? ""),
    authorName: String(form.get("authorName") ?? ""),
  };
  try {
    const created = await context.get(platformContext).call(comments.create, {
      postId,
      rating: values.rating ? Number(values.rating) : null,
      body: values.body.trim() || null,
      authorName: context.get(viewerContext) ? undefined : values.authorName,
    });
    sendToast(context, {
      type: "success",
      key: created.status === "pending" ? "comments.sentForApproval" : "comments.sent",
    });
    return redirect(`${path}#comments`, { status: 303 });
  } catch (error) {
    const key = isPlatformError(error) ? (refusals[error.code] ?? errorMessageKey(error)) : errorMessageKey(error);
    const status = isPlatformError(error) ? error.statusCode : 500;
    return data(
      { comment: { error: key, values } satisfies CommentFormState },
      { status: status >= 500 ? 500 : status },
    );
  }
}
