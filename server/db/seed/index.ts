import type { Services } from "../../services";
import { seedDemo } from "./demo";

/** Seeds the demo site (English and Croatian) into a database that has no site yet. */
export async function seedIfEmpty(services: Services): Promise<boolean> {
  const existing = await services.db.selectFrom("sites").select("id").limit(1).executeTakeFirst();
  if (existing) return false;
  await seedDemo(services);
  services.log.info("seeded demo content");
  return true;
}
