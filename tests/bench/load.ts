/** A small closed-loop load generator: `concurrency` workers, each sending the next request as soon
 * as the previous answered, for `seconds`. Keep-alive connections, bodies read in full. */
import { readFileSync } from "node:fs";
import { Agent, request } from "undici";

export interface LoadResult {
  name: string;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** From the Server-Timing header: the server's own time to the answer's head. */
  serverP50: number | null;
  serverP95: number | null;
  /** The server process's CPU time (user and system) per answered request, in milliseconds: unlike
   * req/s, it holds on a machine busy with other work. Null when not asked (no `pid`) or not Linux. */
  cpuMs: number | null;
}

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU time a process has used so far, in milliseconds (from /proc; null elsewhere). */
export function cpuTimeMs(pid: number): number | null {
  try {
    // After the command's closing parenthesis: state is field 3, utime 14 and stime 15.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** How each request is sent: GET by default; a POST form body, a cookie ... */
export interface RequestInit {
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  concurrency?: number;
  seconds?: number;
  warmupSeconds?: number;
  /** The server's process, whose CPU time per request is measured (`cpuMs`). */
  pid?: number;
}

export async function load(
  name: string,
  urls: string[],
  { concurrency = 10, seconds = 10, warmupSeconds = 2, pid }: LoadOptions = {},
  init: RequestInit = {},
): Promise<LoadResult> {
  const agent = new Agent({ connections: concurrency, pipelining: 1 });
  const latencies: number[] = [];
  const serverTimes: number[] = [];
  let errors = 0;
  let index = 0;
  const run = async (until: number, record: boolean) => {
    while (performance.now() < until) {
      const url = urls[index++ % urls.length];
      const started = performance.now();
      try {
        const res = await request(url, {
          dispatcher: agent,
          method: init.method ?? "GET",
          body: init.body,
          headers: { "user-agent": "bench", ...init.headers },
        });
        await res.body.dump();
        const took = performance.now() - started;
        if (!record) continue;
        if (res.statusCode >= 400 || res.statusCode === 0) errors++;
        latencies.push(took);
        const timing = String(res.headers["server-timing"] ?? "");
        const dur = /dur=([\d.]+)/.exec(timing)?.[1];
        if (dur) serverTimes.push(Number(dur));
      } catch {
        if (record) errors++;
      }
    }
  };
  const warmupEnd = performance.now() + warmupSeconds * 1000;
  await Promise.all(Array.from({ length: concurrency }, () => run(warmupEnd, false)));
  const cpuBefore = pid === undefined ? null : cpuTimeMs(pid);
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(Array.from({ length: concurrency }, () => run(end, true)));
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = pid === undefined ? null : cpuTimeMs(pid);
  await agent.close();
  latencies.sort((a, b) => a - b);
  serverTimes.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    serverP50: serverTimes.length ? percentile(serverTimes, 50) : null,
    serverP95: serverTimes.length ? percentile(serverTimes, 95) : null,
    cpuMs:
      cpuBefore === null || cpuAfter === null || !latencies.length ? null : (cpuAfter - cpuBefore) / latencies.length,
  };
}
