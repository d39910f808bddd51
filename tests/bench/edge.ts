/**
 * A shared cache in front, proven with Debian's nginx (issue 16 item 2; docs/operations.md, "A cache
 * in front"): `npm run bench:edge` (after `npm run build`; nginx on the PATH or
 * at /usr/sbin/nginx). It starts the production host with two workers (WEB_CONCURRENCY=2) on a
 * fresh demo database, a purge listener, and nginx with proxy_cache in front, then reports:
 * - a public page's requests per second through nginx's cache and from Node directly (read whole
 *   for its ETag), and the same page from Node made private by an unknown cookie (streamed);
 * - an option saved through the platform API shown through nginx right after the purge (well
 *   within s-maxage, so only the purge can explain it);
 * - a visitor with a cart cookie: `private, no-store`, never nginx's copy.
 * Debian's nginx has no proxy_cache_purge: the listener (EDGE_PURGE_URL) deletes the cache files
 * whose stored answer names a purged key in its Surrogate-Key header; nginx takes a missing file
 * as a miss. Ports from EDGE_BENCH_PORT (5010): nginx, then the host, then the purge listener.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import { demoAccounts } from "#server/modules/accounts/seed";
import { load } from "./load";
import { secrets, waitFor } from "./targets";

const base = Number(process.env.EDGE_BENCH_PORT ?? 5010);
const [nginxPort, appPort, purgePort] = [base, base + 1, base + 2];
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const root = resolve(import.meta.dirname, "../..");
const work = join(root, ".tmp/bench-edge");
const cacheDir = join(work, "cache");
const nginx = existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";
const edge = `http://127.0.0.1:${nginxPort}`;
const direct = `http://127.0.0.1:${appPort}`;
const API_HEADERS = { apikey: "demo-public-api-key", language: "en", "content-type": "application/json" };

/** Only the locale cookie leaves a page shareable (server/host/edge-cache.ts); any other bypasses. */
const nginxConfig = `
daemon off;
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${work}/tmp/body;
  proxy_temp_path ${work}/tmp/proxy;
  fastcgi_temp_path ${work}/tmp/fastcgi;
  uwsgi_temp_path ${work}/tmp/uwsgi;
  scgi_temp_path ${work}/tmp/scgi;
  proxy_cache_path ${cacheDir} levels=1:2 keys_zone=pages:10m max_size=200m inactive=10m use_temp_path=off;
  map $http_cookie $personal {
    default 0;
    "~(^|;\\s*)(?!locale=)[^;=\\s]+=" 1;
  }
  upstream app { server 127.0.0.1:${appPort}; keepalive 32; }
  server {
    listen 127.0.0.1:${nginxPort};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_cache pages;
      proxy_cache_key $scheme$host$request_uri;
      proxy_cache_bypass $personal;
      proxy_no_cache $personal;
      # The app marks shareable only answers whose one cookie is the locale, the same for everyone.
      proxy_ignore_headers Set-Cookie;
      proxy_cache_revalidate on;
      proxy_cache_lock on;
      proxy_cache_background_update on;
      proxy_cache_use_stale updating error timeout;
      add_header X-Cache $upstream_cache_status always;
    }
  }
}
`;

/** Deletes the cache files whose stored answer carries one of the keys. */
function purgeFiles(keys: Set<string>, dir = cacheDir): number {
  let deleted = 0;
  for (const entry of existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : []) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) deleted += purgeFiles(keys, path);
    else {
      const head = readFileSync(path).subarray(0, 16_384).toString("latin1");
      const named = /\r\nSurrogate-Key: ([^\r\n]*)/i.exec(head)?.[1]?.split(" ") ?? [];
      if (named.some((key) => keys.has(key))) {
        unlinkSync(path);
        deleted++;
      }
    }
  }
  return deleted;
}

const purges: { keys: string[]; deleted: number }[] = [];
const purgeListener = createServer((req, res) => {
  let body = "";
  req.on("data", (chunk: Buffer) => (body += chunk));
  req.on("end", () => {
    const { keys } = JSON.parse(body) as { keys: string[] };
    purges.push({ keys, deleted: purgeFiles(new Set(keys)) });
    res.end();
  });
});

const children: ChildProcess[] = [];
function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  purgeListener.close();
}

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  return { res, body: await res.text() };
}

