/**
 * The Node host's Express app (server.ts runs it, one per worker): security headers, the access
 * log, the origin check, /healthz, static files, the platform under /api and /media (in process,
 * or proxied to API_URL), and the React Router storefront for everything else, which gets the
 * platform in its load context (HostContext). The bench serves its bare page through the same app.
 */
import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import { STATUS_CODES } from "node:http";
import { constants as zlib } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import compression from "compression";
import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from "express";
import type { RouterContextProvider, ServerBuild } from "react-router";
import type { Config } from "../config";
import { optionFilter } from "../contract/cms";
import { errorBody, platformMessages } from "../contract/errors";
import type { HostContext, PlatformTransport } from "../contract/transport";
import type { Platform } from "../index";
import { previousReleasesAssets } from "./assets-retention";
import { immutableAssets } from "./static-assets";
import { loopbackRedirect } from "./loopback";
import { cachedWwwPolicy, parseWwwPolicy, wwwPolicyRedirect } from "./www-policy";
import { answerShared, readSharedDocument, readVariantDocument, type SharedAnswer } from "./edge-cache";
import { createPageCache, PAGE_CACHE_LIMITS, pageCacheKey, type PageRequest } from "./page-cache";
import { inRequest, log, type RequestFacts } from "../log";
import { observeCache, observeRequest } from "../observability/metrics";
import { createProbes, type ProbeOptions } from "../observability/probes";
import { hostRoute, storefrontRoute } from "../observability/routes";
import { paymentFormOrigins } from "../modules/payments";
import {
  acceptPlatformBody,
  discardRest,
  hasBody,
  mediaType,
  readBodyWithin,
  refusalPath,
  REFUSAL_STATUSES,
  type BufferedRequest,
} from "../http/node";

/** A server bundle, with what its entry exports for the host (app/entry.server.tsx). */
export type StorefrontBuild = ServerBuild & {
  entry: {
    module: {
      createLoadContext(host: HostContext): RouterContextProvider;
      /** The variant of a page a visitor with a cart or a cookie choice would get (decision 0041). */
      pageVariant?(request: globalThis.Request, platform: PlatformTransport): Promise<string | null>;
    };
  };
};

export interface HostOptions {
  config: Config;
  /** The storefront's server bundle, or in development a getter (Vite reloads it). */
  build: StorefrontBuild | (() => Promise<StorefrontBuild>);
  /** Production: the folder of the bundle's browser files (build/client). */
  clientDir?: string;
  /** Development: Vite's middlewares, which serve the browser files. */
  devMiddlewares?: RequestHandler;
  /** The platform in this process, served under /api and /media; null in split mode. */
  platform: Platform | null;
  /** What the storefront calls: the platform in this process, or an HTTP client of API_URL. */
  transport: PlatformTransport;
  /** Added to every request's log line (a cluster worker's number). */
  logFields?: Record<string, unknown>;
  /** /metrics's text (a cluster's aggregate); default this process's registry. */
  metricsExposition?: ProbeOptions["exposition"];
}

const HOP_HEADERS = ["host", "connection", "keep-alive", "content-length", "transfer-encoding"];
/** Storefront pages are read with GET and HEAD and written with POSTed forms, nothing else. */
const STOREFRONT_METHODS = ["GET", "HEAD", "POST"];
const FORM = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";
type Refusal = (typeof REFUSAL_STATUSES)[number];
/**
 * Brotli's quality for what is compressed per answer (pages above all): 3 costs half the CPU time of
 * the middleware's default 4 (0.7 against 1.3 ms for the 66 KB home page) for 4 % more bytes (16.5
 * against 15.9 KB), and every page pays it. Gzip, for the few clients without brotli, keeps zlib's level.
 */
const BROTLI_QUALITY = 3;
type WriteStream = typeof import("@react-router/node").writeReadableStreamToWritable;

/** Whether a path's percent-encoding is well formed (`/%E0%A4%A` and `/product/%` are not). */
function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** A client that went away while sending its body gets no answer. */
const bodyNotReceived = (res: Response) => (err: Error) => {
  log.info("request body not received", { err: err.message });
  res.destroy();
};

