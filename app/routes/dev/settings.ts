import { data, redirect } from "react-router";
import type { Route } from "./+types/settings";
import { config } from "~/.server/config";
import { secureFor } from "~/.server/cookies";
import { devDomainCookie, isDomainUrl } from "~/.server/dev-domain";
import { devSectionsCookie, sectionToolOn } from "~/.server/dev-menu";
import { safeRedirect } from "~/lib/safe-redirect";

/**
 * The developer menu's forms (outside production only): `intent=domain` chooses the site by one of
 * its domains (an empty domain goes back to the storefront's own), `intent=sections` turns the
 * section tool on or off. Each answer goes back to the page the form was on.
 */
export async function action({ request }: Route.ActionArgs) {
  if (config.isProduction) throw data(null, { status: 404 });
  const form = await request.formData();
  const headers = new Headers();
  const secure = secureFor(request);
  const intent = form.get("intent");
  if (intent === "domain") {
    const domain = form.get("domain");
    if (domain === "") headers.append("Set-Cookie", await devDomainCookie.serialize("", { ...secure, maxAge: 0 }));
    else if (isDomainUrl(domain)) headers.append("Set-Cookie", await devDomainCookie.serialize(domain, secure));
    else throw data(null, { status: 400 });
  } else if (intent === "sections") {
    const on = await sectionToolOn(request);
    headers.append(
      "Set-Cookie",
      on
        ? await devSectionsCookie.serialize("", { ...secure, maxAge: 0 })
        : await devSectionsCookie.serialize(true, secure),
    );
  } else throw data(null, { status: 400 });
  return redirect(safeRedirect(form.get("redirectTo")), { status: 303, headers });
}

export function loader() {
  throw data(null, { status: 405 });
}
