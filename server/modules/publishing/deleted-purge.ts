/**
 * Deleted pages and posts are deleted for good DELETED_PAGE_PURGE_DAYS days after their deletion
 * (docs/decisions/0069-purging-deleted-pages.md), as a trash is emptied: a job started with the
 * platform looks every minute for the ones deleted before then, on every site, and purges each with
 * `purgeDeleted`, the code of "Delete permanently" (one transaction per page). The jobs module runs
 * a pass once per period across the processes; a page restored meanwhile is seen no longer deleted
 * in its transaction and stays.
 */
import { DELETED_PAGE_PURGE_DAYS } from "#server/contract/publishing";
import type { Services } from "#server/services";
import { startMinutelyJob, type Job } from "../jobs";
import { purgeDeleted } from "./removal";

const DAY_MS = 24 * 60 * 60_000;

/** One pass: purges the pages and posts deleted more than DELETED_PAGE_PURGE_DAYS ago (`now` for tests); answers their ids. */
export async function purgeLongDeleted(services: Services, options: { now?: number } = {}): Promise<number[]> {
  const deletedBefore = new Date((options.now ?? Date.now()) - DELETED_PAGE_PURGE_DAYS * DAY_MS).toISOString();
  const due = await services.db
    .selectFrom("posts")
    .select(["id", "site_id"])
    .where("status", "=", "deleted")
    .where("updated_at", "<", deletedBefore)
    .orderBy("id")
    .execute();
  const purged: number[] = [];
  for (const post of due) if (await purgeDeleted(services, post.site_id, post.id, deletedBefore)) purged.push(post.id);
  if (purged.length)
    services.log.info(`deleted pages purged ${DELETED_PAGE_PURGE_DAYS} days after their deletion`, { posts: purged });
  return purged;
}

/** Starts the job (every minute). */
export function startDeletedPagePurge(services: Services): Job {
  return startMinutelyJob(services, "deleted page purge", () => purgeLongDeleted(services));
}
