/**
 * Migration 0046's uneven mark (decision 0084) covers every letter whose case SQLite's trigram
 * tokenizer folds other than JavaScript's toLowerCase (which the searches' condition uses): a row
 * holding one is found by every search, the condition deciding. Tried here on every code point with
 * the SQLite and the JavaScript of this machine: an upgrade of either that adds one fails this test
 * (then a new migration widens the mark).
 */
import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { UNEVEN_RANGES } from "#server/db/migrations/0046_trigram_search";

const uneven = (cp: number) => UNEVEN_RANGES.some(([from, to]) => cp >= from && cp <= to);

describe("the trigram tables' uneven mark", () => {
  it("covers every letter the tokenizer does not fold to its JavaScript lower case", () => {
    const db = new SQLite(":memory:");
    try {
      db.exec("create virtual table t using fts5(x, tokenize = 'trigram case_sensitive 0')");
      const put = db.prepare("insert into t(rowid, x) values (1, ?)");
      const clear = db.prepare("delete from t");
      const found = db.prepare<[string], { n: number }>("select count(*) as n from t where t match ?");
      const missed: string[] = [];
      for (let cp = 0x80; cp <= 0x10ffff; cp++) {
        if (cp >= 0xd800 && cp <= 0xdfff) continue;
        const letter = String.fromCodePoint(cp);
        const lowered = letter.toLowerCase();
        if (lowered === letter) continue;
        clear.run();
        put.run(`a${letter}b`);
        const folds = [...lowered].length === 1 && found.get(`"a${lowered}b"`)!.n === 1;
        if (!folds && !uneven(cp)) missed.push(`U+${cp.toString(16).toUpperCase()} ${letter}`);
      }
      expect(missed).toEqual([]);
      // A final capital sigma lowers to "ς" in a word's end: folded as "σ" and "Σ" are.
      clear.run();
      put.run("abΣ");
      expect(found.get(`"abς"`)!.n).toBe(1);
      // What the Croatian letters need: folded by the tokenizer, no mark.
      for (const letter of "ŠČĆŽĐ") expect(uneven(letter.codePointAt(0)!)).toBe(false);
    } finally {
      db.close();
    }
  });
});
