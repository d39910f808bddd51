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

/** For a page whose action answers a save conflict (409) with what was typed: read again after it,
 * which React Router skips after a refusal, so that the page shows the version it was about. */
export function revalidateAfterConflict({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}
