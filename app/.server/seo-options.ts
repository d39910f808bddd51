/**
 * What the site's options say about crawlers (docs/decisions/0059-custom-code.md): whether the
 * sitemaps are written (AutoGenerateSiteMap, on unless "false"; never while PasswordProtection
 * hides the site) and with which SiteMapOptions.
 */
import { cms } from "#server/contract";
import { parseSitemapOptions, type SitemapOptions } from "#server/contract/option-values";
import type { PlatformClient } from "./platform";

export interface SeoOptions {
  /** PasswordProtection is on: nothing is for crawlers. */
  protected: boolean;
  /** The sitemaps exist (AutoGenerateSiteMap on, the site not protected). */
  sitemaps: boolean;
  sitemapOptions: SitemapOptions;
}

export async function seoOptions(api: PlatformClient): Promise<SeoOptions> {
  const options = await api.call(cms.optionFilter, {
    keys: ["AutoGenerateSiteMap", "SiteMapOptions", "PasswordProtection"],
  });
  const value = (key: string) => options.find((o) => o.key === key)?.value ?? "";
  const isProtected = value("PasswordProtection") !== "";
  const off = ["false", "0"].includes(value("AutoGenerateSiteMap"));
  return {
    protected: isProtected,
    sitemaps: !off && !isProtected,
    // A value saved before it was checked that does not read lists as if there were none.
    sitemapOptions: parseSitemapOptions(value("SiteMapOptions")) ?? {},
  };
}
