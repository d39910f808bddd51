/**
 * `node --import tsx tests/bench/cpu.ts`: the server's CPU time per request of each page and of the
 * floor, measured in the same run, after `npm run bench` has built both and seeded its catalog. On a
 * machine busy with other work req/s says little; CPU time per request holds. Each round measures
 * the floor and every page in turn; the table gives each page's median over the rounds and the
 * median of its ratios to the floor of the same round (the floor's CPU per request over the page's:
 * comparable with the req/s ratios of issue 13's targets), beside its median server p95 (Server-Timing:
 * the time to the answer's head, which a busy machine stretches, unlike CPU time).
 *
 * BENCH_ROUNDS (3), BENCH_SECONDS (5), BENCH_CONCURRENCY (10), BENCH_PAGES (a comma-separated subset
 * of home, product, search, cart, category), BENCH_ENCODING (an Accept-Encoding to send, such as
 * "br": browsers' answers are compressed, the bench's are not), BENCH_CPU_PROF (a folder: the
 * storefront runs with `node --cpu-prof` and writes its profile there on exit), BENCH_PAGE_CACHE
 * (seconds: a second storefront, on BENCH_PORT + 3, runs with PAGE_CACHE_SECONDS set to them, and
 * each page gets a second row, "(page cache)", measured against it in the same rounds).
 */
import { join, resolve } from "node:path";
import { load, type RequestInit } from "./load";
import { appPort, pickCatalog, pickUrls, start, storefrontEnv, waitFor } from "./targets";

const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const dataDir = resolve(process.env.BENCH_DATA_DIR ?? `.tmp/bench-${products}`);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10);
const encoding = process.env.BENCH_ENCODING;
const profileDir = process.env.BENCH_CPU_PROF;
const floorPort = appPort + 2;
const pageCacheSeconds = Number(process.env.BENCH_PAGE_CACHE ?? 0);
const cachedPort = appPort + 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main() {
  // The storefront renders every page (its page cache, on by default, only where BENCH_PAGE_CACHE asks).
  const env = storefrontEnv;
  const profile = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${resolve(profileDir)}`] : [];
  const storefront = start([...profile, "--import", "tsx", "server.ts"], {
    ...env(appPort),
    DATA_DIR: dataDir,
    WEB_CONCURRENCY: "1",
  });
  const floor = start(["--import", "tsx", "tests/bench/floor-server.ts"], {
    ...env(floorPort),
    DATA_DIR: join(dataDir, "floor"),
  });
  // The same storefront on the same catalog, answering shared pages from its page cache.
  const cached = pageCacheSeconds
    ? start(["--import", "tsx", "server.ts"], {
        ...env(cachedPort),
        DATA_DIR: dataDir,
        WEB_CONCURRENCY: "1",
        PAGE_CACHE_SECONDS: String(pageCacheSeconds),
      })
    : null;
  const children = [storefront, floor, ...(cached ? [cached] : [])];
  process.on("exit", () => children.forEach((c) => c.kill("SIGTERM")));
  await Promise.all(
    [appPort, floorPort, ...(cached ? [cachedPort] : [])].map((port) => waitFor(`http://127.0.0.1:${port}/healthz`)),
  );
  const targets = await pickUrls(await pickCatalog());
  const chosen = process.env.BENCH_PAGES?.split(",") ?? ["home", "product", "search", "cart", "category"];
  const pages = [
    { key: "floor", urls: [`http://127.0.0.1:${floorPort}/`], init: {} as RequestInit, pid: floor.pid! },
    ...chosen.map((key) => {
      const target = targets[key as keyof typeof targets];
      if (!target) throw new Error(`no page ${key}`);
      const init: RequestInit = "init" in target ? target.init : {};
      return { key, urls: target.urls, init, pid: storefront.pid! };
    }),
  ];
  if (cached)
    for (const page of pages.slice(1)) {
      const urls = page.urls.map((url) => url.replace(`:${appPort}/`, `:${cachedPort}/`));
      pages.push({ ...page, key: `${page.key} (page cache)`, urls, pid: cached.pid! });
    }
  const figures = new Map<string, number[]>(pages.map((p) => [p.key, []]));
  const serverP95 = new Map<string, number[]>(pages.map((p) => [p.key, []]));
  for (let round = 0; round < rounds; round++) {
    for (const page of pages) {
      const headers = { ...page.init.headers, ...(encoding ? { "accept-encoding": encoding } : {}) };
      const result = await load(
        page.key,
        page.urls,
        { concurrency, seconds, pid: page.pid },
        { ...page.init, headers },
      );
      if (result.errors) throw new Error(`${page.key}: ${result.errors} errors`);
      figures.get(page.key)!.push(result.cpuMs ?? NaN);
      serverP95.get(page.key)!.push(result.serverP95 ?? NaN);
    }
  }
  // Each round's ratio is to the floor of that round: what else the machine ran then weighs on both.
  const floorRounds = figures.get("floor")!;
  const rows = pages.map((page) => {
    const rounds = figures.get(page.key)!;
    const ratio = median(rounds.map((ms, round) => floorRounds[round]! / ms));
    const all = rounds.map((v) => v.toFixed(1)).join(" ");
    const p95 = median(serverP95.get(page.key)!);
    return `| ${page.key} | ${median(rounds).toFixed(1)} | ${ratio.toFixed(2)} | ${p95.toFixed(1)} | ${all} |`;
  });
  console.log(
    [
      `CPU per request, ${products} products, ${rounds} rounds of ${seconds} s at ${concurrency} connections` +
        `${encoding ? `, Accept-Encoding: ${encoding}` : ""}` +
        `${cached ? `, page cache ${pageCacheSeconds} s` : ""}; ${new Date().toISOString()}`,
      "",
      "| page | CPU ms per request | × floor | server p95 ms | each round |",
      "|---|---|---|---|---|",
      ...rows,
    ].join("\n"),
  );
  // The profile is written as the storefront exits.
  await new Promise<void>((done) => {
    storefront.once("exit", () => done());
    storefront.kill("SIGTERM");
  });
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
