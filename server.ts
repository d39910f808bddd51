/**
 * The Node host: Express serving static assets, the platform under /api and /media, and the React
 * Router storefront for everything else (server/host/app.ts). The host builds the platform (in
 * process, or an HTTP client of API_URL) and hands it to every storefront request in React
 * Router's load context. With WEB_CONCURRENCY above 1 (production's default: one per core) this
 * process is the cluster's primary and each worker runs the host (server/host/cluster.ts).
 * `npm start` builds first and runs the demo (DEMO_MODE); `npm run dev` serves through Vite with
 * hot reload. Configuration is read and checked before anything else (server/config): a
 * production start without its secrets or PUBLIC_URL ends here with one line naming the variable.
 */
import cluster from "node:cluster";
import type { Server } from "node:http";
import type { PlatformTransport } from "./server/contract";
import { describeDatabase } from "./server/config";
import { startConfig } from "./server/host/startup";
import type { StorefrontBuild } from "./server/host/app";
import { continueWithinLimits } from "./server/http/node";
import { shutDownOnSignals } from "./server/host/shutdown";
import { log } from "./server/log";
import { clusterExposition } from "./server/observability/cluster";
import { databaseCheck, readinessChecks } from "./server/observability/probes";
import { timedTransport } from "./server/observability/routes";
import { redisReadiness } from "./server/redis";

// First: it may end the process, and it sets NODE_ENV before React is loaded.
const config = await startConfig("storefront");
const isDev = config.mode === "development";
/** In a cluster, this worker's number: on every request's log line. */
const worker = cluster.isWorker ? { worker: cluster.worker!.id } : {};

async function main() {
  // The platform: in this process, or the one at API_URL (split mode).
  let platform: import("./server/index").Platform | null = null;
  let transport: PlatformTransport;
  if (config.apiUrl) {
    const { createHttpTransport } = await import("./server/http/client");
    transport = createHttpTransport({ origin: config.apiUrl });
    log.info("storefront uses a remote platform", { apiUrl: config.apiUrl });
  } else {
    const { createPlatform } = await import("./server/index");
    platform = await createPlatform({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    // In a cluster, a write in this worker drops the cached tag in the others too.
    const { relayCacheInvalidations } = await import("./server/host/cluster");
    relayCacheInvalidations(platform.services.cache);
    transport = platform;
    readinessChecks.set("database", databaseCheck(platform.services.db));
    if (platform.services.redis) readinessChecks.set("redis", redisReadiness(platform.services));
  }
  // Every platform call is timed per endpoint (/metrics).
  transport = timedTransport(transport);
  // In a cluster, /metrics sums every worker's.
  const metricsExposition = cluster.isWorker ? clusterExposition() : undefined;

  const { createHostApp } = await import("./server/host/app");
  let host: Awaited<ReturnType<typeof createHostApp>>;
  if (isDev) {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    const build = () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<StorefrontBuild>;
    host = await createHostApp({
      config,
      build,
      devMiddlewares: devServer.middlewares,
      platform,
      transport,
      logFields: worker,
      metricsExposition,
    });
  } else {
    // @ts-expect-error: the build exists only after `react-router build`.
    const build = (await import("./build/server/index.js")) as StorefrontBuild;
    host = await createHostApp({
      config,
      build,
      clientDir: "build/client",
      platform,
      transport,
      logFields: worker,
      metricsExposition,
    });
  }

  const listener = host.app as unknown as Parameters<typeof continueWithinLimits>[1];
  const server: Server = host.app.listen(config.port, config.host, () => {
    host.setReady(true);
    log.info("listening", {
      // The address to open: PUBLIC_URL (its other loopback names redirect to it, decision 0052).
      url: config.publicUrl,
      listen: `${config.host}:${config.port}`,
      mode: config.demoMode ? "demo" : config.mode,
      ...(platform ? describeDatabase(config.databaseUrl) : { database: "none", platform: config.apiUrl }),
      ...worker,
      pid: process.pid,
    });
  });
  server.on("checkContinue", continueWithinLimits(config.bodyLimits, listener));
  server.keepAliveTimeout = 65_000;

  shutDownOnSignals(server, log, { draining: () => host.setReady(false), close: () => platform?.close() });
}

/**
 * The cluster's primary (WEB_CONCURRENCY above 1): prepares the database once (migrations, the
 * demo seed), then runs the workers (server/host/cluster.ts), each of which runs `main`. It serves
 * no request itself; SIGTERM stops the workers, each finishing its open requests.
 */
async function primary() {
  if (!config.apiUrl) {
    const { prepareDatabase } = await import("./server/index");
    await prepareDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  }
  const { startWorkers } = await import("./server/host/cluster");
  const workers = startWorkers(config.webConcurrency, log);
  const { aggregateWorkerMetrics } = await import("./server/observability/cluster");
  aggregateWorkerMetrics();
  log.info("starting workers", { workers: config.webConcurrency, pid: process.pid });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info("shutting down", { signal });
    void workers.stop().then(() => process.exit(0));
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

(cluster.isPrimary && config.webConcurrency > 1 ? primary() : main()).catch((err) => {
  log.error("failed to start", { err });
  process.exit(1);
});
