/**
 * The Node host: one Express process serving static assets, the platform under /api and /media,
 * and the React Router storefront for everything else. `npm start` builds first and runs the
 * demo (DEMO_MODE); `npm run dev` serves through Vite with hot reload. Configuration is read and
 * checked before anything else (server/config): a production start without its secrets or
 * PUBLIC_URL ends here with one line naming the variable.
 */
import { randomUUID } from "node:crypto";
import { STATUS_CODES, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import type { ServerBuild } from "react-router";
import { describeDatabase, startConfig } from "./server/config";
import { errorBody, platformMessages } from "./server/contract/errors";
import { acceptPlatformBody, continueWithinLimits, discardRest, hasBody, mediaType, readBodyWithin, refusalPath, REFUSAL_HEADER, REFUSAL_STATUSES, type BufferedRequest } from "./server/http/node";
import { log } from "./server/log";

// First: it may end the process, and it sets NODE_ENV before React is loaded.
const config = await startConfig("storefront");
const isDev = config.mode === "development";

type PlatformHandle = { fetch: (request: globalThis.Request, env?: unknown) => Promise<globalThis.Response>; close(): Promise<void> } | null;
type AppBuild = ServerBuild & { entry: { module: { startPlatform(): Promise<PlatformHandle> } } };

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", config.trustProxy);

// Security headers for every answer; the document's CSP (with its nonce) is set where it renders.
app.use((req, res, next) => {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "SAMEORIGIN");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  if (!isDev && config.hsts && req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
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
  if (origin === own || origin === config.publicUrl || config.allowedOrigins.includes(origin)) return next();
  res.status(403).json(errorBody(platformMessages.crossOrigin, 403));
}
app.use(originCheck);

app.get("/healthz", (_req, res) => {
  res.setHeader("Cache-Control", "no-store");
  res.json({ status: ready ? "ok" : "starting" });
});

let ready = false;
let platform: PlatformHandle = null;

const HOP_HEADERS = ["host", "connection", "keep-alive", "content-length", "transfer-encoding"];

/** A client that went away while sending its body gets no answer. */
const bodyNotReceived = (res: Response) => (err: Error) => {
  log.info("request body not received", { err: err.message });
  res.destroy();
};

/** Storefront pages are read with GET and HEAD and written with POSTed forms, nothing else. */
const STOREFRONT_METHODS = ["GET", "HEAD", "POST"];
const FORM = "application/x-www-form-urlencoded";
type Refusal = (typeof REFUSAL_STATUSES)[number];
type WriteStream = typeof import("@react-router/node").writeReadableStreamToWritable;
/** The visitor's address as Express sees it (req.ip, which trusts proxies only per TRUST_PROXY), read by app/.server/platform.ts. */
const CLIENT_IP_HEADER = "x-storefront-client-ip";

/**
 * The Web Request React Router gets for an Express request: Express's view of the scheme and
 * host (TRUST_PROXY), the visitor's address for the platform's login rate limit
 * (app/.server/platform.ts), and the form as read within its limit (an empty POST is an empty
 * form). A refused request becomes a GET of the internal refusal page
 * (app/routes/errors/refused.tsx), which shows the storefront's usual error page with the
 * refusal's status, inside the site layout and in the language of the path.
 */
function storefrontRequest(req: Request, res: Response, refusal: Refusal | null): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  }
  headers.set(CLIENT_IP_HEADER, req.ip ?? "");
  // Only the host says that a request was refused.
  headers.delete(REFUSAL_HEADER);
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init = { headers, signal: controller.signal };
  // The host ends where a path would start ("a/b" is not a host).
  const origin = `${req.protocol}://${(req.host ?? "").split(/[\\/?#@]/)[0] || "localhost"}`;
  if (refusal) {
    for (const name of ["content-type", "content-length", "transfer-encoding"]) headers.delete(name);
    headers.set(REFUSAL_HEADER, String(refusal));
    return new globalThis.Request(origin + refusalPath(req.path, refusal), init);
  }
  if (req.method !== "POST") return new globalThis.Request(origin + req.originalUrl, { ...init, method: req.method });
  headers.delete("transfer-encoding");
  if (!headers.has("content-type")) headers.set("content-type", FORM);
  const { rawBody } = req as BufferedRequest;
  return new globalThis.Request(origin + req.originalUrl, { ...init, method: "POST", body: rawBody ? new Uint8Array(rawBody) : "" });
}

