import { data } from "react-router";
import { REFUSAL_HEADER, REFUSAL_STATUSES } from "../../../server/http/node";
import type { Route } from "./+types/refused";

/**
 * The error page of a request the host refused before the storefront read it (server.ts: a method
 * other than GET, HEAD and POST, a body that is not a form, a form over its size limit). The host
 * asks for this page with the status in REFUSAL_HEADER; the main layout's error boundary shows
 * it with the site around it. Asked for by anyone else, it does not exist.
 */
export function loader({ request, params }: Route.LoaderArgs): never {
  const status = Number(params.status);
  const refused = REFUSAL_STATUSES.find((s) => s === status && request.headers.get(REFUSAL_HEADER) === String(s));
  throw data(null, { status: refused ?? 404 });
}

export default function Refused() {
  return null;
}
