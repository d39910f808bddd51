import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { origin, ports } from "./tests/e2e/support/ports";
import { storefrontHost } from "./tests/e2e/support/host-command";
import { E2E_SECRETS } from "./tests/e2e/support/secrets";

/**
 * End-to-end tests against the production build (`npm run test:e2e` builds first; this file never
 * builds). Chromium is Debian's: its headless shell where installed (package chromium-headless-shell,
 * the build Playwright itself runs headless tests in; decision 0042), else /usr/bin/chromium, or
 * CHROMIUM_PATH. Never `playwright install`.
 * Every run starts on fresh databases under .tmp/.
 */
const CI = !!process.env.CI;
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
/**
 * Every server here runs one process (decision 0101): production's worker per core is what the
 * multi-worker specs (workers, page cache, settings) start for themselves. With a primary and a
 * worker per core each, starting the servers and running a four-test spec took 45 s on two cores;
 * with one process each, 26 s. The main server alone, one process instead of three, took a fifth
 * off the catalog spec's CPU time.
 */
const oneProcess = (env = "") => `WEB_CONCURRENCY=1 ${env}`;
/** A production server on a fresh database (the payment sandbox on), its PUBLIC_URL its own origin; `env` adds variables. Tests fill forms faster than people: no minimum fill time (tests/unit/bot-check.test.ts covers it). */
const server = (dataDir: string, port: number, env = "") =>
  `rm -rf ${dataDir} && ${env} DATA_DIR=${dataDir} HOST=127.0.0.1 PORT=${port} PUBLIC_URL=${origin(port)} NODE_ENV=production PAYMENT_SANDBOX=1 SESSION_SECRET=${E2E_SECRETS.SESSION_SECRET} PLATFORM_SECRET=${E2E_SECRETS.PLATFORM_SECRET} DEMO_ADMIN_PASSWORD=admin-password-1 VALIDATE_PLATFORM_RESPONSES=1 FORM_MIN_FILL_MS=0 LOG_LEVEL=warn node ${storefrontHost.join(" ")}`;

const oauth = origin(ports.oauthProvider);
const socialEnv = [
  `OAUTH_PROVIDER_NAME="Example ID"`,
  `OAUTH_AUTHORIZE_URL=${oauth}/authorize`,
  `OAUTH_TOKEN_URL=${oauth}/token`,
  `OAUTH_USERINFO_URL=${oauth}/userinfo`,
  "OAUTH_CLIENT_ID=e2e-storefront",
  "OAUTH_CLIENT_SECRET=e2e-oauth-secret",
].join(" ");

/** E2E_SERVERS=main,popup starts only those servers, for running a few specs while working. */
const only = process.env.E2E_SERVERS?.split(",").map((s) => s.trim());
const servers = <T extends { name: string }>(list: T[]) => list.filter((s) => !only || only.includes(s.name));

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  forbidOnly: CI,
  workers: 2,
  retries: CI ? 1 : 0,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: origin(ports.main),
    browserName: "chromium",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
    trace: "off",
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    // The release notice's development host (Vite) compiles the whole app on its first pages: minutes
    // of both cores. It runs once, in the JavaScript project; its no-JavaScript test opens a context
    // of its own there.
    { name: "no-js", use: { javaScriptEnabled: false }, testIgnore: ["**/release-notice.spec.ts"] },
  ],
  webServer: servers([
    {
      name: "main",
      command: server(".tmp/e2e", ports.main, oneProcess()),
      url: `${origin(ports.main)}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      name: "maintenance",
      command: server(".tmp/e2e-maint", ports.maintenance, oneProcess("MAINTENANCE_MODE=1")),
      url: `${origin(ports.maintenance)}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      name: "shortTokens",
      // Access tokens live 2 s here: the accounts spec checks that expired ones are refreshed unnoticed.
      command: server(".tmp/e2e-ttl", ports.shortTokens, oneProcess("ACCESS_TOKEN_TTL=2")),
      url: `${origin(ports.shortTokens)}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      name: "oauthProvider",
      // The small OAuth 2 provider the social-login spec signs in with (loopback only).
      command: `OAUTH_TEST_PORT=${ports.oauthProvider} node --import tsx tests/e2e/support/oauth-provider.ts`,
      url: `${oauth}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      name: "social",
      // A storefront with social login configured against that provider.
      command: server(".tmp/e2e-social", ports.social, oneProcess(socialEnv)),
      url: `${origin(ports.social)}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      name: "popup",
      // Its own database: the cart spec sets the cart type to 2 (popup) here, leaving 3210 at 0.
      command: server(".tmp/e2e-popup", ports.popup, oneProcess()),
      url: `${origin(ports.popup)}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      name: "publishing",
      // Its own database: the publishing journey turns RequireAdminPublishing on here, leaving the others' edits live.
      command: server(".tmp/e2e-publishing", ports.publishing, oneProcess()),
      url: `${origin(ports.publishing)}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ]),
});
