import { useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import type { Locale } from "#server/contract/urls";
import { useTranslation } from "~/lib/i18n";
import { outlineButton } from "~/styles/button.css";
import { DisclosureSummary, useDisclosures } from "../layout/disclosure";
import { MenuIcon } from "../ui/icons";
import { adminPath, adminPathIn, type AdminArea } from "~/lib/admin-paths";
import { useInterfaceLocale } from "~/lib/interface-language";
import { useUnsavedChangesPrompt } from "~/lib/unsaved-changes";
import * as css from "./admin.css";

const locales: Locale[] = ["en", "hr"];

/** The admin layout of spec section 2: side menu (the back office's areas, `AdminAreaLinks`), a
 * language selector, a link back to the site and a logout button; it asks before a link leaves typing
 * in its forms unsaved. Plain links and a form, so it
 * works without JavaScript. On small screens the menu folds behind a toggle (a <details>
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
  const chosen = useInterfaceLocale();
  const content = useRef<HTMLElement>(null);
  useUnsavedChangesPrompt(content, t("admin.unsavedChanges"));
  return (
    // In a back-office user's own interface language when they chose one (the document's is the URL's).
    <div className={css.shell} data-testid="admin-layout" lang={chosen ?? undefined}>
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
            <AdminAreaLinks
              locale={locale}
              cachingEnabled={cachingEnabled}
              className={css.menu}
              linkClassName={css.menuLink}
              testId="admin-menu"
            />
          </nav>
          {/* With an interface language chosen, the URL's language is the content's: pages, navigation, texts. */}
          <nav
            aria-label={chosen ? t("admin.contentLanguage") : t("admin.language")}
            className={css.languages}
            data-testid="admin-languages"
          >
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
            <InterfaceLanguageForm chosen={chosen} back={pathname + search} />
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
      <main className={css.content} ref={content}>
        {children}
      </main>
    </div>
  );
}

/** The back-office user's "My settings": the language the back office speaks to them, whatever the
 * page's (docs/decisions/0060-admin-language.md). A plain form: it works without JavaScript. */
function InterfaceLanguageForm({ chosen, back }: { chosen: Locale | null; back: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" action="/_actions/interface-language" className={css.interfaceLanguage}>
      <input type="hidden" name="back" value={back} />
      <label htmlFor="admin-interface-language">{t("admin.interfaceLanguage.label")}</label>
      <div className={css.interfaceLanguageRow}>
        <select
          id="admin-interface-language"
          name="language"
          defaultValue={chosen ?? ""}
          className={css.interfaceLanguageSelect}
          data-testid="admin-interface-language"
        >
          <option value="">{t("admin.interfaceLanguage.pageLanguage")}</option>
          <option value="en" lang="en">
            English
          </option>
          <option value="hr" lang="hr">
            Hrvatski
          </option>
        </select>
        <button type="submit" className={outlineButton} data-testid="admin-interface-language-save">
          {t("admin.interfaceLanguage.save")}
        </button>
      </div>
    </Form>
  );
}

/** The back office's areas in the side menu's order (spec section 2: Available caches only when caching is on). */
const areas: { area: AdminArea; label: string }[] = [
  { area: "consent", label: "admin.menu.consents" },
  { area: "templates", label: "admin.menu.templates" },
  { area: "navigation", label: "admin.menu.navigation" },
  { area: "pages", label: "admin.menu.pages" },
  { area: "blog-categories", label: "admin.menu.blogCategories" },
  { area: "comments", label: "admin.menu.comments" },
  { area: "forms", label: "admin.menu.forms" },
  { area: "media", label: "admin.menu.media" },
  { area: "orders", label: "admin.menu.orders" },
  { area: "products", label: "admin.products.menu" },
  { area: "customers", label: "admin.customers.menu" },
  { area: "eproducts", label: "admin.menu.eproducts" },
  { area: "payment-methods", label: "admin.menu.paymentMethods" },
  { area: "delivery-methods", label: "admin.menu.deliveryMethods" },
  { area: "coupons", label: "admin.coupons.menu" },
  { area: "shop-categories", label: "admin.shopCategories.menu" },
  { area: "redirects", label: "admin.menu.redirects" },
  { area: "emails", label: "admin.menu.emails" },
  { area: "outbox", label: "admin.menu.outbox" },
  { area: "audit", label: "admin.menu.audit" },
  { area: "settings", label: "admin.menu.settings" },
  { area: "cache", label: "admin.menu.caches" },
];

/** The links to the back office's areas: the side menu, and the admin home's list, which must not leave any out. */
export function AdminAreaLinks({
  locale,
  cachingEnabled,
  className,
  linkClassName,
  testId,
}: {
  locale: Locale;
  cachingEnabled: boolean;
  className?: string;
  linkClassName?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className={className} data-testid={testId}>
      {areas
        .filter(({ area }) => cachingEnabled || area !== "cache")
        .map(({ area, label }) => (
          <li key={area}>
            <NavLink to={adminPath(locale, area)} className={linkClassName}>
              {t(label)}
            </NavLink>
          </li>
        ))}
    </ul>
  );
}

/** A back-office page: heading and one panel. */
export function AdminPage({
  title,
  testId,
  children,
}: {
  title: React.ReactNode;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <section data-testid={testId}>
      <h1 className={css.heading}>{title}</h1>
      <div className={css.panel}>{children}</div>
    </section>
  );
}
