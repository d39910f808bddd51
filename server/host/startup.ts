import { relative } from "node:path";
import { log } from "../log";
import { ConfigError, reloadConfig, type Config } from "../config";

/**
 * How a server process starts (the host's server.ts, the platform's server/main.ts): above the
 * configuration, the logger and the domain, all of which it uses; server/config stays below them.
 *
 * Reads the configuration once, as the process starts, before anything else is loaded. A
 * configuration it cannot run with ends the process with one log line naming the variables (a
 * production server without its secrets never answers /healthz ok). NODE_ENV is written back
 * with the mode so that React and Express agree with it. The demo's defaults are announced.
 */
export async function startConfig(role: "storefront" | "platform"): Promise<Config> {
  let config: Config;
  try {
    config = reloadConfig(role);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    log.error(`configuration refused: ${err.message}`, { variables: err.variables });
    process.exit(1);
  }
  process.env.NODE_ENV = config.mode;
  if (config.demoMode) await announceDemo(config, role);
  return config;
}

/** One warning that says what the demo made up, so that nobody mistakes it for a deployment. */
async function announceDemo(config: Config, role: "storefront" | "platform") {
  // Loaded here: a refused start stays quick.
  const { demoAccounts } = await import("../modules/accounts");
  const where = relative(process.cwd(), config.dataDir) || ".";
  const made: string[] = [];
  const generated = [
    role === "storefront" && !config.sessionSecrets ? "SESSION_SECRET" : null,
    config.platformSecret ? null : "PLATFORM_SECRET",
  ].filter(Boolean);
  if (generated.length) made.push(`generated ${generated.join(" and ")} (kept in ${where}/)`);
  if (!config.publicUrlGiven) made.push(`PUBLIC_URL ${config.publicUrl}`);
  const admin = config.demoPasswords.admin ? "DEMO_ADMIN_PASSWORD" : demoAccounts.admin.password;
  const customer = config.demoPasswords.customer ? "DEMO_CUSTOMER_PASSWORD" : demoAccounts.customer.password;
  made.push(`demo accounts ${demoAccounts.admin.email} / ${admin} and ${demoAccounts.customer.email} / ${customer}`);
  log.warn(`DEMO_MODE: ${made.join("; ")}. Never run a real shop in demo mode.`, { host: config.host });
}
