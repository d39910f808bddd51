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
import { keepRoomFor } from "./room";
import type { NavItem, SiteChromeData } from "~/lib/site-chrome";

/** Spec section 9: a desktop dropdown closes 900 ms after the pointer leaves; above 8 children it is wide. */
const CLOSE_DELAY_MS = 900;
const WIDE_ABOVE = 8;

/** A top-level link of the main navigation with its children: a dropdown on a desktop, a nested
 * list in the menu on a phone (CSS; the same markup serves both). */
function NavEntry({ node }: { node: NavItem }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useStateResetOn(pathname, false);
  // Escape hides the dropdown even under the pointer or the focus (WCAG 1.4.13), until the pointer
  // or the focus comes back into the item.
  const [dismissed, setDismissed] = useStateResetOn(pathname, false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const dismiss = () => {
    clearTimeout(timer.current);
    setOpen(false);
    setDismissed(true);
  };
  // Under the pointer the focus is elsewhere: the page hears Escape while the dropdown is open.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") dismiss();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  });
  const children = node.children ?? [];
  if (!children.length) {
    return (
      <li>
        <NavAnchor node={node} />
      </li>
    );
  }
  const wide = children.length > WIDE_ABOVE;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the item hears Escape bubbling from its links; it never takes focus itself
    <li
      data-open={open}
      data-dismissed={dismissed || undefined}
      onMouseEnter={() => {
        clearTimeout(timer.current);
        setDismissed(false);
        setOpen(true);
      }}
      onMouseLeave={() => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
      }}
      onFocus={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setDismissed(false);
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape") dismiss();
      }}
    >
      <NavAnchor node={node} />
      <ChevronDownIcon size={16} />
      <ul className={wide ? `${css.dropdown} ${css.dropdownWide}` : css.dropdown} data-wide={wide || undefined}>
        {children.map((child) => (
          <li key={child.id}>
            <NavAnchor node={child} />
          </li>
        ))}
      </ul>
    </li>
  );
}

type HeaderPanel = "menu" | "search";
type Disclosures = Pick<ReturnType<typeof useDisclosures<HeaderPanel>>, "bind" | "area">;

/**
 * The logo and the main navigation, which is also the menu below the desktop width (1100 px): there
 * a <details> toggle shows it as a panel that fills the screen under the header, with the search,
 * the language switcher and the call to action (CSS: the panel follows the toggle's open
 * attribute, so it opens without JavaScript). One navigation for both widths, not a copy in each
 * (3 KB of every document). The page behind the open menu does not scroll (CSS); a press anywhere
 * outside this area closes it.
 */
function MenuAndNavigation({ data, disclosures }: { data: SiteChromeData; disclosures: Disclosures }) {
  const { t } = useTranslation();
  const home = contentPagePath(data.locale, "", true);
  const cta = data.cta;
  return (
    <div className={css.menuArea} ref={disclosures.area("menu")}>
      <details className={css.mobileMenu} {...disclosures.bind("menu")}>
        <DisclosureSummary
          className={css.iconToggle}
          icon={<MenuIcon />}
          openLabel={t("layout.openMenu")}
          closeLabel={t("layout.closeMenu")}
          testId="menu-toggle"
        />
      </details>
      {/* Named by the site's name first, the words it shows without a logo picture (WCAG 2.5.3). */}
      <Link
        to={home}
        className={css.logo}
        aria-label={data.logoAlt ? t("layout.homeNamed", { name: data.logoAlt }) : t("layout.home")}
      >
        {data.logo ? (
          <Picture media={data.logo} alt={data.logoAlt} sizes="160px" widthHint={data.logo.width} priority />
        ) : (
          <span className={css.logoText}>{data.logoAlt}</span>
        )}
      </Link>
      <div className={css.menuPanel} data-testid="mobile-menu">
        <SearchForm testId="menu-search" className={css.menuOnly} />
        <nav aria-label={t("layout.mainNavigation")}>
          <ul className={css.navList}>
            {data.mainNav.map((node) => (
              <NavEntry key={node.id} node={node} />
            ))}
          </ul>
        </nav>
        <LanguageSwitcher className={`${css.mobileLanguages} ${css.menuOnly}`} />
        {cta ? (
          <a className={`${css.mobileCta} ${css.menuOnly}`} href={cta.href} rel={cta.rel} target={cta.target}>
            {cta.label}
          </a>
        ) : null}
      </div>
    </div>
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

/** Keeps the page's scroll padding (layout.css.ts, headerRoom) at the sticky header's real height. */
const keepRoomForHeader = keepRoomFor(css.headerRoom, (_header, height) => height);

export function Header({ data }: { data: SiteChromeData }) {
  const { open, close, ...disclosures } = useDisclosures<HeaderPanel>();
  useCloseOnWidthChange(open === "menu", close);
  return (
    <header className={css.header} ref={keepRoomForHeader}>
      <div className={css.headerInner}>
        <MenuAndNavigation data={data} disclosures={disclosures} />
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
