/** `npm run migrate` and `npm run seed`: the same steps the server takes when it starts. */
import { resolve } from "node:path";
import { createPlatform, defaultDatabaseUrl } from "../index";
import { log } from "../log";

const command = process.argv[2];
if (command !== "migrate" && command !== "seed") {
  console.error("usage: cli.ts migrate|seed");
  process.exit(2);
}
const dataDir = resolve(process.env.DATA_DIR ?? "data");
const platform = await createPlatform({ databaseUrl: defaultDatabaseUrl(dataDir), dataDir, seed: command === "seed" });
log.info(command === "seed" ? "database migrated and seeded (if it was empty)" : "database migrated");
await platform.close();
