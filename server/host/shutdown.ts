/**
 * Graceful shutdown, for the storefront host (server.ts) and the platform alone (server/main.ts):
 * on SIGTERM or SIGINT the server stops accepting connections, /healthz answers 503 "draining", the
 * requests in flight (an order being placed among them) finish, then the platform closes (its jobs
 * stop, the database closes) and the process exits 0. Past SHUTDOWN_TIMEOUT_MS (default 10 s) it
 * exits 1 with whatever is still open.
 */
import type { Server } from "node:http";
import type { Logger } from "../log";

export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

export function shutdownTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.SHUTDOWN_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_SHUTDOWN_TIMEOUT_MS;
}

/** How often connections that went idle while draining are closed (a keep-alive one would stay open). */
const IDLE_SWEEP_MS = 200;

export function shutDownOnSignals(
  server: Server,
  log: Logger,
  steps: { draining(): void; close(): Promise<void> | undefined },
): void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    const timeoutMs = shutdownTimeoutMs();
    log.info("shutting down", { signal, timeoutMs });
    steps.draining();
    const force = setTimeout(() => {
      log.error("shutdown timed out; exiting with requests still open", { timeoutMs });
      process.exit(1);
    }, timeoutMs);
    force.unref();
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    server.close(async () => {
      clearInterval(sweep);
      await Promise.resolve(steps.close())?.catch((err: unknown) => log.error("platform close failed", { err }));
      log.info("shut down", { signal });
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
