import { Link } from "react-router";
import type { Route } from "./+types/customers";
import { customersAdmin } from "#server/contract";
import { MAX_CUSTOMER_SEARCH } from "#server/contract/customers-admin";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { formatOrderDate } from "~/lib/dates";
import { AdminPager } from "~/components/admin/AdminPager";
import { askedPage } from "./admin.server";
import { AdminSearch } from "~/components/admin/AdminSearch";
import { AdminPage } from "~/components/admin/AdminShell";
import { AdminCell, AdminRow, AdminTable } from "~/components/admin/AdminTable";
import { EmailAddress } from "~/components/admin/EmailAddress";
import * as css from "~/components/admin/admin.css";
import { adminCustomerPath, adminPath } from "~/lib/admin-paths";
import { useTranslation } from "~/lib/i18n";

/**
 * The shop's customers, newest first, 50 a page (decision 0073): found by the beginning of their
 * e-mail address or name with a plain GET form, each linking to their page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams.get("q")?.trim().slice(0, MAX_CUSTOMER_SEARCH) ?? "";
  const page = askedPage(request);
  const list = await context.get(platformContext).call(customersAdmin.customers, { search, page });
  return {
    locale: context.get(localeContext),
    title: tFor(interfaceLocale(context))("admin.customers.title"),
    search,
    page,
    ...list,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, search, page, customers, totalRecords, totalPages } = loaderData;
  const yesNo = (value: boolean) => (value ? t("admin.customers.yes") : t("admin.customers.no"));
  return (
    <AdminPage title={t("admin.customers.title")} testId="admin-customers">
      <p className={css.muted}>{t("admin.customers.intro")}</p>
      <AdminSearch
        id="customer-search"
        name="q"
        label={t("admin.customers.search")}
        button={t("admin.customers.searchButton")}
        value={search}
        testId="customer-search"
      />
      <p className={css.muted} aria-live="polite" data-testid="customer-count">
        {search
          ? t("admin.customers.found", { count: totalRecords, search })
          : t("admin.customers.count", { count: totalRecords })}{" "}
        {search ? <Link to={adminPath(locale, "customers")}>{t("admin.customers.showAll")}</Link> : null}
      </p>
      {customers.length ? (
        <AdminTable
          label={t("admin.customers.title")}
          columns={[
            t("admin.customers.email"),
            t("admin.customers.name"),
            t("admin.customers.registered"),
            t("admin.customers.confirmed"),
            t("admin.customers.orders"),
            t("admin.customers.backoffice"),
          ]}
        >
          {/* The e-mail first: it is what a customer gives support, and it links to their page. */}
          {customers.map((c) => (
            <AdminRow key={c.id} data-testid="admin-customer">
              <AdminCell className={css.email}>
                <Link to={adminCustomerPath(locale, c.id)}>
                  <EmailAddress address={c.email} />
                </Link>
              </AdminCell>
              <AdminCell>
                {c.firstName} {c.lastName}
              </AdminCell>
              <AdminCell className={css.nowrap}>
                <time dateTime={c.createdAt}>{formatOrderDate(c.createdAt, locale)}</time>
              </AdminCell>
              <AdminCell>{yesNo(c.emailConfirmed)}</AdminCell>
              <AdminCell>{c.orderCount}</AdminCell>
              <AdminCell>{yesNo(c.isBackofficeUser)}</AdminCell>
            </AdminRow>
          ))}
        </AdminTable>
      ) : (
        <p>{t("admin.customers.empty")}</p>
      )}
      <AdminPager page={page} totalPages={totalPages} query={{ q: search || undefined }} />
    </AdminPage>
  );
}
