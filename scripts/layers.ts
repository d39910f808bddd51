/**
 * The layer rules, checked by `npm test` (tests/unit/layers.test.ts) and by
 * `node --import tsx scripts/layers.ts`:
 *
 * - the storefront (`app/`) reaches the platform only through its contract: of `server/` it may
 *   import `server/contract`, the shared logger (`server/log.ts`) and the one configuration
 *   (`server/config`, which its cookies read as they are made: docs/decisions/0014-app-reads-config.md);
 *   the host builds the platform and hands it over in the load context;
 * - the database layer (`server/db`) is storage only: it never imports the domain
 *   (`server/modules`);
 * - the platform (`server/`) has no import cycles (type-only and dynamic imports count too): each
 *   thing lives below what uses it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

const SOURCE = /\.(ts|tsx|mts)$/;

/** The module specifiers a source imports or re-exports, static or dynamic (type-only included). */
export function importsOf(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'"]*?\bfrom\s*["']([^"']+)["']/g,
    /\bimport\s*["']([^"']+)["']/g,
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1]!);
  return found;
}

/** The repository path a specifier names (relative or through the tsconfig aliases), or null for a package. */
function target(fromFile: string, specifier: string, root: string): string | null {
  let absolute: string;
  if (specifier.startsWith(".")) absolute = resolve(dirname(fromFile), specifier);
  else if (specifier.startsWith("~/")) absolute = join(root, "app", specifier.slice(2));
  else if (specifier.startsWith("#server/")) absolute = join(root, "server", specifier.slice("#server/".length));
  else return null;
  return relative(root, absolute)
    .split(sep)
    .join("/")
    .replace(/\.(ts|tsx|js)$/, "");
}

const STOREFRONT_MAY_IMPORT = [/^server\/contract(\/|$)/, /^server\/log$/, /^server\/config(\/|$)/];

/** Why `file` (a repository path) may not import `to`, or null when it may. */
export function ruleBroken(file: string, to: string): string | null {
  if (
    file.startsWith("app/") &&
    to.startsWith("server/") &&
    !STOREFRONT_MAY_IMPORT.some((allowed) => allowed.test(to))
  ) {
    return "the storefront imports the platform's inside (only server/contract, server/log and server/config)";
  }
  if (file.startsWith("server/db/") && to.startsWith("server/modules")) return "the database layer imports the domain";
  return null;
}

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

export interface Violation {
  file: string;
  imports: string;
  rule: string;
}

export function layerViolations(root: string): Violation[] {
  const violations: Violation[] = [];
  for (const absolute of [...sourcesUnder(join(root, "app")), ...sourcesUnder(join(root, "server", "db"))]) {
    const file = relative(root, absolute).split(sep).join("/");
    for (const specifier of importsOf(readFileSync(absolute, "utf8"))) {
      const to = target(absolute, specifier, root);
      const rule = to === null ? null : ruleBroken(file, to);
      if (rule) violations.push({ file, imports: specifier, rule });
    }
  }
  return violations;
}

/** A file's node in the import graph: its repository path without extension, a folder's index as the folder. */
const nodeOf = (path: string) => path.replace(/\.(ts|tsx|mts|js)$/, "").replace(/\/index$/, "");

/** The import cycles among the platform's files (server/), each as the files around it; none when it is in order. */
export function importCycles(root: string): string[][] {
  const graph = new Map<string, string[]>();
  for (const absolute of sourcesUnder(join(root, "server"))) {
    const targets = importsOf(readFileSync(absolute, "utf8")).map((specifier) => target(absolute, specifier, root));
    graph.set(
      nodeOf(relative(root, absolute).split(sep).join("/")),
      targets.filter((to): to is string => to !== null).map(nodeOf),
    );
  }
  // Tarjan's strongly connected components: every component of more than one file holds a cycle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = stack.splice(stack.indexOf(node));
    if (component.length > 1 || graph.get(node)!.includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const root = resolve(import.meta.dirname, "..");
  const violations = layerViolations(root);
  for (const v of violations) console.error(`${v.file}: imports ${v.imports}: ${v.rule}`);
  const cycles = importCycles(root);
  for (const cycle of cycles) console.error(`import cycle among ${cycle.join(", ")}`);
  if (violations.length || cycles.length) process.exit(1);
  console.log("layers: ok");
}
