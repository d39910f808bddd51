/** `npm run migrate` and `npm run seed`: the same steps the server takes when it starts. */
import { getConfig } from "../config";
import { createPlatform } from "../index";
import { log } from "../log";

const command = process.argv[2];
if (command !== "migrate" && command !== "seed") {
  console.error("usage: cli.ts migrate|seed");
  process.exit(2);
}
const { databaseUrl, dataDir } = getConfig();
const platform = await createPlatform({ databaseUrl, dataDir, seed: command === "seed" });
log.info(command === "seed" ? "database migrated and seeded (if it was empty)" : "database migrated");
await platform.close();
