import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest as one immutable file, not each document's share of it (decision 0037).
  routeDiscovery: { mode: "initial" },
  // React Router v8's behaviour, adopted early (docs/decisions/0015-build-flags.md); pass-through
  // requests are declined for now: loaders read `request.url` as the page's URL.
  future: {
    v8_middleware: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: false,
  },
} satisfies Config;
