/**
 * The operator's endpoints, the same on the storefront host and the platform alone
 * (server/main.ts): `/livez` (the process answers; nothing else is asked), `/healthz` (readiness:
 * every check of `readinessChecks` passes within HEALTH_CHECK_TIMEOUT_MS, and the process is
 * neither starting nor draining) and `/metrics` (Prometheus text, only from loopback without a
 * proxy in between, or with `Authorization: Bearer <METRICS_TOKEN>`).
 */
import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";
import { metrics } from "./metrics";

/** How long one readiness check may take before it counts as failed. */
const HEALTH_CHECK_TIMEOUT_MS = 2000;

/**
 * A readiness check resolves when its dependency answers and rejects (or takes too long) when not.
 * A dependency the shop can sell without (Redis) resolves with `{ degraded }` instead: reported,
 * but the process stays ready.
 */
export type ReadinessCheck = () => Promise<unknown>;

const degradedDetail = (value: unknown): string | null =>
  typeof value === "object" && value !== null && typeof (value as { degraded?: unknown }).degraded === "string"
    ? (value as { degraded: string }).degraded
    : null;

/** Named readiness checks: the platform adds "database"; a Redis client adds "redis". */
export const readinessChecks = new Map<string, ReadinessCheck>();

/** The readiness check of a database: a trivial query. */
export const databaseCheck =
  (db: Kysely<Database>): ReadinessCheck =>
  () =>
    sql`select 1`.execute(db);

export type ProbeState = "starting" | "ready" | "draining";

export interface Probes {
  /** Answers the request when it is one of the probes' paths; false otherwise. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  setState(state: ProbeState): void;
}

export interface ProbeOptions {
  /** The whole exposition (a cluster's workers aggregated); default this process's registry. */
  exposition?: () => Promise<{ contentType: string; body: string }>;
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms))),
  ]).finally(() => clearTimeout(timer));
}

/** Runs every check; names the failing ones with their reason. */
export async function readiness(): Promise<{ ok: boolean; degraded: boolean; checks: Record<string, string> }> {
  const entries = [...readinessChecks];
  const results = await Promise.allSettled(entries.map(([, check]) => within(check(), HEALTH_CHECK_TIMEOUT_MS)));
  const checks: Record<string, string> = {};
  let degraded = false;
  results.forEach((result, i) => {
    const detail = result.status === "fulfilled" ? degradedDetail(result.value) : null;
    if (detail) degraded = true;
    checks[entries[i]![0]] =
      result.status === "rejected"
        ? String((result.reason as Error)?.message ?? result.reason)
        : detail
          ? `degraded: ${detail}`
          : "ok";
  });
  return { ok: results.every((r) => r.status === "fulfilled"), degraded, checks };
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** Loopback with no proxy in between (a proxy on this machine forwards outsiders), or the token. */
export function mayReadMetrics(req: IncomingMessage, token = process.env.METRICS_TOKEN): boolean {
  const auth = req.headers.authorization;
  if (token && auth?.startsWith("Bearer ")) {
    const given = Buffer.from(auth.slice(7));
    const wanted = Buffer.from(token);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  }
  return LOOPBACK.has(req.socket.remoteAddress ?? "") && !req.headers["x-forwarded-for"] && !req.headers.forwarded;
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" });
  res.end(JSON.stringify(body));
}

export function createProbes(options: ProbeOptions = {}): Probes {
  let state: ProbeState = "starting";
  const exposition =
    options.exposition ??
    (async () => ({ contentType: metrics.registry.contentType, body: await metrics.registry.metrics() }));
  const failed = (res: ServerResponse) => (err: unknown) => {
    if (!res.headersSent) json(res, 500, { status: "error", message: String((err as Error)?.message ?? err) });
  };
  return {
    setState(next) {
      state = next;
    },
    handle(req, res) {
      const path = (req.url ?? "").split("?")[0];
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      if (path === "/livez") return (json(res, 200, { status: "ok" }), true);
      if (path === "/healthz") {
        // Starting or draining: a load balancer sends nothing here, whatever the checks say.
        if (state !== "ready") return (json(res, 503, { status: state }), true);
        readiness().then(
          ({ ok, degraded, checks }) =>
            json(res, ok ? 200 : 503, { status: ok ? (degraded ? "degraded" : "ok") : "unavailable", checks }),
          failed(res),
        );
        return true;
      }
      if (path === "/metrics") {
        if (!mayReadMetrics(req)) return (json(res, 403, { status: "forbidden" }), true);
        exposition().then(({ contentType, body }) => {
          res.writeHead(200, { "Content-Type": contentType, "Cache-Control": "no-store" });
          res.end(body);
        }, failed(res));
        return true;
      }
      return false;
    },
  };
}
