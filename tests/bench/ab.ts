/**
 * `node --import tsx tests/bench/ab.ts <checkout A> <checkout B>`: the server's CPU time per request
 * of two checkouts of the storefront (each built with `npm run build`), measured in one run on the
 * same catalog, their rounds interleaved (A then B, then B then A). On a shared machine a change's
 * effect of a few percent is lost between two runs of ./cpu.ts; measured side by side, each round's
 * B/A ratio cancels most of what the machine does meanwhile. The table gives each page's median and
 * lowest CPU per request on each side and the median of the rounds' ratios.
 *
 * Each side runs on a copy of this checkout's bench catalog (.tmp/bench-<BENCH_PRODUCTS>, seeded by
 * `npm run bench`). BENCH_PAGES (home,cart,product), BENCH_ROUNDS (6), BENCH_SECONDS (3),
 * BENCH_PORT (3890: A there, B on the next port); A_ENV and B_ENV add variables to one side
 * ("NAME=value,NAME=value"), so one checkout can be measured against itself with a switch.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { load, type RequestInit } from "./load";
import { pickCatalog, pickUrls, storefrontEnv, waitFor } from "./targets";

const [checkoutA, checkoutB] = process.argv.slice(2).map((dir) => resolve(dir));
if (!checkoutA || !checkoutB) {
  console.error("usage: ab.ts <checkout A> <checkout B>");
  process.exit(2);
}
const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const catalog = resolve(`.tmp/bench-${products}`);
const pages = (process.env.BENCH_PAGES ?? "home,cart,product").split(",");
const rounds = Number(process.env.BENCH_ROUNDS ?? 6);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const portA = Number(process.env.BENCH_PORT ?? 3890);

const variables = (list = "") =>
  Object.fromEntries(
    list
      .split(",")
      .filter(Boolean)
      // A value may hold "=" itself (NODE_OPTIONS=--flag=value): the name ends at the first.
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Side {
  name: "A" | "B";
  pid: number;
  targets: Record<string, { urls: string[]; init?: RequestInit }>;
  cpuMs: Map<string, number[]>;
}

async function startSide(name: "A" | "B", checkout: string, port: number, extra: string | undefined): Promise<Side> {
  const dataDir = resolve(`.tmp/bench-ab-${name}`);
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(catalog, dataDir, { recursive: true });
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: checkout,
    env: { ...process.env, ...storefrontEnv(port), WEB_CONCURRENCY: "1", DATA_DIR: dataDir, ...variables(extra) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  process.on("exit", () => child.kill("SIGTERM"));
  await waitFor(`http://127.0.0.1:${port}/healthz`);
  // Each side's own cart: the cookie is signed and the cart lives in that side's database.
  const onThisSide = await pickUrls(await pickCatalog(port), port);
  return { name, pid: child.pid!, targets: onThisSide, cpuMs: new Map(pages.map((page) => [page, []])) };
}

async function main() {
  if (!existsSync(catalog)) throw new Error(`no bench catalog in ${catalog}: run \`npm run bench\` once`);
  const a = await startSide("A", checkoutA, portA, process.env.A_ENV);
  const b = await startSide("B", checkoutB, portA + 1, process.env.B_ENV);
  for (let round = 0; round < rounds; round++)
    for (const page of pages)
      for (const side of round % 2 ? [b, a] : [a, b]) {
        const target = side.targets[page];
        if (!target) throw new Error(`no page ${page}`);
        const result = await load(page, target.urls, { seconds, warmupSeconds: 1, pid: side.pid }, target.init ?? {});
        if (result.errors) throw new Error(`${side.name} ${page}: ${result.errors} errors`);
        side.cpuMs.get(page)!.push(result.cpuMs ?? NaN);
      }
  console.log(`A: ${checkoutA} ${process.env.A_ENV ?? ""}\nB: ${checkoutB} ${process.env.B_ENV ?? ""}`);
  console.log(
    `${products} products, ${rounds} rounds of ${seconds} s at 10 connections; ${new Date().toISOString()}\n`,
  );
  console.log(
    "| page | A: CPU ms per request (median, lowest) | B: CPU ms per request (median, lowest) | B/A (median of rounds) |",
  );
  console.log("|---|---|---|---|");
  for (const page of pages) {
    const [ofA, ofB] = [a.cpuMs.get(page)!, b.cpuMs.get(page)!];
    const ratios = ofA.map((ms, round) => ofB[round]! / ms);
    const cell = (values: number[]) => `${median(values).toFixed(2)}, ${Math.min(...values).toFixed(2)}`;
    console.log(`| ${page} | ${cell(ofA)} | ${cell(ofB)} | ${median(ratios).toFixed(3)} |`);
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
