import { z } from "zod";
import { endpoint, idNumber, languageCode, listPage, queryBool, queryId, queryList } from "./define";
import {
  CUSTOM_CODE_MAX,
  GA_MEASUREMENT_ID,
  GTM_CONTAINER_ID,
  MAX_STARS,
  parseSitemapOptions,
  SITE_PASSWORD_MAX,
  SITE_PASSWORD_MIN,
  sitePasswordOff,
  typedOptions,
  wwwPolicies,
  type OptionKind,
} from "./option-values";
export { MAX_STARS, typedOptions, wwwPolicies, type OptionKind, type TypedOptionKey } from "./option-values";

/** The messages callers rely on (spec section 8). */
/**
 * The type LINK_TARGET_MISSING's details give a link written in rich text (`<a href>`), its value the
 * href; any other link there is a link object of its own type.
 */
export const RICH_TEXT_LINK = "href";

export const cmsMessages = {
  pageNotFound: "Page not found",
  termNotFound: "Term not found",
  postNotFound: "Post not found",
  elementNotFound: "Element not found.",
  elementExists: "An element with this handler already exists in this language.",
  navigationLinkNotFound: "Navigation link not found.",
  navigationParentInvalid: "A link can only be nested under another link of the same navigation, not under itself.",
  navigationTargetMissing: "Nothing of this link type has this address in the navigation's language.",
  linkTargetMissing: "Nothing of this link type has this address in this language.",
  masterNotFound: "Master component not found.",
  optionValueInvalid: "The value is not one this option can take.",
  sitePasswordWrong: "The password is not right.",
} as const;

/** Whether a value may be saved under a key (a key that is not typed takes any). */
export function optionValueValid(key: string, value: string): boolean {
  const kind = (typedOptions as Record<string, OptionKind | undefined>)[key];
  switch (kind) {
    case undefined:
      return true;
    case "boolean":
      return ["true", "false", "1", "0"].includes(value);
    case "stars":
      return /^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_STARS;
    case "email":
      return value === "" || z.email().safeParse(value).success;
    case "wwwPolicy":
      return (wwwPolicies as readonly string[]).includes(value) || value === "";
    case "gaMeasurementId":
      return value === "" || GA_MEASUREMENT_ID.test(value);
    case "gtmContainerId":
      return value === "" || GTM_CONTAINER_ID.test(value);
    case "customCode":
      return value.length <= CUSTOM_CODE_MAX;
    case "sitePassword":
      return (
        (sitePasswordOff as readonly string[]).includes(value) ||
        (value.length >= SITE_PASSWORD_MIN && value.length <= SITE_PASSWORD_MAX)
      );
    case "sitemapOptions":
      return parseSitemapOptions(value) !== null;
  }
}

export const media = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  /** The editor's alternative text in the call's language, else in the site's default language;
   * empty when neither was set (app/lib/media.ts picks a fallback). */
  alt: z.string(),
  /** File name without extension, used in size URLs. */
  name: z.string(),
  mime: z.string(),
  extension: z.string(),
  width: z.number(),
  height: z.number(),
  /** /media/{apiKeyId}/{id}; append /{size}/{name}.{ext}. */
  baseUrl: z.string(),
});
export type Media = z.infer<typeof media>;

export const cmsOption = z.object({ id: z.number(), key: z.string(), value: z.string(), media: media.nullable() });
export type CmsOption = z.infer<typeof cmsOption>;

const jsonObject = z.record(z.string(), z.unknown());

export const cmsElement = z.object({
  id: z.number(),
  title: z.string(),
  handler: z.string(),
  type: z.string(),
  language_code: z.string(),
  slug: z.string(),
  meta: jsonObject,
  mobileMeta: jsonObject,
  options: jsonObject,
  mobileOptions: jsonObject,
  parts: z.array(jsonObject),
  created_at: z.string(),
});
export type CmsElement = z.infer<typeof cmsElement>;

export const linkTarget = z.object({
  /** page, shop, product, post or external. */
  type: z.string(),
  /** A slug for internal types, a URL for external ones. */
  value: z.string(),
});

