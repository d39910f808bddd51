import { isSafeRedirect } from "../../lib/safe-redirect";

/** The query parameter that carries where to go after logging in. */
export const REDIRECT_PARAM = "redirectTo";

/** `path?redirectTo=target` when the target passes the safe-path rule (spec section 2), else `path`. */
export function withRedirect(path: string, target: string | null | undefined): string {
  return isSafeRedirect(target) ? `${path}?${new URLSearchParams({ [REDIRECT_PARAM]: target })}` : path;
}
