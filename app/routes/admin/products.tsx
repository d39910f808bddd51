import { Form, Link } from "react-router";
import type { Route } from "./+types/products";
import { catalog, catalogAdmin } from "#server/contract";
import { MAX_PRODUCT_SEARCH } from "#server/contract/catalog-admin-limits";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { AdminPager } from "~/components/admin/AdminPager";
import { askedPage } from "./admin.server";
import { AdminPage } from "~/components/admin/AdminShell";
import { AdminCell, AdminRow, AdminTable } from "~/components/admin/AdminTable";
import * as css from "~/components/admin/admin.css";
import { MediaThumb } from "~/components/admin/MediaThumb";
import { FieldFrame } from "~/components/forms/FieldFrame";
import * as formCss from "~/components/forms/forms.css";
import { adminNewProductPath, adminProductPath } from "~/lib/admin-paths";
import { positiveId } from "~/lib/ids";
import { useTranslation } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";
import { outlineButton } from "~/styles/button.css";

const archivedChoices = ["all", "active", "archived"] as const;
type ArchivedChoice = (typeof archivedChoices)[number];

/**
 * The shop's products (decision 0071), 50 a page, newest first: found by name or SKU, kept to a
 * category or to the archived ones (a plain GET form, so it works without JavaScript, and its
 * address can be shared); each links to its edit page and its shop page. A link leads to a new
 * product's form (decision 0076).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const params = new URL(request.url).searchParams;
  const q = params.get("q")?.trim().slice(0, MAX_PRODUCT_SEARCH) ?? "";
  const category = positiveId(params.get("category")) ?? undefined;
  const asked = params.get("archived");
  const archived: ArchivedChoice = archivedChoices.find((c) => c === asked) ?? "all";
  const api = context.get(platformContext);
  const [list, categories] = await Promise.all([
    api.call(catalogAdmin.products, { q: q || undefined, category, archived, page: askedPage(request) }),
    api.call(catalog.categoryFilter, { tree: false }),
  ]);
  return {
    locale,
    title: tFor(interfaceLocale(context))("admin.products.title"),
    q,
    category: category ?? null,
    archived,
    page: askedPage(request),
    ...list,
    categories: categories.map((c) => ({ id: c.id, name: c.name })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, q, category, archived, products, totalRecords, page, totalPages, categories } = loaderData;
  const filtered = !!q || category !== null || archived !== "all";
  return (
    <AdminPage title={t("admin.products.title")} testId="admin-products">
      <p className={css.muted}>{t("admin.products.intro")}</p>
      <p>
        <Link to={adminNewProductPath(locale)} className={outlineButton} data-testid="admin-product-new-link">
          {t("admin.productCreate.new")}
        </Link>
      </p>
      {/* Keyed by what was asked, so that Back and Forward show each list's own choices. */}
      <Form
        key={`${q}|${category}|${archived}`}
        method="get"
        role="search"
        className={`${css.inlineForm} ${css.filter}`}
        data-testid="admin-products-filter"
      >
        <FieldFrame id="products-q" label={t("admin.products.search")}>
          <input
            id="products-q"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={MAX_PRODUCT_SEARCH}
            className={formCss.input}
            data-testid="admin-products-q"
          />
        </FieldFrame>
        <FieldFrame id="products-category" label={t("admin.products.category")}>
          <select id="products-category" name="category" defaultValue={category ?? ""} className={formCss.select}>
            <option value="">{t("admin.products.anyCategory")}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </FieldFrame>
        <FieldFrame id="products-archived" label={t("admin.products.shown")}>
          <select id="products-archived" name="archived" defaultValue={archived} className={formCss.select}>
            {archivedChoices.map((choice) => (
              <option key={choice} value={choice}>
                {t(`admin.products.archivedFilter.${choice}`)}
              </option>
            ))}
          </select>
        </FieldFrame>
        <button type="submit" className={outlineButton}>
          {t("admin.products.find")}
        </button>
      </Form>
      <p className={css.muted} aria-live="polite" data-testid="admin-products-count">
        {t(filtered ? "admin.products.found" : "admin.products.count", { count: totalRecords })}
      </p>
      {products.length ? (
        <AdminTable
          label={t("admin.products.title")}
          columns={[
            t("admin.products.image"),
            t("admin.products.name"),
            t("admin.products.sku"),
            t("admin.products.kind"),
            t("admin.products.price"),
            t("admin.products.stock"),
            t("admin.products.state"),
          ]}
          actions={t("admin.products.shopPage")}
        >
          {products.map((p) => (
            <AdminRow key={p.id} data-testid="admin-product">
              <AdminCell>{p.image ? <MediaThumb image={p.image} /> : null}</AdminCell>
              <AdminCell className={css.breakable}>
                <Link to={adminProductPath(locale, p.id)}>{p.name}</Link>
              </AdminCell>
              <AdminCell className={css.nowrap}>{p.sku}</AdminCell>
              <AdminCell>
                {t(`admin.products.formats.${p.format}`)}
                {p.parentId !== null ? ` (${t("admin.products.variant")})` : ""}
              </AdminCell>
              <AdminCell className={css.nowrap}>{formatMoney(p.finalPrice, locale)}</AdminCell>
              <AdminCell>{p.stockQty ?? t("admin.products.untracked")}</AdminCell>
              <AdminCell>
                {t(
                  p.archived
                    ? "admin.products.archived"
                    : p.visibleIndividually || p.parentId !== null
                      ? "admin.products.visible"
                      : "admin.products.notIndividually",
                )}
              </AdminCell>
              <AdminCell className={css.nowrap}>
                {p.url ? (
                  <a href={p.url} aria-label={t("admin.products.shopPageOf", { name: p.name })}>
                    {t("admin.products.shopPage")}
                  </a>
                ) : null}
              </AdminCell>
            </AdminRow>
          ))}
        </AdminTable>
      ) : (
        <p>{t(filtered ? "admin.products.noneFound" : "admin.products.empty")}</p>
      )}
      <AdminPager
        page={page}
        totalPages={totalPages}
        sequence
        query={{ q: q || undefined, category: category ? String(category) : undefined, archived }}
      />
    </AdminPage>
  );
}
