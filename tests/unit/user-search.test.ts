/**
 * The folded search columns' texts and ranges (server/db/user-search.ts, decision 0082): a text folds
 * to lower case, every letter, after NFC; "begins with" is a range whose end is the least text after
 * every text with the prefix, in code point order.
 */
import { describe, expect, it } from "vitest";
import { prefixEnd, searchFold, userSearchColumns } from "#server/db/user-search";

describe("searchFold", () => {
  it("lower-cases every letter and composes combining marks", () => {
    expect(searchFold("ŠIME Đuro ČAVLOVIĆ")).toBe("šime đuro čavlović");
    expect(searchFold("S\u030Cime")).toBe("šime");
    expect(searchFold("İlker")).toBe("i\u0307lker");
    expect(userSearchColumns({ email: "A@B.HR", first_name: "Željka", last_name: "ĐURIĆ" })).toEqual({
      search_email: "a@b.hr",
      search_first_name: "željka",
      search_last_name: "đurić",
    });
  });
});

describe("prefixEnd", () => {
  it("raises the last code point", () => {
    expect(prefixEnd("šime")).toBe("šimf");
    expect(prefixEnd("a%")).toBe("a&");
    expect(prefixEnd("ž")).toBe("ſ");
    expect(prefixEnd("a\u{1F600}")).toBe("a\u{1F601}");
  });

  it("skips the surrogates and drops the highest code point", () => {
    expect(prefixEnd("a\uD7FF")).toBe("a\uE000");
    expect(prefixEnd("ab\u{10FFFF}")).toBe("ac");
    expect(prefixEnd("\u{10FFFF}")).toBeNull();
    expect(prefixEnd("")).toBeNull();
  });

  it("every text beginning with the prefix sorts between it and its end, in code point order", () => {
    const prefix = "đur";
    const end = prefixEnd(prefix)!;
    const byPoints = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
    for (const text of ["đur", "đurić", "đur\u{10FFFF}", "đur\uFFFF"]) {
      expect(byPoints(text, prefix)).toBeGreaterThanOrEqual(0);
      expect(byPoints(text, end)).toBeLessThan(0);
    }
    expect(byPoints("đus", end)).toBeGreaterThanOrEqual(0);
  });
});
