import { cmsMessages, optionValueValid, type CmsOption } from "#server/contract/cms";
import { mediaMessages } from "#server/contract/media";
import type { Locale } from "#server/contract/urls";
import type { DbOrTx } from "#server/db";
import type { Services } from "#server/services";
import { invalidatePosts } from "../content";
import { mediaByIds } from "../media";
import { DomainError } from "../errors";
import type { Scope } from "../scope";
import { shownSitePassword, SITE_PASSWORD_KEY, storedSitePassword } from "./site-password";

/**
 * Options, elements and navigation are read on every page: each is memoized per site and language
 * under its tag (`cms-options`, `cms-elements`, `cms-navigation`), and every live write drops the
 * tag (in every process: server/cache.ts), so the next request reads the change.
 */
const OPTIONS = "cms-options";

/** The CMS options of a language: a language-specific value wins over the one for all languages. */
export async function listOptions(
  services: Services,
  { site, language }: Scope,
  keys?: string[],
): Promise<CmsOption[]> {
  const all = await services.cache.get(OPTIONS, `${site.id}:${language}`, async () => {
    const rows = await services.db
      .selectFrom("cms_options")
      .selectAll()
      .where("site_id", "=", site.id)
      .where((eb) => eb.or([eb("language_code", "is", null), eb("language_code", "=", language)]))
      .orderBy("key")
      .execute();
    const media = await mediaByIds(
      services,
      site,
      language,
      rows.map((r) => r.media_id).filter((id): id is number => id !== null),
    );
    const byKey = new Map<string, CmsOption & { specific: boolean }>();
    for (const r of rows) {
      const specific = r.language_code !== null;
      const existing = byKey.get(r.key);
      if (existing && existing.specific && !specific) continue;
      byKey.set(r.key, {
        id: r.id,
        key: r.key,
        // The site password's hash never leaves the platform: its readers get a fingerprint.
        value: r.key === SITE_PASSWORD_KEY ? shownSitePassword(r.value) : r.value,
        media: r.media_id ? (media.get(r.media_id) ?? null) : null,
        specific,
      });
    }
    return [...byKey.values()].map(({ specific: _, ...option }) => option);
  });
  return keys?.length ? all.filter((o) => keys.includes(o.key)) : all;
}

/** One option to save: its value for one language, or for every language (`language` null). */
export interface OptionWrite {
  key: string;
  value: string;
  language: Locale | null;
  /** A media item of the site the option shows (the Logo); null: none. */
  mediaId?: number | null;
}

export async function setOption(
  services: Services,
  scope: Scope,
  key: string,
  value: string,
  language: Locale | null = null,
  mediaId: number | null = null,
) {
  await setOptions(services, scope, [{ key, value, language, mediaId }]);
}

/**
 * Saves options together, in one transaction: all or none. A typed option's value is checked first
 * (`typedOptions`, server/contract/cms.ts). Then the options' memo is dropped, in every process.
 */
export async function setOptions(services: Services, { site: { id: siteId } }: Scope, writes: OptionWrite[]) {
  const seen = new Set<string>();
  for (const { key, value, language } of writes) {
    if (!optionValueValid(key, value)) throw new DomainError(cmsMessages.optionValueInvalid, 400);
    const slot = `${key}\n${language ?? ""}`;
    if (seen.has(slot)) throw new DomainError(cmsMessages.optionValueInvalid, 400);
    seen.add(slot);
    // The site password is one for every language: its check reads that one.
    if (key === SITE_PASSWORD_KEY && language !== null) throw new DomainError(cmsMessages.optionValueInvalid, 400);
  }
  // Hashed before the transaction: scrypt takes its time, and the transaction holds SQLite's one connection.
  const values = await Promise.all(
    writes.map(({ key, value }) => (key === SITE_PASSWORD_KEY ? storedSitePassword(value) : value)),
  );
  await services.db.transaction().execute(async (tx) => {
    for (const [index, { key, language, mediaId = null }] of writes.entries()) {
      const value = values[index];
      if (mediaId !== null) {
        const media = await tx
          .selectFrom("media")
          .select("id")
          .where("site_id", "=", siteId)
          .where("id", "=", mediaId)
          .executeTakeFirst();
        if (!media) throw new DomainError(mediaMessages.mediaNotFound, 404);
      }
      let query = tx.deleteFrom("cms_options").where("site_id", "=", siteId).where("key", "=", key);
      query =
        language === null ? query.where("language_code", "is", null) : query.where("language_code", "=", language);
      await query.execute();
      await tx
        .insertInto("cms_options")
        .values({ site_id: siteId, key, value, language_code: language, media_id: mediaId })
        .execute();
    }
  });
  invalidateOptions(services);
  // Which page is the home page is remembered with the posts.
  if (writes.some((w) => w.key === "HomePageSlug")) invalidatePosts(services);
}

export function invalidateOptions(services: Services): void {
  services.cache.invalidate(OPTIONS);
}

/**
 * Where mail for the shop goes (form submissions, new orders): the CMS option SendEmailTo in a
 * language (its value for all languages otherwise), else shop@ the site's host. Read through `db`, so
 * a transaction asks inside itself (a read beside it would wait for it on SQLite's one connection).
 */
export async function shopAddress(db: DbOrTx, site: { id: number; url: string }, language: Locale): Promise<string> {
  const rows = await db
    .selectFrom("cms_options")
    .select(["language_code", "value"])
    .where("site_id", "=", site.id)
    .where("key", "=", "SendEmailTo")
    .where((eb) => eb.or([eb("language_code", "is", null), eb("language_code", "=", language)]))
    .execute();
  const chosen = rows.find((r) => r.language_code !== null) ?? rows[0];
  return chosen?.value?.trim() || `shop@${new URL(site.url).hostname}`;
}