/** Query parameters whose values are keys to something: reset, verification and order-view
 * tokens, download signatures, payment results and references, the OAuth code and state. */
const SECRET_PARAM = /token|signature|payment(result|reference)|^code$|^state$|secret/i;
/** Path segments that are keys: verification and opt-in tokens, the payment sandbox's reference
 * (its page's only key) and order/pgSuccess's. */
const SECRET_SEGMENT =
  /(\/user\/web\/verify\/|\/form\/confirmEmail\/|\/payment-sandbox\/(?:hpf|wallet)\/|\/order\/pgSuccess\/)[^/?]+/;

/** A request's path and query as the access log keeps them: the values of secrets hidden. */
export function loggedPath(url: string): string {
  const at = url.indexOf("?");
  const path = (at < 0 ? url : url.slice(0, at)).replace(SECRET_SEGMENT, "$1[hidden]");
  if (at < 0) return path;
  const query = url
    .slice(at + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      if (eq < 0) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name.replace(/\+/g, " "));
      } catch {
        /* a malformed name is checked as it is */
      }
      return SECRET_PARAM.test(name) ? `${pair.slice(0, eq)}=[hidden]` : pair;
    })
    .join("&");
  return `${path}?${query}`;
}

/**
 * The Web Request React Router gets for an Express request: Express's view of the scheme and
 * host (TRUST_PROXY), and the form as read within its limit (an empty POST is an empty form). A
 * refused request becomes a GET of the internal refusal page (app/routes/errors/refused.tsx),
 * which shows the storefront's usual error page with the refusal's status (handed over in the
 * load context), inside the site layout and in the language of the path.
 */
function storefrontRequest(req: Request, res: Response, refusal: Refusal | null): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init = { headers, signal: controller.signal };
  // The host ends where a path would start ("a/b" is not a host).
  const origin = `${req.protocol}://${(req.host ?? "").split(/[\\/?#@]/)[0] || "localhost"}`;
  if (refusal) {
    for (const name of ["content-type", "content-length", "transfer-encoding"]) headers.delete(name);
    return new globalThis.Request(origin + refusalPath(req.path, refusal), init);
  }
  if (req.method !== "POST") return new globalThis.Request(origin + req.originalUrl, { ...init, method: req.method });
  headers.delete("transfer-encoding");
  if (!headers.has("content-type")) headers.set("content-type", FORM);
  const { rawBody } = req as BufferedRequest;
  return new globalThis.Request(origin + req.originalUrl, {
    ...init,
    method: "POST",
    body: rawBody ? new Uint8Array(rawBody) : "",
  });
}

/** The storefront's headers over the host's defaults: a header the page sets replaces the host's
 * (the download page's Referrer-Policy), not a second line beside it; Set-Cookie lines add up. */
function writeHeaders(res: Response, headers: Headers): void {
  for (const name of new Set(headers.keys())) res.removeHeader(name);
  for (const [name, value] of headers) res.append(name, value);
}

/** Writes React Router's answer, streaming its body. */
async function sendResponse(res: Response, response: globalThis.Response, write: WriteStream): Promise<void> {
  if (res.destroyed || res.writableEnded) return void (await response.body?.cancel());
  res.statusMessage = response.statusText;
  res.status(response.status);
  writeHeaders(res, response.headers);
  if (!response.body) return void res.end();
  await write(response.body, res).catch((err: unknown) => {
    // A visitor who left mid-answer is no fault.
    if (!res.destroyed) throw err;
  });
}

/** Writes a document read whole (./edge-cache.ts), or its 304. */
function sendWhole(res: Response, answer: SharedAnswer): void {
  if (res.destroyed || res.writableEnded) return;
  res.statusMessage = answer.statusText;
  res.status(answer.status);
  writeHeaders(res, answer.headers);
  res.end(answer.body ?? undefined);
}

