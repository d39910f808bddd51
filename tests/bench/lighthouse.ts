/**
 * Lighthouse with its default (mobile) settings over a few pages: a report, not a gate. It prints
 * the four category scores and FCP, LCP, CLS and TBT per page, says whether accessibility is 100
 * (the design's target) and names the audits that cost points. Chromium is Debian's
 * (CHROME_PATH, default /usr/bin/chromium), started by chrome-launcher (Lighthouse's own launcher).
 * Each page and the images it names are fetched once first: the demo's image sizes are made on their
 * first request, and a live shop serves them from storage, so a cold first load would measure sharp.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export interface LighthousePage {
  name: string;
  url: string;
}

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const metrics = [
  ["FCP", "first-contentful-paint"],
  ["LCP", "largest-contentful-paint"],
  ["CLS", "cumulative-layout-shift"],
  ["TBT", "total-blocking-time"],
] as const;

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

function score(lhr: Result, category: (typeof categories)[number]): string {
  const value = lhr.categories[category]?.score;
  return value === null || value === undefined ? "-" : String(Math.round(value * 100));
}

/** The weighed audits of a category that scored under 1, with the first elements they name. */
function lostPoints(lhr: Result, category: (typeof categories)[number]): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => {
      const items: unknown[] = audit.details && "items" in audit.details ? audit.details.items : [];
      const nodes = items.flatMap((item) => {
        const node = (item as { node?: { type?: string; selector?: string } }).node;
        return node?.type === "node" && node.selector ? [node.selector] : [];
      });
      const where = nodes.length
        ? `: ${nodes.slice(0, 3).join("; ")}${nodes.length > 3 ? ` and ${nodes.length - 3} more` : ""}`
        : "";
      return `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}${where}`;
    });
}

/** Fetches a page and every /media/ file its HTML names (each URL names its size and format). */
async function warmUp(url: string): Promise<void> {
  const html = await (await fetch(url)).text();
  const files = new Set<string>();
  for (const [, attribute] of html.matchAll(/(?:src|srcset|srcSet)="([^"]+)"/g))
    for (const candidate of attribute!.split(",")) {
      const file = candidate.trim().split(/\s+/)[0]!;
      if (file.includes("/media/")) files.add(file);
    }
  for (const file of files) await (await fetch(new URL(file, url))).arrayBuffer();
}

/** One Lighthouse run, and a second when the first failed to record its trace (it asks for one). */
async function measure(url: string, port: number, attempts = 2) {
  const result = await lighthouse(url, { port, output: "html", logLevel: "error", onlyCategories: [...categories] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const error = result.lhr.runtimeError;
  if (!error) return result;
  if (attempts > 1) return measure(url, port, attempts - 1);
  throw new Error(`Lighthouse on ${url}: ${error.message}`);
}

/** Runs Lighthouse over the pages one after the other; writes each HTML report into `reportDir`. */
export async function lighthouseReport(pages: LighthousePage[], reportDir: string): Promise<string> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const rows: string[] = [];
  const notes: string[] = [];
  let environment = "";
  try {
    for (const page of pages) {
      await warmUp(page.url);
      const result = await measure(page.url, chrome.port);
      const { lhr } = result;
      writeFileSync(join(reportDir, `lighthouse-${page.name}.html`), String(result.report));
      environment = `Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor} preset (${lhr.configSettings.throttlingMethod}d throttling); this machine's benchmark index ${Math.round(lhr.environment.benchmarkIndex)}`;
      const values = metrics.map(([, id]) => lhr.audits[id].displayValue ?? "-");
      rows.push(`| ${page.name} | ${categories.map((c) => score(lhr, c)).join(" | ")} | ${values.join(" | ")} |`);
      const accessibility = score(lhr, "accessibility");
      notes.push(
        `${page.name} (${page.url}): accessibility ${accessibility === "100" ? "is 100" : `is ${accessibility}, NOT 100`}`,
      );
      for (const category of categories) {
        const lost = lostPoints(lhr, category);
        if (lost.length) notes.push(`  ${category} loses points on: ${lost.join(", ")}`);
      }
      for (const warning of lhr.runWarnings) notes.push(`  warning: ${warning}`);
    }
  } finally {
    await chrome.kill();
  }
  return [
    environment,
    "",
    `| page | ${categories.join(" | ")} | ${metrics.map(([label]) => label).join(" | ")} |`,
    `|---|${categories.map(() => "---").join("|")}|${metrics.map(() => "---").join("|")}|`,
    ...rows,
    "",
    ...notes,
    `HTML reports: ${reportDir}/lighthouse-*.html`,
  ].join("\n");
}
