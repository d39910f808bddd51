import type { Route } from "./+types/locales";
import { namespaceStrings, translationsVersion } from "~/.server/i18n";

/**
 * /_locales/{locale}/{namespace}.json: one namespace's strings, for the browser's i18next when a
 * visitor moves on to a page whose namespaces the document did not carry (remix-i18next's locales
 * route). A URL with the current version is cached for good; another, in case a page of an earlier
 * release asks, is answered but revalidated. An unknown locale or namespace gets English or `{}`.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const current = new URL(request.url).searchParams.get("v") === translationsVersion;
  return Response.json(namespaceStrings(params.locale, params.namespace), {
    headers: {
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
    },
  });
}
