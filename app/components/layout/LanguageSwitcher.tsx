import { useTranslation } from "~/lib/i18n";
import { useLocation, useMatches } from "react-router";
import { locales } from "#server/contract/urls";
import { alternatesOf, withCurrentQuery } from "~/lib/alternates";
import * as css from "./layout.css";

/** Plain links to the current page in each language, so it works without JavaScript; the
 * current locale shows in upper case. The query goes along (a search's words, a list's sort and
 * filters; withCurrentQuery), so switching keeps what is shown; a list opens at its first page. */
export function LanguageSwitcher({ className }: { className: string }) {
  const { t, locale } = useTranslation();
  const alternates = alternatesOf(useMatches());
  const { search } = useLocation();
  return (
    <nav className={`${css.languageSwitcher} ${className}`} aria-label={t("layout.language")}>
      {locales.map((l) => (
        <a
          key={l}
          className={css.languageLink}
          href={withCurrentQuery(alternates[l], search)}
          hrefLang={l}
          lang={l}
          aria-current={l === locale ? "true" : undefined}
          title={t(`layout.languageName.${l}`)}
        >
          {l.toUpperCase()}
        </a>
      ))}
    </nav>
  );
}
