import { Link } from "react-router";
import { useTranslation } from "~/lib/i18n";
import * as css from "./catalog.css";
import { linkPrefetch } from "~/lib/prefetch";

export interface CategoryLink {
  name: string;
  href: string;
  productCount: number;
  children: CategoryLink[];
}

/** The category tree: top-level categories as cards, their children as chips; each links to /shop/{slug}. */
export function CategoryList({ categories, label }: { categories: CategoryLink[]; label: string }) {
  const { t } = useTranslation();
  if (!categories.length) return null;
  return (
    <nav aria-label={label}>
      <ul className={css.categoryGrid} data-testid="category-list">
        {categories.map((c) => (
          <li key={c.href}>
            <div className={css.categoryCard}>
              <Link
                to={c.href}
                prefetch={linkPrefetch}
                className={css.categoryName}
                style={{ color: "inherit", textDecoration: "none" }}
              >
                {c.name}
              </Link>
              <span className={css.muted} style={{ fontSize: "0.875rem" }}>
                {t("shop.productCount", { count: c.productCount })}
              </span>
              {c.children.length ? (
                <ul className={css.categoryChildren}>
                  {c.children.map((child) => (
                    <li key={child.href}>
                      <Link to={child.href} prefetch={linkPrefetch} className={css.chipLink}>
                        {child.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </nav>
  );
}
