import { useMemo } from "react";
import { data, redirect, useFetcher, type ShouldRevalidateFunctionArgs } from "react-router";
import { cms, publishing, type EditableFields, type Post } from "#server/contract";
import { log } from "#server/log";
import type { Locale } from "#server/contract/urls";
import type { PlatformClient } from "~/.server/platform";
import { HOME_PAGE_SLUG } from "#server/contract/urls";
import type { Route } from "./+types/page";
import { reportEdgeKeys } from "~/.server/edge-keys";
import { pageKey } from "#server/contract/edge";
import { localeContext, platformContext, viewerContext } from "~/.server/context";
import { isPlatformError } from "~/.server/platform";
import { loadSections } from "~/.server/section-data";
import { config } from "~/.server/config";
import { requireGuest, requireViewer } from "~/.server/auth/guards";
import { asksEditMode, editAction, editModeOf, editSessionEnded } from "~/.server/edit-mode";
import { pageSettingsOf } from "~/.server/page-settings";
import { commentAction, loadComments } from "~/.server/comments";
import { cmsFormAction, formAction } from "~/.server/forms";
import { pageAlternates, publishedPageAt } from "~/.server/content-pages";
// The styles of the parts below, which load with their code: linked by the page itself, so that the
// server's markup is styled before the code arrives (and without JavaScript).
import "~/components/cms/edit.css";
import "~/components/comments/comments.css";
import "~/components/blog/blog.css";
import "~/components/forms/forms.css";
import "~/components/checkout/consents.css";
import { blogPath, categoryLabels, postDate, RELATED_POSTS, toPostCard } from "~/lib/blog";
import { mediaUrl, toImageRef } from "~/lib/media";
import { lazyPart } from "~/lib/lazy";
import { adminPath } from "~/lib/admin-paths";

import { opensWithReadingColumn, Sections } from "~/components/cms/registry";
import { InlineEditContext, type InlineEditor } from "~/components/cms/inline";
import { InterfaceTranslations } from "~/lib/interface-language";
import { seoMeta } from "~/lib/seo";
import { sectionItems } from "~/lib/sections/addable";
import * as css from "~/components/cms/sections.css";

// Parts of some pages only (edit mode, a blog post and its comments): loaded with their code.
const EditToolbar = lazyPart(() => import("~/components/cms/EditControls").then((m) => m.EditToolbar));
const SectionControls = lazyPart(() => import("~/components/cms/EditControls").then((m) => m.SectionControls));
const ItemControls = lazyPart(() => import("~/components/cms/EditControls").then((m) => m.ItemControls));
const PostView = lazyPart(() => import("~/components/blog/PostView").then((m) => m.PostView));
const PostComments = lazyPart(() => import("~/components/comments/PostComments").then((m) => m.PostComments));

export { handle } from "./handle";

/** The props of one item of a section (a card of a card grid), as its controls edit them. */
function itemProps(section: { type: string; props: object }, item: number): Record<string, unknown> {
  const list = sectionItems[section.type];
  const items = list ? (section.props as Record<string, unknown>)[list.prop] : undefined;
  const props = Array.isArray(items) ? (items[item] as unknown) : undefined;
  return props && typeof props === "object" ? (props as Record<string, unknown>) : {};
}

