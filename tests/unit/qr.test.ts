/**
 * The order pages' QR codes of gift-card codes (app/.server/qr.ts): qrcode-generator's modules drawn
 * as one SVG path inside a four-module quiet zone, read back here into modules to check what a reader
 * needs: the three finder patterns, the timing patterns and the dark module where the standard puts
 * them; a size that grows with the text; nothing for a text no QR code holds. Only delivered
 * `qrcode` codes get one.
 */
import { describe, expect, it } from "vitest";
import type { OrderDetail } from "#server/contract";
import { qrCodesOf, qrPicture } from "~/.server/qr";

const QUIET = 4;

/** The dark modules of a picture's path, as rows of # and . without the quiet zone. */
function modulesOf(picture: { size: number; path: string }): string[] {
  const n = picture.size - 2 * QUIET;
  const rows = Array.from({ length: n }, () => Array<string>(n).fill("."));
  for (const [, x, y] of picture.path.matchAll(/M(\d+) (\d+)h1v1h-1z/g))
    rows[Number(y) - QUIET][Number(x) - QUIET] = "#";
  return rows.map((row) => row.join(""));
}

describe("qrPicture", () => {
  it("draws a demo gift-card code as a version 2 code, its fixed patterns where a reader looks", () => {
    const picture = qrPicture("DS25-ABCD-EFGH-JKLM")!;
    expect(picture.size).toBe(25 + 2 * QUIET);
    const m = modulesOf(picture);
    const size = m.length;
    const finder = ["#######", "#.....#", "#.###.#", "#.###.#", "#.###.#", "#.....#", "#######"];
    for (const [x0, y0] of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ])
      expect(m.slice(y0, y0 + 7).map((row) => row.slice(x0, x0 + 7))).toEqual(finder);
    for (let i = 8; i < size - 8; i++) {
      expect(m[6][i]).toBe(i % 2 === 0 ? "#" : ".");
      expect(m[i][6]).toBe(i % 2 === 0 ? "#" : ".");
    }
    expect(m[size - 8][8]).toBe("#");
  });

  it("grows with the text, counts UTF-8 bytes, and gives nothing for a text too long for any code", () => {
    const sizes = [1, 15, 27, 100].map((n) => qrPicture("x".repeat(n))!.size - 2 * QUIET);
    expect(sizes).toEqual([21, 25, 29, 41]);
    expect(qrPicture("ž".repeat(50))!.size).toBe(qrPicture("x".repeat(100))!.size);
    expect(qrPicture("x".repeat(3000))).toBeNull();
  });
});

describe("qrCodesOf", () => {
  it("draws the delivered QR codes of an order only", () => {
    const item = (type: "link" | "code" | "qrcode", code: string | null) => ({
      productId: 1,
      name: "Gift card",
      type,
      code,
      downloadUrl: null,
    });
    const order = {
      deliverables: {
        state: "delivered" as const,
        items: [item("qrcode", "DS25-AAAA"), item("code", "DS50-BBBB"), item("qrcode", null), item("link", null)],
      },
    } as Pick<OrderDetail, "deliverables">;
    expect(Object.keys(qrCodesOf(order))).toEqual(["DS25-AAAA"]);
    expect(qrCodesOf({ deliverables: null })).toEqual({});
  });
});
