import { data } from "react-router";
import type { Route } from "./+types/changelog";
import { config } from "~/.server/config";
import { localeContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { changelogHtml } from "~/.server/dev-docs";
import { DevPage, Markdown } from "~/components/dev/Markdown";
import { useTranslation, type TranslationHandle } from "~/lib/i18n";

export const handle: TranslationHandle = { i18n: ["dev"] };

/** The release notes (the developer menu's changelog): CHANGELOG.md, outside production only. */
export async function loader({ context }: Route.LoaderArgs) {
  if (config.isProduction) throw data(null, { status: 404 });
  const html = await changelogHtml();
  if (html === null) throw data(null, { status: 404 });
  return { title: tFor(context.get(localeContext))("dev.changelog.title"), html };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex" }] : [];
}

export default function Changelog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <DevPage>
      <p>{t("dev.changelog.intro")}</p>
      <Markdown html={loaderData.html} />
    </DevPage>
  );
}
