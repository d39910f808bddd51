/**
 * Bounded labels for requests and platform calls. A storefront page is labelled by the path pattern
 * React Router matched ("/shop/:slug"), which the storefront notes for the request
 * (app/.server/request-log.ts) from the match React Router makes anyway. Before a request reaches
 * that (a refusal, a fault in an outer middleware) the label is made from the path: each segment
 * kept when it is a static segment of some route ("shop", "account") and ":param" otherwise, at
 * most MAX_DEPTH segments deep ("/:param/shop/:param"). The host's own paths get a fixed name.
 * Never a raw URL.
 */
import type { ServerBuild } from "react-router";
import type { PlatformTransport } from "../contract/transport";
import { metrics } from "./metrics";

type Manifest = ServerBuild["routes"];

const MAX_DEPTH = 3;
const knownSegments = new WeakMap<Manifest, Set<string>>();

/** The static segments of every route's path ("shop" of "shop/:slug", "en" of "en?"). */
function staticSegments(manifest: Manifest): Set<string> {
  let known = knownSegments.get(manifest);
  if (known) return known;
  known = new Set();
  for (const route of Object.values(manifest))
    for (const segment of (route?.path ?? "").split("/"))
      if (segment && !segment.startsWith(":") && !segment.includes("*")) known.add(segment.replace(/\?$/, ""));
  knownSegments.set(manifest, known);
  return known;
}

/** The path pattern of a storefront path, from the build's route segments. */
export function storefrontRoute(manifest: Manifest, path: string): string {
  const known = staticSegments(manifest);
  const segments = path.split("/").filter(Boolean);
  const pattern = segments.slice(0, MAX_DEPTH).map((s) => (known.has(s) ? s : ":param"));
  return "/" + pattern.join("/") + (segments.length > MAX_DEPTH ? "/…" : "");
}

/** The host's own paths: a fixed name, or null for a storefront page. */
export function hostRoute(path: string): string | null {
  const first = path.split("/")[1] ?? "";
  if (first === "api" || first === "media" || first === "assets") return first;
  if (path === "/healthz" || path === "/livez" || path === "/metrics") return "probes";
  return null;
}

/** The transport, timing each call by endpoint and outcome (ok, refused: a 4xx, failed: 5xx or unreachable). */
export function timedTransport(transport: PlatformTransport): PlatformTransport {
  return {
    // Not timed: a file's answer streams on after this returns.
    ...(transport.fetch ? { fetch: (request: Request) => transport.fetch!(request) } : {}),
    async call(endpoint, input, context) {
      const started = performance.now();
      let outcome = "failed";
      try {
        const answer = await transport.call(endpoint, input, context);
        outcome = !("errored" in answer) ? "ok" : answer.statusCode < 500 ? "refused" : "failed";
        return answer;
      } finally {
        metrics.platformCallSeconds.observe(
          { endpoint: `${endpoint.method} ${endpoint.path}`, outcome },
          (performance.now() - started) / 1000,
        );
      }
    },
  };
}
