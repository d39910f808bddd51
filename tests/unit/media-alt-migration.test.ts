/**
 * Migration 0033 (docs/decisions/0045-alt-text-per-language.md): the one alt text an image had is
 * kept as its site's default language's, and an image without one gets none.
 */
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#server/db";
import { migrateToLatest, migrations } from "#server/db/migrations";
import { bareSiteRow } from "../support/rows";

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
});

const before0033 = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < "0033"));

describe("0033_media_alt_texts", () => {
  it("files each image's alt text under its site's default language", async () => {
    handle = openDatabase(":memory:");
    const { db, dialect } = handle;
    await migrateToLatest(db, dialect, before0033);
    for (const [id, language] of [
      [1, "en"],
      [2, "hr"],
    ] as const)
      await db
        .insertInto("sites")
        .values(bareSiteRow(id, `s${id}`, language))
        .execute();
    const image = { title: "t", description: "", original_name: "a.png", path: "a.png", mime: "image/png" };
    const facts = { extension: "png", size: 1, width: 1, height: 1, hash: "h", access: "public", created_at: "now" };
    await db
      .insertInto("media")
      .values([
        { id: 10, site_id: 1, alt: "A harbour at dusk", ...image, ...facts },
        { id: 11, site_id: 2, alt: "Luka u sumrak", ...image, ...facts },
        { id: 12, site_id: 1, alt: "", ...image, ...facts },
      ])
      .execute();

    await migrateToLatest(db, dialect);

    const rows = await db.selectFrom("media").select(["id", "alt_texts"]).orderBy("id").execute();
    expect(rows.map((r) => [r.id, JSON.parse(r.alt_texts)])).toEqual([
      [10, { en: "A harbour at dusk" }],
      [11, { hr: "Luka u sumrak" }],
      [12, {}],
    ]);
  });
});
