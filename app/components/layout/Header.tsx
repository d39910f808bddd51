import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/i18n";
import { useStateResetOn } from "~/lib/hooks";
import { Link, useLocation } from "react-router";
import { contentPagePath } from "#server/contract/urls";
import { Picture } from "../ui/Picture";
import { ChevronDownIcon, MenuIcon, SearchIcon } from "../ui/icons";
import * as css from "./layout.css";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { AccountLink } from "../account/AccountLink";
import { CartLink } from "../cart/CartLink";
import { DisclosureSummary, useDisclosures } from "./disclosure";
import { NavAnchor } from "./NavLink";
import { SearchForm } from "./SearchForm";
import type { ChromeLink, NavItem, SiteChromeData } from "~/lib/site-chrome";

/** Spec section 9: a desktop dropdown closes 900 ms after the pointer leaves; above 8 children it is wide. */
const CLOSE_DELAY_MS = 900;
const WIDE_ABOVE = 8;

function DesktopItem({ node }: { node: NavItem }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useStateResetOn(pathname, false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const children = node.children ?? [];
  if (!children.length) {
    return (
      <li className={css.navItem}>
        <NavAnchor node={node} className={css.navLink} />
      </li>
    );
  }
  const wide = children.length > WIDE_ABOVE;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the item hears Escape bubbling from its links; it never takes focus itself
    <li
      className={css.navItem}
      data-open={open}
      onMouseEnter={() => {
        clearTimeout(timer.current);
        setOpen(true);
      }}
      onMouseLeave={() => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape") setOpen(false);
      }}
    >
      <NavAnchor node={node} className={css.navLink} />
      <ChevronDownIcon size={16} />
      <ul className={wide ? `${css.dropdown} ${css.dropdownWide}` : css.dropdown} data-wide={wide || undefined}>
        {children.map((child) => (
          <li key={child.id}>
            <NavAnchor node={child} className={css.dropdownLink} />
          </li>
        ))}
      </ul>
    </li>
  );
}

type HeaderPanel = "menu" | "search";
type Disclosures = Pick<ReturnType<typeof useDisclosures<HeaderPanel>>, "bind" | "area">;

/** Below the desktop width (1100 px): a <details> menu that fills the screen under the header
 * (search, every link, the language switcher, the call to action). It opens without JavaScript;
 * the page behind it does not scroll while it is open (CSS). */
function MobileMenu({ nav, cta, disclosures }: { nav: NavItem[]; cta: ChromeLink | null; disclosures: Disclosures }) {
  const { t } = useTranslation();
  return (
    <details className={css.mobileMenu} {...disclosures.bind("menu")} ref={disclosures.area("menu")}>
      <DisclosureSummary
        className={css.iconToggle}
        icon={<MenuIcon />}
        openLabel={t("layout.openMenu")}
        closeLabel={t("layout.closeMenu")}
        testId="menu-toggle"
      />
      <div className={css.mobilePanel} data-testid="mobile-menu">
        <SearchForm testId="menu-search" />
        <nav aria-label={t("layout.mainNavigation")}>
          <ul className={css.mobileList}>
            {nav.map((node) => (
              <li key={node.id}>
                <NavAnchor node={node} className={css.mobileLink} />
                {node.children?.length ? (
                  <ul className={css.mobileSubList}>
                    {node.children.map((child) => (
                      <li key={child.id}>
                        <NavAnchor node={child} className={css.mobileLink} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher className={css.mobileLanguages} />
        {cta ? (
          <a className={css.mobileCta} href={cta.href} rel={cta.rel} target={cta.target}>
            {cta.label}
          </a>
        ) : null}
      </div>
    </details>
  );
}

/** The search toggle: a field in a strip under the header, on every page and at every width. */
function HeaderSearch({ disclosures, open }: { disclosures: Disclosures; open: boolean }) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) panel.current?.querySelector("input")?.focus();
  }, [open]);
  return (
    <details {...disclosures.bind("search")} ref={disclosures.area("search")}>
      <DisclosureSummary
        className={css.iconToggle}
        icon={<SearchIcon />}
        openLabel={t("layout.search.open")}
        closeLabel={t("layout.search.close")}
        testId="search-toggle"
      />
      <div className={css.searchPanel} ref={panel}>
        <SearchForm testId="header-search" />
      </div>
    </details>
  );
}

/** The menu closes when the window's width changes (a rotation, a wider window): the height
 * changes whenever a phone's keyboard opens, and that must not close it. */
function useCloseOnWidthChange(active: boolean, close: () => void) {
  useEffect(() => {
    if (!active) return;
    const width = window.innerWidth;
    const onResize = () => {
      if (window.innerWidth !== width) close();
    };
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, [active, close]);
}

export function Header({ data }: { data: SiteChromeData }) {
  const { t } = useTranslation();
  const home = contentPagePath(data.locale, "", true);
  const { open, close, ...disclosures } = useDisclosures<HeaderPanel>();
  useCloseOnWidthChange(open === "menu", close);
  return (
    <header className={css.header}>
      <div className={css.headerInner}>
        <MobileMenu nav={data.mainNav} cta={data.cta} disclosures={disclosures} />
        <Link to={home} className={css.logo} aria-label={t("layout.home")}>
          {data.logo ? (
            <Picture media={data.logo} alt={data.logoAlt} sizes="160px" widthHint={data.logo.width} priority />
          ) : (
            <span className={css.logoText}>{data.logoAlt}</span>
          )}
        </Link>
        <nav className={css.desktopNav} aria-label={t("layout.mainNavigation")}>
          <ul className={css.navList}>
            {data.mainNav.map((node) => (
              <DesktopItem key={node.id} node={node} />
            ))}
          </ul>
        </nav>
        <div className={css.headerActions}>
          <HeaderSearch disclosures={disclosures} open={open === "search"} />
          <LanguageSwitcher className={css.headerLanguages} />
          <AccountLink />
          <CartLink locale={data.locale} />
          {data.cta ? (
            <a
              className={css.ctaButton}
              href={data.cta.href}
              rel={data.cta.rel}
              target={data.cta.target}
              data-testid="vodime"
            >
              {data.cta.label}
            </a>
          ) : null}
        </div>
      </div>
    </header>
  );
}
