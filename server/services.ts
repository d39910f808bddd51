import type { Db, DialectName } from "./db";
import type { Logger } from "./log";
import type { MemoCache } from "./cache";
import type { MediaStorage } from "./modules/media/storage";
import type { RedisLink } from "./redis";

/** What the platform's modules share: the database, where files live, the logger and caches. */
export interface Services {
  db: Db;
  dialect: DialectName;
  dataDir: string;
  /** Media originals and sizes: the disk under dataDir, or an S3-compatible bucket. */
  mediaStorage: MediaStorage;
  log: Logger;
  cache: MemoCache;
  /** Redis when REDIS_URL is set (shared attempt counters, cache notices), or null. */
  redis: RedisLink | null;
}
