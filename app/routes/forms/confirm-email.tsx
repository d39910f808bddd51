import { data, redirect } from "react-router";
import type { Route } from "./+types/confirm-email";
import { forms } from "#server/contract";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { isPlatformError } from "~/.server/platform";
import * as sections from "~/components/cms/sections.css";
import { useTranslation, type TranslationHandle } from "~/lib/i18n";
import { safeRedirect } from "~/lib/safe-redirect";
import { pageTitle } from "~/lib/seo";

export const handle: TranslationHandle = { i18n: ["contact"] };

/**
 * The confirm-email page (spec sections 2 and 4, /confirm-email, /hr/potvrdi-email): the link of a
 * double opt-in mail, used once. Its goal: a message shown, a URL gone to (this site's only), or a
 * file to download. Without a known token: 404 'goal or goalType were not defined'.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const t = tFor(locale);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const title = t("contact.confirm.title");
  if (token.length < 10) throw data({ message: t("contact.confirm.notDefined") }, { status: 404 });
  try {
    const confirmed = await context.get(platformContext).call(forms.confirmEmail, { token });
    if (confirmed.goalType === "url") throw redirect(safeRedirect(confirmed.goal, "/"), 303);
    return {
      title,
      goalType: confirmed.goalType,
      message:
        confirmed.goalType === "message"
          ? t(`contact.confirm.${confirmed.goal}`, { defaultValue: confirmed.goal })
          : null,
      // A file of this site only (a path, not `//host` or `/\host`).
      file: confirmed.goalType === "file" && /^\/(?![/\\])\S*$/.test(confirmed.goal) ? confirmed.goal : null,
      email: confirmed.confirmedEmail,
    };
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isPlatformError(error, 410))
      return data(
        {
          title,
          goalType: "message" as const,
          message: t(error.code === "OPT_IN_EXPIRED" ? "contact.confirm.expired" : "contact.confirm.used"),
          file: null,
          email: null,
        },
        { status: 410 },
      );
    if (isPlatformError(error, 404)) throw data({ message: t("contact.confirm.notDefined") }, { status: 404 });
    throw error;
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitle(loaderData?.title ?? "", matches) }, { name: "robots", content: "noindex" }];
}

export default function ConfirmEmail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className={`${sections.section} ${sections.container}`} data-testid="confirm-email">
      <h1>{loaderData.title}</h1>
      {loaderData.message ? <p data-testid="confirm-message">{loaderData.message}</p> : null}
      {loaderData.file ? (
        <p>
          {t("contact.confirm.downloading")}{" "}
          <a href={loaderData.file} download data-testid="confirm-download">
            {t("contact.confirm.download")}
          </a>
        </p>
      ) : null}
    </section>
  );
}
