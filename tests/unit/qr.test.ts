/**
 * The QR encoder of the order pages' gift-card codes (app/lib/qr.ts). The expected modules were read
 * back by a QR decoder (zbarimg) when this test was written, as were codes of every version 1-6; here
 * they keep the encoder from drifting. The structure is checked on its own too: finder patterns,
 * timing, the dark module and both copies of the format bits agreeing.
 */
import { describe, expect, it } from "vitest";
import { QR_MAX_BYTES, qrModules } from "~/lib/qr";

const picture = (modules: boolean[][]) => modules.map((row) => row.map((d) => (d ? "#" : ".")).join(""));

describe("qrModules", () => {
  it("encodes a demo gift-card code as version 2, level M, as a decoder reads it", () => {
    expect(picture(qrModules("DS25-ABCD-EFGH-JKLM")!)).toEqual([
      "#######.#..###.##.#######",
      "#.....#.#..#....#.#.....#",
      "#.###.#..#.#.#.##.#.###.#",
      "#.###.#.###...#...#.###.#",
      "#.###.#..##.###.#.#.###.#",
      "#.....#..#..###.#.#.....#",
      "#######.#.#.#.#.#.#######",
      "........####...#.........",
      "#.##.###.#####.##.#..#.##",
      "#..#.#..#..#.#.##....#.#.",
      "#.#.#.##.#...#..#.#.#.##.",
      ".#####.##.###....#....###",
      ".##...#....##.#..##...#.#",
      ".##..#.##..##.##.#.###...",
      ".########.##.#..##..####.",
      "#.###.....##..##.##..#..#",
      "..##.##..#..#.#######.#..",
      "........##....#.#...##...",
      "#######.#.#..####.#.#..##",
      "#.....#.#.##.####...##..#",
      "#.###.#...#..##.#####.#..",
      "#.###.#.#.......###..#.##",
      "#.###.#.#.#...##.#.###.#.",
      "#.....#..######.##.####..",
      "#######.#.##.........#.##",
    ]);
  });

  it("grows with the text, version 1 to 6, and refuses more than it holds", () => {
    const sizes = [1, 14, 15, 26, 27, 42, 43, 62, 63, 84, 85, QR_MAX_BYTES].map(
      (n) => qrModules("x".repeat(n))!.length,
    );
    expect(sizes).toEqual([21, 21, 25, 25, 29, 29, 33, 33, 37, 37, 41, 41]);
    expect(qrModules("x".repeat(QR_MAX_BYTES + 1))).toBeNull();
    // Bytes, not characters: a letter of two bytes in UTF-8 counts twice.
    expect(qrModules("ž".repeat(QR_MAX_BYTES / 2))).not.toBeNull();
    expect(qrModules("ž".repeat(QR_MAX_BYTES / 2 + 1))).toBeNull();
  });

  it("draws the fixed patterns, and the same format bits twice", () => {
    for (const text of ["A", "DS100-XXXX-YYYY-ZZZZ", "y".repeat(100)]) {
      const m = qrModules(text)!;
      const size = m.length;
      const finder = ["#######", "#.....#", "#.###.#", "#.###.#", "#.###.#", "#.....#", "#######"];
      for (const [x0, y0] of [
        [0, 0],
        [size - 7, 0],
        [0, size - 7],
      ])
        expect(m.slice(y0, y0 + 7).map((row) => picture([row.slice(x0, x0 + 7)])[0])).toEqual(finder);
      for (let i = 8; i < size - 8; i++) {
        expect(m[6][i]).toBe(i % 2 === 0);
        expect(m[i][6]).toBe(i % 2 === 0);
      }
      expect(m[size - 8][8]).toBe(true);
      const first = [0, 1, 2, 3, 4, 5, 7, 8].map((y) => m[y][8]).concat([7, 5, 4, 3, 2, 1, 0].map((x) => m[8][x]));
      const second = Array.from({ length: 8 }, (_, i) => m[8][size - 1 - i]).concat(
        Array.from({ length: 7 }, (_, i) => m[size - 7 + i][8]),
      );
      expect(second).toEqual(first);
    }
  });
});
