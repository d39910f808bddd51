/**
 * The back-office user's own interface language (spec sections 6 and 7: "uses an admin interface
 * language", the user setting global/language; docs/decisions/0060-admin-language.md). On the back
 * office's screens and in edit mode, a back-office user who chose one is spoken to in it: screens,
 * controls, titles and messages; the page's content stays in the URL's language. Without a choice,
 * and everywhere else, the URL's language is the interface's.
 */
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { accounts } from "#server/contract";
import { isBackOffice } from "#server/contract/edge";
import type { Locale } from "#server/contract/urls";
import { log } from "#server/log";
import { localeContext, platformContext, viewerContext } from "./context";

/** The interface language the back-office user chose, on a back-office request; null otherwise. */
export const interfaceLocaleContext = createContext<Locale | null>(null);

/** After the auth middleware (it needs the viewer and their platform client). */
export const interfaceLanguageMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (context.get(viewerContext)?.isBackofficeUser && isBackOffice(new URL(request.url))) {
    try {
      const { language } = await context.get(platformContext).call(accounts.interfaceLanguageGet, {});
      context.set(interfaceLocaleContext, language);
    } catch (err) {
      // The back office's own check answers for a user who lost access; the URL's language serves meanwhile.
      log.info("interface language not read; the URL's language is used", { err });
    }
  }
  return next();
};

/** The language the request's interface speaks: the back-office user's choice, else the URL's. */
export function interfaceLocale(context: Readonly<RouterContextProvider>): Locale {
  return context.get(interfaceLocaleContext) ?? context.get(localeContext);
}