async function main() {
  if (!existsSync(join(root, "build/server/index.js"))) throw new Error("run `npm run build` first");
  rmSync(work, { recursive: true, force: true });
  mkdirSync(join(work, "tmp"), { recursive: true });
  writeFileSync(join(work, "nginx.conf"), nginxConfig);
  const test = spawnSync(nginx, ["-t", "-p", work, "-c", join(work, "nginx.conf")], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(test.stderr);
  await new Promise<void>((done) => purgeListener.listen(purgePort, "127.0.0.1", done));

  const password = "edge-bench-admin-1";
  children.push(
    spawn(process.execPath, ["--import", "tsx", "server.ts"], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(appPort),
        PUBLIC_URL: direct,
        WEB_CONCURRENCY: "2",
        DATA_DIR: join(work, "data"),
        DEMO_ADMIN_PASSWORD: password,
        EDGE_PURGE_URL: `http://127.0.0.1:${purgePort}/purge`,
        // The cache in front is measured, against a host that renders every page it asks for.
        PAGE_CACHE_SECONDS: "0",
        LOG_LEVEL: "warn",
        ...secrets,
      },
      stdio: ["ignore", "ignore", "inherit"],
    }),
    spawn(nginx, ["-p", work, "-c", join(work, "nginx.conf")], { stdio: ["ignore", "ignore", "inherit"] }),
  );
  await waitFor(`${direct}/healthz`);
  await waitFor(`${edge}/healthz`);

  // The locale cookie a returning English visitor holds (it leaves pages shareable).
  const first = await get(`${direct}/`);
  const locale = first.res.headers.getSetCookie()[0]!.split(";")[0]!;
  const page = `${edge}/`;
  const head = (await get(page, { cookie: locale })).res.headers;
  console.log(`Cache-Control: ${head.get("cache-control")}\nSurrogate-Key: ${head.get("surrogate-key")}`);
  console.log(`ETag: ${head.get("etag")}; X-Cache, first: ${head.get("x-cache")}`);
  const revalidated = await fetch(`${direct}/`, { headers: { cookie: locale, "if-none-match": head.get("etag")! } });
  console.log(`If-None-Match to Node: ${revalidated.status}`);

  const options = { concurrency: 10, seconds, warmupSeconds: 1 };
  const cached = await load("nginx cache", [page], options, { headers: { cookie: locale } });
  const node = await load("Node direct", [`${direct}/`], options, { headers: { cookie: locale } });
  // The same page made private by a cookie the page ignores: streamed, not read whole for its ETag.
  const streamed = await load("Node private", [`${direct}/`], options, { headers: { cookie: `${locale}; x=1` } });
  console.log(`\nhome page, ${options.concurrency} connections, ${seconds} s:`);
  for (const r of [cached, node, streamed])
    console.log(`  ${r.name.padEnd(12)} ${r.rps.toFixed(0).padStart(7)} req/s  errors ${r.errors}`);
  console.log(`  ratio        ${(cached.rps / node.rps).toFixed(1)}x`);

  // A change through the platform, visible through nginx once purged (s-maxage is 60 s).
  const login = await fetch(`${direct}/api/v1/login`, {
    method: "POST",
    headers: API_HEADERS,
    body: JSON.stringify({ username: demoAccounts.admin.email, password }),
  });
  const { data } = (await login.json()) as { data: { tokens: { accessToken: string } } };
  const copyright = `© Edge ${Date.now()}`;
  const before = await get(page, { cookie: locale });
  const saved = await fetch(`${direct}/api/v1/cms/option/save`, {
    method: "PUT",
    headers: { ...API_HEADERS, accesstoken: data.tokens.accessToken },
    body: JSON.stringify({ key: "CopyrightText", value: copyright, language: "en" }),
  });
  const started = Date.now();
  let after = await get(page, { cookie: locale });
  while (!after.body.includes(copyright) && Date.now() - started < 5000) {
    await new Promise((r) => setTimeout(r, 50));
    after = await get(page, { cookie: locale });
  }
  console.log(`\noption save ${saved.status}; before: X-Cache ${before.res.headers.get("x-cache")}`);
  console.log(
    `  new copyright through nginx: ${after.body.includes(copyright)} after ${Date.now() - started} ms (X-Cache ${after.res.headers.get("x-cache")})`,
  );
  console.log(`  purges: ${JSON.stringify(purges)}`);

  // A visitor with a cart never gets the shared copy.
  const carted = await get(page, { cookie: `${locale}; cart=someone-else` });
  console.log(`\nwith a cart cookie: Cache-Control ${carted.res.headers.get("cache-control")}`);
  console.log(
    `  X-Cache ${carted.res.headers.get("x-cache")}; Surrogate-Key ${carted.res.headers.get("surrogate-key")}`,
  );
  const again = await get(page, { cookie: locale });
  console.log(`  anonymous next: X-Cache ${again.res.headers.get("x-cache")}`);
}

main()
  .catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(stopAll);