/** A content page (spec section 2 catch-all): `/`, `/{slug}`, `/hr/`, `/hr/{slug}`. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const api = context.get(platformContext);
  const url = new URL(request.url);
  const slug = params.slug ?? HOME_PAGE_SLUG;

  const page = await pageAt(api, slug, asksEditMode(request, context));
  const isPost = page.type.slug === "post";
  // Spec section 2: guest-only pages send logged-in users home, auth-required ones send guests to login.
  if (page.access === "guest-only") requireGuest(context);
  if (page.access === "auth-required") await requireViewer(request, context);
  // One URL per page: /home-page is /, and a trailing variant goes to the canonical path.
  if (page.url !== url.pathname) throw redirect(page.url + url.search, 301);
  // A back-office user's ?editPage=true: the page as last saved (its draft, if one waits).
  const editing = await editModeOf(request, context, page.id);
  const shown = editing?.fields ?? page;
  reportEdgeKeys(context, pageKey(page.id));

  return {
    editing: editing && {
      version: editing.version,
      hasDraft: editing.hasDraft,
      published: editing.published,
      // An unpublished page's address shows nothing outside edit mode: leaving goes to the pages list.
      leaveTo: editing.published ? page.url : adminPath(locale, "pages"),
      requireAdminPublishing: editing.requireAdminPublishing,
      mobileView: editing.mobileView,
      mediaPicker: editing.mediaPicker,
      recordPicker: editing.recordPicker,
      masters: editing.masters,
      forms: editing.forms,
      settings: await pageSettingsOf(api, page, editing.fields, locale),
    },
    page: {
      id: page.id,
      title: shown.title,
      // In edit mode the tab names the page as its editor last saved it (its draft, if one waits).
      metaTitle: shown.metaTitle || shown.title,
      metaDescription: shown.metaDescription || shown.excerpt,
      url: page.url,
      isHomePage: page.isHomePage,
      image: page.media ? mediaUrl(page.media, "LargeSize", "jpg") : null,
    },
    sections: await loadSections(api, context, shown.components, `page ${page.id}`, locale),
    // A blog post: its view, related posts (sharing a category) and comments (issue 14 items 1 and 6).
    post: isPost
      ? await postView(api, page, editing?.fields ?? { ...page, mediaId: page.media?.id ?? null }, locale)
      : null,
    // An unpublished post takes no comments yet (the platform knows none of it).
    comments:
      isPost && page.status === "published" ? await loadComments(api, page.id, !!context.get(viewerContext)) : null,
    alternates: pageAlternates(page),
    origin: config.publicUrl,
    locale,
  };
}

/**
 * The page a slug names: the published one (or this language's translation of another language's
 * slug), else, for an editor in edit mode, an unpublished one (a new page waiting for approval).
 */
async function pageAt(api: PlatformClient, slug: string, editor: boolean): Promise<Post> {
  const notFound = () => data(null, { status: 404 });
  const page = await publishedPageAt(api, slug);
  if (page) return page;
  if (!editor) throw notFound();
  return api.call(publishing.postUnpublishedBySlug, { slug }).catch((error: unknown) => {
    if (isPlatformError(error, 404) || isPlatformError(error, 400)) throw notFound();
    throw error;
  });
}

/** A blog post's view, with the texts as shown (in edit mode, the editor's draft). */
async function postView(
  api: PlatformClient,
  post: Post,
  shown: Pick<EditableFields, "title" | "body" | "mediaId">,
  locale: Locale,
) {
  const related = post.categories.length
    ? await api.call(cms.postFilterStandard, {
        display: "legacy",
        termIds: post.categories.map((c) => c.id),
        excludeIds: [post.id],
        limit: RELATED_POSTS,
        sort: { field: "published_at", direction: "desc" },
      })
    : { records: [] };
  const publishedAt = post.published_at ?? post.created_at;
  return {
    title: shown.title,
    author: post.post_author,
    publishedAt,
    date: postDate(publishedAt, locale),
    body: shown.body,
    // A picture chosen in a draft shows once published (only the published one is resolved).
    image: post.media && post.media.id === shown.mediaId ? toImageRef(post.media) : null,
    categories: categoryLabels(post, locale),
    related: related.records.map((r) => toPostCard(r, locale)),
    blogUrl: blogPath(locale),
  };
}

/** A blog post's comment form, and edit mode's buttons (spec section 2, `?editPage=true`: back-office users only). */
export async function action({ params, request, context }: Route.ActionArgs) {
  const editor = !!context.get(viewerContext)?.isBackofficeUser;
  const found = await pageAt(context.get(platformContext), params.slug ?? HOME_PAGE_SLUG, editor);
  const form = await request.formData();
  const path = new URL(request.url).pathname;
  const intent = form.get("intent");
  if (intent === "comment" && found.type.slug === "post" && found.status === "published")
    return commentAction(form, context, found.id, path);
  if (intent === "newsletter" || intent === "contact") return formAction(form, context, intent, path);
  if (intent === "cmsForm") return cmsFormAction(form, context, path);
  // Edit mode's buttons are a back-office user's; to anyone else a content page takes no posts.
  if (!editor) {
    const toLogin = editSessionEnded(form, context, path);
    if (toLogin) return toLogin;
    // An answer, not a fault, logged as the framework's own 405s are (entry.server handleError).
    log.info("request refused", { status: 405, reason: "Method Not Allowed", method: request.method, path });
    throw data(null, { status: 405, headers: { Allow: "GET, HEAD" } });
  }
  return editAction(form, context, { id: found.id, published: found.status === "published" }, path);
}

