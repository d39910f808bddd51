/** Structured logs through pino: one JSON object per line on stdout (stderr for errors), at
 * LOG_LEVEL and above (quiet in tests). Every line has `time` (ISO), `level` (its name: "info")
 * and `msg`, then the caller's fields; an `err` field becomes { type, message, stack }. */
import pino from "pino";
import { getConfig, type LogLevel } from "./config";

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
