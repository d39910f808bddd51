/**
 * `npm run migrate` and `npm run seed`: the same steps the server takes when it starts.
 * `node --import tsx server/cli.ts backoffice <email> on|off`: grants or withdraws back-office
 * access (site 1); the user's open sessions see it on their next call.
 */
import { getConfig } from "./config";
import { createPlatform } from "./index";
import { log } from "./log";
import { setBackofficeUser } from "./modules/accounts";
import { siteScope } from "./modules/scope";

const [command, email, flag] = process.argv.slice(2);
const backoffice = command === "backoffice" && !!email && (flag === "on" || flag === "off");
if (command !== "migrate" && command !== "seed" && !backoffice) {
  console.error("usage: cli.ts migrate|seed|backoffice <email> on|off");
  process.exit(2);
}
const { databaseUrl, dataDir } = getConfig();
const platform = await createPlatform({ databaseUrl, dataDir, seed: command === "seed" });
if (backoffice) {
  const found = await setBackofficeUser(platform.services, await siteScope(platform.services, 1), email, flag === "on");
  if (found) log.info(`back-office access ${flag === "on" ? "granted to" : "withdrawn from"} ${email}`);
  else log.error("no such user", { email });
  process.exitCode = found ? 0 : 1;
} else {
  log.info(command === "seed" ? "database migrated and seeded (if it was empty)" : "database migrated");
}
await platform.close();
