import { Link } from "react-router";
import { Picture } from "~/components/ui/Picture";
import type { BlogLayout, PostCard as PostCardData } from "~/lib/blog";
import { useTranslation } from "~/lib/i18n";
import { outlineButton } from "~/styles/button.css";
import * as css from "./blog.css";
import * as layouts from "./layouts.css";
import { PostCard, PostDate, PostTitle } from "./PostCard";
import { linkPrefetch } from "~/lib/prefetch";

type Posts = { posts: PostCardData[] };

/**
 * A blog listing's posts in its layout (spec section 2): a grid of cards (articles, the blog), a
 * compact list of questions (helpdesk), rows with a download link (download) or numbered steps
 * (tutorial), `first` the number of the first post shown (page 2 starts at 12).
 */
export function BlogPosts({ layout, posts, first }: Posts & { layout: BlogLayout; first: number }) {
  switch (layout) {
    case "helpdesk":
      return <HelpdeskList posts={posts} />;
    case "download":
      return <DownloadList posts={posts} />;
    case "tutorial":
      return <TutorialSteps posts={posts} first={first} />;
    default:
      return <PostGrid posts={posts} />;
  }
}

function PostGrid({ posts }: Posts) {
  return (
    <ul className={css.grid}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}

/** A knowledge base: each question with its short answer and date, no pictures. */
function HelpdeskList({ posts }: Posts) {
  return (
    <ul className={layouts.rows}>
      {posts.map((post) => (
        <li key={post.id} className={`${layouts.row} ${layouts.question}`} data-testid="helpdesk-item">
          <PostTitle post={post} className={layouts.rowTitle} />
          <p className={layouts.rowText}>{post.excerpt}</p>
          <PostDate post={post} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Rows of files: a small picture, the title, the date and the file the post links, the title opening
 * the post; a post that links no file is opened by the whole row.
 */
function DownloadList({ posts }: Posts) {
  const { t } = useTranslation();
  return (
    <ul className={layouts.rows}>
      {posts.map((post) => (
        <li key={post.id} className={`${layouts.row} ${layouts.download}`} data-testid="download-row">
          {post.image ? (
            <Picture media={post.image} alt="" sizes="64px" maxWidth={160} className={layouts.thumb} />
          ) : (
            <span className={layouts.thumb} />
          )}
          <div className={layouts.downloadText}>
            {post.file ? (
              <PostTitle post={post} className={layouts.rowTitle} />
            ) : (
              <h3 className={layouts.rowTitle}>{post.title}</h3>
            )}
            <PostDate post={post} />
          </div>
          {post.file ? (
            <a
              href={post.file.url}
              download
              className={`${outlineButton} ${layouts.cta}`}
              aria-label={t("blog.download.fileLabel", { title: post.title, type: post.file.type })}
            >
              {t("blog.download.fileCta", { type: post.file.type })}
            </a>
          ) : (
            <Link
              to={post.url}
              prefetch={linkPrefetch}
              className={`${outlineButton} ${layouts.cta} ${layouts.wholeRow}`}
              aria-label={t("blog.download.label", { title: post.title })}
            >
              {t("blog.download.cta")}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A tutorial's steps in order, numbered on from `first`, the picture beside the text on wide screens. */
function TutorialSteps({ posts, first }: Posts & { first: number }) {
  const { t } = useTranslation();
  return (
    <ol className={layouts.steps} start={first}>
      {posts.map((post, index) => (
        <li
          key={post.id}
          className={post.image ? `${layouts.step} ${layouts.pictured}` : layouts.step}
          data-testid="tutorial-step"
        >
          {post.image ? (
            <Picture media={post.image} alt="" sizes="(min-width: 1000px) 384px, (min-width: 768px) 40vw, 100vw" />
          ) : null}
          <div className={layouts.stepBody}>
            <p className={layouts.stepNumber}>{t("blog.tutorial.step", { number: first + index })}</p>
            <PostTitle post={post} className={layouts.stepTitle} />
            <p className={css.excerpt}>{post.excerpt}</p>
            <PostDate post={post} />
          </div>
        </li>
      ))}
    </ol>
  );
}
