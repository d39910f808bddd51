import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../lib/i18n";
import { Link, useLocation } from "react-router";
import type { NavigationLink } from "../../../server/contract";
import { contentPagePath } from "../../../server/contract/urls";
import { Picture } from "../ui/Picture";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "../ui/icons";
import * as css from "./layout.css";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { AccountLink } from "../account/AccountLink";
import { CartLink } from "../cart/CartLink";
import { NavAnchor } from "./NavLink";
import type { ChromeLink, SiteChromeData } from "./types";

/** Spec section 9: a desktop dropdown closes 900 ms after the pointer leaves; above 8 children it is wide. */
const CLOSE_DELAY_MS = 900;
const WIDE_ABOVE = 8;

function DesktopItem({ node }: { node: NavigationLink }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { pathname } = useLocation();
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => setOpen(false), [pathname]);
  if (!node.children.length) {
    return (
      <li className={css.navItem}>
        <NavAnchor node={node} className={css.navLink} />
      </li>
    );
  }
  const wide = node.children.length > WIDE_ABOVE;
  return (
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
        {node.children.map((child) => (
          <li key={child.id}>
            <NavAnchor node={child} className={css.dropdownLink} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** A <details> menu: it opens without JavaScript; with it, it closes on navigation and resize and
 * locks the page's scrolling while open. */
function MobileMenu({ nav, cta }: { nav: NavigationLink[]; cta: ChromeLink | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    document.body.dataset.scrollLocked = "true";
    const close = () => setOpen(false);
    window.addEventListener("resize", close);
    return () => {
      delete document.body.dataset.scrollLocked;
      window.removeEventListener("resize", close);
    };
  }, [open]);
  return (
    <details className={css.mobileMenu} open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className={css.mobileToggle} aria-label={open ? t("layout.closeMenu") : t("layout.openMenu")}>
        {open ? <CloseIcon /> : <MenuIcon />}
      </summary>
      <nav className={css.mobilePanel} aria-label={t("layout.mainNavigation")}>
        <ul className={css.mobileList}>
          {nav.map((node) => (
            <li key={node.id}>
              <NavAnchor node={node} className={css.mobileLink} />
              {node.children.length ? (
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
        {cta ? (
          <a className={css.mobileCta} href={cta.href} rel={cta.rel} target={cta.target}>
            {cta.label}
          </a>
        ) : null}
      </nav>
    </details>
  );
}

export function Header({ data }: { data: SiteChromeData }) {
  const { t } = useTranslation();
  const home = contentPagePath(data.locale, "", true);
  return (
    <header className={css.header}>
      <div className={css.headerInner}>
        <MobileMenu nav={data.mainNav} cta={data.cta} />
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
          <LanguageSwitcher locale={data.locale} />
          <AccountLink locale={data.locale} />
          <CartLink locale={data.locale} />
          {data.cta ? (
            <a className={css.ctaButton} href={data.cta.href} rel={data.cta.rel} target={data.cta.target} data-testid="vodime">
              {data.cta.label}
            </a>
          ) : null}
        </div>
      </div>
    </header>
  );
}