export type NavigationLink = {
  id: number;
  name: string;
  title: string;
  link: z.infer<typeof linkTarget>;
  /** The path (or URL for external links) in the requested language. */
  formattedPath: string;
  externalLink: boolean;
  rel: string;
  target: string;
  children: NavigationLink[];
};
export const navigationLink: z.ZodType<NavigationLink> = z.lazy(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    title: z.string(),
    link: linkTarget,
    formattedPath: z.string(),
    externalLink: z.boolean(),
    rel: z.string(),
    target: z.string(),
    children: z.array(navigationLink),
  }),
);

export const navigationTreeIds = ["main", "footer1", "footer2", "footer3", "footer4"] as const;
export type NavigationTreeId = (typeof navigationTreeIds)[number];

export const section = z.object({ id: z.string(), type: z.string(), props: jsonObject });
export type Section = z.infer<typeof section>;

export const postTranslation = z.object({ languageCode: z.string(), slug: z.string(), url: z.string() });

/** A blog category (spec section 3: terms.categories with title and background). */
export const term = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  background: z.string(),
});
export type Term = z.infer<typeof term>;

export const post = z.object({
  id: z.number(),
  slug: z.string(),
  type: z.object({ slug: z.string() }),
  languageCode: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** Sanitized HTML. */
  body: z.string(),
  components: z.array(section),
  status: z.enum(["published", "draft"]),
  /** public, guest-only (logged-in users are sent home) or auth-required (guests are sent to login). */
  access: z.enum(["public", "guest-only", "auth-required"]),
  metaTitle: z.string(),
  metaDescription: z.string(),
  media: media.nullable(),
  post_author: z.string(),
  /** A blog post's categories (none for a page). */
  categories: z.array(term),
  isHomePage: z.boolean(),
  url: z.string(),
  translations: z.array(postTranslation),
  created_at: z.string(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type Post = z.infer<typeof post>;

export const optionFilter = endpoint({
  method: "GET",
  path: "v1/cms/option/filter",
  input: z.object({ keys: queryList(z.string().min(1).max(100)).optional() }),
  output: z.array(cmsOption),
});

export const elementGetByHandlers = endpoint({
  method: "POST",
  path: "v1/cms/element/getByHandlers",
  input: z.object({ handlers: z.array(z.string().min(1).max(100)).min(1).max(20) }),
  output: z.array(cmsElement),
});

/**
 * A shopper's try of the site's password (PasswordProtection): its fingerprint, the value the
 * options show for it, when right ("" while the site has none); 401 SITE_PASSWORD_WRONG when wrong;
 * wrong tries count per client address as failed logins do (429 beyond the limit).
 */
export const sitePasswordCheck = endpoint({
  method: "POST",
  path: "v1/cms/sitePassword/check",
  input: z.object({ password: z.string().max(1000) }),
  output: z.object({ fingerprint: z.string() }),
});

/** Back office only: sets an option's value for one language, or for every language (`language` null). */
export const optionSave = endpoint({
  method: "PUT",
  path: "v1/cms/option/save",
  input: z.object({
    key: z.string().min(1).max(100),
    value: z.string().max(10_000),
    language: languageCode.nullable().default(null),
    /** A media item of the site the option shows (the Logo); null or absent: none. */
    mediaId: idNumber().nullable().optional(),
  }),
  output: z.object({ key: z.string(), value: z.string(), language: languageCode.nullable() }),
});

/**
 * Back office only: several options saved together, in one transaction (the Site settings page):
 * all or none. A typed option's value is checked (`typedOptions`); a key given twice for the same
 * language is refused.
 */
export const optionSaveMany = endpoint({
  method: "PUT",
  path: "v1/cms/option/saveMany",
  input: z.object({
    options: z
      .array(
        z.object({
          key: z.string().min(1).max(100),
          value: z.string().max(10_000),
          language: languageCode.nullable().default(null),
        }),
      )
      .min(1)
      .max(50),
  }),
  output: z.array(z.object({ key: z.string(), value: z.string(), language: languageCode.nullable() })),
});

/** Back office only (spec section 7, element/update/{id}): changes an element's title, options or parts.
 * With RequireAdminPublishing (or a draft pending) the change goes to the element's draft. A `version`
 * given must be the element's (the second of two editors is refused with EDIT_CONFLICT). */
export const elementUpdate = endpoint({
  method: "PATCH",
  path: "v1/cms/element/update/:id",
  input: z.object({
    id: queryId(),
    version: z.number().int().positive().optional(),
    title: z.string().trim().min(1).max(200).optional(),
    meta: jsonObject.optional(),
    mobileMeta: jsonObject.optional(),
    options: jsonObject.optional(),
    mobileOptions: jsonObject.optional(),
    parts: z.array(jsonObject).max(200).optional(),
  }),
  output: cmsElement,
});

/** What a back-office user may point a navigation link at: a shop, product or page slug, or a URL. */
export const editableLinkTarget = z.object({
  type: z.enum(["page", "shop", "product", "external"]),
  value: z.string().trim().max(2000),
});

const navigationLinkRow = z.object({ id: z.number(), tree: z.string(), name: z.string(), title: z.string() });

/** Back office only: renames a navigation link (its label and its title), points it elsewhere or moves
 * it under another link of its tree (`parentId` null: to the top level), at the end of its new siblings. */
export const navigationLinkUpdate = endpoint({
  method: "PATCH",
  path: "v1/cms/navigation/link/update/:id",
  input: z.object({
    id: queryId(),
    name: z.string().trim().min(1).max(200).optional(),
    title: z.string().max(200).optional(),
    link: editableLinkTarget.optional(),
    parentId: idNumber().nullable().optional(),
  }),
  output: navigationLinkRow,
});

/** Back office only: a new link at the end of a tree (or of a link's children), in the caller's language. */
export const navigationLinkCreate = endpoint({
  method: "POST",
  path: "v1/cms/navigation/link/create",
  input: z.object({
    tree: z.enum(navigationTreeIds),
    parentId: idNumber().nullable().default(null),
    name: z.string().trim().min(1).max(200),
    title: z.string().max(200).optional(),
    link: editableLinkTarget,
  }),
  output: navigationLinkRow,
});

/** Back office only: a link one place up or down among its siblings. */
export const navigationLinkMove = endpoint({
  method: "POST",
  path: "v1/cms/navigation/link/move/:id",
  input: z.object({ id: queryId(), direction: z.enum(["up", "down"]) }),
  output: navigationLinkRow,
});

/** Back office only: deletes a link and the links under it. */
export const navigationLinkDelete = endpoint({
  method: "DELETE",
  path: "v1/cms/navigation/link/delete/:id",
  input: z.object({ id: queryId() }),
  output: z.object({ id: z.number(), deleted: z.literal(true) }),
});

/** Back office only: the tree an editor changes in the caller's language (its draft when one is
 * pending), with whether the site requires publishing. */
export const navigationEdit = endpoint({
  method: "GET",
  path: "v1/cms/navigation/edit/:id",
  input: z.object({ id: z.enum(navigationTreeIds) }),
  output: z.object({
    id: z.string(),
    children: z.array(navigationLink),
    draft: z.boolean(),
    requireAdminPublishing: z.boolean(),
  }),
});

/** Back office only: a tree's draft in the caller's language becomes its live navigation. */
export const navigationPublish = endpoint({
  method: "POST",
  path: "v1/cms/navigation/publish/:id",
  input: z.object({ id: z.enum(navigationTreeIds) }),
  output: z.object({ id: z.string(), published: z.literal(true) }),
});

/** Back office only: an element of the caller's language as the editor last saved it (the draft,
 * else the live element), with its version. */
export const elementEdit = endpoint({
  method: "GET",
  path: "v1/cms/element/edit",
  input: z.object({ handler: z.string().min(1).max(100) }),
  output: z.object({
    element: cmsElement,
    version: z.number().int(),
    draft: z.boolean(),
    requireAdminPublishing: z.boolean(),
  }),
});

/** Back office only (spec section 7, element create): a new element in the caller's language. A
 * handler `master-{slug}` makes a master component (options `{ sectionType, props }`). */
export const elementCreate = endpoint({
  method: "POST",
  path: "v1/cms/element/create",
  input: z.object({
    handler: z
      .string()
      .min(3)
      .max(100)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    title: z.string().trim().min(1).max(200),
    type: z.string().min(1).max(50).default("static-element"),
    options: jsonObject.default({}),
    parts: z.array(jsonObject).max(200).default([]),
  }),
  output: cmsElement,
});

/** Back office only: an element's draft in the caller's language becomes the live element. */
export const elementPublish = endpoint({
  method: "POST",
  path: "v1/cms/element/publish/:id",
  input: z.object({ id: queryId(), version: z.number().int().positive().optional() }),
  output: z.object({ id: z.number(), version: z.number().int() }),
});

/** A master component: a named, reusable section (a type and its props) an editor adds to a page. */
export const masterComponent = z.object({
  id: z.number(),
  name: z.string(),
  handler: z.string(),
  sectionType: z.string(),
  props: jsonObject,
  /** The pages of this language whose sections were added from it. */
  usedBy: z.array(z.object({ id: z.number(), title: z.string(), url: z.string() })),
});
export type MasterComponent = z.infer<typeof masterComponent>;

/** Back office only: the published master components of the caller's language ("choose master component"). */
export const masterFilter = endpoint({
  method: "GET",
  path: "v1/cms/master/filter",
  input: z.object({}),
  output: z.object({ records: z.array(masterComponent) }),
});

/** Back office only: one published master component. */
export const masterGet = endpoint({
  method: "GET",
  path: "v1/cms/master/get/:id",
  input: z.object({ id: queryId() }),
  output: masterComponent,
});

/** Back office only: drops a tag of the platform's in-process cache, in every worker and process. */
export const cacheClear = endpoint({
  method: "POST",
  path: "v1/cms/cache/clear",
  input: z.object({ tag: z.string().min(1).max(100) }),
  output: z.object({ cleared: z.string() }),
});

/** Back office only: the platform's in-process cache tags with their entry counts. */
export const cacheTags = endpoint({
  method: "GET",
  path: "v1/cms/cache/tags",
  input: z.object({}),
  output: z.object({ tags: z.array(z.object({ tag: z.string(), entries: z.number().int().nonnegative() })) }),
});

export const navigationTree = endpoint({
  method: "GET",
  path: "v1/cms/navigation/tree/:id",
  input: z.object({ id: z.enum(navigationTreeIds) }),
  output: z.object({ id: z.string(), children: z.array(navigationLink) }),
});

export const finderDecide = endpoint({
  method: "GET",
  path: "v1/cms/finder/decide",
  input: z.object({
    params: queryList(z.string().max(200)).pipe(z.array(z.string()).min(1).max(5)),
    originalTranslation: queryBool().optional(),
  }),
  output: z.object({ type: z.enum(["page", "post"]), id: z.number(), slug: z.string(), languageCode: z.string() }),
});

export const finderGetUrlOnLanguage = endpoint({
  method: "POST",
  path: "v1/cms/finder/getUrlOnLanguage",
  input: z
    .object({
      newLanguage: languageCode,
      twoLetterCode: z.string().length(2).optional(),
      termId: idNumber().optional(),
      postId: idNumber().optional(),
    })
    .refine((v) => v.termId !== undefined || v.postId !== undefined, { message: "termId or postId is required" }),
  output: z.object({ url: z.string() }),
});

/** Spec section 7 term/filter: the blog's categories in the caller's language, in their order. */
export const termFilter = endpoint({
  method: "GET",
  path: "v1/cms/term/filter",
  input: z.object({ slug: z.string().min(1).max(200).optional() }),
  output: z.object({ records: z.array(term) }),
});

export const postFilterStandard = endpoint({
  method: "POST",
  path: "v1/cms/post/filterStandard",
  input: z.object({
    display: z.enum(["components", "legacy"]).default("components"),
    postTypeSlugs: z.array(z.string().min(1).max(50)).max(20).optional(),
    ids: z.array(idNumber()).max(500).optional(),
    /** Posts other than these (a post's related posts). */
    excludeIds: z.array(idNumber()).max(500).optional(),
    slugs: z.array(z.string().min(1).max(200)).max(500).optional(),
    /** Posts in any of these categories. */
    termIds: z.array(idNumber()).max(100).optional(),
    termSlugs: z.array(z.string().min(1).max(200)).max(100).optional(),
    limit: z.number().int().min(1).max(1000).default(500),
    page: listPage(),
    sort: z
      .object({ field: z.enum(["published_at", "created_at", "title", "id"]), direction: z.enum(["asc", "desc"]) })
      .default({ field: "published_at", direction: "desc" }),
  }),
  output: z.object({ records: z.array(post), totalRecords: z.number(), totalPages: z.number() }),
});
