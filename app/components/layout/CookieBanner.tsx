import { useEffect, useState } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { useTranslation } from "~/lib/i18n";
import {
  COOKIE_CONSENT_ACTION,
  COOKIE_SETTINGS_PARAM,
  pathWithoutSettingsFlag,
  type CookieConsent,
} from "~/lib/cookie-consent";
import * as css from "./layout.css";
import { keepRoomFor } from "./room";
import type { SiteChromeData } from "~/lib/site-chrome";

/**
 * Keeps the page's room for the banner (layout.css.ts, cookieBannerRoom) at the banner's real size
 * while it shows: its height and its distance from the screen's bottom edge. The stylesheet's figure
 * is the tallest notice's, for pages without JavaScript; a longer notice or a larger text size needs
 * the measured one.
 */
const keepRoomForBanner = keepRoomFor(
  css.cookieBannerRoom,
  (banner, height) => height + (parseFloat(getComputedStyle(banner).bottom) || 0),
);

/**
 * Keeps the control the keyboard focuses in sight above the banner (WCAG 2.4.11): the page's
 * scroll padding (cookieBannerRoom) serves a control the browser scrolls to, but one already on the
 * screen, under the banner, is not scrolled. A ref callback: it listens while the banner shows.
 */
function keepFocusInSight(banner: HTMLElement | null) {
  if (!banner) return;
  const reveal = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || banner.contains(target)) return;
    const box = target.getBoundingClientRect();
    const cover = banner.getBoundingClientRect();
    const beside = box.right <= cover.left || box.left >= cover.right;
    const hidden = box.bottom - cover.top;
    // Only a control that fits above the banner is moved: the page's content taking the focus (an
    // answer from the banner itself) is taller than that, and scrolling by it would throw the page.
    const fits = box.height < cover.top;
    if (!beside && fits && hidden > 0 && box.top < cover.bottom)
      window.scrollBy({ top: hidden + 8, behavior: "instant" });
  };
  document.addEventListener("focusin", reveal);
  return () => document.removeEventListener("focusin", reveal);
}

/** Both the banner's ref callbacks, their cleanups together. */
function bannerRef(banner: HTMLElement | null) {
  const cleanups = [keepRoomForBanner(banner), keepFocusInSight(banner)];
  return () => cleanups.forEach((cleanup) => cleanup?.());
}

const BANNER_ID = "cookie-banner";

/**
 * Accept or reject non-essential cookies, two buttons of equal weight in one real form: without
 * JavaScript it posts and comes back to this page; with it, the banner hides at once. It shows
 * until the visitor chooses, and again on a page opened with the cookie-settings flag.
 */
export function CookieBanner({ banner }: { banner: NonNullable<SiteChromeData["cookieBanner"]> }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ consent: CookieConsent | null }>();
  const location = useLocation();
  const navigate = useNavigate();
  // The navigation on which the visitor answered here: the banner stays hidden for it even while
  // its URL still asks for the settings.
  const [answeredOn, setAnsweredOn] = useState<string | null>(null);
  const settingsAsked = new URLSearchParams(location.search).has(COOKIE_SETTINGS_PARAM);
  const back = pathWithoutSettingsFlag(location.pathname, location.search);
  // The answer just posted here counts even before the layout data is read again (a quick click
  // on the settings link can cut that read short).
  const consent = fetcher.data?.consent ?? banner.consent;
  // Answered, on the page that had the flag or on any after it (until the settings are asked for again).
  const answered = consent || answeredOn !== null;
  // Opened again by the settings link: the banner takes the focus from the link it covers.
  const reopened = settingsAsked && !!consent && answeredOn !== location.key;
  useEffect(() => {
    if (reopened) document.getElementById(BANNER_ID)?.focus({ preventScroll: true });
  }, [reopened, location.key]);
  if (answeredOn === location.key || (answered && !settingsAsked)) return null;
  return (
    <section
      ref={bannerRef}
      id={BANNER_ID}
      tabIndex={-1}
      className={css.cookieBanner}
      aria-label={t("layout.cookieNotice")}
      data-testid="cookie-banner"
    >
      <div className={css.cookieText}>
        <p>
          {/* The notice is rich text the platform sanitized when it was saved (server/modules/cms/elements.ts). */}
          <span dangerouslySetInnerHTML={{ __html: banner.text }} /> <a href={banner.privacyHref}>{banner.linkLabel}</a>
        </p>
        {consent ? <p>{t(`cookies.choice.${consent}`)}</p> : null}
      </div>
      <fetcher.Form
        method="post"
        action={COOKIE_CONSENT_ACTION}
        className={css.cookieActions}
        onSubmit={(event) => {
          // The answer takes the banner away: a keyboard's focus on its button goes to the page's
          // content, where the next Tab goes on, not to the start of the page.
          if (event.currentTarget.contains(document.activeElement))
            document.getElementById("main")?.focus({ preventScroll: true });
          setAnsweredOn(location.key);
          // The flag has done its work, as the post without JavaScript comes back without it: kept,
          // an address built from this one (a variant picked) would open the banner again.
          if (settingsAsked) void navigate(back, { replace: true, preventScrollReset: true });
        }}
      >
        <input type="hidden" name="redirectTo" value={back} />
        <button type="submit" className={css.primaryButton} name="consent" value="accepted">
          {banner.acceptLabel}
        </button>
        <button type="submit" className={css.primaryButton} name="consent" value="rejected">
          {t("cookies.reject")}
        </button>
      </fetcher.Form>
    </section>
  );
}
