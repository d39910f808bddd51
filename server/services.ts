import type { Db, DialectName } from "./db";
import type { Logger } from "./log";
import type { MemoCache } from "./cache";

/** What the platform's modules share: the database, where files live, the logger and caches. */
export interface Services {
  db: Db;
  dialect: DialectName;
  dataDir: string;
  log: Logger;
  cache: MemoCache;
}
