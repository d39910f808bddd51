import type { Hono } from "hono";
import { publishing as contract } from "#server/contract";
import {
  changePostSlug,
  compareRevisions,
  createPage,
  createTranslation,
  deleteBlogCategory,
  deletePost,
  listBlogCategories,
  saveBlogCategory,
  linkTranslation,
  listBackofficePosts,
  listDeletedPosts,
  purgePost,
  listRevisions,
  listTranslations,
  postForEditing,
  publishPost,
  republishPost,
  restorePost,
  restoreRevision,
  savePost,
  setPostCategories,
  unlinkTranslation,
  unpublishPost,
} from "#server/modules/publishing";
import { unpublishedPost } from "#server/modules/content";
import { cmsMessages } from "#server/contract/cms";
import { notFound } from "../errors";
import { mount, type PlatformEnv } from "../mount";
import { requireBackoffice } from "../scope";

/** Drafts, publishing and revisions of pages and posts: back-office users only. */
export function mountPublishing(app: Hono<PlatformEnv>): void {
  mount(app, contract.postCreate, (input, s) => createPage(s.services, requireBackoffice(s), input));
  mount(
    app,
    contract.postUnpublishedBySlug,
    async (input, s) => {
      const found = await unpublishedPost(s.services, requireBackoffice(s), input.slug);
      if (!found) throw notFound(cmsMessages.pageNotFound);
      return found;
    },
    { noStore: true },
  );
  mount(app, contract.postEdit, (input, s) => postForEditing(s.services, requireBackoffice(s), input.id), {
    noStore: true,
  });
  mount(app, contract.postUpdate, ({ id, version, ...changes }, s) =>
    savePost(s.services, requireBackoffice(s), id, version, changes),
  );
  mount(app, contract.postCategoriesSet, (input, s) =>
    setPostCategories(s.services, requireBackoffice(s), input.id, input.termIds),
  );
  mount(app, contract.blogCategoriesList, async (_input, s) => ({
    categories: await listBlogCategories(s.services, requireBackoffice(s)),
  }));
  mount(app, contract.blogCategorySave, (input, s) => saveBlogCategory(s.services, requireBackoffice(s), input));
  mount(app, contract.blogCategoryDelete, async (input, s) => {
    await deleteBlogCategory(s.services, requireBackoffice(s), input.group);
    return { deleted: true as const };
  });
  mount(app, contract.postPublish, (input, s) =>
    publishPost(s.services, requireBackoffice(s), input.id, input.version),
  );
  mount(app, contract.postRevisions, async (input, s) => ({
    revisions: await listRevisions(s.services, requireBackoffice(s), input.id),
  }));
  mount(app, contract.revisionCompare, async (input, s) => ({
    changes: await compareRevisions(s.services, requireBackoffice(s), input.from, input.to),
  }));
  mount(app, contract.revisionRestore, (input, s) =>
    restoreRevision(s.services, requireBackoffice(s), input.id, input.version),
  );
  mount(app, contract.translationList, (input, s) => listTranslations(s.services, requireBackoffice(s), input.id), {
    noStore: true,
  });
  mount(app, contract.translationCreate, ({ id, ...input }, s) =>
    createTranslation(s.services, requireBackoffice(s), id, input),
  );
  mount(app, contract.translationLinkExisting, (input, s) =>
    linkTranslation(s.services, requireBackoffice(s), input.id, input.translationId),
  );
  mount(app, contract.translationUnlink, (input, s) => unlinkTranslation(s.services, requireBackoffice(s), input.id));
  mountPageRemoval(app);
}

/** Listing pages with their status, unpublishing, publishing again and deleting (decision 0055); restoring and purging deleted ones (decision 0066). */
function mountPageRemoval(app: Hono<PlatformEnv>): void {
  mount(
    app,
    contract.postBackofficeList,
    async (input, s) => ({ records: await listBackofficePosts(s.services, requireBackoffice(s), input) }),
    { noStore: true },
  );
  mount(app, contract.postUnpublish, (input, s) => unpublishPost(s.services, requireBackoffice(s), input.id));
  mount(app, contract.postRepublish, (input, s) => republishPost(s.services, requireBackoffice(s), input.id));
  mount(app, contract.postDelete, (input, s) => deletePost(s.services, requireBackoffice(s), input.id));
  // A page's address (decision 0065).
  mount(app, contract.postSlugChange, ({ id, ...input }, s) =>
    changePostSlug(s.services, requireBackoffice(s), id, input),
  );
  mount(
    app,
    contract.postDeletedList,
    async (_input, s) => ({ records: await listDeletedPosts(s.services, requireBackoffice(s)) }),
    { noStore: true },
  );
  mount(app, contract.postRestore, (input, s) => restorePost(s.services, requireBackoffice(s), input.id));
  mount(app, contract.postPurge, (input, s) => purgePost(s.services, requireBackoffice(s), input.id));
}
