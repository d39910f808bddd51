/**
 * `node --import tsx tests/bench/profile-summary.ts <file.cpuprofile> [--top 30] [--by function|file|package]`:
 * where a V8 CPU profile (BENCH_CPU_PROF of ./cpu.ts) spends its samples, by self time. Idle time is
 * left out of the shares, so they read as shares of the work done. `--by package` sums per
 * node_modules package (the app's own files under their folder, Node's internals as "node:"), which
 * is how a profile of a whole page is best read first. `--skip S` leaves out the first S seconds (the
 * server's start-up: module loading and compiling). `--callers NAME` lists instead who calls the
 * functions named NAME, by the time spent in them and below (inclusive time).
 */
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? undefined : args.splice(at, 2)[1];
};
const top = Number(option("top") ?? 30);
const by = option("by") ?? "function";
const callersOf = option("callers");
const skipUs = Number(option("skip") ?? 0) * 1e6;
const file = args[0];
if (!file || !["function", "file", "package"].includes(by)) {
  console.error(
    "usage: profile-summary.ts <file.cpuprofile> [--top N] [--by function|file|package] [--skip S] [--callers NAME]",
  );
  process.exit(2);
}

const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, ProfileNode>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);

/** Where a URL's code belongs: its package, Node itself, or the project's folder. */
function packageOf(url: string): string {
  if (!url) return "(native)";
  if (url.startsWith("node:")) return "node:";
  const modules = url.lastIndexOf("/node_modules/");
  if (modules !== -1) {
    const [scope, name] = url.slice(modules + 14).split("/");
    return scope.startsWith("@") ? `${scope}/${name}` : scope;
  }
  const path = url.replace(/^file:\/\//, "");
  const project = path.indexOf("/build/server/");
  if (project !== -1) return "build/server";
  const parts = path.split("/");
  return parts.slice(-3, -1).join("/");
}

function keyOf(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const short = url.replace(/^file:\/\//, "").replace(/^.*\/node_modules\//, "");
  if (by === "package") return packageOf(url) || functionName;
  if (by === "file") return short || `(${functionName || "anonymous"})`;
  return `${functionName || "(anonymous)"} ${short ? `${short}:${lineNumber + 1}` : ""}`.trim();
}

/** The caller of the outermost frame of `callersOf` on a sample's stack, or null when it has none. */
function callerKey(leaf: ProfileNode): string | null {
  let found: ProfileNode | undefined;
  for (let node: ProfileNode | undefined = leaf; node; node = parentOf.get(node.id))
    if (node.callFrame.functionName === callersOf) found = node;
  if (!found) return null;
  const caller = parentOf.get(found.id);
  return caller ? keyOf(caller) : "(root)";
}

// Each sample's time is the delta that follows it.
const self = new Map<string, number>();
let total = 0;
let idle = 0;
let elapsed = 0;
profile.samples.forEach((id, i) => {
  const node = byId.get(id);
  const us = profile.timeDeltas[i + 1] ?? 0;
  elapsed += us;
  if (!node || elapsed < skipUs) return;
  if (node.callFrame.functionName === "(idle)") return void (idle += us);
  total += us;
  const key = callersOf === undefined ? keyOf(node) : callerKey(node);
  if (key !== null) self.set(key, (self.get(key) ?? 0) + us);
});

const rows = [...self].sort((a, b) => b[1] - a[1]).slice(0, top);
const what = callersOf === undefined ? `by ${by}` : `in ${callersOf} and below, by caller`;
console.log(`${(total / 1e6).toFixed(1)} s of work (${(idle / 1e6).toFixed(1)} s idle left out), ${what}:`);
for (const [key, us] of rows)
  console.log(`${((us / total) * 100).toFixed(1).padStart(5)}%  ${(us / 1e3).toFixed(0).padStart(7)} ms  ${key}`);
