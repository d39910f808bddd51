/**
 * What links to a page (a PAGE_IN_USE refusal's details, a changed address's `linkedBy`) as the
 * back office's messages name it: every title in the text, and for each linking page or post a link
 * to edit it (decision 0074): in place at its address when it is published, else its history in
 * the back office (an unpublished page has no address to edit it at).
 */
import type { PageUse } from "#server/contract/publishing";
import type { Locale } from "#server/contract/urls";
import { adminPath } from "~/lib/admin-paths";
import type { TFunction } from "~/lib/i18n";
import type { Toast } from "./toast";

/** A toast with links stays long enough to follow one (it can be closed sooner). */
const TOAST_WITH_LINKS_MS = 20_000;

export function pageUsesOf(details: unknown): PageUse[] {
  return Array.isArray(details) ? (details as PageUse[]) : [];
}

/** The titles of what links to the page, for a message's `uses`. */
export const pageUseTitles = (uses: PageUse[]) => uses.map((use) => use.title || use.name).join(", ");

/** A link to edit a linking page: a translation key with its values, and a path of this site. */
export type PageUseLink = NonNullable<Toast["links"]>[number];

/**
 * The links to edit the linking pages, at most 10: each published one in place at its address, an
 * unpublished one at its history. The one list the refusals' toasts and the address form's refusal
 * show (decision 0079).
 */
export function linkingPageLinks(uses: PageUse[], locale: Locale): PageUseLink[] {
  return uses
    .flatMap((use) =>
      use.post
        ? [
            {
              key: "admin.pageLinks.edit",
              values: { title: use.title || use.name },
              href: use.post.published ? `${use.name}?editPage=true` : `${adminPath(locale, "pages")}/${use.post.id}`,
            },
          ]
        : [],
    )
    .slice(0, 10);
}

/** Links as a page shows them: each label in the reader's language (a toast's, a refusal's). */
export const labelledLinks = (links: readonly PageUseLink[], t: TFunction) =>
  links.map((link) => ({ label: t(link.key, link.values), href: link.href }));

/** The toast's part naming the linking pages: their edit links, and the time to follow one. */
export function linkingPagesToast(uses: PageUse[], locale: Locale): Pick<Toast, "links" | "duration"> {
  const links = linkingPageLinks(uses, locale);
  return links.length ? { links, duration: TOAST_WITH_LINKS_MS } : {};
}
