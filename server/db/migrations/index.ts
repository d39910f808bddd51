import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from "kysely";
import { log } from "../../log";
import type { Db, DialectName } from "../index";
import * as m0001 from "./0001_foundation";
import * as m0002 from "./0002_catalog";
import * as m0003 from "./0003_search";
import * as m0004 from "./0004_accounts";
import * as m0005 from "./0005_cart";
import * as m0006 from "./0006_account_security";
import * as m0007 from "./0007_checkout";
import * as m0008 from "./0008_payment_timeout";
import * as m0009 from "./0009_redirects";
import * as m0013 from "./0013_events";
import * as m0015 from "./0015_audit_log";
import * as m0016 from "./0016_publishing";
import * as m0019 from "./0019_comments";
import * as m0020 from "./0020_terms";
import * as m0021 from "./0021_forms";
import * as m0022 from "./0022_questionnaires";
import * as m0023 from "./0023_media_alt";
import * as m0024 from "./0024_element_drafts";
import * as m0031 from "./0031_job_runs";
import * as m0032 from "./0032_site_revisions";
import * as m0033 from "./0033_media_alt_texts";
import * as m0034 from "./0034_search_post_urls";
import * as m0035 from "./0035_payment_instructions";
import * as m0036 from "./0036_eproduct_delivery";
import * as m0037 from "./0037_eproduct_pool_stock";
import * as m0038 from "./0038_delivery_hands_over";
import * as m0039 from "./0039_orders_delivery_indexes";
import * as m0040 from "./0040_order_fulfilment";
import * as m0041 from "./0041_mail_templates";
import * as m0042 from "./0042_product_names_index";
import * as m0043 from "./0043_users_newest_first";
import * as m0044 from "./0044_orders_guest_email";
import * as m0045 from "./0045_user_search_columns";
import * as m0046 from "./0046_trigram_search";
import * as m0047 from "./0047_free_delivery_from";
import * as m0049 from "./0049_email_change_pending";
import * as m0050 from "./0050_payment_attempts";
import * as m0051 from "./0051_payment_opened_by";
import * as m0052 from "./0052_site_revision_changes";
import * as m0053 from "./0053_custom_option_max_length";
import * as m0054 from "./0054_custom_option_code_unique";
import type { MigrationContext } from "./helpers";

export interface MigrationModule {
  up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void>;
  /**
   * Set (to why it is safe now) only on a contract step: a migration that drops, renames or
   * tightens what an earlier release still read. Every other migration only adds
   * (docs/decisions/0034-online-migrations.md; tests/unit/migration-rules.test.ts holds them to it).
   */
  contract?: string;
}

/** Listed in code, not read from the file system, so the same list works in the Vite server
 * build, under tsx and inside vitest. Append new migrations; never edit a released one. */
export const migrations: Record<string, MigrationModule> = {
  "0001_foundation": m0001,
  "0002_catalog": m0002,
  "0003_search": m0003,
  "0004_accounts": m0004,
  "0005_cart": m0005,
  "0006_account_security": m0006,
  "0007_checkout": m0007,
  "0008_payment_timeout": m0008,
  "0009_redirects": m0009,
  "0013_events": m0013,
  "0015_audit_log": m0015,
  "0016_publishing": m0016,
  "0019_comments": m0019,
  "0020_terms": m0020,
  "0021_forms": m0021,
  "0022_questionnaires": m0022,
  "0023_media_alt": m0023,
  "0024_element_drafts": m0024,
  "0031_job_runs": m0031,
  "0032_site_revisions": m0032,
  "0033_media_alt_texts": m0033,
  "0034_search_post_urls": m0034,
  "0035_payment_instructions": m0035,
  "0036_eproduct_delivery": m0036,
  "0037_eproduct_pool_stock": m0037,
  "0038_delivery_hands_over": m0038,
  "0039_orders_delivery_indexes": m0039,
  "0040_order_fulfilment": m0040,
  "0041_mail_templates": m0041,
  "0042_product_names_index": m0042,
  "0043_users_newest_first": m0043,
  "0044_orders_guest_email": m0044,
  "0045_user_search_columns": m0045,
  "0046_trigram_search": m0046,
  "0047_free_delivery_from": m0047,
  "0049_email_change_pending": m0049,
  "0050_payment_attempts": m0050,
  "0051_payment_opened_by": m0051,
  "0052_site_revision_changes": m0052,
  "0053_custom_option_max_length": m0053,
  "0054_custom_option_code_unique": m0054,
};

/** The migrations the database has run (none when it has no migration table yet). */
async function executedMigrations(db: Db): Promise<string[]> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    return rows.map((row) => row.name);
  } catch {
    return [];
  }
}

/**
 * Migrates the database to this release's schema. A database a newer release has already
 * migrated further is left alone: this (older) process keeps serving on it, as it does when the
 * newer release migrates under it while it runs, since migrations only add (decision 0034). Only a
 * database missing one of this release's migrations while it has later ones is refused.
 * `known` is for tests that play a later release.
 */
export async function migrateToLatest(
  db: Db,
  dialect: DialectName,
  known: Record<string, MigrationModule> = migrations,
): Promise<void> {
  const executed = await executedMigrations(db);
  const ahead = executed.filter((name) => !(name in known)).sort();
  if (ahead.length > 0) {
    const missing = Object.keys(known).filter((name) => !executed.includes(name));
    if (missing.length > 0)
      throw new Error(
        `The database has later migrations (${ahead.join(", ")}) but not this release's ${missing.join(", ")}`,
      );
    log.warn("database schema is ahead of this release; serving on it", { laterMigrations: ahead });
    return;
  }
  const ctx: MigrationContext = { dialect };
  const provider: MigrationProvider = {
    async getMigrations() {
      const out: Record<string, Migration> = {};
      for (const [name, mod] of Object.entries(known)) out[name] = { up: (d) => mod.up(d, ctx) };
      return out;
    },
  };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
}