/**
 * The app, and `setReady` for /healthz (ready once the server listens: 503 "starting" before, 503
 * "draining" once it shuts down). React Router is loaded here, after the configuration has settled NODE_ENV.
 */
export async function createHostApp(options: HostOptions): Promise<{ app: Express; setReady(ready: boolean): void }> {
  const { config, platform, transport } = options;
  const formOrigins = paymentFormOrigins(config);
  const isDev = config.mode === "development";
  const [{ createRequestHandler }, { writeReadableStreamToWritable }] = await Promise.all([
    import("react-router"),
    import("@react-router/node"),
  ]);
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
    if (!isDev && config.hsts && req.secure)
      res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  });

  // A structured access log line per request.
  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    const id = (req.headers["x-request-id"] as string | undefined) ?? randomUUID();
    res.setHeader("X-Request-Id", id);
    // Server-Timing: the time until the answer's head is ready (loaders and the page shell included),
    // and whether the page cache had the page.
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
      const cache = res.locals.pageCache as string | undefined;
      if (!res.headersSent)
        res.setHeader(
          "Server-Timing",
          `app;dur=${Number(process.hrtime.bigint() - started) / 1e6}${cache ? `, cache;desc=${cache}` : ""}`,
        );
      return writeHead.apply(this, args);
    } as typeof writeHead;
    // Filled in while the request is served: the user once known, the route React Router matched.
    const facts: RequestFacts = { id };
    res.on("finish", () => {
      const route = hostRoute(req.path) ?? facts.route ?? (res.locals.route as string | undefined) ?? "other";
      observeRequest(route, req.method, res.statusCode, Number(process.hrtime.bigint() - started) / 1e9);
      if (route === "assets" || route === "probes") return;
      log.info("request", {
        route,
        id,
        method: req.method,
        path: loggedPath(req.originalUrl).slice(0, 300),
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
        userId: facts.userId,
        cache: res.locals.pageCache as string | undefined,
        ...options.logFields,
      });
    });
    inRequest(facts, next);
  });

  /** Mutations from another site are refused: a browser always sends Origin on a cross-site POST. */
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const origin = req.headers.origin;
    // Non-browser clients (mobile apps, servers) send no Origin; they authenticate by apiKey and tokens.
    if (!origin) return next();
    const own = `${req.protocol}://${req.get("host")}`;
    if (origin === own || origin === config.publicUrl || config.allowedOrigins.includes(origin)) return next();
    res.status(403).json(errorBody(platformMessages.crossOrigin, 403));
  });

  // /livez, /healthz (readiness) and /metrics (server/observability/probes.ts).
  const probes = createProbes({ exposition: options.metricsExposition });
  app.use((req, res, next) => probes.handle(req, res) || next());
  // A visitor on another loopback name than PUBLIC_URL's goes to PUBLIC_URL's (demo, development, tests).
  const loopback = loopbackRedirect(config.publicUrl);
  if (loopback) app.use(loopback);
  // The site's WwwPolicy option: www.<host> and <host> are one site, on the name the option says
  // (./www-policy.ts). Read through the platform and kept until an option is written (in this
  // process the memo tells; a platform elsewhere is asked again after a minute).
  const wwwPolicy = cachedWwwPolicy(
    async () => {
      const answer = await transport.call(optionFilter, { keys: ["WwwPolicy"] }, { apiKey: config.apiKey });
      if (!("data" in answer)) throw new Error(answer.message);
      return parseWwwPolicy(answer.data[0]?.value);
    },
    platform ? null : 60,
  );
  platform?.services.cache.onDrop((tag) => {
    if (tag === null || tag === "cms-options") wwwPolicy.forget();
  });
  app.use(wwwPolicyRedirect(config.publicUrl, () => wwwPolicy.get()));

  if (options.devMiddlewares) app.use(options.devMiddlewares);
  if (options.clientDir) {
    app.use(compression({ brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } }));
    app.use("/assets", immutableAssets(`${options.clientDir}/assets`));
    // Then earlier releases' files, for pages rendered before a deploy (server/host/assets-retention.ts).
    const previous =
      typeof options.build === "function"
        ? null
        : previousReleasesAssets(options.clientDir, options.build.assets.version, config.assetRetention);
    if (previous) app.use("/assets", previous);
    // A build file that no release has is answered here, plainly: not with the storefront's 404
    // page, and not logged as a dead link for editors. Never cached: during a rolling deploy another
    // host may have it a moment later.
    app.use("/assets", (_req, res) => {
      res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found");
    });
    // The bundle's other files (from public/): only a path under one of the folder's top-level names
    // (or one the file server would rewrite: encoded, or with a dot segment) is looked up, rather
    // than every page's path costing a stat and a 404 error on its way to the storefront. The build
    // writes the folder before the server starts.
    const topLevel = new Set(readdirSync(options.clientDir));
    const publicFiles = express.static(options.clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) => {
      const { path } = req;
      if (path.includes("%") || path.includes("/.") || topLevel.has(path.split("/")[1] ?? ""))
        return publicFiles(req, res, next);
      next();
    });
  }

  // Platform bodies: JSON up to bodyLimits.json, uploads up to bodyLimits.upload, else 413.
  app.use(["/api", "/media"], (req, res, next) => {
    acceptPlatformBody(req, res, config.bodyLimits).then((accepted) => accepted && next(), bodyNotReceived(res));
  });
  if (platform) {
    // Express strips the mount path; the platform routes on the full path.
    const platformListener = getRequestListener((request, env) => platform.fetch(request, env));
    app.use(["/api", "/media"], (req, res) => {
      req.url = req.originalUrl;
      void platformListener(req, res);
    });
  } else if (config.apiUrl) {
    const apiUrl = config.apiUrl;
    // Split mode: the browser still asks this host for /media and /api; pass them on.
    app.use(["/api", "/media"], async (req, res) => {
      const { rawBody } = req as BufferedRequest;
      const upstream = await fetch(apiUrl + req.originalUrl, {
        method: req.method,
        // The body was read here (rawBody): its length and framing are fetch's to set.
        headers: Object.fromEntries(
          Object.entries(req.headers).filter(([k, v]) => typeof v === "string" && !HOP_HEADERS.includes(k)),
        ) as Record<string, string>,
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

  const { build } = options;
  const handle = createRequestHandler(build, isDev ? "development" : "production");
  // The host's own cache of shared pages: it hears the purges through this process's platform (in
  // split mode they happen in another process, so it stays off), and not while Vite reloads the build.
  // It keeps only what a shared cache may (EDGE_CACHE_SECONDS above 0).
  const pageCache =
    config.pageCacheSeconds > 0 && platform && !isDev && config.edgeCache.seconds > 0
      ? createPageCache({ seconds: config.pageCacheSeconds, ...PAGE_CACHE_LIMITS })
      : null;
  if (pageCache) platform!.services.cache.onDrop((tag) => pageCache.drop(tag));
  // Information, not a warning: it is on by default, so a split host says this at every start.
  else if (config.pageCacheSeconds > 0)
    log.info("page cache off: it needs the platform in this process, a production build and EDGE_CACHE_SECONDS", {
      split: !platform,
      development: isDev,
      edgeCacheSeconds: config.edgeCache.seconds,
    });
  const serveStorefront = async (req: Request, res: Response, refusal: Refusal | null = null) => {
    if (refusal === 405) res.setHeader("Allow", STOREFRONT_METHODS.join(", "));
    let request: globalThis.Request;
    try {
      request = storefrontRequest(req, res, refusal);
    } catch {
      return void res.status(400).type("text/plain").send("Bad Request");
    }
    const current = typeof build === "function" ? await build() : build;
    const page: PageRequest = {
      method: req.method,
      url: request.url,
      cookie: req.headers.cookie ?? null,
      userAgent: req.headers["user-agent"] ?? null,
    };
    // Lazy route discovery's answers are parts of the route manifest, no pages: the browser keeps
    // them (immutable, the build's version in the URL), and the cache's hit ratio is about pages.
    const mayBeKept = pageCache && !refusal && req.path !== current.routeDiscovery?.manifestPath;
    const key = mayBeKept ? await pageKeyOf(page, request, current) : null;
    const ifNoneMatch = request.headers.get("If-None-Match");
    if (key) {
      const hit = pageCache!.read(key);
      observeCache("pages", !!hit);
      res.locals.pageCache = hit ? "hit" : "miss";
      if (hit) {
        res.locals.route = hit.route;
        res.setHeader("Age", hit.age);
        return sendWhole(res, answerShared(ifNoneMatch, hit.document));
      }
    }
    const since = pageCache?.generation() ?? 0;
    const route = storefrontRoute(current.routes, new URL(request.url).pathname);
    res.locals.route = route;
    const context = await current.entry.module.createLoadContext({
      platform: transport,
      clientIp: req.ip ?? "",
      refusal,
      keepsPages: !!pageCache,
      paymentFormOrigins: formOrigins,
    });
    const response = await handle(request, context);
    const document = await readSharedDocument(request, response);
    if (document) {
      if (key) pageCache!.keep(key, document, route, since);
      return sendWhole(res, answerShared(ifNoneMatch, document));
    }
    const varied = await readVariantDocument(request, response);
    if (!varied) return sendResponse(res, response, writeReadableStreamToWritable);
    // Kept under the variant the render showed, which a cart changed meanwhile may have made another.
    const variantKey = key && pageCacheKey(page, varied.variant);
    if (variantKey) pageCache!.keep(variantKey, varied.document, route, since);
    const { status, statusText, headers, body } = varied.document;
    sendWhole(res, { status, statusText, headers, body });
  };

  /** The page cache's key for a request: an anonymous visitor's, else the variant's the storefront names. */
  const pageKeyOf = async (page: PageRequest, request: globalThis.Request, current: StorefrontBuild) => {
    const anonymous = pageCacheKey(page);
    if (anonymous || !current.entry.module.pageVariant) return anonymous;
    const variant = await current.entry.module.pageVariant(request, transport);
    return variant === null ? null : pageCacheKey(page, variant);
  };

  // Every other path, matched without a route pattern: Express decodes a pattern's parameters and
  // answers a malformed one (/%E0%A4%A) with its own plain-text 400.
  app.use((req, res, next) => {
    const serve = (refusal: Refusal | null = null) => serveStorefront(req, res, refusal).catch(next);
    const refuseUnread = (refusal: Refusal) => {
      if (hasBody(req)) discardRest(req, res);
      return serve(refusal);
    };
    if (!STOREFRONT_METHODS.includes(req.method)) return refuseUnread(405);
    // No page has an address that cannot be decoded: it is said like any other unknown page (and
    // without React Router's console warning for each route it would try).
    if (!decodable(req.path)) return refuseUnread(404);
    if (req.method !== "POST" || (!hasBody(req) && !req.headers["content-type"])) return serve();
    // A form with files (a CMS form's uploads) is multipart, within the upload limit.
    const type = mediaType(req);
    if (type !== FORM && type !== MULTIPART) return refuseUnread(415);
    const limit = type === MULTIPART ? config.bodyLimits.upload : config.bodyLimits.form;
    readBodyWithin(req, res, limit).then((within) => serve(within ? null : 413), bodyNotReceived(res));
  });

  // Whatever reaches Express's error handling (a malformed static path, say) is answered
  // without details; only server faults are logged as errors.
  app.use((err: Error & { status?: number }, req: Request, res: Response, _next: NextFunction) => {
    const status = err.status && err.status >= 400 && err.status < 600 ? err.status : 500;
    if (status >= 500)
      log.error("request failed", { err, method: req.method, path: loggedPath(req.originalUrl).slice(0, 300) });
    if (res.headersSent) return void res.destroy();
    res
      .status(status)
      .type("text/plain")
      .send(STATUS_CODES[status] ?? "Error");
  });

  return {
    app,
    // Not ready: starting before, draining once shutdown begins.
    setReady(value) {
      probes.setState(value ? "ready" : "draining");
    },
  };
}
