/**
 * Requests at the Node level, before React Router or Hono see them (the host, server.ts, and the
 * platform alone, server/main.ts). Each kind of body has a size limit (`bodyLimits` in
 * server/config): a body over it is answered 413 without being read whole, a body within it is
 * read here into `rawBody`, which @hono/node-server's listener hands on as the Web Request's body.
 * A declared Content-Length is checked before any byte is read; a chunked body is counted as it
 * arrives.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Config } from "../config";
import { errorBody } from "../contract/errors";
import { localeFromPath, localePrefix } from "../contract/urls";

type BodyKind = keyof Config["bodyLimits"];

/** Node's request with the body read by `readBodyWithin`. */
export type BufferedRequest = IncomingMessage & { rawBody?: Buffer };

/** Whether the request carries a body at all (a length above 0, or chunks). */
export function hasBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  return (length !== undefined && length !== "0") || req.headers["transfer-encoding"] !== undefined;
}

/** The media type of the body, lower case, without parameters ("" without a Content-Type). */
export function mediaType(req: IncomingMessage): string {
  return (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
}

/** Whether a path is the platform's (/api, /media) rather than the storefront's. */
function isPlatformPath(path: string): boolean {
  return /^\/(api|media)(\/|$)/.test(path);
}

/** Which limit a request's body has: platform JSON, an upload (multipart to the platform), a storefront form. */
function bodyKind(req: IncomingMessage): BodyKind {
  // Express strips a mount path from `url`; `originalUrl` keeps it.
  if (!isPlatformPath((req as { originalUrl?: string }).originalUrl ?? req.url ?? "/")) return "form";
  return mediaType(req) === "multipart/form-data" ? "upload" : "json";
}

/** True when Content-Length already says the body is over the limit. */
function declaredOver(req: IncomingMessage, limit: number): boolean {
  const length = Number(req.headers["content-length"]);
  return Number.isFinite(length) && length > limit;
}

/**
 * Reads the body into `req.rawBody` while it stays within `limit` bytes. Answers false as soon as
 * it goes over (the caller then answers 413); the rest is thrown away as it arrives (discardRest).
 */
export function readBodyWithin(req: BufferedRequest, res: ServerResponse, limit: number): Promise<boolean> {
  if (declaredOver(req, limit)) {
    discardRest(req, res);
    return Promise.resolve(false);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stop();
        discardRest(req, res);
        resolve(false);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      req.rawBody = Buffer.concat(chunks, size);
      resolve(true);
    };
    const onError = (err: Error) => {
      stop();
      reject(err);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}

/**
 * What a client sends after its body was refused is left unread while the answer is being made
 * (a rendered error page can take a while under load, and a client on loopback sends hundreds of MB
 * in that time), so the sockets' buffers fill and the client waits. Once the answer is out, the rest
 * is thrown away as it arrives, never kept: the connection stays open a while (closing with unread
 * bytes resets it, and a client still sending would lose the answer on its way); a client that goes
 * on sending for more than LINGER_MS, or more than LINGER_BYTES in that time, is cut off.
 */
const LINGER_BYTES = 64 * 1024 * 1024;
const LINGER_MS = 2000;

export function discardRest(req: IncomingMessage, res: ServerResponse): void {
  req.pause();
  res.once("finish", () => {
    if (req.readableEnded) return;
    let afterAnswer = 0;
    req.on("data", (chunk: Buffer) => {
      afterAnswer += chunk.length;
      if (afterAnswer > LINGER_BYTES) req.socket.destroy();
    });
    req.resume();
    setTimeout(() => req.readableEnded || req.socket.destroy(), LINGER_MS).unref();
  });
}

/**
 * Answers `Expect: 100-continue` only for a body within its limit: a client that waits for it
 * never sends an oversized body, it gets the 413 instead.
 */
export function continueWithinLimits(
  limits: Config["bodyLimits"],
  listener: (req: IncomingMessage, res: ServerResponse) => void,
) {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (!declaredOver(req, limits[bodyKind(req)])) res.writeContinue();
    listener(req, res);
  };
}

/**
 * Reads a platform request's body within its limit; over it, answers 413 in the platform's
 * envelope (spec section 8). Answers whether the request may go on.
 */
export async function acceptPlatformBody(
  req: BufferedRequest,
  res: ServerResponse,
  limits: Config["bodyLimits"],
): Promise<boolean> {
  if (!hasBody(req)) return true;
  const limit = limits[bodyKind(req)];
  if (await readBodyWithin(req, res, limit)) return true;
  const body = JSON.stringify(errorBody(`The request body is too large (at most ${formatBytes(limit)}).`, 413));
  res.writeHead(413, { "Content-Type": "application/json; charset=utf-8", "Content-Length": Buffer.byteLength(body) });
  res.end(body);
  return false;
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

/** What the host refuses before the storefront reads a request (404: a path that cannot be decoded): the status its error page shows. */
export const REFUSAL_STATUSES = [404, 405, 413, 415] as const;

/** The internal page that shows a refusal's error page in the language of `path` (routes.ts). */
export function refusalPath(path: string, status: number): string {
  return `${localePrefix(localeFromPath(path))}/_refused/${status}${path.endsWith(".data") ? ".data" : ""}`;
}
