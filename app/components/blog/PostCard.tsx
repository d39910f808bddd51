import { Link } from "react-router";
import type { CategoryLabel, PostCard as PostCardData } from "~/lib/blog";
import * as sections from "../cms/sections.css";
import { Picture } from "../ui/Picture";
import * as css from "./blog.css";
import { linkPrefetch } from "~/lib/prefetch";

/** A post's categories as coloured labels, each linking to its blog category. */
export function CategoryLabels({ categories }: { categories: CategoryLabel[] }) {
  if (!categories.length) return null;
  return (
    <ul className={css.labels}>
      {categories.map((c) => (
        <li key={c.url}>
          <Link to={c.url} className={css.label} style={{ background: c.background }}>
            {c.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A post card (spec section 2): image, category titles, title, excerpt (or the search sentence), date. */
export function PostCard({ post, excerpt }: { post: PostCardData; excerpt?: React.ReactNode }) {
  return (
    <article className={sections.card} data-testid="post-card">
      {post.image ? (
        <Picture media={post.image} alt="" sizes="(min-width: 1232px) 380px, (min-width: 600px) 50vw, 100vw" />
      ) : null}
      <div className={sections.cardBody}>
        <CategoryLabels categories={post.categories} />
        <PostTitle post={post} />
        <p className={css.excerpt}>{excerpt ?? post.excerpt}</p>
        <PostDate post={post} />
      </div>
    </article>
  );
}

/** A post's title linking to the post; the link covers its card or row (the nearest positioned box). */
export function PostTitle({ post, className }: { post: PostCardData; className?: string }) {
  return (
    <h3 className={className ?? sections.cardTitle}>
      <Link to={post.url} prefetch={linkPrefetch} className={sections.cardLink}>
        {post.title}
      </Link>
    </h3>
  );
}

/** The date a post was published. */
export function PostDate({ post }: { post: PostCardData }) {
  return (
    <p className={css.date}>
      <time dateTime={post.publishedAt}>{post.date}</time>
    </p>
  );
}
