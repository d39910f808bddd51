import { useId } from "react";
import { Form } from "react-router";
import { pagePath } from "#server/contract/urls";
import { useTranslation } from "~/lib/i18n";
import { SearchIcon } from "../ui/icons";
import * as css from "./layout.css";

/** The site search: a GET form to the search page (/search, /hr/pretraga) with the `search` query
 * the page reads, so it works without JavaScript. In the header, the mobile menu and on the 404 page. */
export function SearchForm({ testId, className }: { testId: string; className?: string }) {
  const { t, locale } = useTranslation();
  const id = useId();
  return (
    <Form
      method="get"
      action={pagePath("search", locale)}
      role="search"
      className={className ? `${css.searchForm} ${className}` : css.searchForm}
      data-testid={testId}
    >
      <label htmlFor={id} className="visually-hidden">
        {t("layout.search.label")}
      </label>
      <input
        id={id}
        className={css.searchInput}
        type="search"
        name="search"
        placeholder={t("layout.search.placeholder")}
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={css.searchButton}>
        <SearchIcon />
        <span className={css.searchButtonLabel}>{t("layout.search.submit")}</span>
      </button>
    </Form>
  );
}
