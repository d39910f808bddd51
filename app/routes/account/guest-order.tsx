import { data } from "react-router";
import type { Route } from "./+types/guest-order";

/**
 * /order/{slug}?token=..., /hr/narudzba/{slug}?token=...: a guest's order, opened from the
 * confirmation e-mail's signed link. The platform has no endpoint for it yet
 * (CONTRACT-REQUESTS.md, 2), so every link is not found for now.
 */
export function loader(_: Route.LoaderArgs) {
  throw data(null, { status: 404 });
}
