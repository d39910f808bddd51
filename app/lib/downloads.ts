import { pagePath, type Locale } from "#server/contract/urls";

/**
 * The address a buyer's download link goes to (decision 0049): the storefront's download page in the
 * page's language, carrying the platform's signed address (its id, expiry and signature) and the
 * page that showed it (`order`), where its refusal page leads back.
 */
export function downloadHref(platformUrl: string, locale: Locale, order: string): string {
  const signed = new URL(platformUrl, "http://platform");
  const id = signed.pathname.split("/").pop() ?? "";
  const query = new URLSearchParams({
    expires: signed.searchParams.get("expires") ?? "",
    signature: signed.searchParams.get("signature") ?? "",
    order,
  });
  return `${pagePath("download", locale, { id })}?${query}`;
}
