/**
 * Files the platform signs addresses for: the buyer's e-product downloads (decisions 0047, 0049) and,
 * for the back office, files sent with forms (decision 0090). The order page links to the storefront's
 * download page, which asks the platform's signed download route (outside the contract: its answer
 * is a file) and streams the file on, or sends the browser on to the merchant's address. A refused
 * address (forged, altered, another grant's, expired) is answered with the refusal's status, for the
 * page to say so in the site's layout.
 */
import type { RouterContextProvider } from "react-router";
import { hostContext } from "./host";

/** The headers of a file's answer that reach the browser (its caching is set here). */
const passed = ["content-type", "content-length", "content-disposition", "x-content-type-options"];
/** A buyer's file, or where it leads: never kept by a shared cache (nor by the host's page cache). */
const PRIVATE = "private, no-store";

/** An e-product's download: `platformFile` of the order's download route. */
export function platformDownload(context: Readonly<RouterContextProvider>, id: number, query: URLSearchParams) {
  return platformFile(context, `/api/v1/order/download/${id}`, query);
}

/**
 * A file behind an address the platform signed (its path, and the query with `expires` and
 * `signature`): the file's answer, the merchant's address it sends the browser to, or why not.
 */
export async function platformFile(
  context: Readonly<RouterContextProvider>,
  path: string,
  query: URLSearchParams,
): Promise<Response | 403 | 404 | 410> {
  const platform = context.get(hostContext).platform;
  if (!platform.fetch) throw new Error("The platform does not serve files to this storefront.");
  const signed = new URLSearchParams({ expires: query.get("expires") ?? "", signature: query.get("signature") ?? "" });
  const answer = await platform.fetch(new Request(`http://platform${path}?${signed}`, { redirect: "manual" }));
  if (answer.status === 200) {
    const headers = new Headers({ "Cache-Control": PRIVATE });
    for (const name of passed) {
      const value = answer.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(answer.body, { status: 200, headers });
  }
  const location = answer.headers.get("location");
  await answer.body?.cancel();
  if (answer.status >= 300 && answer.status < 400 && location)
    return new Response(null, { status: 302, headers: { Location: location, "Cache-Control": PRIVATE } });
  return answer.status === 410 || answer.status === 404 ? answer.status : 403;
}
