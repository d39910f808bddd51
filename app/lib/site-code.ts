/**
 * The site's own code on shopper pages (docs/decisions/0059-custom-code.md): the analytics tags
 * (GoogleAnalyticsId, GoogleTagManagerId) and what an administrator pasted (CustomHeader,
 * CustomFooter). Shared by the server (the layout's loader, the document's policy) and the browser
 * (the tags load there, once the visitor accepted cookies).
 */

/** The analytics identifiers set, each null when unset. */
export interface AnalyticsIds {
  ga: string | null;
  gtm: string | null;
}

/** Where the Google tags load from and report to: what the page's policy allows while one is set. */
export const ANALYTICS_SOURCES = {
  script: ["https://www.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
} as const;

/** What a policy adds to its own sources, per directive (each an origin or a wildcard host). */
export interface CspSources {
  script: string[];
  style: string[];
  img: string[];
  font: string[];
  connect: string[];
  frame: string[];
}

export const noCspSources = (): CspSources => ({ script: [], style: [], img: [], font: [], connect: [], frame: [] });

/**
 * The https origins pasted code names in src and href attributes: its scripts, styles, images and
 * frames may load from them (and its scripts talk to them), nothing more. A quote or bracket ends a
 * name, so nothing but an origin can get into the policy.
 */
export function originsInCode(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/\b(?:src|href)\s*=\s*["']?(https:\/\/[a-z0-9.-]+(?::\d{1,5})?)/gi))
    found.add(match[1].toLowerCase());
  return [...found];
}

/** The sources a page's policy adds for the analytics identifiers and the pasted code. */
export function cspSourcesFor(analytics: AnalyticsIds | null, code: string): CspSources {
  const sources = noCspSources();
  if (analytics && (analytics.ga || analytics.gtm)) {
    sources.script.push(...ANALYTICS_SOURCES.script);
    sources.connect.push(...ANALYTICS_SOURCES.connect);
    sources.img.push(...ANALYTICS_SOURCES.img);
  }
  for (const origin of originsInCode(code)) {
    for (const directive of ["script", "style", "img", "font", "connect", "frame"] as const)
      sources[directive].push(origin);
  }
  for (const directive of Object.keys(sources) as (keyof CspSources)[])
    sources[directive] = [...new Set(sources[directive])];
  return sources;
}

/** Pasted code with the page's nonce on its scripts, so that the policy lets them run. */
export function withNonce(code: string, nonce: string): string {
  return code.replace(/<script\b(?![^>]*\bnonce=)/gi, `<script nonce="${nonce}"`);
}
