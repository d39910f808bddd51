/**
 * Drafts, publishing and revisions of pages and posts (issue 15 item 2), for back-office users:
 * with the RequireAdminPublishing option on, a save writes a draft that shoppers never see until it
 * is published; every save, publish and restore keeps a revision with its author and time. A save
 * names the version it was made on: a save on an older version (someone else saved meanwhile) is
 * refused, never silently overwriting.
 */
import { z } from "zod";
import { post, section, term } from "./cms";
import { endpoint, idNumber, languageCode, queryId } from "./define";
import { EXCERPT_MAX_LENGTH, META_DESCRIPTION_MAX_LENGTH, META_TITLE_MAX_LENGTH } from "./text-limits";

export const publishingMessages = {
  slugTooShort: "Slug is too short! (minimum 4 characters)",
  slugInvalid: "Invalid slug format!",
  slugTaken: "This slug is already used by another page or a page of the shop.",
  editConflict: "This content was changed by someone else since you opened it. Reload it to see their change.",
  nothingToPublish: "There is no draft to publish.",
  revisionNotFound: "Revision not found.",
  sameLanguage: "A translation must be in another language than the page.",
  alreadyTranslated: "The page already has a translation in this language.",
  notAPost: "Only a blog post has categories.",
  categoryNotFound: "A category was not found in the post's language.",
  blogCategoryNotFound: "Blog category not found.",
  blogCategorySlugTaken: "Another blog category of this language already has this slug.",
  blogCategoryInUse: "The blog category is still used by posts: remove it from them first.",
  blogCategoryEmpty: "A blog category needs a title and a slug in at least one language.",
} as const;

/** The fields of a page or post an editor changes. */
export const editableFields = z.object({
  title: z.string().trim().min(1).max(300),
  excerpt: z.string().max(2000),
  /** Rich text: sanitized when saved. */
  body: z.string().max(200_000),
  components: z.array(section).max(200),
  metaTitle: z.string().max(300),
  metaDescription: z.string().max(1000),
  mediaId: idNumber().nullable(),
});
export type EditableFields = z.infer<typeof editableFields>;

const editState = z.object({
  id: z.number(),
  type: z.string(),
  slug: z.string(),
  languageCode: z.string(),
  /** Increases with every save, publish and restore; a save names the one it was made on. */
  version: z.number().int(),
  /** What shoppers see. */
  live: editableFields,
  /** The unpublished changes, if any. */
  draft: editableFields.nullable(),
  /** Whether shoppers see the page at its address: false for one unpublished (a new page made under
   * RequireAdminPublishing, or one taken off the site), until it is published. */
  published: z.boolean(),
  /** Saves go to a draft until published (the RequireAdminPublishing option). */
  requireAdminPublishing: z.boolean(),
});
export type EditState = z.infer<typeof editState>;

