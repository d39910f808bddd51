import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { browserTranslations } from "./lib/browser-translations";
import { reloadOnce } from "./lib/chunk-reload";
import { setTranslationSource, type PageTranslations } from "./lib/i18n";

declare global {
  interface Window {
    /** The page's translations, written into the document by entry.server. */
    __translations?: PageTranslations;
    /** The Navigation API, where the browser has it (TypeScript's DOM types do not yet). */
    navigation?: EventTarget;
    /** React Router's router (react-router/dom sets it): the client navigation under way. */
    __reactRouterDataRouter?: {
      state: { navigation: { location?: { pathname: string; search: string; hash: string }; formMethod?: string } };
    };
  }
}

// React Router reloads the page when a route's module fails to load during a client navigation (a
// deploy took it away), once per module it tried. The visitor asked for another page: the
// document goes there instead, as the link would without JavaScript. It takes a click each time,
// so it cannot loop; it starts the chunk guard all the same, so that a part failing on the new
// page shows the error page.
let leaving = false;
window.navigation?.addEventListener("navigate", (event) => {
  const { location: to, formMethod } = window.__reactRouterDataRouter?.state.navigation ?? {};
  const { navigationType } = event as Event & { navigationType: string };
  if (navigationType !== "reload" || !event.cancelable || !to || (formMethod && formMethod !== "GET")) return;
  event.preventDefault();
  if (leaving) return;
  leaving = true;
  reloadOnce(to.pathname + to.search + to.hash, true);
});

setTranslationSource(browserTranslations(window.__translations));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
