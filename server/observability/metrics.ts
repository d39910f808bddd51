/**
 * Prometheus metrics through prom-client: requests and their latency per route, platform calls per
 * endpoint, the memo cache's hits and misses, orders created, server errors, the PostgreSQL pool,
 * and Node's own (event loop, heap, GC). Labels are bounded: a route is a path pattern of static segments or
 * a fixed name ("api", "assets"), an endpoint a contract path, a tag one of the cache's constants;
 * never a raw URL.
 *
 * The metrics live on globalThis: the storefront's server bundle may carry its own copy of this
 * module, and both must count into the one registry /metrics reads.
 */
import client from "prom-client";

function create() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new client.Counter({
      name: "http_requests_total",
      help: "HTTP requests answered, by route, method and status.",
      labelNames: ["route", "method", "status"] as const,
      registers,
    }),
    requestSeconds: new client.Histogram({
      name: "http_request_duration_seconds",
      help: "Time until the answer was sent, by route and method.",
      labelNames: ["route", "method"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    serverErrors: new client.Counter({
      name: "http_server_errors_total",
      help: "Answers with a 5xx status, by route.",
      labelNames: ["route"] as const,
      registers,
    }),
    platformCallSeconds: new client.Histogram({
      name: "platform_call_duration_seconds",
      help: "Storefront calls to the platform (in process or over HTTP), by endpoint and outcome.",
      labelNames: ["endpoint", "outcome"] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    }),
    cacheLookups: new client.Counter({
      name: "memo_cache_lookups_total",
      help: "Memo cache lookups (server/cache.ts), by tag and result (hit or miss).",
      labelNames: ["tag", "result"] as const,
      registers,
    }),
    ordersCreated: new client.Counter({
      name: "orders_created_total",
      help: "Orders committed.",
      registers,
    }),
    pools: new Set<PoolStats>(),
  };
}

/** What the PostgreSQL pool (pg.Pool) tells of itself. */
export interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

type Metrics = ReturnType<typeof create>;
const KEY = Symbol.for("storefront.metrics");
const store = globalThis as typeof globalThis & { [KEY]?: Metrics };
export const metrics: Metrics = (store[KEY] ??= withPoolGauge(create()));

function withPoolGauge(m: Metrics): Metrics {
  new client.Gauge({
    name: "db_pool_connections",
    help: "PostgreSQL pool connections, by state (total, idle, waiting: clients queued for one).",
    labelNames: ["state"] as const,
    registers: [m.registry],
    collect() {
      this.reset();
      for (const pool of m.pools) {
        this.inc({ state: "total" }, pool.totalCount);
        this.inc({ state: "idle" }, pool.idleCount);
        this.inc({ state: "waiting" }, pool.waitingCount);
      }
    },
  });
  return m;
}

/** A PostgreSQL pool to report on (server/db); `forget` when it closes. */
export function observePool(pool: PoolStats): { forget(): void } {
  metrics.pools.add(pool);
  return { forget: () => void metrics.pools.delete(pool) };
}

export function observeRequest(route: string, method: string, status: number, seconds: number): void {
  metrics.requests.inc({ route, method, status });
  metrics.requestSeconds.observe({ route, method }, seconds);
  if (status >= 500) metrics.serverErrors.inc({ route });
}

export function observeCache(tag: string, hit: boolean): void {
  metrics.cacheLookups.inc({ tag, result: hit ? "hit" : "miss" });
}

export function countOrder(): void {
  metrics.ordersCreated.inc();
}
