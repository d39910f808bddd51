/** Structured logs: one JSON object per line on stdout (stderr for errors), at LOG_LEVEL and
 * above (quiet in tests). */
import { getConfig, type LogLevel } from "./config";

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };
let threshold: number | null = null;

function currentThreshold(): number {
  if (threshold !== null) return threshold;
  try {
    return (threshold = order[getConfig().logLevel]);
  } catch {
    // The configuration itself is being refused: that line goes out at the default level.
    return order.info;
  }
}

function write(level: LogLevel, msg: string, fields?: Record<string, unknown>) {
  if (order[level] < currentThreshold()) return;
  const entry: Record<string, unknown> = { time: new Date().toISOString(), level, msg, ...fields };
  if (fields?.err instanceof Error) entry.err = { message: fields.err.message, stack: fields.err.stack };
  const line = JSON.stringify(entry) + "\n";
  if (level === "error") process.stderr.write(line);
  else process.stdout.write(line);
}

export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => write("debug", msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write("error", msg, fields),
};
export type Logger = typeof log;
