/**
 * `npm run bench`: the storefront against a catalog of 100,000 products (BENCH_PRODUCTS), measured
 * in the same run as two floors: a bare React Router page shaped like a storefront (./floor/, served
 * by the storefront's own Express host in one process) and a plain Node HTTP server listing 24
 * items. For each page: requests per second at 10 connections, its ratio to each floor, the
 * server's time at 1 connection and its p95 at 10, the document's size and loader data, and the
 * requests per second of the storefront with two workers (WEB_CONCURRENCY=2). Those figures are of
 * rendered pages (PAGE_CACHE_SECONDS=0: what a cache miss, a visitor with a cart or an account costs);
 * each page is then measured again on a storefront as shipped, whose page cache (on by default,
 * decision 0039) answers anonymous visitors, and shoppers with a cart per cart count (decision 0041:
 * the product pages read with the cart page's cookie). Then the budgets of issue 13 as pass/fail lines, for
 * both: home, product, search and cart pages at least 0.8 of the floor; the category page (two
 * filters and a sort) at least 0.6 with server p95 under 50 ms at 10 connections, and its document
 * at most 70 KB of HTML.
 * Then the order step (./orders.ts): whole orders per second through the platform's API, next to the
 * platform's cart read measured in the same run (last: orders write more than anything before them).
 * Then the JavaScript each page loads, gzipped (./weight.ts), with item 5's budgets as pass/fail lines:
 * product and category pages at most 140 KB, login and register no heavier than the product page.
 * Then Lighthouse (mobile) on the home, a category and a product page (./lighthouse.ts): a report.
 * `npm run bench -- --only load|orders|weights|lighthouse` runs one step. `BENCH_ONLY=orders node --import tsx
 * tests/bench/run.ts` runs the order step alone against the platform on its own (server/main.ts, no
 * build) on a fresh demo database; with DATABASE_URL it runs on that PostgreSQL database (an empty one
 * is seeded with the demo).
 * On a machine busy with other work, `node --import tsx tests/bench/cpu.ts` (after this has built and
 * seeded) compares the server's CPU time per request with the floor's instead of req/s.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { lighthouseReport } from "./lighthouse";
import { load, type LoadResult } from "./load";
import { storefrontProof } from "#server/secrets";
import { cartReadStep, orderRows, orderStep } from "./orders";
import { pageWeight, type PageWeight, weightBudgetLines } from "./weight";
import { api, apiHeaders, appPort, pickCatalog, pickUrls, secrets, start, waitFor } from "./targets";

const ordersOnly = process.env.BENCH_ONLY === "orders";
const database = process.env.DATABASE_URL?.startsWith("postgres") ? "PostgreSQL" : "SQLite";
const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10);
const dataDir = resolve(process.env.BENCH_DATA_DIR ?? (ordersOnly ? ".tmp/bench-orders" : `.tmp/bench-${products}`));
const basePort = appPort + 1;
const floorPort = appPort + 2;
const workersPort = appPort + 3;
const shippedPort = appPort + 4;
const steps = ["load", "orders", "weights", "lighthouse"] as const;
type Step = (typeof steps)[number];

/** `--only load`, `--only orders`, `--only weights` or `--only lighthouse`; every step without it. */
function chosenSteps(args: string[]): Step[] {
  const at = args.indexOf("--only");
  if (at === -1) return [...steps];
  const step = args[at + 1] as Step;
  if (!steps.includes(step)) throw new Error(`--only takes one of: ${steps.join(", ")}`);
  return [step];
}

/** One page's figures: at 10 connections, at 1, with two workers, and its document. */
interface PageResult {
  name: string;
  key: string;
  at10: LoadResult;
  at1: LoadResult;
  workers: LoadResult | null;
  document: DocumentSize | null;
  /** At 10 connections on the storefront as shipped, its page cache on. */
  shipped: LoadResult | null;
}

interface DocumentSize {
  html: number;
  /** The loader data as the document carries it (the turbo-stream script payloads). */
  data: number;
}

/** The size of a page's HTML and of the loader data in it. */
async function documentSize(url: string, init: import("./load").RequestInit = {}): Promise<DocumentSize | null> {
  if (init.method === "POST") return null;
  const html = await (await fetch(url, { headers: init.headers })).text();
  let data = 0;
  for (const m of html.matchAll(/streamController\.enqueue\((".*?")\);<\/script>/gs)) data += m[1]!.length;
  return { html: Buffer.byteLength(html), data };
}

