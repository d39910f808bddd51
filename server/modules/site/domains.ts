/**
 * Every site of the platform with its domains, for the developer menu's domain picker (spec section
 * 1, "change domain"): a developer may switch to any site, not only the current one's domains.
 */
import type { Services } from "#server/services";

interface SiteDomains {
  id: number;
  name: string;
  url: string;
  domains: { name: string; url: string }[];
}

export async function allSiteDomains(services: Services): Promise<SiteDomains[]> {
  const rows = await services.db.selectFrom("sites").select(["id", "name", "url", "config"]).orderBy("id").execute();
  return rows.map((row) => {
    const config = JSON.parse(row.config) as { domains?: { name: string; url: string }[] };
    return { id: row.id, name: row.name, url: row.url, domains: config.domains ?? [] };
  });
}
