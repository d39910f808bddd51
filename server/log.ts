/** Structured logs through pino: one JSON object per line on stdout (stderr for errors), at
 * LOG_LEVEL and above (quiet in tests). Every line has `time` (ISO), `level` (its name: "info")
 * and `msg`, then the caller's fields; an `err` field becomes { type, message, stack }. A line
 * logged while the host serves a request also has the request's `reqId` and, once the request is
 * known to be a signed-in user's, `userId` (see `inRequest`). */
import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";
import { getConfig, type LogLevel } from "./config";

/** What the access log tells of a request besides its method, path and status. */
export interface RequestFacts {
  id: string;
  /** The signed-in user (customer or back office), as the session or access token says. */
  userId?: number;
  /** The storefront route's path pattern ("/shop/:slug"), as React Router matched it. */
  route?: string;
}

// On globalThis: the storefront's server bundle may carry its own copy of this module, and its
// notes must reach the request the host started.
const KEY = Symbol.for("storefront.requestFacts");
const store = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<RequestFacts> };
const requests = (store[KEY] ??= new AsyncLocalStorage<RequestFacts>());

/** Runs `serve` as the request `facts` describes: what is learnt meanwhile (`noteRequest`) lands there. */
export function inRequest<T>(facts: RequestFacts, serve: () => T): T {
  return requests.run(facts, serve);
}

/** Tells the request being served what it turned out to be; nothing outside a request. Costs no
 * query: callers pass what they already know (a verified token, a session cookie, a matched route). */
export function noteRequest(facts: Omit<Partial<RequestFacts>, "id">): void {
  const current = requests.getStore();
  if (current) Object.assign(current, facts);
}

let logger: pino.Logger | null = null;

/** Built on first use: the level comes from the configuration, which is read at startup. */
function current(): pino.Logger {
  if (logger) return logger;
  let level: LogLevel;
  try {
    level = getConfig().logLevel;
  } catch {
    // The configuration itself is being refused: that line goes out at the default level, and the
    // next line tries the configuration again.
    return create("info");
  }
  return (logger = create(level));
}

function create(level: LogLevel): pino.Logger {
  // Synchronous writes: a line logged just before process.exit is not lost, and lines keep their order.
  const streams = pino.multistream(
    [
      { level: "debug", stream: pino.destination({ fd: 1, sync: true }) },
      { level: "error", stream: pino.destination({ fd: 2, sync: true }) },
    ],
    { dedupe: true },
  );
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin() {
        const request = requests.getStore();
        if (!request) return {};
        return request.userId === undefined ? { reqId: request.id } : { reqId: request.id, userId: request.userId };
      },
    },
    streams,
  );
}

const write = (level: LogLevel) => (msg: string, fields?: Record<string, unknown>) => {
  const target = current();
  if (fields) target[level](fields, msg);
  else target[level](msg);
};

export const log = {
  debug: write("debug"),
  info: write("info"),
  warn: write("warn"),
  error: write("error"),
};
export type Logger = typeof log;
