/**
 * The operator's endpoints and metrics (server/observability): /livez always answers, /healthz
 * names a failing readiness check with 503 (a closed database) and answers 503 while starting or
 * draining, /metrics is refused to a non-loopback caller without METRICS_TOKEN, and requests are
 * counted by route pattern, never by raw URL.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { openDatabase } from "#server/db";
import { metrics, observeRequest } from "#server/observability/metrics";
import { createProbes, databaseCheck, mayReadMetrics, readinessChecks } from "#server/observability/probes";
import { redisReadiness, type RedisLink } from "#server/redis";
import { hostRoute, storefrontRoute } from "#server/observability/routes";
import type { ServerBuild } from "react-router";

const probes = createProbes();
/** A Redis link whose server does not answer. */
const unreachableRedis = {
  client: { ping: () => Promise.reject(new Error("connect ECONNREFUSED")) },
} as unknown as RedisLink;
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => probes.handle(req, res) || res.writeHead(404).end());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
afterEach(() => readinessChecks.clear());

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(base + path, { headers });
  return { status: response.status, text: await response.text() };
};

it("answers /livez whatever the state, and /healthz 503 while starting and draining", async () => {
  probes.setState("starting");
  expect((await get("/livez")).status).toBe(200);
  expect(await get("/healthz")).toEqual({ status: 503, text: JSON.stringify({ status: "starting" }) });
  probes.setState("ready");
  expect((await get("/healthz")).status).toBe(200);
  probes.setState("draining");
  expect(await get("/healthz")).toEqual({ status: 503, text: JSON.stringify({ status: "draining" }) });
  expect((await get("/livez")).status).toBe(200);
});

it("checks the database: 200, then 503 naming it once the database is closed", async () => {
  probes.setState("ready");
  const handle = openDatabase(":memory:");
  readinessChecks.set("database", databaseCheck(handle.db));
  readinessChecks.set("redis", () => Promise.resolve());
  const ok = await get("/healthz");
  expect(ok.status).toBe(200);
  expect(JSON.parse(ok.text)).toEqual({ status: "ok", checks: { database: "ok", redis: "ok" } });
  await handle.close();
  const down = await get("/healthz");
  expect(down.status).toBe(503);
  const body = JSON.parse(down.text) as { status: string; checks: Record<string, string> };
  expect(body.status).toBe("unavailable");
  expect(body.checks.redis).toBe("ok");
  expect(body.checks.database).not.toBe("ok");
});

it("counts a check that does not answer in time as failed", async () => {
  probes.setState("ready");
  readinessChecks.set("redis", () => new Promise(() => {}));
  // A check that never answers: the answer comes at all only because the check's own bound ends it.
  const answer = await get("/healthz");
  expect(answer.status).toBe(503);
  expect(JSON.parse(answer.text).checks.redis).toMatch(/no answer within/);
});

it("stays ready with Redis down, and says Redis is degraded", async () => {
  probes.setState("ready");
  readinessChecks.set("database", () => Promise.resolve());
  readinessChecks.set("redis", redisReadiness({ redis: unreachableRedis }));
  const answer = await get("/healthz");
  expect(answer.status).toBe(200);
  const body = JSON.parse(answer.text) as { status: string; checks: Record<string, string> };
  expect(body.status).toBe("degraded");
  expect(body.checks.database).toBe("ok");
  expect(body.checks.redis).toMatch(/^degraded: redis unavailable/);
});

const fakeRequest = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress } as Socket, headers }) as unknown as IncomingMessage;

it("serves /metrics to loopback, and elsewhere only with the bearer token", async () => {
  const served = await get("/metrics");
  expect(served.status).toBe(200);
  expect(served.text).toContain("process_cpu_user_seconds_total");
  expect(served.text).toContain("http_request_duration_seconds");
  // Through a proxy on this machine: an outsider, unless the token is given.
  expect((await get("/metrics", { "X-Forwarded-For": "203.0.113.9" })).status).toBe(403);
  expect(mayReadMetrics(fakeRequest("203.0.113.9"), "s3cret")).toBe(false);
  expect(mayReadMetrics(fakeRequest("203.0.113.9", { authorization: "Bearer wrong!" }), "s3cret")).toBe(false);
  expect(mayReadMetrics(fakeRequest("203.0.113.9", { authorization: "Bearer s3cret" }), "s3cret")).toBe(true);
  expect(mayReadMetrics(fakeRequest("203.0.113.9", { authorization: "Bearer s3cret" }), undefined)).toBe(false);
  expect(mayReadMetrics(fakeRequest("::1"), undefined)).toBe(true);
});

it("labels requests by path pattern (the routes' static segments) or a fixed name, never the URL", async () => {
  const manifest = {
    root: { id: "root", path: "" },
    "routes/product": { id: "routes/product", parentId: "root", path: ":lang/product/:slug" },
    "routes/account": { id: "routes/account", parentId: "root", path: "hr?/account/*" },
    "routes/home": { id: "routes/home", parentId: "root", index: true },
  } as unknown as ServerBuild["routes"];
  expect(storefrontRoute(manifest, "/en/product/red-shoes")).toBe("/:param/product/:param");
  expect(storefrontRoute(manifest, "/de/product/crvene-cipele")).toBe("/:param/product/:param");
  expect(storefrontRoute(manifest, "/hr/account/orders/12/x")).toBe("/hr/account/:param/…");
  expect(storefrontRoute(manifest, "/")).toBe("/");
  expect(hostRoute("/api/catalog/products")).toBe("api");
  expect(hostRoute("/assets/entry-abc.js")).toBe("assets");
  expect(hostRoute("/en/product/red-shoes")).toBeNull();

  const route = storefrontRoute(manifest, "/en/product/blue-shoes");
  const before = (await metrics.requests.get()).values.find(
    (v) => v.labels.route === route && v.labels.status === 200,
  )?.value;
  observeRequest(route, "GET", 200, 0.012);
  observeRequest(route, "GET", 503, 0.5);
  const after = await metrics.requests.get();
  expect(after.values.find((v) => v.labels.route === route && v.labels.status === 200)?.value).toBe((before ?? 0) + 1);
  expect(after.values.some((v) => String(v.labels.route).includes("blue-shoes"))).toBe(false);
  const errors = await metrics.serverErrors.get();
  expect(errors.values.find((v) => v.labels.route === route)?.value).toBeGreaterThanOrEqual(1);
});
