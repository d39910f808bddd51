import { useTranslation } from "~/lib/i18n";
import { AppleIcon, GooglePlayIcon, SocialIcon } from "../ui/icons";
import * as css from "./layout.css";
import { NavAnchor } from "./NavLink";
import type { ChromeLink, SiteChromeData } from "~/lib/site-chrome";

function Anchor({ link }: { link: ChromeLink }) {
  return (
    <a href={link.href} rel={link.rel} target={link.target}>
      {link.label}
    </a>
  );
}

export function Footer({ data }: { data: SiteChromeData }) {
  const { t } = useTranslation();
  return (
    <footer className={css.footer}>
      <div className={css.footerInner}>
        <div className={css.footerColumns}>
          {data.footerColumns.map((column, i) =>
            column.links.length ? (
              <nav
                key={i}
                aria-label={column.title || t("layout.footerColumn", { number: i + 1 })}
                data-testid={`footer-column-${i + 1}`}
              >
                {column.title ? <h2 className={css.footerTitle}>{column.title}</h2> : null}
                <ul className={css.footerList}>
                  {column.links.map((node) => (
                    <li key={node.id}>
                      <NavAnchor node={node} />
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null,
          )}
          {data.contact ? (
            <div>
              <h2 className={css.footerTitle}>{t("layout.contact")}</h2>
              <address className={css.contact}>
                <strong>{data.contact.company}</strong>
                <span>{data.contact.address}</span>
                <a href={`tel:${data.contact.phone.replace(/[^+\d]/g, "")}`}>{data.contact.phone}</a>
                <a href={`mailto:${data.contact.email}`}>{data.contact.email}</a>
              </address>
            </div>
          ) : null}
        </div>

        <div className={css.footerRow}>
          {data.appStores.length ? (
            <div className={css.badgeRow} aria-label={t("layout.appStores")} role="group">
              {data.appStores.map((store) => (
                <a
                  key={store.store}
                  className={css.storeBadge}
                  href={store.href}
                  rel={store.rel}
                  target={store.target}
                  data-store={store.store}
                >
                  {store.store === "apple" ? <AppleIcon size={22} /> : <GooglePlayIcon size={22} />}
                  <span>{store.label}</span>
                </a>
              ))}
            </div>
          ) : null}
          {data.socialLinks.length ? (
            <ul className={css.socialList} aria-label={t("layout.social")}>
              {data.socialLinks.map((social) => (
                <li key={social.network}>
                  <a
                    className={css.socialLink}
                    href={social.href}
                    rel={social.rel}
                    target={social.target}
                    aria-label={social.label}
                  >
                    <SocialIcon network={social.network} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <div className={css.footerRow}>
          <p className={css.copyright} data-testid="copyright">
            {data.copyright}
          </p>
          <ul className={css.inlineLinks}>
            {[...data.infoLinks, ...data.privacyLinks].map((link) => (
              <li key={link.href + link.label}>
                <Anchor link={link} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
