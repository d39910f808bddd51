import { Form, Link, useLocation } from "react-router";
import { pagePath, type Locale } from "#server/contract/urls";
import { withRedirect } from "~/lib/account";
import { postDate } from "~/lib/blog";
import { useTranslation } from "~/lib/i18n";
import { primaryButton } from "~/styles/button.css";
import * as css from "./comments.css";
import * as formCss from "../forms/forms.css";
import { FaultFocus, Refused } from "../forms/PublicForm";

interface CommentView {
  id: number;
  authorName: string;
  rating: number | null;
  body: string | null;
  createdAt: string;
}

export interface PostCommentsProps {
  options: { enabled: boolean; anonymous: boolean; stars: number; moderated: boolean };
  loggedIn: boolean;
  /** The signed-in user's one review (OneUserOneComment) is in: no form to send another. */
  reviewed: boolean;
  /** Their latest comment or rating waits for a moderator's approval. */
  reviewPending: boolean;
  average: number | null;
  ratings: number;
  comments: CommentView[];
  /** A refused comment: the message's translation key and what the visitor typed. */
  refused?: { error: string; values: { rating: string; body: string; authorName: string } } | null;
  locale: Locale;
}

/** An average or a rating as stars, with its words for screen readers ("4.5 out of 5"). */
export function RatingStars({ value, stars, count }: { value: number; stars: number; count?: number }) {
  const { t } = useTranslation();
  const label =
    count === undefined ? t("comments.rating", { value, stars }) : t("comments.average", { value, stars, count });
  return (
    <span className={css.stars} role="img" aria-label={label} data-testid="rating">
      {Array.from({ length: stars }, (_, i) => (
        <span key={i} aria-hidden="true" className={i < Math.round(value) ? css.starOn : css.starOff}>
          ★
        </span>
      ))}
      {count === undefined ? null : <span aria-hidden="true"> {t("comments.averageShort", { value, count })}</span>}
    </span>
  );
}

/**
 * A blog post's comments and ratings (issue 14 item 6): the average rating, the approved comments,
 * and the form (stars as radio buttons, a text, a name for anonymous visitors): a plain form post to
 * the post's page, which answers the spec's message and keeps what was typed when a rule refuses it.
 */
export function PostComments({
  options,
  loggedIn,
  reviewed,
  reviewPending,
  average,
  ratings,
  comments,
  refused,
  locale,
}: PostCommentsProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (!options.enabled) return null;
  const canWrite = loggedIn || options.anonymous;
  const typed = refused?.values;
  // No rating (the empty value), then each number of stars.
  const ratingChoices = [
    ["", t("comments.noRating")],
    ...Array.from({ length: options.stars }, (_, i) => [String(i + 1), t("comments.stars", { count: i + 1 })]),
  ];
  return (
    <section id="comments" className={css.section} aria-labelledby="comments-title" data-testid="comments">
      <h2 id="comments-title">{t("comments.title", { count: comments.length })}</h2>
      {average !== null ? <RatingStars value={average} stars={options.stars} count={ratings} /> : null}
      {comments.length ? (
        <ol className={css.list}>
          {comments.map((c) => (
            <li key={c.id} className={css.item} data-testid="comment">
              <p className={css.meta}>
                <strong>{c.authorName}</strong> · <time dateTime={c.createdAt}>{postDate(c.createdAt, locale)}</time>
              </p>
              {c.rating !== null ? <RatingStars value={c.rating} stars={options.stars} /> : null}
              {c.body ? <p className={css.body}>{c.body}</p> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p>{t("comments.none")}</p>
      )}
      {reviewed && !refused ? (
        // A refusal (a second review from a page opened before the first) keeps its form and what was typed.
        <p data-testid="comment-reviewed">{t(reviewPending ? "comments.sentForApproval" : "comments.reviewed")}</p>
      ) : canWrite ? (
        // The page's own address, no fragment: Chromium gives no element `autofocus` on a page opened
        // at a fragment that names one, and a refusal puts the cursor at its message (decision 0107).
        // Sent, the redirect goes back to the comments.
        <Form method="post" action={pathname} className={css.form} data-testid="comment-form">
          <input type="hidden" name="intent" value="comment" />
          <h3>{t("comments.write")}</h3>
          <FaultFocus reply={refused}>
            <Refused refusal={refused ?? null} />
          </FaultFocus>
          <fieldset className={css.ratingField}>
            <legend className={formCss.legend}>{t("comments.yourRating")}</legend>
            {ratingChoices.map(([value, label]) => (
              <label key={value} className={css.radio}>
                <input
                  type="radio"
                  name="rating"
                  value={value}
                  defaultChecked={(typed?.rating ?? "") === value}
                  className={formCss.checkbox}
                />
                {label}
              </label>
            ))}
          </fieldset>
          {!loggedIn ? (
            <p className={formCss.field}>
              <label htmlFor="comment-name" className={formCss.label}>
                {t("comments.name")}
              </label>
              <input
                id="comment-name"
                name="authorName"
                maxLength={100}
                defaultValue={typed?.authorName}
                className={formCss.input}
              />
            </p>
          ) : null}
          <p className={formCss.field}>
            <label htmlFor="comment-body" className={formCss.label}>
              {t("comments.text")}
            </label>
            <textarea
              id="comment-body"
              name="body"
              rows={4}
              maxLength={5000}
              defaultValue={typed?.body}
              className={formCss.input}
            />
          </p>
          {options.moderated ? <p className={css.hint}>{t("comments.moderatedHint")}</p> : null}
          <button type="submit" className={primaryButton}>
            {t("comments.send")}
          </button>
        </Form>
      ) : (
        <p>
          <Link to={withRedirect(pagePath("login", locale), `${pathname}#comments`)}>{t("comments.logInToWrite")}</Link>
        </p>
      )}
    </section>
  );
}
