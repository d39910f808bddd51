import { data } from "react-router";
import { config } from "~/.server/config";
import { latestRelease } from "~/.server/dev-docs";
import type { LatestRelease } from "~/lib/dev-menu";

/**
 * The latest release (CHANGELOG's latest version heading) that the developer menu's release notice
 * compares with the one this browser last saw (app/lib/release-notice.ts), outside production only.
 * The browser keeps the answer an hour itself; the server keeps the list 5 minutes (dev-docs.ts).
 */
export async function loader() {
  if (config.isProduction) throw data(null, { status: 404 });
  const answer: LatestRelease = { tag: await latestRelease() };
  return Response.json(answer, { headers: { "Cache-Control": "no-store" } });
}
