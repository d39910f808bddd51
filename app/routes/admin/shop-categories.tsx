import { Link } from "react-router";
import type { Route } from "./+types/shop-categories";
import { categoriesAdmin, type AdminCategory } from "#server/contract";
import { localeContext, platformContext } from "~/.server/context";
import { tFor } from "~/.server/i18n";
import { interfaceLocale } from "~/.server/interface-language";
import { AdminPage } from "~/components/admin/AdminShell";
import * as css from "~/components/admin/admin.css";
import { adminPath, adminShopCategoryPath } from "~/lib/admin-paths";
import { useTranslation } from "~/lib/i18n";
import type { Locale } from "#server/contract/urls";
import { outlineButton } from "~/styles/button.css";

/** The shop's categories as a tree: each opens its page to be renamed, moved or deleted; a link
 * opens the form of a new one (decision 0077). */
export async function loader({ context }: Route.LoaderArgs) {
  const { categories } = await context.get(platformContext).call(categoriesAdmin.categories, {});
  return {
    locale: context.get(localeContext),
    title: tFor(interfaceLocale(context))("admin.shopCategories.title"),
    categories,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Admin" }];
}

export default function AdminShopCategories({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, categories } = loaderData;
  return (
    <AdminPage title={t("admin.shopCategories.title")} testId="admin-shop-categories">
      <p className={css.muted}>{t("admin.shopCategories.intro")}</p>
      <p>
        <Link to={`${adminPath(locale, "shop-categories")}/new`} className={outlineButton} data-testid="category-new">
          {t("admin.categoryCreate.new")}
        </Link>
      </p>
      {categories.length ? (
        <CategoryBranch parentId={null} categories={categories} locale={locale} />
      ) : (
        <p>{t("admin.shopCategories.empty")}</p>
      )}
    </AdminPage>
  );
}

/** The categories under one parent (the list is depth first), each with its own children nested. */
function CategoryBranch({
  parentId,
  categories,
  locale,
}: {
  parentId: number | null;
  categories: AdminCategory[];
  locale: Locale;
}) {
  const { t } = useTranslation();
  const children = categories.filter((c) => c.parentId === parentId);
  if (!children.length) return null;
  return (
    <ul className={css.tree}>
      {children.map((c) => (
        <li key={c.id} data-testid="admin-shop-category">
          <Link to={adminShopCategoryPath(locale, c.id)}>{c.name}</Link>{" "}
          <span className={css.muted}>
            /{c.texts[locale]?.slug ?? c.texts.en?.slug} ·{" "}
            {t("admin.shopCategories.products", { count: c.productCount })}
          </span>
          <CategoryBranch parentId={c.id} categories={categories} locale={locale} />
        </li>
      ))}
    </ul>
  );
}
