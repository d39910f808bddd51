import {
  copyFileSync,
  existsSync,
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { basename, join, resolve } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { startHost, waitUntil, type HostProcess } from "./support/host-process";
import { ports } from "./support/ports";
import { E2E_SECRETS } from "./support/secrets";
import { hydrated } from "./support/hydration";

/**
 * Deploys under an open page (docs/decisions/0035), on a host this spec starts on a copy of the
 * build, which it changes as a deploy would: a page whose chunk a deploy took away loads again in
 * full, once, and the previous release's files stay served meanwhile.
 */
const ROOT = resolve(import.meta.dirname, "../..");
const COPY = join(ROOT, ".tmp/e2e-deploy");
/** The build (the host's bundle in it) copied, the rest of the project linked. */
const APP = join(COPY, "app");
const ASSETS = join(APP, "build/client/assets");
const STORE = join(COPY, "releases");
const NOT_LINKED = new Set([".git", ".tmp", ".releases", "build", "data", "test-results"]);

// A fresh host makes its demo images on first request: slow on a busy machine.
test.describe.configure({ mode: "serial", timeout: 90_000 });
const patience = { timeout: 30_000 };

let host: HostProcess;

async function start() {
  host = startHost(
    ports.deploy,
    { DATA_DIR: join(COPY, "data"), RETAINED_ASSETS_DIR: STORE, WEB_CONCURRENCY: "1", ...E2E_SECRETS },
    APP,
  );
  await waitUntil(host, () => host.lines().some((l) => l.msg === "listening"), "the host listening");
}

test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "without JavaScript a page loads no chunk: deploys cannot break it");
  test.setTimeout(120_000);
  rmSync(COPY, { recursive: true, force: true });
  mkdirSync(APP, { recursive: true });
  for (const name of readdirSync(ROOT)) if (!NOT_LINKED.has(name)) symlinkSync(join(ROOT, name), join(APP, name));
  cpSync(join(ROOT, "build"), join(APP, "build"), { recursive: true });
  await start();
});

test.afterAll(async () => {
  await host?.stop();
});

/** A build file and the brotli and gzip copies the build wrote beside it (scripts/precompress.ts). */
const withCopies = (file: string) => [file, `${file}.br`, `${file}.gz`];

/** A deploy whose build lacks `files`, once the earlier release's copies are no longer retained;
 * `restore` puts them back where they were. */
function takeAway(files: string[]) {
  const places = files
    .flatMap(withCopies)
    .flatMap((file) => [join(ASSETS, file), ...readdirSync(STORE).map((release) => join(STORE, release, file))])
    .filter((place) => existsSync(place));
  for (const place of places) rmSync(place);
  return {
    restore: () => places.forEach((place) => copyFileSync(join(ROOT, "build/client/assets", basename(place)), place)),
  };
}

/** The paths of the page's document loads, from now on. */
function documentLoads(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

const guardKey = "chunk-reload";

test("a client navigation whose route chunk a deploy took away loads the target page in full, once", async ({
  page,
}) => {
  await page.goto(`${host.origin}/`);
  await hydrated(page);
  // The modules of the shop's routes this page has not loaded.
  const modules = await page.evaluate(async () => {
    const w = window as unknown as {
      __reactRouterManifest: { version: string };
      __reactRouterRouteModules: Record<string, unknown>;
    };
    const query = new URLSearchParams({ paths: "/shop", version: w.__reactRouterManifest.version });
    const routes = (await (await fetch(`/__manifest?${query}`)).json()) as Record<
      string,
      { id: string; module: string }
    >;
    return Object.values(routes)
      .filter((route) => !(route.id in w.__reactRouterRouteModules))
      .map((route) => route.module.replace("/assets/", ""));
  });
  expect(modules.length).toBeGreaterThan(0);
  const deploy = takeAway(modules);
  try {
    const loads = documentLoads(page);
    await page.getByRole("link", { name: "Shop all products" }).click();
    await expect(page).toHaveURL(`${host.origin}/shop`, patience);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shop");
    // Its scripts, which cannot load either, would have run by now.
    await page.waitForLoadState("domcontentloaded");
    expect(loads).toEqual(["/shop"]);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), guardKey)).not.toBeNull();
  } finally {
    deploy.restore();
  }
});

test("a part whose chunk a deploy took away reloads the page once, then shows the error page", async ({ page }) => {
  const deploy = takeAway(readdirSync(ASSETS).filter((name) => /^Footer-.*\.js$/.test(name)));
  try {
    const loads = documentLoads(page);
    await page.goto(`${host.origin}/`);
    // The second load met the guard the first set: no third.
    await expect(page.getByTestId("error-page")).toBeVisible(patience);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
    expect(loads).toEqual(["/", "/"]);
  } finally {
    deploy.restore();
  }
});

test("with a reload less than 60 s ago, a missing part shows the error page without reloading", async ({ page }) => {
  await page.addInitScript((key) => sessionStorage.setItem(key, String(Date.now() - 30_000)), guardKey);
  const deploy = takeAway(readdirSync(ASSETS).filter((name) => /^Footer-.*\.js$/.test(name)));
  try {
    const loads = documentLoads(page);
    await page.goto(`${host.origin}/`);
    await expect(page.getByTestId("error-page")).toBeVisible(patience);
    expect(loads).toEqual(["/"]);
  } finally {
    deploy.restore();
  }
});

test("after a deploy, the previous release's files are still served, immutable", async () => {
  const [file] = readdirSync(ASSETS).filter((name) => /^Footer-.*\.js$/.test(name));
  const before = readFileSync(join(ASSETS, file!), "utf8");
  // The next release: another manifest version, and a build without the file.
  await host.stop();
  // React Router's server build, and the host's bundle of it that the host runs (decision 0086).
  const manifestVersion = /("url": "\/assets\/manifest-[^"]+", "version": ")[^"]+/;
  for (const serverBuild of ["build/server/assets", "build/host/chunks"].map((dir) => join(APP, dir))) {
    for (const name of readdirSync(serverBuild)) {
      const path = join(serverBuild, name);
      const text = readFileSync(path, "utf8");
      if (manifestVersion.test(text)) writeFileSync(path, text.replace(manifestVersion, "$1next-release"));
    }
  }
  for (const name of withCopies(file!)) rmSync(join(ASSETS, name), { force: true });
  await start();
  expect(readdirSync(STORE)).toContain("next-release");
  const response = await fetch(`${host.origin}/assets/${file}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(await response.text()).toBe(before);
  // A file no release has is a plain 404, never cached, and not the storefront's page.
  const missing = await fetch(`${host.origin}/assets/Nothing-0000.js`);
  expect(missing.status).toBe(404);
  expect(missing.headers.get("cache-control")).toBe("no-store");
  expect(missing.headers.get("content-type")).toMatch(/^text\/plain/);
});
