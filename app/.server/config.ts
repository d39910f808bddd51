import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const isProduction = process.env.NODE_ENV === "production";
const dataDir = resolve(process.env.DATA_DIR ?? "data");

/** SESSION_SECRET signs every cookie. Outside production one is generated once and kept under
 * data/; in production it must be given (several, comma-separated, rotate old ones out). */
function sessionSecrets(): string[] {
  const given = process.env.SESSION_SECRET;
  if (given) return given.split(",").map((s) => s.trim()).filter(Boolean);
  if (isProduction && !process.env.ALLOW_GENERATED_SECRET) {
    throw new Error("SESSION_SECRET must be set in production.");
  }
  const file = join(dataDir, ".session-secret");
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  return [readFileSync(file, "utf8").trim()];
}

export const config = {
  isProduction,
  dataDir,
  apiUrl: process.env.API_URL || null,
  apiKey: process.env.PLATFORM_API_KEY ?? "demo-public-api-key",
  publicUrl: process.env.PUBLIC_URL?.replace(/\/+$/, "") || null,
  maintenanceMode: process.env.MAINTENANCE_MODE === "1" || process.env.MAINTENANCE_MODE === "true",
  validatePlatformResponses: process.env.VALIDATE_PLATFORM_RESPONSES ? process.env.VALIDATE_PLATFORM_RESPONSES === "1" : !isProduction,
  sessionSecrets: sessionSecrets(),
};
