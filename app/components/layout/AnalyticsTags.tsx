import { useEffect, useRef } from "react";
import type { AnalyticsIds } from "~/lib/site-code";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** The tags loaded in this page's life: a navigation or a second render loads none twice. */
const loaded = new Set<string>();

function addScript(src: string) {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  script.dataset.analytics = "";
  document.head.append(script);
}

/** Google's own snippets, run from our bundle (no inline script to allow): the data layer, then the tag. */
function loadTags({ ga, gtm }: AnalyticsIds) {
  window.dataLayer ??= [];
  if (ga && !loaded.has(ga)) {
    loaded.add(ga);
    window.gtag = function gtag() {
      // gtag.js reads the arguments object itself, not an array.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
    window.gtag("js", new Date());
    window.gtag("config", ga);
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ga)}`);
  }
  if (gtm && !loaded.has(gtm)) {
    loaded.add(gtm);
    window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
    addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtm)}`);
  }
}

/**
 * The analytics tags (GoogleAnalyticsId, GoogleTagManagerId; docs/decisions/0059-custom-code.md),
 * loaded in the browser only once the visitor accepted cookies in the cookie banner: never before,
 * not without JavaScript, and not at all where the layout gives no ids (edit mode). A page's policy
 * allows Google's hosts only when it was rendered for a visitor who had accepted
 * (docs/decisions/0070-consent-policy-and-field-refusals.md): accepting on the page loads the page
 * again, whose new policy lets the tags load.
 */
export function AnalyticsTags({ ids, accepted }: { ids: AnalyticsIds; accepted: boolean }) {
  const before = useRef(accepted);
  useEffect(() => {
    const answeredHere = accepted && !before.current;
    before.current = accepted;
    if (answeredHere) window.location.reload();
    else if (accepted) loadTags(ids);
  }, [accepted, ids]);
  return null;
}
