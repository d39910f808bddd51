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
import { isPlatformError, type PlatformClient } from "./platform";
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

type Domain = { url: string; name: string };

/**
 * The domains the picker offers: every site's URL and domains for a back-office user
 * (`domain/allSites`); for anyone else, or when the chosen domain's site does not know the user,
 * the current site's own (the spec's domain list, `domain/filter`).
 */
async function pickerDomains(api: PlatformClient): Promise<Domain[]> {
  try {
    const { records } = await api.call(site.domainAllSites, {});
    return records.flatMap((s) => [{ url: s.url, name: s.name }, ...s.domains]);
  } catch (error) {
    if (!isPlatformError(error, 401) && !isPlatformError(error, 403))
      log.warn("developer menu: no list of every site", { err: error });
  }
  try {
    return (await api.call(site.domainFilter, { page: 1, limit: 100 })).records;
  } catch (error) {
    log.warn("developer menu: no domain list", { err: error });
    return [];
  }
}

/** What the developer menu shows, or null in production: the current site first in the picker. */
export async function devMenuData(
  request: Request,
  context: Readonly<RouterContextProvider>,
  isProduction = config.isProduction,
): Promise<DevMenuData | null> {
  if (isProduction) return null;
  const api = context.get(platformContext);
  const [current, listed, sections] = await Promise.all([
    api.call(site.domainDetect, {}),
    pickerDomains(api),
    sectionToolOn(request, isProduction),
  ]);
  const domains = new Map<string, string>();
  domains.set(current.site.url, current.site.name);
  for (const record of listed) if (!domains.has(record.url)) domains.set(record.url, record.name);
  return {
    core: CORE_VERSION,
    version: appVersion(),
    site: current.site.name,
    domains: [...domains].map(([url, name]) => ({ url, name })),
    domain: context.get(devDomainContext),
    sections,
  };
}
