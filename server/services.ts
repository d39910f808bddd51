import type { Db, DialectName } from "./db";
import type { Logger } from "./log";
import type { MemoCache } from "./cache";
import type { MediaStorage } from "./modules/media/storage";

/** What the platform's modules share: the database, where files live, the logger and caches. */
export interface Services {
  db: Db;
  dialect: DialectName;
  dataDir: string;
  /** Media originals and sizes: the disk under dataDir, or an S3-compatible bucket. */
  mediaStorage: MediaStorage;
  log: Logger;
  cache: MemoCache;
}
