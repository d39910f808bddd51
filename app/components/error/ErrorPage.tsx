import { Component, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "~/lib/i18n";
import { useLocation } from "react-router";
import { contentPagePath, localeFromPath } from "#server/contract/urls";
import { SearchForm } from "../layout/SearchForm";
import * as css from "./error.css";

function ErrorContent({ status }: { status: number }) {
  const { t } = useTranslation();
  const locale = localeFromPath(useLocation().pathname);
  const home = contentPagePath(locale, "", true);
  const notFound = status === 404;
  return (
    <section className={css.wrap} data-testid="error-page" data-status={status}>
      <p className={css.code}>{t("error.title", { statusCode: status })}</p>
      <h1 className={css.title}>{notFound ? t("error.pageNotFound") : t("error.somethingWentWrong")}</h1>
      <p className={css.text}>{notFound ? t("error.notFoundDescription") : t("error.serverErrorDescription")}</p>
      {notFound ? <SearchForm testId="error-search" /> : null}
      <a className={css.button} href={home}>
        {t("error.backHome")}
      </a>
    </section>
  );
}

/** If rendering the error page itself fails, this much still shows. */
class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("error page failed", error, info.componentStack);
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className={css.wrap} data-testid="error-page-fallback">
        <p>An error occurred while showing the error page. / Došlo je do pogreške pri prikazu stranice s greškom.</p>
        <a className={css.button} href="/">
          Home / Početna
        </a>
      </section>
    );
  }
}

/** The error layout of spec section 2: 'Error {statusCode}', message, description, back home. */
export function ErrorPage({ status }: { status: number }) {
  return (
    <ErrorPageGuard>
      <ErrorContent status={status} />
    </ErrorPageGuard>
  );
}
