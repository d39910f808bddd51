/**
 * The platform's secret and the storefront's cookie secrets. PLATFORM_SECRET and SESSION_SECRET
 * come from the configuration (config.ts). A production server has them (it refuses to start
 * otherwise); development, tests and the demo (DEMO_MODE) generate each once into DATA_DIR
 * (.platform-secret, .session-secret) so that restarts and the processes sharing that directory
 * agree. The keys derived from the platform's secret are server/secrets.ts's.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ConfigError, forgetConfig, getConfig } from "./config";

let secret: string | null = null;

/** The secret kept in DATA_DIR/{file}, made on first use; refused on a real deployment. */
function generatedSecret(variable: string, file: string): string {
  const config = getConfig();
  if (config.isProduction && !config.demoMode)
    throw new ConfigError([{ variable, message: "is missing: production needs it (or DEMO_MODE=1 for a local demo)" }]);
  const path = join(config.dataDir, file);
  if (!existsSync(path)) {
    mkdirSync(config.dataDir, { recursive: true });
    try {
      // "wx": a concurrent process that wrote it first wins; we read theirs below.
      writeFileSync(path, randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
  }
  return readFileSync(path, "utf8").trim();
}

export function platformSecret(): string {
  return (secret ??= getConfig().platformSecret ?? generatedSecret("PLATFORM_SECRET", ".platform-secret"));
}

/** The secrets that sign cookies: the first signs, all verify (rotate by prepending a new one). */
export function sessionSecrets(): string[] {
  return getConfig().sessionSecrets ?? [generatedSecret("SESSION_SECRET", ".session-secret")];
}

/** Tests only: forget the platform's secret and the configuration, both read again when next asked. */
export function forgetSecrets(): void {
  forgetConfig();
  secret = null;
}
