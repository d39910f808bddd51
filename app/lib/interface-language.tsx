import { useRouteLoaderData } from "react-router";
import type { Locale } from "#server/contract/urls";
import { Translations, useTranslationIn } from "./i18n";

/**
 * A back-office user's own interface language on a back-office page (the back office's screens, edit
 * mode), as the root's loader found it; null when they chose none, and for everyone else: the
 * page's language speaks then (docs/decisions/0060-admin-language.md).
 */
export function useInterfaceLocale(): Locale | null {
  const root = useRouteLoaderData("root") as { interfaceLocale?: Locale | null } | undefined;
  return root?.interfaceLocale ?? null;
}

/** What it renders (the back office's shell, edit mode's toolbar and section controls) speaks the
 * interface language: the page's namespaces in it. */
export function InterfaceTranslations({ children }: { children: React.ReactNode }) {
  const locale = useInterfaceLocale();
  if (!locale) return <>{children}</>;
  return (
    <Translations locale={locale} namespaces={[]}>
      {children}
    </Translations>
  );
}

/** The interface language's translator for a control that sits inside the page's content (an
 * inline editor), whose surroundings keep the page's language. */
export function useInterfaceTranslation() {
  return useTranslationIn(useInterfaceLocale());
}
