import { redirect, type RouterContextProvider } from "react-router";
import { publishing } from "#server/contract";
import type { PageUse } from "#server/contract/publishing";
import { platformContext } from "~/.server/context";
import { isPlatformError } from "~/.server/platform";
import { sendToast } from "~/.server/toast";
import { refusalKey } from "./admin.server";

/** The forms of a page's row that take it off the site or put it back (docs/decisions/0055-deleting-pages.md). */
export const pageRemovalIntents = new Set(["unpublish", "republish", "delete"]);

const done = {
  unpublish: "admin.pages.done.unpublished",
  republish: "admin.pages.done.republished",
  delete: "admin.pages.done.deleted",
} as const;

/**
 * Unpublishes, publishes again or deletes the page the form names, then back to the list with a
 * toast: what was done, or why not (the home page; what links to the page, named by its titles).
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
    else await api.call(publishing.postDelete, { id });
    sendToast(context, { type: "success", key: done[intent] });
  } catch (error) {
    if (isPlatformError(error) && error.code === "PAGE_IN_USE") {
      const uses = Array.isArray(error.details) ? (error.details as PageUse[]) : [];
      sendToast(context, {
        type: "error",
        key: "admin.pages.errors.pageInUse",
        values: { uses: uses.map((use) => use.title || use.name).join(", ") },
      });
    } else if (isPlatformError(error) && error.code === "HOME_PAGE_PROTECTED")
      sendToast(context, { type: "error", key: "admin.pages.errors.homePageProtected" });
    else sendToast(context, { type: "error", key: refusalKey(error) });
  }
  return redirect(back, { status: 303 });
}
