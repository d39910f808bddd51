import { Link } from "react-router";
import { useTranslation } from "~/lib/i18n";

/**
 * A back-office list's pages, newest first: which page this is, and links to newer and older ones
 * (`sequence`: a list in another order, to the previous and next ones). `query` is what else the list
 * was asked for (a filter), kept from page to page.
 */
export function AdminPager({
  page,
  totalPages,
  query = {},
  sequence = false,
}: {
  page: number;
  totalPages: number;
  query?: Record<string, string | undefined>;
  sequence?: boolean;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const label = t("admin.pager.page", { page, pages: totalPages });
  const to = (n: number) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
    params.set("page", String(n));
    return `?${params.toString()}`;
  };
  return (
    <nav aria-label={label}>
      <p>{label}</p>
      {page > 1 ? (
        <Link to={to(page - 1)}>{t(sequence ? "admin.pager.previous" : "admin.pager.newer")}</Link>
      ) : null}{" "}
      {page < totalPages ? (
        <Link to={to(page + 1)}>{t(sequence ? "admin.pager.next" : "admin.pager.older")}</Link>
      ) : null}
    </nav>
  );
}
