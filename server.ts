/**
 * The Node host: one Express process serving static assets, the platform under /api and /media,
 * and the React Router storefront for everything else. `npm start` builds first; `npm run dev`
 * serves through Vite with hot reload.
 */
import { randomUUID } from "node:crypto";
import type { Server } from "node:http";
import { Readable } from "node:stream";
import { getRequestListener } from "@hono/node-server";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import type { ServerBuild } from "react-router";
import { log } from "./server/log";

const isDev = process.env.NODE_ENV === "development";
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const allowedOrigins = new Set((process.env.ALLOWED_ORIGINS ?? "").split(",").map((o) => o.trim()).filter(Boolean));

type PlatformHandle = { fetch: (request: globalThis.Request) => Promise<globalThis.Response>; close(): Promise<void> } | null;
type AppBuild = ServerBuild & { entry: { module: { startPlatform(): Promise<PlatformHandle> } } };

const app = express();
app.disable("x-powered-by");
if (process.env.TRUST_PROXY) app.set("trust proxy", process.env.TRUST_PROXY === "true" ? true : process.env.TRUST_PROXY);

// Security headers for every answer; the document's CSP (with its nonce) is set where it renders.
app.use((_req, res, next) => {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "SAMEORIGIN");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  if (!isDev && process.env.HSTS !== "off" && _req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  next();
});

// A structured access log line per request.
app.use((req, res, next) => {
  const started = process.hrtime.bigint();
  const id = (req.headers["x-request-id"] as string | undefined) ?? randomUUID();
  res.setHeader("X-Request-Id", id);
  // Server-Timing: the time until the answer's head is ready (loaders and the page shell included).
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
    if (!res.headersSent) res.setHeader("Server-Timing", `app;dur=${Number(process.hrtime.bigint() - started) / 1e6}`);
    return writeHead.apply(this, args);
  } as typeof writeHead;
  res.on("finish", () => {
    if (req.path.startsWith("/assets/") || req.path === "/healthz") return;
    log.info("request", {
      id,
      method: req.method,
      path: req.originalUrl.slice(0, 300),
      status: res.statusCode,
      ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
    });
  });
  next();
});

/** Mutations from another site are refused: a browser always sends Origin on a cross-site POST. */
function originCheck(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const origin = req.headers.origin;
  // Non-browser clients (mobile apps, servers) send no Origin; they authenticate by apiKey and tokens.
  if (!origin) return next();
  const own = `${req.protocol}://${req.get("host")}`;
  if (origin === own || allowedOrigins.has(origin)) return next();
  res.status(403).json({ errored: true, message: "Cross-origin request refused.", statusCode: 403 });
}
app.use(originCheck);

app.get("/healthz", (_req, res) => {
  res.setHeader("Cache-Control", "no-store");
  res.json({ status: ready ? "ok" : "starting" });
});

let ready = false;
let platform: PlatformHandle = null;

async function main() {
  let build: AppBuild | (() => Promise<AppBuild>);
  if (isDev) {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    app.use(devServer.middlewares);
    build = () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<AppBuild>;
    platform = await (await build()).entry.module.startPlatform();
  } else {
    app.use(compression());
    app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static("build/client", { maxAge: "1h", index: false }));
    // @ts-expect-error: the build exists only after `react-router build`.
    build = (await import("./build/server/index.js")) as AppBuild;
    platform = await build.entry.module.startPlatform();
  }

  const apiUrl = process.env.API_URL?.replace(/\/+$/, "");
  if (platform) {
    // Express strips the mount path; the platform routes on the full path.
    const platformListener = getRequestListener((request) => platform!.fetch(request));
    app.use(["/api", "/media"], (req, res) => {
      req.url = req.originalUrl;
      void platformListener(req, res);
    });
  } else if (apiUrl) {
    // Split mode: the browser still asks this host for /media and /api; pass them on.
    app.use(["/api", "/media"], async (req, res) => {
      const upstream = await fetch(apiUrl + req.originalUrl, {
        method: req.method,
        headers: Object.fromEntries(Object.entries(req.headers).filter(([k, v]) => typeof v === "string" && k !== "host")) as Record<string, string>,
        body: req.method === "GET" || req.method === "HEAD" ? undefined : (Readable.toWeb(req) as ReadableStream),
        duplex: "half",
      } as RequestInit).catch(() => null);
      if (!upstream) return void res.status(502).json({ errored: true, message: "The platform is unreachable.", statusCode: 502 });
      res.status(upstream.status);
      upstream.headers.forEach((value, key) => {
        if (!["content-encoding", "transfer-encoding", "connection"].includes(key)) res.setHeader(key, value);
      });
      res.end(Buffer.from(await upstream.arrayBuffer()));
    });
  }

  const handler = createRequestHandler({ build, mode: isDev ? "development" : "production" });
  app.all("*splat", (req, res, next) => {
    // The storefront passes this to the platform's login rate limit (app/.server/platform.ts).
    req.headers["x-storefront-client-ip"] = req.ip ?? "";
    return handler(req, res, next);
  });

  const server: Server = app.listen(port, host, () => {
    ready = true;
    log.info("listening", { url: `http://localhost:${port}`, mode: isDev ? "development" : "production", database: process.env.DATABASE_URL ? "postgres" : "sqlite" });
  });
  server.keepAliveTimeout = 65_000;

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info("shutting down", { signal });
    ready = false;
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await platform?.close().catch((err: unknown) => log.error("platform close failed", { err }));
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((err) => {
  log.error("failed to start", { err });
  process.exit(1);
});