/** Writes React Router's answer, streaming its body. */
async function sendResponse(res: Response, response: globalThis.Response, write: WriteStream): Promise<void> {
  if (res.destroyed || res.writableEnded) return void (await response.body?.cancel());
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  if (!response.body) return void res.end();
  await write(response.body, res).catch((err: unknown) => {
    // A visitor who left mid-answer is no fault.
    if (!res.destroyed) throw err;
  });
}

async function main() {
  // Loaded only now that NODE_ENV is settled: React picks its build when first loaded.
  const [{ createRequestHandler }, { writeReadableStreamToWritable }] = await Promise.all([import("react-router"), import("@react-router/node")]);
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

  // Platform bodies: JSON up to bodyLimits.json, uploads up to bodyLimits.upload, else 413.
  app.use(["/api", "/media"], (req, res, next) => {
    acceptPlatformBody(req, res, config.bodyLimits).then((accepted) => accepted && next(), bodyNotReceived(res));
  });
  if (platform) {
    // Express strips the mount path; the platform routes on the full path.
    const platformListener = getRequestListener((request, env) => platform!.fetch(request, env));
    app.use(["/api", "/media"], (req, res) => {
      req.url = req.originalUrl;
      void platformListener(req, res);
    });
  } else if (config.apiUrl) {
    // Split mode: the browser still asks this host for /media and /api; pass them on.
    app.use(["/api", "/media"], async (req, res) => {
      const { rawBody } = req as BufferedRequest;
      const upstream = await fetch(config.apiUrl + req.originalUrl, {
        method: req.method,
        // The body was read here (rawBody): its length and framing are fetch's to set.
        headers: Object.fromEntries(Object.entries(req.headers).filter(([k, v]) => typeof v === "string" && !HOP_HEADERS.includes(k))) as Record<string, string>,
        body: rawBody && new Uint8Array(rawBody),
      }).catch(() => null);
      if (!upstream) return void res.status(502).json(errorBody(platformMessages.unreachable, 502));
      res.status(upstream.status);
      upstream.headers.forEach((value, key) => {
        if (!["content-encoding", "transfer-encoding", "connection"].includes(key)) res.setHeader(key, value);
      });
      res.end(Buffer.from(await upstream.arrayBuffer()));
    });
  }

  const handle = createRequestHandler(build, isDev ? "development" : "production");
  const serveStorefront = async (req: Request, res: Response, refusal: Refusal | null = null) => {
    if (refusal === 405) res.setHeader("Allow", STOREFRONT_METHODS.join(", "));
    let request: globalThis.Request;
    try {
      request = storefrontRequest(req, res, refusal);
    } catch {
      return void res.status(400).type("text/plain").send("Bad Request");
    }
    await sendResponse(res, await handle(request), writeReadableStreamToWritable);
  };

  app.all("*splat", (req, res, next) => {
    const serve = (refusal: Refusal | null = null) => serveStorefront(req, res, refusal).catch(next);
    const refuseUnread = (refusal: Refusal) => {
      if (hasBody(req)) discardRest(req, res);
      return serve(refusal);
    };
    if (!STOREFRONT_METHODS.includes(req.method)) return refuseUnread(405);
    if (req.method !== "POST" || (!hasBody(req) && !req.headers["content-type"])) return serve();
    if (mediaType(req) !== FORM) return refuseUnread(415);
    readBodyWithin(req, res, config.bodyLimits.form).then((within) => serve(within ? null : 413), bodyNotReceived(res));
  });

  // Whatever reaches Express's error handling (a malformed static path, say) is answered
  // without details; only server faults are logged as errors.
  app.use((err: Error & { status?: number }, req: Request, res: Response, _next: NextFunction) => {
    const status = err.status && err.status >= 400 && err.status < 600 ? err.status : 500;
    if (status >= 500) log.error("request failed", { err, method: req.method, path: req.originalUrl.slice(0, 300) });
    if (res.headersSent) return void res.destroy();
    res.status(status).type("text/plain").send(STATUS_CODES[status] ?? "Error");
  });

  const listener = app as unknown as Parameters<typeof continueWithinLimits>[1];
  const server: Server = app.listen(config.port, config.host, () => {
    ready = true;
    log.info("listening", {
      url: `http://${config.host}:${config.port}`,
      publicUrl: config.publicUrl,
      mode: config.demoMode ? "demo" : config.mode,
      ...(config.apiUrl && !platform ? { database: "none", platform: config.apiUrl } : describeDatabase(config.databaseUrl)),
    });
  });
  server.on("checkContinue", continueWithinLimits(config.bodyLimits, listener));
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
