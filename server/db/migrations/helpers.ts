import type { CreateTableBuilder } from "kysely";
import type { DialectName } from "../index";

export interface MigrationContext {
  dialect: DialectName;
}

/** An auto-incrementing integer primary key, spelled as each database wants it. */
export function autoId<T extends string>(table: CreateTableBuilder<T, never>, ctx: MigrationContext) {
  return ctx.dialect === "postgres"
    ? table.addColumn("id", "serial", (c) => c.primaryKey())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}
