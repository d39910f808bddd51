import { data, redirect } from "react-router";
import type { Route } from "./+types/interface-language";
import { accounts } from "#server/contract";
import { isLocale } from "#server/contract/urls";
import { localeContext, platformContext } from "~/.server/context";
import { sendToast } from "~/.server/toast";
import { refusalKey, requireBackofficeViewer } from "~/routes/admin/admin.server";
import { adminPath } from "~/lib/admin-paths";
import { safeRedirect } from "~/lib/safe-redirect";

/**
 * POST /_actions/interface-language, the back office's "My settings" (docs/decisions/0060): the
 * language the back office and edit mode's controls speak to this back-office user, stored as their
 * global language setting; empty forgets it (the URL's language speaks again). Back to the page the
 * form was on (a safe path only), with a toast in the language just chosen.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireBackofficeViewer(request, context);
  const form = await request.formData();
  const asked = String(form.get("language") ?? "");
  if (asked !== "" && !isLocale(asked)) throw data(null, { status: 400 });
  const back = safeRedirect(form.get("back"), adminPath(context.get(localeContext)));
  try {
    await context.get(platformContext).call(accounts.interfaceLanguageSet, { language: asked === "" ? null : asked });
    sendToast(context, { type: "success", key: "admin.interfaceLanguage.saved" });
  } catch (error) {
    sendToast(context, { type: "error", key: refusalKey(error) });
  }
  return redirect(back, { status: 303 });
}

export function loader() {
  throw data(null, { status: 405 });
}
