import { Link } from "react-router";
import type { Route } from "./+types/emails";
import { mail } from "#server/contract";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { AdminPage } from "~/components/admin/AdminShell";
import { AdminCell, AdminRow, AdminTable } from "~/components/admin/AdminTable";
import * as css from "~/components/admin/admin.css";
import { adminEmailPath } from "~/lib/admin-paths";
import { useTranslation } from "~/lib/i18n";

const LANGUAGES = ["en", "hr"] as const;

/** The e-mails the shop sends that the back office can word (decision 0068): per language, its own text or the built-in one. */
export async function loader({ context }: Route.LoaderArgs) {
  const { mails } = await context.get(platformContext).call(mail.mailTemplates, {});
  return {
    locale: context.get(localeContext),
    title: tFor(interfaceLocale(context))("admin.emails.title"),
    mails: mails.map((m) => ({
      mail: m.mail,
      languages: LANGUAGES.map((language) => {
        const key = m.activeKeys.find((a) => a.language === language)?.key ?? m.defaultKey;
        return {
          language,
          key,
          own: m.templates.some((tpl) => tpl.language === language && tpl.key === key),
        };
      }),
    })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminEmails({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, mails } = loaderData;
  return (
    <AdminPage title={t("admin.emails.title")} testId="admin-emails">
      <p className={css.muted}>{t("admin.emails.intro")}</p>
      <AdminTable
        label={t("admin.emails.title")}
        columns={[t("admin.emails.mail"), t("admin.languageName.en"), t("admin.languageName.hr")]}
        topAligned
      >
        {mails.map((m) => (
          <AdminRow key={m.mail} data-testid="admin-email" data-mail={m.mail}>
            <AdminCell>
              <strong>{t(`admin.emails.mails.${m.mail}.name`)}</strong>
              <br />
              <span className={css.muted}>{t(`admin.emails.mails.${m.mail}.about`)}</span>
            </AdminCell>
            {m.languages.map((l) => (
              <AdminCell key={l.language}>
                <Link
                  to={adminEmailPath(locale, m.mail, l.language)}
                  aria-label={t("admin.emails.editOne", {
                    mail: t(`admin.emails.mails.${m.mail}.name`),
                    language: t(`admin.languageName.${l.language}`),
                  })}
                  data-testid={`admin-email-edit-${l.language}`}
                >
                  {t("admin.emails.edit")}
                </Link>
                <br />
                <span className={css.muted}>{l.own ? t("admin.emails.own") : t("admin.emails.builtIn")}</span>
              </AdminCell>
            ))}
          </AdminRow>
        ))}
      </AdminTable>
    </AdminPage>
  );
}
