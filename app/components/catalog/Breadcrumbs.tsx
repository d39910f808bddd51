import { Link } from "react-router";
import { useTranslation } from "~/lib/i18n";
import * as css from "./catalog.css";
import { linkPrefetch } from "~/lib/prefetch";

export interface Crumb {
  label: string;
  href?: string;
}

/** A breadcrumb trail; the last item is the current page. (Its JSON-LD is built by the route's meta.) */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav className={css.breadcrumbs} aria-label={t("shop.breadcrumbs")}>
      <ol className={css.breadcrumbList}>
        {items.map((item, i) => (
          <li key={i}>
            {item.href && i < items.length - 1 ? (
              <Link to={item.href} prefetch={linkPrefetch}>
                {item.label}
              </Link>
            ) : (
              <span aria-current={i === items.length - 1 ? "page" : undefined}>{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** schema.org BreadcrumbList for the same trail (absolute URLs). */
export function breadcrumbJsonLd(origin: string, items: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.label,
      ...(item.href ? { item: origin + item.href } : {}),
    })),
  };
}
