import { Link } from "react-router";
import type { CategoryLabel, PostCard as PostCardData } from "~/lib/blog";
import type { ImageRef } from "~/lib/media";
import { useTranslation } from "~/lib/i18n";
import * as sections from "../cms/sections.css";
import { Picture } from "../ui/Picture";
import * as css from "./blog.css";
import { CategoryLabels, PostCard } from "./PostCard";

export interface PostViewData {
  title: string;
  author: string;
  publishedAt: string;
  date: string;
  /** Sanitized when it was saved. */
  body: string;
  image: ImageRef | null;
  categories: CategoryLabel[];
  related: PostCardData[];
  blogUrl: string;
}

/**
 * A blog post (spec section 2): categories, title, author, date, image, body, the sections an editor
 * added below it (spec section 3: a post's components), a read-more link, then the comments
 * (`children`) and up to 3 related posts.
 */
export function PostView({
  post,
  sections: postSections,
  children,
}: {
  post: PostViewData;
  sections?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <article className={css.post} data-testid="post">
        <CategoryLabels categories={post.categories} />
        <h1 className={css.postTitle}>{post.title}</h1>
        <p className={css.byline}>
          {post.author ? `${t("blog.by", { author: post.author })} · ` : null}
          <time dateTime={post.publishedAt}>{post.date}</time>
        </p>
        {post.image ? (
          <figure className={css.postImage}>
            <Picture media={post.image} alt={post.image.alt} sizes="(min-width: 760px) 720px, 100vw" priority />
          </figure>
        ) : null}
        <div className={css.body} dangerouslySetInnerHTML={{ __html: post.body }} />
        {postSections}
        <Link to={post.blogUrl} className={css.readMore}>
          {t("blog.readMore")}
        </Link>
      </article>
      {children}
      {post.related.length ? (
        <section
          className={`${sections.section} ${sections.container}`}
          aria-labelledby="related"
          data-testid="related"
        >
          <h2 id="related" className={sections.sectionHeading}>
            {t("blog.related")}
          </h2>
          <ul className={css.grid}>
            {post.related.map((related) => (
              <li key={related.id}>
                <PostCard post={related} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
