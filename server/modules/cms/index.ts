import type { Selectable } from "kysely";
import type { CmsElement, CmsOption, NavigationLink, NavigationTreeId } from "#server/contract/cms";
import type { CmsElementsTable } from "#server/db/schema";
import { linkAttributes, linkPath } from "#server/contract/links";
import type { Locale } from "#server/contract/urls";
import type { Services } from "#server/services";
import { mediaByIds } from "../media";
import type { Scope } from "../scope";

/**
 * Options, elements and navigation are read on every page: each is memoized per site and language
 * under its tag, and every write here drops the tag (in every process: server/cache.ts), so the
 * next request reads the change.
 */
const OPTIONS = "cms-options";
const ELEMENTS = "cms-elements";
const NAVIGATION = "cms-navigation";

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
        value: r.value,
        media: r.media_id ? (media.get(r.media_id) ?? null) : null,
        specific,
      });
    }
    return [...byKey.values()].map(({ specific: _, ...option }) => option);
  });
  return keys?.length ? all.filter((o) => keys.includes(o.key)) : all;
}

export async function setOption(
  services: Services,
  { site: { id: siteId } }: Scope,
  key: string,
  value: string,
  language: Locale | null = null,
) {
  await services.db.transaction().execute(async (tx) => {
    let query = tx.deleteFrom("cms_options").where("site_id", "=", siteId).where("key", "=", key);
    query = language === null ? query.where("language_code", "is", null) : query.where("language_code", "=", language);
    await query.execute();
    await tx
      .insertInto("cms_options")
      .values({ site_id: siteId, key, value, language_code: language, media_id: null })
      .execute();
  });
  invalidateOptions(services);
}

export function invalidateOptions(services: Services): void {
  services.cache.invalidate(OPTIONS);
}

const parseObject = (text: string) => JSON.parse(text) as Record<string, unknown>;

export async function elementsByHandlers(
  services: Services,
  { site, language }: Scope,
  handlers: string[],
): Promise<CmsElement[]> {
  const all = await services.cache.get(ELEMENTS, `${site.id}:${language}`, async () => {
    const rows = await services.db
      .selectFrom("cms_elements")
      .selectAll()
      .where("site_id", "=", site.id)
      .where("language_code", "=", language)
      .execute();
    return rows.map(toElement);
  });
  return handlers.flatMap((h) => all.filter((e) => e.handler === h));
}

function toElement(r: Selectable<CmsElementsTable>): CmsElement {
  return {
    id: r.id,
    title: r.title,
    handler: r.handler,
    type: r.type,
    language_code: r.language_code,
    slug: r.slug,
    meta: parseObject(r.meta),
    mobileMeta: parseObject(r.mobile_meta),
    options: parseObject(r.options),
    mobileOptions: parseObject(r.mobile_options),
    parts: JSON.parse(r.parts) as Record<string, unknown>[],
    created_at: r.created_at,
  };
}

export interface ElementChanges {
  title?: string;
  meta?: Record<string, unknown>;
  mobileMeta?: Record<string, unknown>;
  options?: Record<string, unknown>;
  mobileOptions?: Record<string, unknown>;
  parts?: Record<string, unknown>[];
}

/** Changes an element of the site (spec section 7, element/update); null when the site has no such element. */
export async function updateElement(
  services: Services,
  { site: { id: siteId } }: Scope,
  id: number,
  changes: ElementChanges,
): Promise<CmsElement | null> {
  const json = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));
  const updated = await services.db
    .updateTable("cms_elements")
    .set({
      title: changes.title,
      meta: json(changes.meta),
      mobile_meta: json(changes.mobileMeta),
      options: json(changes.options),
      mobile_options: json(changes.mobileOptions),
      parts: json(changes.parts),
      updated_at: new Date().toISOString(),
    })
    .where("site_id", "=", siteId)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  if (!updated) return null;
  invalidateElements(services);
  return toElement(updated);
}

export function invalidateElements(services: Services): void {
  services.cache.invalidate(ELEMENTS);
}

export async function navigationTree(
  services: Services,
  { site, language }: Scope,
  tree: NavigationTreeId,
): Promise<NavigationLink[]> {
  return services.cache.get(NAVIGATION, `${site.id}:${language}:${tree}`, async () => {
    const rows = await services.db
      .selectFrom("navigation_links")
      .selectAll()
      .where("site_id", "=", site.id)
      .where("language_code", "=", language)
      .where("tree", "=", tree)
      .orderBy("position")
      .orderBy("id")
      .execute();
    const nodes = new Map<number, NavigationLink>();
    for (const r of rows) {
      const { href, external } = linkPath(r.link_type, r.link_value, language, services.log);
      const attributes = linkAttributes(external, r.rel, r.target);
      nodes.set(r.id, {
        id: r.id,
        name: r.name,
        title: r.title,
        link: { type: r.link_type, value: r.link_value },
        formattedPath: href,
        externalLink: external,
        rel: attributes.rel ?? "",
        target: attributes.target ?? "",
        children: [],
      });
    }
    const roots: NavigationLink[] = [];
    for (const r of rows) {
      const node = nodes.get(r.id)!;
      const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
      (parent ? parent.children : roots).push(node);
    }
    return roots;
  });
}

export function invalidateNavigation(services: Services): void {
  services.cache.invalidate(NAVIGATION);
}

/** Renames a navigation link of the site (its label and its title); null when the site has no such link. */
export async function updateNavigationLink(
  services: Services,
  { site: { id: siteId } }: Scope,
  id: number,
  changes: { name?: string; title?: string },
): Promise<{ id: number; tree: string; name: string; title: string } | null> {
  const updated = await services.db
    .updateTable("navigation_links")
    .set({ name: changes.name, title: changes.title })
    .where("site_id", "=", siteId)
    .where("id", "=", id)
    .returning(["id", "tree", "name", "title"])
    .executeTakeFirst();
  if (!updated) return null;
  invalidateNavigation(services);
  return updated;
}
