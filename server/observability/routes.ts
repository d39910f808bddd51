/**
 * Bounded labels for requests and platform calls: a storefront page is labelled by its React Router
 * route id ("routes/shop/product"), found by matching the path against the build's route tree; the
 * host's own paths by a fixed name. A path no route matches is "unmatched", never itself.
 */
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { PlatformTransport } from "../contract/transport";
import { metrics } from "./metrics";

type Manifest = ServerBuild["routes"];

function tree(manifest: Manifest, parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route && route.parentId === parentId)
    .map((route) => ({
      id: route!.id,
      path: route!.path,
      index: route!.index,
      caseSensitive: route!.caseSensitive,
      children: route!.index ? undefined : tree(manifest, route!.id),
    })) as RouteObject[];
}

const labelers = new WeakMap<Manifest, (path: string) => string>();

/** The deepest matching route's id for `path`, from the build's routes (the tree is built once per build). */
export function storefrontRoute(manifest: Manifest, path: string): string {
  let label = labelers.get(manifest);
  if (!label) {
    const routes = tree(manifest);
    label = (p) => matchRoutes(routes, p)?.at(-1)?.route.id ?? "unmatched";
    labelers.set(manifest, label);
  }
  return label(path);
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
