/** A plain form post (JavaScript off) asks for a document; a fetcher asks for data. Actions answer
 * the first with a 303 and the second with data. */
export function wantsDocument(request: Request): boolean {
  return (request.headers.get("Accept") ?? "").includes("text/html");
}