const f1 = (n: number | null | undefined) => (n === null || n === undefined || Number.isNaN(n) ? "-" : n.toFixed(1));
const kb = (bytes: number | undefined) => (bytes === undefined ? "-" : (bytes / 1024).toFixed(1));

function pageRow(r: PageResult, floor: LoadResult, baseline: LoadResult) {
  const rps = r.at10.rps;
  return (
    `| ${r.name} | ${rps.toFixed(0)} | ${(rps / floor.rps).toFixed(2)} | ${(rps / baseline.rps).toFixed(2)} | ${f1(r.at1.serverP50)} | ${f1(r.at1.p50)} | ` +
    `${f1(r.at10.serverP95)} | ${f1(r.at10.p95)} | ${kb(r.document?.html)} | ${kb(r.document?.data)} | ${r.workers ? r.workers.rps.toFixed(0) : "-"} | ` +
    `${r.shipped ? `${r.shipped.rps.toFixed(0)} (${(r.shipped.rps / floor.rps).toFixed(2)})` : "-"} | ${r.at10.errors + r.at1.errors + (r.workers?.errors ?? 0) + (r.shipped?.errors ?? 0)} |`
  );
}

/** Issue 13's targets, checked against this run: each throughput rendered and as shipped. */
function budgetLines(pages: PageResult[], floor: LoadResult): string[] {
  const lines: string[] = [];
  const check = (label: string, ok: boolean, figure: string) =>
    lines.push(`- ${ok ? "PASS" : "FAIL"} ${label}: ${figure}`);
  const throughput = (page: PageResult, target: number) => {
    const ways = [["rendered", page.at10] as const, ["as shipped, page cache on", page.shipped] as const];
    for (const [way, result] of ways)
      if (result)
        check(
          `${page.name} at least ${target} of the floor (${way})`,
          result.rps / floor.rps >= target,
          (result.rps / floor.rps).toFixed(2),
        );
  };
  for (const key of ["home", "product", "search", "cart"]) {
    const page = pages.find((p) => p.key === key);
    if (page) throughput(page, 0.8);
  }
  const category = pages.find((p) => p.key === "category");
  if (category) {
    throughput(category, 0.6);
    check(
      "category server p95 under 50 ms at 10 connections (rendered)",
      (category.at10.serverP95 ?? Infinity) < 50,
      `${f1(category.at10.serverP95)} ms`,
    );
    if (category.document)
      check(
        `category document at most 70 KB of HTML (${products} products; the target is on the demo catalog)`,
        category.document.html <= 70 * 1024,
        `${kb(category.document.html)} KB`,
      );
  }
  return lines;
}

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
  return [
    `Orders on ${database}; concurrency ${concurrency}; ${seconds} s each; ${new Date().toISOString()}`,
    "",
    ...orderRows(baseline, orders),
  ];
}

