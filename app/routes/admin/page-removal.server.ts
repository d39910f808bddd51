import { redirect, type RouterContextProvider } from "react-router";
import { publishing } from "#server/contract";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { linkingPagesToast, pageUsesOf, pageUseTitles } from "~/.server/page-uses";
import { isPlatformError } from "~/.server/platform";
import { sendToast } from "~/.server/toast";
import { refusalKey } from "./admin.server";

/** The forms of a page's row that take it off the site or put it back (docs/decisions/0055-deleting-pages.md). */
export const pageRemovalIntents = new Set(["unpublish", "republish", "delete", "restore", "purge"]);

const done = {
  unpublish: "admin.pages.done.unpublished",
  republish: "admin.pages.done.republished",
  delete: "admin.pages.done.deleted",
  restore: "admin.pages.done.restored",
  purge: "admin.pages.done.purged",
} as const;

/**
 * Unpublishes, publishes again, deletes, restores or deletes for good (decision 0066) the page the
 * form names, then back to the list with a toast: what was done, or why not (the home page; what
 * links to the page, named by its titles, with links to edit the linking pages; the address another
 * page took meanwhile).
 * A plain form post and a redirect, so it works without JavaScript.
 */
export async function pageRemovalAction(
  context: Readonly<RouterContextProvider>,
  back: string,
  form: FormData,
): Promise<Response> {
  const intent = String(form.get("intent")) as keyof typeof done;
  const id = Number(form.get("id"));
  if (!Number.isInteger(id) || id <= 0) throw new Response(null, { status: 400 });
  const api = context.get(platformContext);
  try {
    if (intent === "unpublish") await api.call(publishing.postUnpublish, { id });
    else if (intent === "republish") await api.call(publishing.postRepublish, { id });
    else if (intent === "delete") await api.call(publishing.postDelete, { id });
    else if (intent === "restore") await api.call(publishing.postRestore, { id });
    else await api.call(publishing.postPurge, { id });
    sendToast(context, { type: "success", key: done[intent] });
  } catch (error) {
    if (isPlatformError(error) && error.code === "PAGE_IN_USE") {
      const uses = pageUsesOf(error.details);
      // Named in the interface's language, the toast's (root.tsx).
      const t = tFor(interfaceLocale(context));
      sendToast(context, {
        type: "error",
        key: "admin.pages.errors.pageInUse",
        values: { uses: pageUseTitles(uses, t) },
        ...linkingPagesToast(uses, context.get(localeContext), t),
      });
    } else if (isPlatformError(error) && error.code === "PAGE_ADDRESS_TAKEN") {
      const details = error.details as { url?: unknown } | undefined;
      sendToast(context, {
        type: "error",
        key: "admin.pages.errors.addressTaken",
        values: { url: typeof details?.url === "string" ? details.url : "" },
      });
    } else if (isPlatformError(error) && error.code === "HOME_PAGE_PROTECTED")
      sendToast(context, { type: "error", key: "admin.pages.errors.homePageProtected" });
    else sendToast(context, { type: "error", key: refusalKey(error) });
  }
  return redirect(back, { status: 303 });
}
