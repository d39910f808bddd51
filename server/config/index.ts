/** Configuration: the typed environment of the host and the platform (see config.ts). */
export {
  ConfigError,
  MIN_SECRET_LENGTH,
  describeDatabase,
  getConfig,
  isPostgresUrl,
  readConfig,
  reloadConfig,
  variableNames,
  type Config,
  type LogLevel,
  type Mode,
  type Role,
} from "./config";
export { startConfig } from "./startup";
