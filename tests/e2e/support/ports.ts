/**
 * Ports of the servers the end-to-end suite starts (playwright.config.ts). They are counted from
 * E2E_PORT_BASE (default 3210) so that two checkouts can run their suites side by side.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3210);

export const ports = {
  main: base,
  maintenance: base + 1,
  splitPlatform: base + 2,
  splitWeb: base + 3,
  shortTokens: base + 4,
  social: base + 5,
  oauthProvider: base + 6,
  popup: base + 7,
  /** The demo host that host.spec.ts starts itself (no configuration, DEMO_MODE=1). */
  demo: base + 8,
  /** The two-worker host that workers.spec.ts starts itself (WEB_CONCURRENCY=2). */
  workers: base + 9,
  /** The host on a PostgreSQL database that unavailable.spec.ts starts and cuts off. */
  unavailable: base + 10,
  /** A host with the RequireAdminPublishing option on (publish-journey.spec.ts sets it). */
  publishing: base + 11,
  /** The host on a copy of the build that deploy.spec.ts starts and deploys under. */
  deploy: base + 12,
  /** The two-worker host with the page cache on that page-cache.spec.ts starts itself. */
  pageCache: base + 13,
  /** The one-worker host with the page cache on that page-variants.spec.ts starts itself. */
  pageVariants: base + 14,
  /** The two-worker hosts with the page cache on that admin-settings.spec.ts starts, one per project. */
  adminSettings: { js: base + 15, "no-js": base + 16 } as Record<string, number>,
  /** The hosts that site-options.spec.ts starts, one per project (it sets a site password). */
  siteOptions: { js: base + 17, "no-js": base + 18 } as Record<string, number>,
  /** The hosts that one-step-checkout.spec.ts starts, one per project (it sets the checkout type). */
  oneStep: { js: base + 19, "no-js": base + 20 } as Record<string, number>,
  /** The development host (npm run dev: Vite, the developer menu) that release-notice.spec.ts starts. */
  devMenu: base + 21,
};

export const origin = (port: number) => `http://127.0.0.1:${port}`;
export const ORIGIN = origin(ports.main);
