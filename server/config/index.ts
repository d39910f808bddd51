/** Configuration: the typed environment of the host, the platform and the storefront (see config.ts), and the secrets it names or makes (secrets.ts). */
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
  type MediaS3Settings,
  type Mode,
  type Role,
} from "./config";
export { forgetSecrets, platformSecret, sessionSecrets } from "./secrets";
