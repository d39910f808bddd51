/**
 * What links to a page (a PAGE_IN_USE refusal's details, a changed address's `linkedBy`) as the
 * back office's messages name it: every title in the text, and a link to edit each: a linking page
 * or post in place at its address when it is published, else its history in the back office (an
 * unpublished page has no address to edit it at) (decision 0074); a menu link its navigation tree,
 * an element its page, in the back office of their language.
 */
import type { PageUse } from "#server/contract/publishing";
import type { Locale } from "#server/contract/urls";
import { adminNavigationPath, adminPath, adminTemplatePath } from "~/lib/admin-paths";
import type { TFunction } from "~/lib/i18n";
import type { Toast } from "./toast";

/** A toast with links stays long enough to follow one (it can be closed sooner). */
const TOAST_WITH_LINKS_MS = 20_000;

export function pageUsesOf(details: unknown): PageUse[] {
  return Array.isArray(details) ? (details as PageUse[]) : [];
}

/**
 * How a message names one use: its title, a menu link's with its menu ("About us (Main menu)"), so
 * the same link in two menus reads as two entries.
 */
function useLabel(use: PageUse, t: TFunction): string {
  const title = use.title || use.name;
  return use.kind === "navigation" ? t("admin.pageLinks.menuLink", { title, menu: menuName(use, t) }) : title;
}

/** A menu link's menu (its navigation tree), by its name in the back office. */
const menuName = (use: PageUse, t: TFunction) => t(`admin.navigation.tree.${use.name}`);

/** What links to the page, each named once, for a message's `uses` (in `t`'s language: the interface's). */
export const pageUseTitles = (uses: PageUse[], t: TFunction) =>
  [...new Set(uses.map((use) => useLabel(use, t)))].join(", ");

/** A link to edit a linking page: a translation key with its values, and a path of this site. */
export type PageUseLink = NonNullable<Toast["links"]>[number];

/** The link to edit one use: where it is edited, and its label (a menu link's names its menu). */
function editLink(use: PageUse, locale: Locale, t: TFunction): PageUseLink | null {
  const values = { title: use.title || use.name };
  const language = use.language ?? locale;
  if (use.post) {
    const href = use.post.published ? `${use.name}?editPage=true` : `${adminPath(locale, "pages")}/${use.post.id}`;
    return { key: "admin.pageLinks.edit", values, href };
  }
  if (use.kind === "navigation")
    return {
      key: "admin.pageLinks.editMenuLink",
      values: { ...values, menu: menuName(use, t) },
      href: adminNavigationPath(language, use.name),
    };
  if (use.kind === "element")
    return { key: "admin.pageLinks.edit", values, href: adminTemplatePath(language, use.name) };
  return null;
}

/**
 * The links to edit what links to the page, at most 10: a published page or post in place at its
 * address, an unpublished one at its history, a menu link at its tree, an element at its page. The
 * one list the refusals' toasts and the address form's refusal show (decision 0079).
 */
export function linkingPageLinks(uses: PageUse[], locale: Locale, t: TFunction): PageUseLink[] {
  return uses.flatMap((use) => editLink(use, locale, t) ?? []).slice(0, 10);
}

/** Links as a page shows them: each label in the reader's language (a toast's, a refusal's). */
export const labelledLinks = (links: readonly PageUseLink[], t: TFunction) =>
  links.map((link) => ({ label: t(link.key, link.values), href: link.href }));

/** The toast's part naming the linking pages: their edit links, and the time to follow one. */
export function linkingPagesToast(uses: PageUse[], locale: Locale, t: TFunction): Pick<Toast, "links" | "duration"> {
  const links = linkingPageLinks(uses, locale, t);
  return links.length ? { links, duration: TOAST_WITH_LINKS_MS } : {};
}
