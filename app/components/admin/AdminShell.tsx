import { Form, Link, NavLink, useLocation } from "react-router";
import type { Locale } from "#server/contract/urls";
import { useTranslation } from "~/lib/i18n";
import { outlineButton } from "~/styles/button.css";
import { DisclosureSummary, useDisclosures } from "../layout/disclosure";
import { MenuIcon } from "../ui/icons";
import { adminPath, adminPathIn, type AdminArea } from "~/lib/admin-paths";
import * as css from "./admin.css";

const locales: Locale[] = ["en", "hr"];

/** The admin layout of spec section 2: side menu (Consents, Templates, Redirects, Available caches when caching
 * is on), a language selector, a link back to the site and a logout button. Plain links and a form,
 * so it works without JavaScript. On small screens the menu folds behind a toggle (a <details>
 * whose open state shows the sibling menu by CSS). */
export function AdminShell({
  locale,
  home,
  cachingEnabled,
  email,
  children,
}: {
  locale: Locale;
  home: string;
  cachingEnabled: boolean;
  email: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { bind, area } = useDisclosures<"menu">();
  const items: { area: AdminArea; label: string }[] = [
    { area: "consent", label: t("admin.menu.consents") },
    { area: "templates", label: t("admin.menu.templates") },
    { area: "navigation", label: t("admin.menu.navigation") },
    { area: "pages", label: t("admin.menu.pages") },
    { area: "comments", label: t("admin.menu.comments") },
    { area: "forms", label: t("admin.menu.forms") },
    { area: "media", label: t("admin.menu.media") },
    { area: "redirects", label: t("admin.menu.redirects") },
    { area: "outbox", label: t("admin.menu.outbox") },
    { area: "audit", label: t("admin.menu.audit") },
    ...(cachingEnabled ? [{ area: "cache" as const, label: t("admin.menu.caches") }] : []),
  ];
  return (
    <div className={css.shell} data-testid="admin-layout">
      <aside className={css.sidebar} ref={area("menu")}>
        <p className={css.brand}>
          <Link to={adminPath(locale)} style={{ color: "inherit", textDecoration: "none" }}>
            {t("admin.title")}
          </Link>
        </p>
        <details className={css.menuToggle} {...bind("menu")}>
          <DisclosureSummary
            className={css.menuToggleButton}
            icon={<MenuIcon />}
            openLabel={t("layout.openMenu")}
            closeLabel={t("layout.closeMenu")}
            testId="admin-menu-toggle"
          />
        </details>
        <div className={css.sidebarBody}>
          <nav aria-label={t("admin.menu.label")}>
            <ul className={css.menu} data-testid="admin-menu">
              {items.map((item) => (
                <li key={item.area}>
                  <NavLink to={adminPath(locale, item.area)} className={css.menuLink}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={t("admin.language")} className={css.languages} data-testid="admin-languages">
            {locales.map((l) => (
              <a
                key={l}
                href={adminPathIn(pathname, l) + search}
                hrefLang={l}
                lang={l}
                className={css.languageLink}
                aria-current={l === locale ? "true" : undefined}
              >
                {l.toUpperCase()}
              </a>
            ))}
          </nav>
          <div className={css.footer}>
            <span className={css.backLink} title={email}>
              {email}
            </span>
            <Link to={home} className={css.backLink} data-testid="admin-back-to-site">
              {t("admin.backToSite")}
            </Link>
            <Form method="post" action="/_actions/logout" reloadDocument>
              <input type="hidden" name="locale" value={locale} />
              <button type="submit" className={outlineButton} data-testid="admin-logout">
                {t("admin.logout")}
              </button>
            </Form>
          </div>
        </div>
      </aside>
      <main className={css.content}>{children}</main>
    </div>
  );
}

/** A back-office page: heading and one panel. */
export function AdminPage({ title, testId, children }: { title: string; testId: string; children: React.ReactNode }) {
  return (
    <section data-testid={testId}>
      <h1 className={css.heading}>{title}</h1>
      <div className={css.panel}>{children}</div>
    </section>
  );
}