/** The JavaScript, document and translations of each kind of page, and item 5's budgets. */
async function weightTable(catalog: Awaited<ReturnType<typeof pickCatalog>>): Promise<string[]> {
  const paths = {
    home: "/",
    category: `/shop/${catalog.category.slug}`,
    product: `/product/${catalog.products[0].slug}`,
    cart: "/cart",
    login: "/login",
    register: "/register",
  };
  const weights = new Map<string, PageWeight>();
  for (const [key, path] of Object.entries(paths)) weights.set(key, await pageWeight(origin, path));
  return [
    "| page | JavaScript KB gzip | files | HTML KB | HTML KB gzip | translations (characters) |",
    "|---|---|---|---|---|---|",
    ...[...weights].map(
      ([key, w]) =>
        `| ${key} (${w.path}) | ${kb(w.script)} | ${w.files} | ${kb(w.document)} | ${kb(w.documentGzip)} | ` +
        `${Object.entries(w.translations)
          .map(([name, size]) => `${name} ${size}`)
          .join(", ")} |`,
    ),
    "",
    "Budgets (issue 13, item 5):",
    ...weightBudgetLines(weights),
  ];
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
    const seeded = spawnSync(
      process.execPath,
      ["--import", "tsx", "scripts/seed-large.ts", "--products", String(products)],
      {
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
        stdio: "inherit",
      },
    );
    if (seeded.status !== 0) throw new Error("seeding failed");
    writeFileSync(join(dataDir, `.seeded-${products}`), new Date().toISOString());
  }
  // Rendering is measured with the page cache off; `shipped` keeps its default (on).
  const storefront = (port: number, workers: number, shipped = false) =>
    start(["--import", "tsx", "server.ts"], {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      WEB_CONCURRENCY: String(workers),
      ...(shipped ? {} : { PAGE_CACHE_SECONDS: "0" }),
      ...secrets,
    });
  const children = [
    storefront(appPort, 1),
    start(["--import", "tsx", "tests/bench/baseline-server.ts"], { PORT: String(basePort) }),
    start(["--import", "tsx", "tests/bench/floor-server.ts"], {
      NODE_ENV: "production",
      PORT: String(floorPort),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${floorPort}`,
      DATA_DIR: join(dataDir, "floor"),
      LOG_LEVEL: "warn",
      ...secrets,
    }),
  ];
  const stop = () => children.forEach((c) => c.kill("SIGTERM"));
  process.on("exit", stop);
  try {
    await Promise.all([
      waitFor(`http://127.0.0.1:${appPort}/healthz`),
      waitFor(`http://127.0.0.1:${basePort}/`),
      waitFor(`http://127.0.0.1:${floorPort}/healthz`),
    ]);
    const catalog = await pickCatalog();
    const report: string[] = [];
    if (chosen.includes("load")) {
      const targets = await pickUrls(catalog);
      const options = { concurrency, seconds };
      const single = { concurrency: 1, seconds: Math.max(3, Math.round(seconds / 2)) };
      const floorUrl = `http://127.0.0.1:${floorPort}/`;
      const baseline = await load("24-item page: plain Node HTTP", [`http://127.0.0.1:${basePort}/`], options);
      const floor: PageResult = {
        name: "floor: bare React Router storefront-shaped page",
        key: "floor",
        at10: await load("floor", [floorUrl], options),
        at1: await load("floor", [floorUrl], single),
        workers: null,
        document: await documentSize(floorUrl),
        shipped: null,
      };
      const pages: PageResult[] = [];
      for (const [key, target] of Object.entries(targets)) {
        const init = "init" in target ? target.init : {};
        pages.push({
          name: target.name,
          key,
          at10: await load(target.name, target.urls, options, init),
          at1: await load(target.name, target.urls, single, init),
          workers: null,
          document: await documentSize(target.urls[0]!, init),
          shipped: null,
        });
      }
      // The same pages with two workers, then as shipped, each once the others are idle (one
      // machine runs all); the same URLs (and the same cart cookie: one database, one SESSION_SECRET).
      const elsewhere = async (port: number, workers: number, shipped: boolean) => {
        const child = storefront(port, workers, shipped);
        children.push(child);
        await waitFor(`http://127.0.0.1:${port}/healthz`);
        const results = new Map<string, LoadResult>();
        for (const [key, target] of Object.entries(targets))
          results.set(
            key,
            await load(
              target.name,
              target.urls.map((url) => url.replace(`:${appPort}/`, `:${port}/`)),
              { ...options, warmupSeconds: 5 },
              "init" in target ? target.init : {},
            ),
          );
        child.kill("SIGTERM");
        return results;
      };
      const onWorkers = await elsewhere(workersPort, 2, false);
      const shipped = await elsewhere(shippedPort, 1, true);
      for (const page of pages) {
        page.workers = onWorkers.get(page.key) ?? null;
        page.shipped = shipped.get(page.key) ?? null;
      }
      const table = [
        `Catalog: ${products} products on ${database}; ${seconds} s at ${concurrency} connections, ${single.seconds} s at 1; ${new Date().toISOString()}`,
        "",
        "| page | req/s | × floor | × 24-item page | server ms @1 | latency ms @1 | server p95 ms @" +
          concurrency +
          " | p95 ms @" +
          concurrency +
          " | HTML KB | loader data KB | req/s, 2 workers | req/s as shipped (× floor) | errors |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
        `| ${baseline.name} | ${baseline.rps.toFixed(0)} | ${(baseline.rps / floor.at10.rps).toFixed(2)} | 1.00 | - | ${f1(baseline.p50)} | - | ${f1(baseline.p95)} | - | - | - | - | ${baseline.errors} |`,
        pageRow(floor, floor.at10, baseline),
        ...pages.map((page) => pageRow(page, floor.at10, baseline)),
        "",
        "Budgets (issue 13):",
        ...budgetLines(pages, floor.at10),
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
    if (chosen.includes("weights")) {
      const table = (await weightTable(catalog)).join("\n");
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
