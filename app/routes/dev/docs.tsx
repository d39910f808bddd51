import { data } from "react-router";
import type { Route } from "./+types/docs";
import { config } from "~/.server/config";
import { localeContext } from "~/.server/context";
import { docHtml, listDocs } from "~/.server/dev-docs";
import { tFor } from "~/.server/i18n";
import { DevPage, Markdown } from "~/components/dev/Markdown";
import { devPath } from "~/lib/dev-menu";
import { useTranslation, type TranslationHandle } from "~/lib/i18n";

export const handle: TranslationHandle = { i18n: ["dev"] };

/**
 * The documentation (the developer menu's link): the list of docs/*.md and docs/decisions/*.md, or
 * one of them rendered, outside production only.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (config.isProduction) throw data(null, { status: 404 });
  const locale = context.get(localeContext);
  const base = devPath(locale, "docs");
  const name = params["*"]?.replace(/\/+$/, "");
  if (!name) return { title: tFor(locale)("dev.docs.title"), base, docs: await listDocs(), doc: null };
  const doc = await docHtml(name, base);
  if (!doc) throw data(null, { status: 404 });
  return { title: doc.title, base, docs: null, doc };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex" }] : [];
}

export default function Docs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { base, docs, doc } = loaderData;
  return (
    <DevPage>
      {doc ? (
        <>
          <p>
            <a href={base}>{t("dev.docs.back")}</a>
          </p>
          <Markdown html={doc.html} />
        </>
      ) : (
        <>
          <h1>{t("dev.docs.title")}</h1>
          <ul>
            {docs?.map((d) => (
              <li key={d.name}>
                <a href={`${base}/${d.name}`}>{d.title}</a> <code>{d.name}.md</code>
              </li>
            ))}
          </ul>
        </>
      )}
    </DevPage>
  );
}
