import { data } from "react-router";
import { hostContext } from "~/.server/host";
import type { Route } from "./+types/refused";

/**
 * The error page of a request the host refused before the storefront read it (server.ts: a method
 * other than GET, HEAD and POST, a body that is not a form, a form over its size limit, a path that
 * cannot be decoded). The host asks for this page with the refusal in the load context
 * (`hostContext`); the main layout's error boundary shows it with the site around it. Asked for by
 * anyone else, it does not exist.
 */
export function loader({ params, context }: Route.LoaderArgs): never {
  const refusal = context.get(hostContext).refusal;
  throw data(null, { status: refusal !== null && refusal === Number(params.status) ? refusal : 404 });
}

export default function Refused() {
  return null;
}
