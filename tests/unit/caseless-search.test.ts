/**
 * Review 4, finding 3: a search that ignores case on SQLite as on PostgreSQL (server/db
 * beginsCaseless, decision 0079): SQLite's own lower() folds ASCII only, so "šime" did not find
 * "Šime". Here on SQLite alone, with the letters whose lower case is uneven (İ, the Kelvin sign) that
 * its rough first test must not lose.
 */
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { beginsCaseless, openDatabase } from "#server/db";

const { db, close } = openDatabase(":memory:");
afterAll(() => close());

const names = ["Šime", "ŠIMUN", "Čavlović", "İlker", "\u212Aelvin", "Kovač", "50%_off", "sime"];

async function found(text: string): Promise<string[]> {
  const rows = await sql<{ name: string }>`
    select name from (${sql.join(
      names.map((n) => sql`select ${n} as name`),
      sql` union all `,
    )}) as t
    where ${beginsCaseless("sqlite", sql.ref("name"), text)} order by name`.execute(db);
  return rows.rows.map((r) => r.name).sort();
}

describe("beginsCaseless on SQLite", () => {
  it("folds every letter's case, as JavaScript does, and no accents", async () => {
    expect(await found("šim")).toEqual(["ŠIMUN", "Šime"]);
    expect(await found("ŠIME")).toEqual(["Šime"]);
    expect(await found("čAVL")).toEqual(["Čavlović"]);
    expect(await found("sim")).toEqual(["sime"]);
    expect(await found("kov")).toEqual(["Kovač"]);
  });

  it("finds the letters whose lower case is uneven: İ (i and a dot) and the Kelvin sign (k)", async () => {
    expect(await found("İl")).toEqual(["İlker"]);
    expect(await found("i\u0307lk")).toEqual(["İlker"]);
    expect(await found("kel")).toEqual(["\u212Aelvin"]);
    expect(await found("KELVIN")).toEqual(["\u212Aelvin"]);
  });

  it("takes LIKE's wildcards literally", async () => {
    expect(await found("50%_")).toEqual(["50%_off"]);
    expect(await found("5_")).toEqual([]);
    expect(await found("%")).toEqual([]);
    expect(await found("Š_")).toEqual([]);
  });
});
