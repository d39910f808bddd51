import type { Hono } from "hono";
import { sitemap as contract } from "#server/contract";
import { sitemapCounts, sitemapEntries } from "#server/modules/sitemap";
import { mount, type PlatformEnv } from "../mount";

export function mountSitemap(app: Hono<PlatformEnv>): void {
  mount(app, contract.entries, (input, s) => sitemapEntries(s.services, s, input));
  mount(app, contract.counts, (input, s) => sitemapCounts(s.services, s, input.partSize));
}
