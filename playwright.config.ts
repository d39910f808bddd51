import { defineConfig } from "@playwright/test";

/**
 * End-to-end tests against the production build (`npm run test:e2e` builds first; this file never
 * builds). Chromium is Debian's (/usr/bin/chromium, or CHROMIUM_PATH): never `playwright install`.
 * Every run starts on fresh databases under .tmp/.
 */
const CI = !!process.env.CI;
const server = (env: string) =>
  `DATA_DIR=${env} HOST=127.0.0.1 NODE_ENV=production SESSION_SECRET=e2e-secret PLATFORM_SECRET=e2e-platform-secret DEMO_ADMIN_PASSWORD=admin-password-1 VALIDATE_PLATFORM_RESPONSES=1 LOG_LEVEL=warn node --import tsx server.ts`;

const oauth = "http://127.0.0.1:3216";
const socialEnv = [
  `OAUTH_PROVIDER_NAME="Example ID"`,
  `OAUTH_AUTHORIZE_URL=${oauth}/authorize`,
  `OAUTH_TOKEN_URL=${oauth}/token`,
  `OAUTH_USERINFO_URL=${oauth}/userinfo`,
  "OAUTH_CLIENT_ID=e2e-storefront",
  "OAUTH_CLIENT_SECRET=e2e-oauth-secret",
].join(" ");

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
    baseURL: "http://127.0.0.1:3210",
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
    { name: "no-js", use: { javaScriptEnabled: false } },
  ],
  webServer: [
    {
      command: `rm -rf .tmp/e2e && PORT=3210 ${server(".tmp/e2e")}`,
      url: "http://127.0.0.1:3210/healthz",
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `rm -rf .tmp/e2e-maint && PORT=3211 MAINTENANCE_MODE=1 ${server(".tmp/e2e-maint")}`,
      url: "http://127.0.0.1:3211/healthz",
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // Access tokens live 2 s here: the accounts spec checks that expired ones are refreshed unnoticed.
      command: `rm -rf .tmp/e2e-ttl && PORT=3214 ACCESS_TOKEN_TTL=2 ${server(".tmp/e2e-ttl")}`,
      url: "http://127.0.0.1:3214/healthz",
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // The small OAuth 2 provider the social-login spec signs in with (loopback only).
      command: "OAUTH_TEST_PORT=3216 node --import tsx tests/e2e/support/oauth-provider.ts",
      url: "http://127.0.0.1:3216/healthz",
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // A storefront with social login configured against that provider.
      command: `rm -rf .tmp/e2e-social && PORT=3215 ${socialEnv} ${server(".tmp/e2e-social")}`,
      url: "http://127.0.0.1:3215/healthz",
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // Its own database: the cart spec sets the cart type to 2 (popup) here, leaving 3210 at 0.
      command: `rm -rf .tmp/e2e-popup && PORT=3217 ${server(".tmp/e2e-popup")}`,
      url: "http://127.0.0.1:3217/healthz",
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
