import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
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
