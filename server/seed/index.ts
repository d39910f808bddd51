import type { Services } from "../services";
import { ensureSearchIndex, reindexAllSites } from "../modules/search";
import { seedDemo } from "./demo";

/** Seeds the demo site (English and Croatian) into a database that has no site yet. */
export async function seedIfEmpty(services: Services): Promise<boolean> {
  const existing = await services.db.selectFrom("sites").select("id").limit(1).executeTakeFirst();
  if (existing) {
    await ensureSearchIndex(services); // a database made before search existed
    return false;
  }
  await seedDemo(services);
  await reindexAllSites(services);
  services.log.info("seeded demo content");
  return true;
}
