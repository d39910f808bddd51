/**
 * The platform on its own: `node --import tsx server/main.ts` serves /api and /media on
 * PLATFORM_PORT (default 4000), for running the storefront elsewhere with API_URL, with the same
 * /livez, /healthz, /metrics and graceful shutdown as the storefront host (docs/operations.md).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { describeDatabase } from "./config";
import { startConfig } from "./host/startup";
import { acceptPlatformBody, continueWithinLimits } from "./http/node";
import { createPlatform } from "./index";
import { shutDownOnSignals } from "./host/shutdown";
import { log } from "./log";
import { observeRequest } from "./observability/metrics";
import { createProbes, databaseCheck, readinessChecks } from "./observability/probes";
import { redisReadiness } from "./redis";

const config = await startConfig("platform");
const platform = await createPlatform({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const listener = getRequestListener(platform.fetch);
readinessChecks.set("database", databaseCheck(platform.services.db));
if (platform.services.redis) readinessChecks.set("redis", redisReadiness(platform.services));
const probes = createProbes();
const serve = (req: IncomingMessage, res: ServerResponse) => {
  if (probes.handle(req, res)) return;
  // Platform requests are labelled "api" or "media"; their endpoints are timed by the storefront.
  const started = performance.now();
  const route = (req.url ?? "").startsWith("/media") ? "media" : "api";
  res.on("finish", () => observeRequest(route, req.method ?? "", res.statusCode, (performance.now() - started) / 1000));
  acceptPlatformBody(req, res, config.bodyLimits).then(
    (accepted) => (accepted ? listener(req, res) : undefined),
    // The client went away while sending its body.
    () => res.destroy(),
  );
};
const server = createServer(serve);
server.on("checkContinue", continueWithinLimits(config.bodyLimits, serve));
server.listen(config.platformPort, config.host, () => {
  probes.setState("ready");
  log.info("platform listening", {
    url: `http://${config.host}:${config.platformPort}`,
    mode: config.mode,
    ...describeDatabase(config.databaseUrl),
  });
});

shutDownOnSignals(server, log, { draining: () => probes.setState("draining"), close: () => platform.close() });
