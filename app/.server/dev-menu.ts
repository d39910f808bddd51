/**
 * The developer menu's data (spec section 1: outside production a developer menu offers a
 * changelog link, documentation link, change domain, section tool and a core version badge). In
 * production there is none: the main layout's loader sends null and the page renders no menu.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { RouterContextProvider } from "react-router";
import { site } from "#server/contract";
import { log } from "#server/log";
import type { DevMenuData } from "~/lib/dev-menu";
import { config } from "./config";
import { platformContext } from "./context";
import { devDomainContext } from "./dev-domain";
import { readCookie, signedCookie } from "./cookies";

/** The core version the spec names (section 1). */
export const CORE_VERSION = "1.12.191";

/** The section tool: each CMS section outlined with its type and id, while the cookie says so. */
export const devSectionsCookie = signedCookie("dev-sections");

let packageVersion: string | null = null;
/** The storefront's own version, from package.json. */
export function appVersion(): string {
  if (packageVersion === null) {
    try {
      const pkg = JSON.parse(readFileSync(join(process.cwd(), "package.json"), "utf8")) as { version?: string };
      packageVersion = pkg.version ?? "";
    } catch {
      packageVersion = "";
    }
  }
  return packageVersion;
}

/** Whether the section tool is on for this request (never in production). */
export async function sectionToolOn(request: Request, isProduction = config.isProduction): Promise<boolean> {
  if (isProduction) return false;
  return (await readCookie<unknown>(devSectionsCookie, request)) === true;
}

/**
 * What the developer menu shows, or null in production. The domains are the current site's own
 * (the spec's domain list, `domain/filter`) and the site itself, each a choice for the picker.
 */
export async function devMenuData(
  request: Request,
  context: Readonly<RouterContextProvider>,
  isProduction = config.isProduction,
): Promise<DevMenuData | null> {
  if (isProduction) return null;
  const api = context.get(platformContext);
  const [current, listed, sections] = await Promise.all([
    api.call(site.domainDetect, {}),
    api.call(site.domainFilter, { page: 1, limit: 100 }).catch((error: unknown) => {
      log.warn("developer menu: no domain list", { err: error });
      return { records: [] };
    }),
    sectionToolOn(request, isProduction),
  ]);
  const domains = new Map<string, string>();
  domains.set(current.site.url, current.site.name);
  for (const record of listed.records) if (!domains.has(record.url)) domains.set(record.url, record.name);
  return {
    core: CORE_VERSION,
    version: appVersion(),
    site: current.site.name,
    domains: [...domains].map(([url, name]) => ({ url, name })),
    domain: context.get(devDomainContext),
    sections,
  };
}
