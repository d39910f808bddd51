import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import type { Locale } from "#server/contract/urls";
import { fixedT } from "./i18n";

type RootData = { locale: Locale } | undefined;

/**
 * The meta of a route with an error boundary: when it shows an error, the page's <title>
 * ("Error 404 – This page could not be found") in the visitor's language, or in both languages
 * when even the root loader failed. Pages that fail never reach their own meta.
 */
export function errorMeta({
  error,
  matches,
}: {
  error?: unknown;
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
}): MetaDescriptor[] {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const root = matches.find((m) => m?.id === "root")?.data as RootData;
  if (!root) return [{ title: `Error ${status} / Greška ${status}` }];
  const t = fixedT(root.locale, ["common"]);
  return [
    {
      title: `${t("error.title", { statusCode: status })} – ${status === 404 ? t("error.pageNotFound") : t("error.somethingWentWrong")}`,
    },
  ];
}
