/**
 * `npm run bench`: the storefront against a catalog of 100,000 products (BENCH_PRODUCTS), with a
 * plain Node HTTP server as the baseline measured in the same run. Prints requests per second,
 * client latency and server time (p50/p95), and each page's throughput as a ratio of the baseline.
 * Budgets (../shared/design.md): product, category and home pages at least half the throughput of a
 * bare React Router page; category page and search p95 under 50 ms of server time.
 * Then the order step (./orders.ts): whole orders per second through the platform's API, next to the
 * platform's cart read measured in the same run (last: orders write more than anything before them).
 * Then Lighthouse (mobile) on the home, a category and a product page (./lighthouse.ts): a report.
 * `npm run bench -- --only load|orders|lighthouse` runs one step. `BENCH_ONLY=orders node --import tsx
 * tests/bench/run.ts` runs the order step alone against the platform on its own (server/main.ts, no
 * build) on a fresh demo database; with DATABASE_URL it runs on that PostgreSQL database (an empty one
 * is seeded with the demo).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { lighthouseReport } from "./lighthouse";
import { load, type LoadResult } from "./load";
import { storefrontProof } from "../../server/secrets";
import { cartReadStep, orderRows, orderStep } from "./orders";

const ordersOnly = process.env.BENCH_ONLY === "orders";
const database = process.env.DATABASE_URL?.startsWith("postgres") ? "PostgreSQL" : "SQLite";
const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10);
const dataDir = resolve(process.env.BENCH_DATA_DIR ?? (ordersOnly ? ".tmp/bench-orders" : `.tmp/bench-${products}`));
const appPort = Number(process.env.BENCH_PORT ?? 3800);
const basePort = appPort + 1;
const steps = ["load", "orders", "lighthouse"] as const;
type Step = (typeof steps)[number];
const api = `http://127.0.0.1:${appPort}/api`;
const apiHeaders = { apikey: process.env.PLATFORM_API_KEY ?? "demo-public-api-key", language: "en", "content-type": "application/json" };

function start(command: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, command, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
  child.unref();
  return child;
}

async function waitFor(url: string, timeoutMs = 120_000, init: RequestInit = {}): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url, init)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${api}/${path}`, { method, headers: apiHeaders, body: body ? JSON.stringify(body) : undefined });
  const json = (await res.json()) as { data: T; message?: string };
  if (!res.ok) throw new Error(`${path}: ${json.message}`);
  return json.data;
}

type CategoryNode = { id: number; slug: string; productCount: number; children: CategoryNode[] };
type Facet = { attributeCode: string; type: string; values: { value: string; totalProducts: number }[] };

/** `--only load`, `--only orders` or `--only lighthouse`; every step without it. */
function chosenSteps(args: string[]): Step[] {
  const at = args.indexOf("--only");
  if (at === -1) return [...steps];
  const step = args[at + 1] as Step;
  if (!steps.includes(step)) throw new Error(`--only takes one of: ${steps.join(", ")}`);
  return [step];
}

/** The busiest category and its newest products. */
async function pickCatalog() {
  const tree = await call<CategoryNode[]>("POST", "v1/product/web/category/filter", { tree: true });
  const flat: CategoryNode[] = [];
  const walk = (nodes: CategoryNode[]) => nodes.forEach((n) => (flat.push(n), walk(n.children)));
  walk(tree);
  const category = flat.sort((a, b) => b.productCount - a.productCount)[0];
  const list = await call<{ records: { slug: string; name: string }[] }>("POST", "v1/product/web/filter", { mainCategory: category.id, limit: 50, sort: "newest" });
  return { category, products: list.records };
}

