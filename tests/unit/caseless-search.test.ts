/**
 * Review 4, finding 3: a search that ignores case on SQLite as on PostgreSQL (server/db
 * beginsCaseless, decision 0079): SQLite's own lower() folds ASCII only, so "šime" did not find
 * "Šime". Here on SQLite alone, with the letters whose lower case is uneven (İ, the Kelvin sign) that
 * its rough first test must not lose.
 */
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { beginsCaseless, holdingLiterally, openDatabase } from "#server/db";

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

describe("holdingLiterally", () => {
  // A media file's address holds the site's API key id, which may have a `_`: a product whose text
  // held another address differing there was counted as the file's user.
  const texts = ["/media/shop_key/7/a.png", "/media/shopXkey/7/a.png", "100% cotton"];
  const holding = async (text: string) =>
    (
      await sql<{ text: string }>`
        select text from (${sql.join(
          texts.map((t) => sql`select ${t} as text`),
          sql` union all `,
        )}) as t where text like ${holdingLiterally(text)} order by text`.execute(db)
    ).rows.map((r) => r.text);

  it("matches the text anywhere, its _ and % as themselves", async () => {
    expect(await holding("/media/shop_key/7/")).toEqual(["/media/shop_key/7/a.png"]);
    expect(await holding("0% c")).toEqual(["100% cotton"]);
    expect(await holding("0%c")).toEqual([]);
  });
});
