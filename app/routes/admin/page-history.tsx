import { Form, redirect, type RouterContextProvider } from "react-router";
import type { Route } from "./+types/page-history";
import { publishing, type ErrorCode } from "#server/contract";
import { SLUG_MIN_LENGTH } from "#server/contract/publishing";
import { locales, type Locale } from "#server/contract/urls";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { isPlatformError, type PlatformClient, notFoundWhenMissing } from "~/.server/platform";
import { errorMessageKey } from "~/.server/auth/errors";
import { sendToast } from "~/.server/toast";
import { historyView } from "~/.server/revision-history";
import { AdminPage } from "~/components/admin/AdminShell";
import { RevisionHistory } from "~/components/admin/RevisionHistory";
import { RowAction } from "~/components/admin/RowAction";
import * as css from "~/components/admin/admin.css";
import * as formCss from "~/components/forms/forms.css";
import { adminPath } from "~/lib/admin-paths";
import { useTranslation, type TranslationHandle } from "~/lib/i18n";
import { outlineButton } from "~/styles/button.css";
import { recordId, rowActionDone } from "./admin.server";

/** The platform's refusals of a translation, by code, to their messages. */
const translationRefusals: Partial<Record<ErrorCode, string>> = {
  SLUG_TOO_SHORT: "admin.pages.errors.slugTooShort",
  SLUG_INVALID: "admin.pages.errors.slugInvalid",
  SLUG_TAKEN: "admin.pages.errors.slugTaken",
  TRANSLATION_SAME_LANGUAGE: "admin.translations.errors.sameLanguage",
  ALREADY_TRANSLATED: "admin.translations.errors.alreadyTranslated",
};

/** The section kinds' names (editor.sectionTypes) name a page's compared sections. */
export const handle: TranslationHandle = { i18n: ["editor"] };

/**
 * A page's history (issue 15 item 2): its revisions with author and time, two of them compared
 * field by field (`?from=&to=`, a GET form), and a revision restored as a new version.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const api = context.get(platformContext);
  const id = recordId(params.id);
  const page = await api.call(publishing.postEdit, { id }).catch(notFoundWhenMissing);
  const [{ revisions }, links] = await Promise.all([
    api.call(publishing.postRevisions, { id }),
    api.call(publishing.translationList, { id }),
  ]);
  const translated = new Set([page.languageCode, ...links.translations.map((l) => l.languageCode)]);
  const history = await historyView(locale, request, revisions, (from, to) =>
    api.call(publishing.revisionCompare, { from, to }),
  );
  return {
    title: tFor(interfaceLocale(context))("admin.history.title", { title: (page.draft ?? page.live).title }),
    version: page.version,
    history,
    translations: links.translations,
    candidates: links.candidates,
    missing: locales.filter((l) => !translated.has(l)),
  };
}

/** A translation's intents: create one from this page, link an existing page, unlink one. */
async function translationAction(
  form: FormData,
  api: PlatformClient,
  id: number,
  back: string,
  context: Readonly<RouterContextProvider>,
) {
  const intent = form.get("intent");
  try {
    if (intent === "translate") {
      const languageCode = form.get("languageCode") === "hr" ? ("hr" as const) : ("en" as const);
      const slug = String(form.get("slug") ?? "");
      const created = await api.call(publishing.translationCreate, { id, languageCode, slug });
      // Straight into edit mode on the new page, which is the answer itself.
      return redirect(`${created.url}?editPage=true`, { status: 303 });
    }
    if (intent === "link") {
      await api.call(publishing.translationLinkExisting, { id, translationId: Number(form.get("translationId")) });
      sendToast(context, { type: "success", key: "admin.translations.linked" });
    } else {
      await api.call(publishing.translationUnlink, { id: Number(form.get("translationId")) });
      sendToast(context, { type: "success", key: "admin.translations.unlinked" });
    }
  } catch (error) {
    const key = (isPlatformError(error) && translationRefusals[error.code]) || errorMessageKey(error);
    sendToast(context, { type: "error", key });
  }
  return redirect(back, { status: 303 });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const pageId = recordId(params.id);
  const form = await request.formData();
  const back = `${adminPath(context.get(localeContext), "pages")}/${pageId}`;
  const intent = form.get("intent");
  if (intent === "translate" || intent === "link" || intent === "unlink")
    return translationAction(form, context.get(platformContext), pageId, back, context);
  return rowActionDone(context, back, "admin.history.restored", () =>
    context
      .get(platformContext)
      .call(publishing.revisionRestore, { id: Number(form.get("id")), version: Number(form.get("version")) }),
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function PageHistory({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, version, history } = loaderData;
  return (
    <AdminPage title={title} testId="admin-history">
      <Translations data={loaderData} />
      <RevisionHistory
        history={history}
        version={version}
        intro={t("admin.history.intro")}
        empty={t("admin.history.empty")}
      />
    </AdminPage>
  );
}

/** The page's translations: each opened or unlinked, a missing language's created from this page, an existing page linked. */
function Translations({ data: { translations, candidates, missing } }: { data: Route.ComponentProps["loaderData"] }) {
  const { t } = useTranslation();
  // In the back office's language: "Croatian" on the English screen, "Hrvatski" on the Croatian one.
  const languageName = (code: string) => t(`admin.languageName.${code === "hr" ? "hr" : "en"}`);
  return (
    <section aria-labelledby="translations" data-testid="page-translations" className={css.panel}>
      <h2 id="translations" className={css.subheading}>
        {t("admin.translations.title")}
      </h2>
      {translations.length ? (
        <ul className={css.itemList}>
          {translations.map((tr) => (
            <li key={tr.id} data-testid="page-translation" className={css.item}>
              <a href={`${tr.url}?editPage=true`}>
                {languageName(tr.languageCode)}: {tr.title} ({tr.url})
              </a>
              <RowAction
                intent="unlink"
                fields={{ translationId: tr.id }}
                label={t("admin.translations.unlinkOne", { title: tr.title, language: languageName(tr.languageCode) })}
              >
                {t("admin.translations.unlink")}
              </RowAction>
            </li>
          ))}
        </ul>
      ) : (
        <p className={css.muted}>{t("admin.translations.none")}</p>
      )}
      {missing.map((language: Locale) => (
        <Form method="post" key={language} data-testid={`translate-${language}`}>
          <input type="hidden" name="intent" value="translate" />
          <input type="hidden" name="languageCode" value={language} />
          <p>
            <label htmlFor={`translate-slug-${language}`}>
              {t("admin.translations.slug", { language: languageName(language) })}
            </label>
            <br />
            <input
              id={`translate-slug-${language}`}
              name="slug"
              required
              aria-describedby="translate-hint"
              className={formCss.input}
            />
            <br />
            <small id="translate-hint">{t("admin.pages.slugHint", { count: SLUG_MIN_LENGTH })}</small>
          </p>
          <button type="submit" className={outlineButton}>
            {t("admin.translations.create", { language: languageName(language) })}
          </button>
        </Form>
      ))}
      {candidates.length ? (
        <Form method="post" data-testid="link-translation">
          <input type="hidden" name="intent" value="link" />
          <p>
            <label htmlFor="link-translation">{t("admin.translations.linkExisting")}</label>
            <br />
            <select id="link-translation" name="translationId" className={formCss.select}>
              {candidates.map((c) => (
                <option key={c.id} value={c.id}>
                  {languageName(c.languageCode)}: {c.title} ({c.url})
                </option>
              ))}
            </select>
          </p>
          <button type="submit" className={outlineButton}>
            {t("admin.translations.link")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
