/**
 * What links to a page (a PAGE_IN_USE refusal's details, a changed address's `linkedBy`) as the
 * back office's messages name it: every title in the text, and for each linking page or post a link
 * to edit it (decision 0074): in place at its address when it is published, else its history in
 * the back office (an unpublished page has no address to edit it at).
 */
import type { PageUse } from "#server/contract/publishing";
import type { Locale } from "#server/contract/urls";
import { adminPath } from "~/lib/admin-paths";
import type { Toast } from "./toast";

/** A toast with links stays long enough to follow one (it can be closed sooner). */
const TOAST_WITH_LINKS_MS = 20_000;

export function pageUsesOf(details: unknown): PageUse[] {
  return Array.isArray(details) ? (details as PageUse[]) : [];
}

/** The titles of what links to the page, for a message's `uses`. */
export const pageUseTitles = (uses: PageUse[]) => uses.map((use) => use.title || use.name).join(", ");

/** The toast's part naming the linking pages: their edit links, and the time to follow one. */
export function linkingPagesToast(uses: PageUse[], locale: Locale): Pick<Toast, "links" | "duration"> {
  const links = uses.flatMap((use) =>
    use.post
      ? [
          {
            key: "admin.pageLinks.edit",
            values: { title: use.title || use.name },
            href: use.post.published ? `${use.name}?editPage=true` : `${adminPath(locale, "pages")}/${use.post.id}`,
          },
        ]
      : [],
  );
  return links.length ? { links: links.slice(0, 10), duration: TOAST_WITH_LINKS_MS } : {};
}
