import { useTranslation } from "../../lib/i18n";
import { useFetcher, useLocation } from "react-router";
import * as css from "./layout.css";
import type { SiteChromeData } from "./types";

export const COOKIE_CONSENT_ACTION = "/_actions/cookie-consent";

/** A real form: without JavaScript it posts and comes back to this page; with it, it hides at once. */
export function CookieBanner({ banner }: { banner: NonNullable<SiteChromeData["cookieBanner"]> }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const location = useLocation();
  if (fetcher.state !== "idle" || fetcher.data) return null;
  return (
    <section className={css.cookieBanner} aria-label={t("layout.cookieNotice")} data-testid="cookie-banner">
      <p className={css.cookieText}>
        {banner.text}{" "}
        <a href={banner.privacyHref}>{banner.linkLabel}</a>
      </p>
      <fetcher.Form method="post" action={COOKIE_CONSENT_ACTION}>
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <button type="submit" className={css.primaryButton} name="consent" value="accepted">
          {banner.acceptLabel}
        </button>
      </fetcher.Form>
    </section>
  );
}
