import type { ShouldRevalidateFunctionArgs } from "react-router";
import { localeFromPath } from "#server/contract/urls";

/** For layout data that changes only with the locale: read again after a write (for its toast and
 * fresh state) or when the locale changes, not on every navigation. */
export function revalidateOnLocaleChangeOrWrite({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);
}
