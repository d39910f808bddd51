import { useTranslation } from "~/lib/i18n";
import { WishlistForm } from "../account/WishlistToggle";
import { CartModalProvider } from "../cart/CartModal";
import { CardCartForm } from "../catalog/CardCartForm";
import { Header } from "./Header";
import * as css from "./layout.css";
import type { SiteChromeData } from "~/lib/site-chrome";
import { lazyPart } from "~/lib/lazy";

// Shown until the visitor answers it: most page views do without its code.
const CookieBanner = lazyPart(() => import("./CookieBanner").then((m) => m.CookieBanner));
// Below the fold and links only: it works as plain links until its code has loaded.
const Footer = lazyPart(() => import("./Footer").then((m) => m.Footer));

/** The main layout of spec section 2: header, content, footer and cookie notice. */
export function SiteChrome({ data, children }: { data: SiteChromeData; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <CartModalProvider locale={data.locale}>
      <a href="#main" className={css.skipLink}>
        {t("layout.skipToContent")}
      </a>
      <Header data={data} />
      <main id="main" className={css.main} tabIndex={-1}>
        {children}
      </main>
      <WishlistForm />
      <CardCartForm />
      <Footer data={data} />
      {data.cookieBanner ? <CookieBanner banner={data.cookieBanner} /> : null}
    </CartModalProvider>
  );
}
