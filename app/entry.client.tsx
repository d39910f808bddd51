import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { browserTranslations } from "./lib/browser-translations";
import { setTranslationSource, type PageTranslations } from "./lib/i18n";

declare global {
  interface Window {
    /** The page's translations, written into the document by entry.server. */
    __translations?: PageTranslations;
  }
}

setTranslationSource(browserTranslations(window.__translations));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