/**
 * A refused edit-mode save answers 400 or 409 with the form's typed values: the page's data is read
 * again all the same, so that the form opens on the version now saved (someone else's).
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionResult && typeof actionResult === "object" && "editRefusal" in actionResult) return true;
  return defaultShouldRevalidate;
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page, alternates, origin, post } = loaderData;
  const tags = seoMeta({
    matches,
    title: page.metaTitle,
    description: page.metaDescription,
    origin,
    path: page.url,
    alternates,
    type: post ? "article" : "website",
  });
  // The page's picture (its settings) is what a shared link shows.
  if (page.image) tags.push({ property: "og:image", content: origin + page.image });
  return tags;
}

export default function ContentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, sections, editing, comments, locale, post } = loaderData;
  const heroFirst = sections[0]?.type === "hero";
  const controls = editing && !editing.mobileView ? editing : null;
  const { submit, data: inlineAnswer } = useFetcher<typeof action>();
  const version = controls?.version;
  // An in-place save refused as someone else's change answers saying so (edit-mode.ts, `SavesInTurn`).
  const conflict =
    inlineAnswer && typeof inlineAnswer === "object" && "inlineConflict" in inlineAnswer
      ? inlineAnswer.inlineConflict
      : undefined;
  // In-place edits post the section texts form's intent, without leaving the page.
  const inline = useMemo<InlineEditor | null>(
    () =>
      version === undefined
        ? null
        : {
            conflict,
            save: (sectionId, texts) =>
              void submit(
                {
                  intent: "props",
                  inline: "true",
                  version,
                  sectionId,
                  ...Object.fromEntries(Object.entries(texts).map(([name, value]) => [`prop.${name}`, value])),
                },
                { method: "post" },
              ),
          },
    [version, submit, conflict],
  );
  const commentsBlock = comments ? (
    <PostComments
      {...comments}
      locale={locale}
      refused={actionData && "comment" in actionData ? actionData.comment : null}
    />
  ) : null;
  // Edit mode's controls speak the editor's own interface language; the page around them its own.
  const toolbar = controls ? (
    <InterfaceTranslations>
      <EditToolbar view={{ ...controls, title: page.title, path: page.url }} />
    </InterfaceTranslations>
  ) : null;
  // The page's sections, a blog post's below its body, with their edit controls in edit mode.
  const sectionsBlock = (
    <InlineEditContext.Provider value={inline}>
      <Sections
        sections={sections}
        controls={
          controls
            ? (section, index) => (
                <InterfaceTranslations>
                  <SectionControls
                    sectionId={section.id}
                    type={section.type}
                    props={section.props as Record<string, unknown>}
                    index={index}
                    count={sections.length}
                    version={controls.version}
                    mediaPicker={controls.mediaPicker}
                    recordPicker={controls.recordPicker}
                    forms={controls.forms}
                  />
                </InterfaceTranslations>
              )
            : undefined
        }
        itemControls={
          controls
            ? (section, index, item, count) => (
                <InterfaceTranslations>
                  <ItemControls
                    sectionId={section.id}
                    sectionIndex={index}
                    sectionType={section.type}
                    type={sectionItems[section.type]?.kind ?? ""}
                    props={itemProps(section, item)}
                    item={item}
                    count={count}
                    version={controls.version}
                    mediaPicker={controls.mediaPicker}
                  />
                </InterfaceTranslations>
              )
            : undefined
        }
      />
    </InlineEditContext.Provider>
  );
  if (post)
    return (
      <>
        {toolbar}
        <PostView post={post} sections={sectionsBlock}>
          {commentsBlock}
        </PostView>
      </>
    );
  return (
    <article>
      {toolbar}
      {heroFirst ? null : (
        <header className={css.container}>
          {/* Over the reading column when the page opens with one: a wrapper, as the column's width is in
              ch of body text (the heading's own ch would make it wider). */}
          <div className={opensWithReadingColumn(sections) ? css.prose : undefined}>
            <h1 className={css.pageTitle}>{page.title}</h1>
          </div>
        </header>
      )}
      {sectionsBlock}
    </article>
  );
}
