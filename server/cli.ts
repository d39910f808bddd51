/**
 * `npm run migrate` and `npm run seed`: the same steps the server takes when it starts.
 * `node --import tsx server/cli.ts backoffice <email> on|off`: grants or withdraws back-office
 * access (site 1); the user's open sessions see it on their next call.
 * `npm run backup -- <folder>` (hosts may run) and `npm run restore -- <folder>` (no host may run):
 * the database and the media originals (server/db/backup.ts, docs/operations.md "Backups"); an
 * SQLite backup restores into a new PostgreSQL database too (server/db/sqlite-to-postgres.ts).
 */
import { getConfig } from "./config";
import { backup, restore } from "./db/backup";
import { log } from "./log";

// The second word is an e-mail address (backoffice) or a folder (backup, restore).
const [command, target, flag] = process.argv.slice(2);
const backoffice = command === "backoffice" && !!target && (flag === "on" || flag === "off");
const copy = (command === "backup" || command === "restore") && !!target;
if (command !== "migrate" && command !== "seed" && !backoffice && !copy) {
  console.error("usage: cli.ts migrate|seed|backoffice <email> on|off|backup <folder>|restore <folder>");
  process.exit(2);
}
const config = getConfig();
if (copy) {
  const folder = target!;
  try {
    const manifest =
      command === "backup"
        ? await backup(config, folder)
        : // The search vector's module alone, not the search module's door (which loads the catalog).
          await restore(config, folder, (await import("./modules/search/vector")).restoredSearchColumns);
    log.info(command === "backup" ? "backup written" : "backup restored", {
      folder,
      database: manifest.database,
      media: manifest.media,
      takenAt: manifest.createdAt,
      lastMigration: manifest.migrations.at(-1),
    });
  } catch (err) {
    log.error(`${command} failed`, { err, folder });
    process.exitCode = 1;
  }
} else {
  // Loaded only here: a backup or restore needs none of the platform, whose loading takes seconds.
  const [{ createPlatform }, { setBackofficeUser }, { siteScope }] = await Promise.all([
    import("./index"),
    import("./modules/accounts"),
    import("./modules/scope"),
  ]);
  const platform = await createPlatform({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    seed: command === "seed",
  });
  if (backoffice) {
    const found = await setBackofficeUser(
      platform.services,
      await siteScope(platform.services, 1),
      target!,
      flag === "on",
    );
    if (found) log.info(`back-office access ${flag === "on" ? "granted to" : "withdrawn from"} ${target}`);
    else log.error("no such user", { email: target });
    process.exitCode = found ? 0 : 1;
  } else {
    log.info(command === "seed" ? "database migrated and seeded (if it was empty)" : "database migrated");
  }
  await platform.close();
}
