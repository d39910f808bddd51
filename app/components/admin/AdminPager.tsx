import { Link } from "react-router";
import { useTranslation } from "~/lib/i18n";

/** A back-office list's pages, newest first: which page this is, and links to newer and older ones. */
export function AdminPager({ page, totalPages }: { page: number; totalPages: number }) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const label = t("admin.pager.page", { page, pages: totalPages });
  return (
    <nav aria-label={label}>
      <p>{label}</p>
      {page > 1 ? <Link to={`?page=${page - 1}`}>{t("admin.pager.newer")}</Link> : null}{" "}
      {page < totalPages ? <Link to={`?page=${page + 1}`}>{t("admin.pager.older")}</Link> : null}
    </nav>
  );
}

/** The page a back-office list was asked for (`?page=`), 1 when none or not a page number. */
export function askedPage(request: Request): number {
  const asked = Number(new URL(request.url).searchParams.get("page"));
  return Number.isInteger(asked) && asked > 0 ? asked : 1;
}
