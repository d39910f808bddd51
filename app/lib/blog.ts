import type { Post } from "#server/contract";
import { pagePath, type Locale } from "#server/contract/urls";
import { toImageRef, type ImageRef } from "./media";

/** A blog listing's size (spec section 9: 11 on the blog articles page) and a post's related posts (at most 3). */
export const BLOG_PAGE_SIZE = 11;
export const RELATED_POSTS = 3;

/** A blog layout by the path's suffix (spec section 2): helpdesk, download, tutorial, articles, else blog. */
export type BlogLayout = "helpdesk" | "download" | "tutorial" | "articles" | "blog";
export function blogLayout(path: string): BlogLayout {
  const match = /-(helpdesk|download|tutorial|articles)(?:\/|$)/.exec(path);
  return (match?.[1] as BlogLayout | undefined) ?? "blog";
}
/** A tutorial's posts are steps: they read oldest first; the other layouts show the newest first. */
export const inOrder = (layout: BlogLayout) => layout === "tutorial";

/** The blog, or one of its categories. */
export const blogPath = (locale: Locale, category?: string) => pagePath("blog", locale, { slug: category });

export interface CategoryLabel {
  title: string;
  url: string;
  background: string;
}

/** What a post card shows (spec section 2: image, category titles, title, excerpt, date). */
export interface PostCard {
  id: number;
  title: string;
  url: string;
  excerpt: string;
  publishedAt: string;
  date: string;
  image: ImageRef | null;
  categories: CategoryLabel[];
  /** In a download listing, the first file of the media library the post's text links, and its type (`PDF`). */
  file?: LinkedFile;
}

export interface LinkedFile {
  url: string;
  type: string;
}

/** A media library file's address in an href (mediaFileUrl: /media/{apiKeyId}/{id}/file/{name}.{ext}). */
const FILE_HREF = /\shref="(\/media\/[^/"]+\/\d+\/file\/[^/"?#]+\.([a-z0-9]+))"/i;

/** The first file of the media library a post's (sanitized) text links. */
export function linkedFile(html: string): LinkedFile | undefined {
  const match = FILE_HREF.exec(html);
  return match ? { url: match[1]!, type: match[2]!.toUpperCase() } : undefined;
}

export const postDate = (iso: string, locale: Locale) =>
  new Date(iso).toLocaleDateString(locale === "hr" ? "hr-HR" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Zagreb",
  });

export function categoryLabels(post: Post, locale: Locale): CategoryLabel[] {
  return post.categories.map((c) => ({ title: c.title, url: blogPath(locale, c.slug), background: c.background }));
}

export function toPostCard(post: Post, locale: Locale): PostCard {
  const publishedAt = post.published_at ?? post.created_at;
  return {
    id: post.id,
    title: post.title,
    url: post.url,
    excerpt: post.excerpt,
    publishedAt,
    date: postDate(publishedAt, locale),
    image: post.media ? toImageRef(post.media) : null,
    categories: categoryLabels(post, locale),
  };
}

/** The Helpdesk category (spec section 2: the support page's sidebar), by its slug in each language. */
export const HELPDESK_CATEGORY: Record<Locale, string> = { en: "customer-helpdesk", hr: "pomoc-helpdesk" };
/** Spec section 9: the support page lists 11 posts a page. */
export const SUPPORT_PAGE_SIZE = 11;