/** That category with two of its facets' most common values and a sort: the page shoppers hit most. */
async function pickUrls({ category, products }: Awaited<ReturnType<typeof pickCatalog>>) {
  const facets = await call<Facet[]>("POST", "v1/product/layered/navigation", { mainCategory: category.id, filters: {} });
  const choice = facets.filter((f) => f.type !== "price" && f.values.length > 1).slice(0, 2);
  const query = new URLSearchParams();
  for (const facet of choice) query.append(facet.attributeCode, [...facet.values].sort((a, b) => b.totalProducts - a.totalProducts)[0].value);
  query.set("sort", "priceAsc");
  const base = `http://127.0.0.1:${appPort}`;
  const words = [...new Set(products.flatMap((r) => r.name.toLowerCase().split(/\s+/)).filter((w) => w.length > 3))].slice(0, 20);
  const cart = await cartFixture(base, products.length ? await productIds(products.slice(0, 10).map((r) => r.slug)) : []);
  return {
    cart: { name: `cart page (${cart.lines} lines)`, urls: [`${base}/cart`], init: { headers: { cookie: cart.cookie } } },
    category: { name: `category /shop/${category.slug}?${query} (${category.productCount} products)`, urls: [`${base}/shop/${category.slug}?${query}`] },
    product: { name: "product pages", urls: products.slice(0, 30).map((r) => `${base}/product/${r.slug}`) },
    search: { name: "search pages", urls: words.map((w) => `${base}/search?search=${encodeURIComponent(w)}&category=products`) },
    home: { name: "home page", urls: [`${base}/`] },
    // Last: its writes (a cart per request) must not weigh on the reads measured before.
    add: {
      name: "add to cart (a new cart each time, 303)",
      urls: [`${base}/cart`],
      init: { method: "POST" as const, headers: { accept: "text/html", "content-type": "application/x-www-form-urlencoded" }, body: `intent=add&productId=${cart.productIds[0]}&quantity=1` },
    },
  };
}

async function productIds(slugs: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const slug of slugs) {
    const product = await call<{ id: number; format: string; inStock: boolean }>("GET", `v1/product/web/get?slug=${encodeURIComponent(slug)}`);
    if (product.format !== "Configurable" && product.inStock) ids.push(product.id);
  }
  return ids;
}