export const revision = z.object({
  id: z.number(),
  version: z.number().int(),
  /** `original`: the post as it was before its first recorded change (no author). */
  action: z.enum(["original", "save", "publish", "restore"]),
  /** Null once the author is deleted, and for the original. */
  userEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type Revision = z.infer<typeof revision>;

/** The shortest slug a new page may have (spec section 9). */
export const SLUG_MIN_LENGTH = 4;

/** Back office only (spec section 7 post/create, the new-page dialog): a new page or blog post, empty or with a template page's sections. */
export const postCreate = endpoint({
  method: "POST",
  path: "v1/cms/post/create",
  input: z.object({
    title: z.string().trim().min(1).max(300),
    slug: z.string().trim().max(200),
    languageCode: z.enum(["en", "hr"]),
    /** A content page (default) or a blog post. */
    type: z.enum(["page", "post"]).default("page"),
    /** A page whose sections the new one starts with. */
    templateId: idNumber().optional(),
  }),
  output: z.object({ id: z.number(), url: z.string() }),
});

/** Back office only: a page or post as an editor opens it. */
export const postEdit = endpoint({
  method: "GET",
  path: "v1/cms/post/edit/:id",
  input: z.object({ id: queryId() }),
  output: editState,
});

/**
 * What a save may change: the editable fields, with the page settings' texts held to the lengths
 * search results and post cards show (text-limits.ts; what is stored already may be longer).
 */
const savedFields = editableFields.extend({
  excerpt: z.string().max(EXCERPT_MAX_LENGTH),
  metaTitle: z.string().trim().max(META_TITLE_MAX_LENGTH),
  metaDescription: z.string().trim().max(META_DESCRIPTION_MAX_LENGTH),
});

/** Back office only: saves changes, to the draft or (without RequireAdminPublishing) to the live post. */
export const postUpdate = endpoint({
  method: "PATCH",
  path: "v1/cms/post/update/:id",
  input: savedFields.partial().extend({ id: queryId(), version: z.number().int().positive() }),
  output: z.object({ id: z.number(), version: z.number().int(), draft: z.boolean() }),
});

/**
 * Back office only: an unpublished page or post of the caller's language by its slug, as the page
 * route shows a published one (`filterStandard`), for edit mode to open it at its address before it
 * is published. Never cached. 404 when no unpublished page of the language has the slug.
 */
export const postUnpublishedBySlug = endpoint({
  method: "GET",
  path: "v1/cms/post/unpublishedBySlug",
  input: z.object({ slug: z.string().min(1).max(200) }),
  output: post,
});

/** Back office only: the page as the editor sees it becomes what shoppers see: its draft, and an
 * unpublished page goes live at its address. 409 when it is live and has no draft. */
export const postPublish = endpoint({
  method: "POST",
  path: "v1/cms/post/publish/:id",
  input: z.object({ id: queryId(), version: z.number().int().positive() }),
  output: z.object({ id: z.number(), version: z.number().int() }),
});

/** Back office only: a post's revisions, newest first. */
export const postRevisions = endpoint({
  method: "GET",
  path: "v1/cms/post/revisions/:id",
  input: z.object({ id: queryId() }),
  /** `live`: the newest revision whose content is what shoppers see (none when the live content has no revision). */
  output: z.object({ revisions: z.array(revision.extend({ live: z.boolean() })) }),
});

/** Back office only: what changed between two revisions of a post, field by field. */
export const revisionCompare = endpoint({
  method: "GET",
  path: "v1/cms/revision/compare",
  input: z.object({ from: queryId(), to: queryId() }),
  output: z.object({
    changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  }),
});

/** Back office only: saves a revision's content again (to the draft, or live), as a new version. */
export const revisionRestore = endpoint({
  method: "POST",
  path: "v1/cms/revision/restore/:id",
  input: z.object({ id: queryId(), version: z.number().int().positive() }),
  output: z.object({ id: z.number(), version: z.number().int(), draft: z.boolean() }),
});

/**
 * Back office only: a blog post's categories (spec section 3, terms.categories), all replaced at
 * once by these, in one transaction; none leaves the post in no category. They take effect at once,
 * for shoppers too (they are no part of a draft). 400 'Only a blog post has categories.' for a page,
 * 404 'A category was not found in the post's language.' for a category of another site or language.
 */
export const postCategoriesSet = endpoint({
  method: "PUT",
  path: "v1/cms/post/categories/:id",
  input: z.object({ id: queryId(), termIds: z.array(idNumber()).max(50) }),
  output: z.object({ id: z.number(), categories: z.array(term) }),
});

/** A blog category in one language, as the back office lists it: how many posts (of any status) use it. */
export const blogCategoryTranslation = z.object({
  id: z.number(),
  languageCode: z.string(),
  slug: z.string(),
  title: z.string(),
  posts: z.number().int(),
});

/**
 * A blog category with its translations (one term per language, linked by a translation group), and
 * how many posts (of any status but deleted, in any language) use it: while any do, it is not
 * deleted (BLOG_CATEGORY_IN_USE), so a list can say so before anyone asks.
 */
export const blogCategory = z.object({
  group: z.number(),
  translations: z.array(blogCategoryTranslation),
  posts: z.number().int(),
});
export type BlogCategory = z.infer<typeof blogCategory>;

/** Back office only: every blog category of the site, each with its translations, in the blog's order. */
export const blogCategoriesList = endpoint({
  method: "GET",
  path: "v1/cms/term/categories",
  input: z.object({}),
  output: z.object({ categories: z.array(blogCategory) }),
});

/** A category's title and slug in one language; both empty: no translation in that language. */
const blogCategoryText = z.object({
  languageCode,
  title: z.string().trim().max(200),
  slug: z.string().trim().max(200),
});

/**
 * Back office only: a new blog category (no `group`) or new titles and slugs of one (a translation
 * with both empty is left as it is). Slugs follow the page slug rules (400 SLUG_TOO_SHORT,
 * SLUG_INVALID) and are unique per language (409 BLOG_CATEGORY_SLUG_TAKEN); one transaction.
 */
export const blogCategorySave = endpoint({
  method: "POST",
  path: "v1/cms/term/categories",
  input: z.object({ group: idNumber().optional(), translations: z.array(blogCategoryText).min(1).max(10) }),
  output: blogCategory,
});

/** Back office only: a blog category in every language; 409 BLOG_CATEGORY_IN_USE while a post has it. */
export const blogCategoryDelete = endpoint({
  method: "DELETE",
  path: "v1/cms/term/categories/:group",
  input: z.object({ group: queryId() }),
  output: z.object({ deleted: z.literal(true) }),
});

/** A page or post linked as a translation of another (spec section 7, translation links). */
export const translationLink = z.object({
  id: z.number(),
  title: z.string(),
  languageCode: z.string(),
  slug: z.string(),
  url: z.string(),
});
export type TranslationLink = z.infer<typeof translationLink>;

/**
 * Back office only: a page's translations (itself excluded) and the pages of the same type in
 * other languages that are no translation of it yet, which may be linked.
 */
export const translationList = endpoint({
  method: "GET",
  path: "v1/cms/link/postTranslation/:id",
  input: z.object({ id: queryId() }),
  output: z.object({ translations: z.array(translationLink), candidates: z.array(translationLink) }),
});

/**
 * Back office only (spec section 7, link/{id}/createTranslationFromOriginal): a new page in another
 * language with the original's title, texts and sections, at a slug of its own (the new-page slug
 * rules), linked as its translation. 400 'A translation must be in another language than the page.',
 * 409 'The page already has a translation in this language.', the slug refusals of post/create.
 */
export const translationCreate = endpoint({
  method: "POST",
  path: "v1/cms/link/:id/createTranslationFromOriginal",
  input: z.object({ id: queryId(), languageCode: z.enum(["en", "hr"]), slug: z.string().trim().max(200) }),
  output: z.object({ id: z.number(), url: z.string() }),
});

/**
 * Back office only (spec section 7, link/postTranslation/bulkExisting): links an existing page as the
 * translation of another (it leaves the translations it had). 400 'A translation must be in another
 * language than the page.' (also for the page itself), 409 'The page already has a translation in
 * this language.'.
 */
export const translationLinkExisting = endpoint({
  method: "PUT",
  path: "v1/cms/link/postTranslation/:id/bulkExisting",
  input: z.object({ id: queryId(), translationId: idNumber() }),
  output: z.object({ translations: z.array(translationLink) }),
});

/** Back office only: the page is no longer linked to its translations (they stay linked to each other). */
export const translationUnlink = endpoint({
  method: "DELETE",
  path: "v1/cms/link/postTranslation/:id",
  input: z.object({ id: queryId() }),
  output: z.object({ unlinked: z.literal(true) }),
});

// ------------------------------------------------------------ unpublish and delete (docs/decisions/0055-deleting-pages.md)

/** Why a page or post cannot be taken off the site (unpublished or deleted). */
export const pageRemovalMessages = {
  homePageProtected: "The home page cannot be unpublished or deleted.",
  pageInUse: "Other parts of the site link to this page. Remove those links first.",
  addressTaken: "Another page of this language has this page's address now. Delete that page first.",
} as const;

/**
 * What links to a page (the `details` of a PAGE_IN_USE refusal): a navigation tree's link, a site
 * element (a template or master component), or another page or post whose sections (live or
 * drafted) or body link to it (decision 0074).
 */
export const pageUse = z.object({
  kind: z.enum(["navigation", "element", "page", "post"]),
  /** The navigation tree (main, footer1, …), the element's handler, or the linking page's address. */
  name: z.string(),
  /** The link's, the element's or the linking page's title. */
  title: z.string(),
  /** A linking page or post: its id, and whether it is published (an editor edits it at its address). */
  post: z.object({ id: z.number(), published: z.boolean() }).optional(),
  /** A navigation link's or an element's language: the back office edits it in that language's area. */
  language: languageCode.optional(),
});
export type PageUse = z.infer<typeof pageUse>;

/** A page or post as the back office lists it: unpublished ones too, deleted ones never. */
export const backofficePost = z.object({
  id: z.number(),
  type: z.string(),
  title: z.string(),
  slug: z.string(),
  url: z.string(),
  /** Its language: the list is of the caller's language, but a category's is of every language. */
  languageCode: z.string(),
  status: z.enum(["published", "draft"]),
  isHomePage: z.boolean(),
  updatedAt: z.string(),
});
export type BackofficePost = z.infer<typeof backofficePost>;

/**
 * Back office only: the pages and blog posts of the caller's language, published or not, by id.
 * With `category` (a blog category's group): those of every language that have the category (its
 * term of their language), as many as the category's `posts`; none for a category that is not there.
 */
export const postBackofficeList = endpoint({
  method: "GET",
  path: "v1/cms/post/backofficeList",
  input: z.object({ type: z.enum(["page", "post"]).optional(), category: queryId().optional() }),
  output: z.object({ records: z.array(backofficePost) }),
});

const statusAnswer = z.object({ id: z.number(), status: z.enum(["published", "draft"]) });

/**
 * Back office only: a published page or post goes back to draft. Visitors get a 404 at its address
 * and it leaves lists, the sitemap, search and the page cache; editors still list it and may
 * publish it again. Unpublishing an unpublished one changes nothing. 409 'The home page cannot be
 * unpublished or deleted.', 409 'Other parts of the site link to this page. Remove those links
 * first.' (details: what links to it).
 */
export const postUnpublish = endpoint({
  method: "POST",
  path: "v1/cms/post/unpublish/:id",
  input: z.object({ id: queryId() }),
  output: statusAnswer,
});

/** Back office only: an unpublished page or post is live again, at its address, with its content. */
export const postRepublish = endpoint({
  method: "POST",
  path: "v1/cms/post/republish/:id",
  input: z.object({ id: queryId() }),
  output: statusAnswer,
});

/**
 * Back office only (spec section 7, DELETE delete/{id}): the page or post is deleted: gone for
 * visitors (404) and editors, its address free for a new page; the row and its revisions stay in the
 * database (a soft delete) until it is restored (`postRestore`) or deleted for good (`postPurge`).
 * The refusals of `postUnpublish`.
 */
export const postDelete = endpoint({
  method: "DELETE",
  path: "v1/cms/post/delete/:id",
  input: z.object({ id: queryId() }),
  output: z.object({ id: z.number(), deleted: z.literal(true) }),
});

// ------------------------------------------------------------ a page's address (docs/decisions/0065-changing-a-page-address.md)

/** Why a page's or post's address cannot change. */
export const pageAddressMessages = {
  homePageAddressFixed: "The home page's address cannot be changed.",
} as const;

/**
 * Back office only (the page-settings dialog): a page or post takes a new slug at once (it is not
 * part of a draft). The slug follows the new-page rules (400 'Slug is too short! (minimum 4
 * characters)', 400 'Invalid slug format!', 409 'This slug is already used by another page or a
 * page of the shop.' in the page's language). With `redirect` (the default) the old path answers a
 * permanent redirect to the new one, written in the same transaction; without it, a page that a
 * navigation link, a site element or another page's sections link to is refused (409 PAGE_IN_USE, details: what links to
 * it), as unpublishing is. 409 'The home page's address cannot be changed.'. `linkedBy`: what still
 * links to the old address (through the redirect).
 */
export const postSlugChange = endpoint({
  method: "POST",
  path: "v1/cms/post/changeSlug/:id",
  input: z.object({
    id: queryId(),
    slug: z.string().trim().max(200),
    redirect: z.boolean().default(true),
  }),
  output: z.object({
    id: z.number(),
    slug: z.string(),
    url: z.string(),
    previousUrl: z.string(),
    /** The redirect added from the previous address, if any. */
    redirected: z.boolean(),
    linkedBy: z.array(pageUse),
  }),
});

// ------------------------------------------------------------ deleted pages: restore and purge (docs/decisions/0066-restoring-deleted-pages.md)

/** A deleted page or post as the back office's "Deleted" view lists it. */
export const deletedPost = z.object({
  id: z.number(),
  type: z.string(),
  title: z.string(),
  /** The slug it had, and gets back when restored. */
  slug: z.string(),
  languageCode: z.string(),
  /** The address it had, and gets back when restored. */
  url: z.string(),
  /** When it was deleted (a deleted page is never changed after it). */
  deletedAt: z.string(),
  /** Another page of its language has its address now: restoring it is refused until that one is gone. */
  addressTaken: z.boolean(),
});
export type DeletedPost = z.infer<typeof deletedPost>;

/**
 * How long a deleted page or post waits to be restored: this many days after its deletion a job of
 * the platform deletes it for good, as "Delete permanently" does (docs/decisions/0069-purging-deleted-pages.md).
 */
export const DELETED_PAGE_PURGE_DAYS = 30;

/**
 * Back office only: the site's deleted pages and blog posts, of every language, last deleted first.
 * Each is deleted for good DELETED_PAGE_PURGE_DAYS days after its deletion.
 */
export const postDeletedList = endpoint({
  method: "GET",
  path: "v1/cms/post/deletedList",
  input: z.object({}),
  output: z.object({ records: z.array(deletedPost) }),
});

/**
 * Back office only: a deleted page or post comes back as a draft (unpublished), at its old address,
 * with its history, terms and comments; an editor publishes it again from the list. 404 when no
 * deleted page has the id. 409 'Another page of this language has this page's address now. Delete
 * that page first.' (PAGE_ADDRESS_TAKEN, details: `{url}`).
 */
export const postRestore = endpoint({
  method: "POST",
  path: "v1/cms/post/restore/:id",
  input: z.object({ id: queryId() }),
  output: z.object({ id: z.number(), status: z.literal("draft"), url: z.string() }),
});

/**
 * Back office only: a deleted page or post is removed for good, with its revisions, terms,
 * comments and search documents, in one transaction. Only a deleted one: 404 otherwise.
 */
export const postPurge = endpoint({
  method: "DELETE",
  path: "v1/cms/post/purge/:id",
  input: z.object({ id: queryId() }),
  output: z.object({ id: z.number(), purged: z.literal(true) }),
});
