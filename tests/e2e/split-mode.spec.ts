import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { platformHost, storefrontHost } from "./support/host-command";
import { site } from "./support/site";
import { origin, ports } from "./support/ports";
import { E2E_SECRETS } from "./support/secrets";

/**
 * Split mode: the platform alone (server/main.ts) on ports.splitPlatform (3212 by default) and a storefront (server.ts with
 * API_URL) on ports.splitWeb (3213) with its own, unused data directory. Everything the storefront shows must
 * come from the platform process.
 */
const ROOT = resolve(import.meta.dirname, "../..");
const PLATFORM = origin(ports.splitPlatform);
const WEB = origin(ports.splitWeb);

test.describe.configure({ mode: "serial" });

interface Proc {
  name: string;
  child: ChildProcess;
  output: string[];
}
const procs: Proc[] = [];

function start(name: string, host: string[], env: Record<string, string>): Proc {
  const child = spawn(process.execPath, host, {
    cwd: ROOT,
    env: { ...process.env, HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const proc: Proc = { name, child, output: [] };
  child.stdout!.on("data", (d: Buffer) => proc.output.push(d.toString()));
  child.stderr!.on("data", (d: Buffer) => proc.output.push(d.toString()));
  procs.push(proc);
  return proc;
}

async function waitFor(proc: Proc, url: string, ok: (r: Response) => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null)
      throw new Error(`${proc.name} exited (${proc.child.exitCode}):\n${proc.output.join("")}`);
    const response = await fetch(url).catch(() => null);
    if (response && (await ok(response))) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${proc.name} did not answer ${url} within ${timeoutMs} ms:\n${proc.output.join("")}`);
}

async function stop(proc: Proc) {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  const exited = new Promise<void>((r) => proc.child.once("exit", () => r()));
  proc.child.kill("SIGTERM");
  const timer = setTimeout(() => proc.child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}

test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "one run is enough: the split is about servers, not the browser");
  test.setTimeout(90_000);
  for (const dir of [".tmp/e2e-split-platform", ".tmp/e2e-split-web"])
    rmSync(resolve(ROOT, dir), { recursive: true, force: true });

  // Both in production (NODE_ENV unset is production too), sharing PLATFORM_SECRET.
  const platform = start("platform", platformHost, {
    PLATFORM_PORT: String(ports.splitPlatform),
    DATA_DIR: ".tmp/e2e-split-platform",
    PAYMENT_SANDBOX: "1",
    PLATFORM_SECRET: E2E_SECRETS.PLATFORM_SECRET,
    PUBLIC_URL: WEB,
  });
  const web = start("storefront", storefrontHost, {
    API_URL: PLATFORM,
    PORT: String(ports.splitWeb),
    DATA_DIR: ".tmp/e2e-split-web",
    NODE_ENV: "production",
    ...E2E_SECRETS,
    PUBLIC_URL: WEB,
  });
  // The platform listens only after migrating and seeding; any HTTP answer means it is up.
  await waitFor(platform, `${PLATFORM}/api/`, async () => true, 60_000);
  await waitFor(web, `${WEB}/healthz`, async (r) => r.ok && (await r.json()).status === "ok", 60_000);
});

test.afterAll(async () => {
  await Promise.all(procs.splice(0).map(stop));
});

test("the storefront renders the platform's navigation and footer", async ({ page }) => {
  const response = await page.goto(`${WEB}/`);
  expect(response?.status()).toBe(200);
  const nav = page.getByRole("navigation", { name: site.en.mainNavigation });
  await expect(nav.getByRole("link", { name: site.en.aboutUs.name, exact: true })).toHaveAttribute(
    "href",
    site.en.aboutUs.href,
  );
  await expect(nav.getByRole("link", { name: "Resources", exact: true })).toBeVisible();
  await expect(page.getByTestId("vodime")).toHaveText("vodiMe");
  for (let i = 1; i <= 4; i++) await expect(page.getByTestId(`footer-column-${i}`)).toBeVisible();
  await expect(page.getByTestId("copyright")).toHaveText(site.en.copyright);
  await expect(page.locator("h1")).toHaveCount(1);
});

test("a content page works in both languages", async ({ page }) => {
  const en = await page.goto(`${WEB}/privacy-policy`);
  expect(en?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.en.privacy.title);
  const hr = await page.goto(`${WEB}/hr/politika-privatnosti`);
  expect(hr?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.hr.privacy.title);
  await expect(page.getByTestId("copyright")).toHaveText(site.hr.copyright);
  const missing = await page.goto(`${WEB}/this-does-not-exist`);
  expect(missing?.status()).toBe(404);
});

test("a /media image of the page answers through the storefront host", async ({ page, request }) => {
  await page.goto(`${WEB}/`);
  const src = await page.locator("header img[src^='/media/']").first().getAttribute("src");
  expect(src).toMatch(/^\/media\//);
  const image = await request.get(WEB + src!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toMatch(/^image\//);
  expect((await image.body()).length).toBeGreaterThan(100);
  // The image was loaded by the browser too.
  const loaded = await page
    .locator("header img")
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  expect(loaded).toBe(true);
});
