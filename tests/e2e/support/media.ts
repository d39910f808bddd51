import { expect } from "@playwright/test";
import { withDb } from "./db";

/**
 * A picture of a test's own (decision 0085): a copy of a demo picture's file under a title of its
 * own, dated before every other, so that it is not among the newest 48 the form offers (the demo's
 * library has more than 48 newer ones: checked). One row rather than 48 newer ones: those would be
 * the newest pictures that other tests, running alongside, pick and then lose.
 */
export function oldPicture(title: string): number {
  return withDb((db) => {
    const { oldest, newer } = db
      .prepare(
        "SELECT MIN(created_at) AS oldest, COUNT(*) AS newer FROM media WHERE site_id = 1 AND mime LIKE 'image/%'",
      )
      .get() as { oldest: string; newer: number };
    expect(newer, "the demo's pictures newer than the test's own").toBeGreaterThan(48);
    return Number(
      db
        .prepare(
          `INSERT INTO media (site_id, title, description, original_name, path, mime, extension, size, width, height, hash,
             access, created_at, alt, alt_texts)
           SELECT site_id, ?, '', ?, path, mime, extension, size, width, height, hash, access, ?, '', '{}'
           FROM media WHERE site_id = 1 AND mime LIKE 'image/%' ORDER BY id LIMIT 1`,
        )
        .run(
          title,
          `${title.toLowerCase().replaceAll(" ", "-")}.jpg`,
          new Date(Date.parse(oldest) - 86_400_000).toISOString(),
        ).lastInsertRowid,
    );
  });
}