/** A cart with a line per product, made through the storefront so that its cookie is signed. */
async function cartFixture(base: string, ids: number[]) {
  let cookie = "";
  let lines = 0;
  for (const id of ids) {
    const res = await fetch(`${base}/cart`, {
      method: "POST",
      redirect: "manual",
      headers: { accept: "text/html", "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
      body: `intent=add&productId=${id}&quantity=1`,
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith("cart="));
    if (set) cookie = set.split(";")[0];
    if (res.status === 303) lines++;
  }
  if (!cookie) throw new Error("the storefront set no cart cookie");
  return { cookie, lines, productIds: ids };
}

function row(r: LoadResult, baseline: LoadResult) {
  const f = (n: number | null) => (n === null || Number.isNaN(n) ? "-" : n.toFixed(1));
  return `| ${r.name} | ${r.rps.toFixed(0)} | ${(r.rps / baseline.rps).toFixed(2)} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.serverP50)} | ${f(r.serverP95)} | ${r.errors} |`;
}

const secrets = {
  SESSION_SECRET: "bench-session-secret-0123456789abcdef",
  PLATFORM_SECRET: "bench-platform-secret-0123456789abcdef",
};
const origin = `http://127.0.0.1:${appPort}`;

/** The order step's shoppers: each a visitor of its own address, as the storefront tells the platform
 * (with its proof, made from the platform secret the bench gives the servers). */
function shoppers(): (n: number) => Record<string, string> {
  process.env.PLATFORM_SECRET = secrets.PLATFORM_SECRET;
  const proof = storefrontProof();
  return (n) => ({ storefront: proof, clientip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });
}

/** The order step and its baseline, against the platform at `api`. */
async function orderTable(): Promise<string[]> {
  const options = { api, headers: apiHeaders, shopper: shoppers(), concurrency, seconds };
  const baseline = await cartReadStep(options, origin);
  const orders = await orderStep(options, origin);
  return [`Orders on ${database}; concurrency ${concurrency}; ${seconds} s each; ${new Date().toISOString()}`, "", ...orderRows(baseline, orders)];
}

/** BENCH_ONLY=orders: the platform alone on a fresh demo database. */
async function ordersAlone() {
  if (database === "SQLite") spawnSync("rm", ["-rf", dataDir]);
  mkdirSync(dataDir, { recursive: true });
  const platform = start(["--import", "tsx", "server/main.ts"], {
    NODE_ENV: "production",
    PLATFORM_PORT: String(appPort),
    HOST: "127.0.0.1",
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ...secrets,
  });
  const stop = () => platform.kill("SIGTERM");
  process.on("exit", stop);
  try {
    await waitFor(`${api}/v1/settings/getCheckoutSettings`, 300_000, { headers: apiHeaders });
    const table = (await orderTable()).join("\n");
    console.log(table);
    writeFileSync(join(dataDir, `results-orders-${database}.md`), table + "\n");
  } finally {
    stop();
  }
}

async function main() {
  if (ordersOnly) return ordersAlone();
  const chosen = chosenSteps(process.argv.slice(2));
  if (!existsSync(join(dataDir, `.seeded-${products}`))) {
    console.log(`seeding ${products} products into ${dataDir} ...`);
    spawnSync("rm", ["-rf", dataDir]);
    mkdirSync(dataDir, { recursive: true });
    const seeded = spawnSync(process.execPath, ["--import", "tsx", "scripts/seed-large.ts", "--products", String(products)], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
      stdio: "inherit",
    });
    if (seeded.status !== 0) throw new Error("seeding failed");
    writeFileSync(join(dataDir, `.seeded-${products}`), new Date().toISOString());
  }
  const children = [
    start(["--import", "tsx", "server.ts"], {
      NODE_ENV: "production",
      PORT: String(appPort),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${appPort}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...secrets,
    }),
    start(["--import", "tsx", "tests/bench/baseline-server.ts"], { PORT: String(basePort) }),
  ];
  const stop = () => children.forEach((c) => c.kill("SIGTERM"));
  process.on("exit", stop);
  try {
    await Promise.all([waitFor(`http://127.0.0.1:${appPort}/healthz`), waitFor(`http://127.0.0.1:${basePort}/`)]);
    const catalog = await pickCatalog();
    const report: string[] = [];
    if (chosen.includes("load")) {
      const targets = await pickUrls(catalog);
      const options = { concurrency, seconds };
      const baseline = await load("baseline: plain Node HTTP, 24 items", [`http://127.0.0.1:${basePort}/`], options);
      const results = [baseline];
      for (const target of Object.values(targets)) results.push(await load(target.name, target.urls, options, "init" in target ? target.init : {}));
      const table = [
        `Catalog: ${products} products on ${database}; concurrency ${concurrency}; ${seconds} s each; ${new Date().toISOString()}`,
        "",
        "| target | req/s | ratio to baseline | p50 ms | p95 ms | server p50 ms | server p95 ms | errors |",
        "|---|---|---|---|---|---|---|---|",
        ...results.map((r) => row(r, baseline)),
      ].join("\n");
      console.log(table);
      report.push(table);
    }
    if (chosen.includes("orders")) {
      // After the page loads: orders write more than anything before them.
      const table = (await orderTable()).join("\n");
      console.log(`\n${table}`);
      report.push(table);
    }
    if (chosen.includes("lighthouse")) {
      // After the load runs, never during them: both would measure each other.
      const base = `http://127.0.0.1:${appPort}`;
      const lighthouse = await lighthouseReport(
        [
          { name: "home", url: `${base}/` },
          { name: "category", url: `${base}/shop/${catalog.category.slug}` },
          { name: "product", url: `${base}/product/${catalog.products[0].slug}` },
        ],
        dataDir,
      );
      console.log(`\n${lighthouse}`);
      report.push(lighthouse);
    }
    writeFileSync(join(dataDir, "results.md"), report.join("\n\n") + "\n");
  } finally {
    stop();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
