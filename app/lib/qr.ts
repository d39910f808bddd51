/**
 * A small QR code encoder (ISO/IEC 18004) for the short codes the shop delivers (gift cards): byte
 * mode, error correction level M, versions 1 to 6 (up to 106 bytes), so that every block has the same
 * length and no version information is needed. The mask is chosen by the standard's penalty rules.
 * No package in the project draws QR codes; this one answers the modules, `QrCode` draws them as SVG.
 */

/** Per version 1-6 at level M: [error correction codewords per block, blocks, data codewords per block]. */
const BLOCKS: [number, number, number][] = [
  [10, 1, 16],
  [16, 1, 28],
  [26, 1, 44],
  [18, 2, 32],
  [24, 2, 43],
  [16, 4, 27],
];

/** The most bytes a level-M code of versions 1-6 holds. */
export const QR_MAX_BYTES = 106;

/** Multiplication in GF(2^8) modulo x^8 + x^4 + x^3 + x^2 + 1. */
function gfMultiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z;
}

/** The Reed-Solomon generator polynomial of a degree (highest coefficient left out). */
function rsDivisor(degree: number): number[] {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      result[j] = gfMultiply(result[j], root);
      if (j + 1 < degree) result[j] ^= result[j + 1];
    }
    root = gfMultiply(root, 0x02);
  }
  return result;
}

function rsRemainder(data: number[], divisor: number[]): number[] {
  const result = divisor.map(() => 0);
  for (const b of data) {
    const factor = b ^ result.shift()!;
    result.push(0);
    divisor.forEach((coef, i) => (result[i] ^= gfMultiply(coef, factor)));
  }
  return result;
}

/** The codewords of `bytes` for a version: data in byte mode, padded, split into blocks, each with
 * its error correction, interleaved. */
function codewords(bytes: Uint8Array, version: number): number[] {
  const [ecLength, blocks, dataLength] = BLOCKS[version - 1];
  const capacity = blocks * dataLength * 8;
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, 8);
  for (const b of bytes) push(b, 8);
  push(0, Math.min(4, capacity - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  for (let pad = 0xec; bits.length < capacity; pad ^= 0xec ^ 0x11) push(pad, 8);
  const data: number[] = [];
  for (let i = 0; i < bits.length; i += 8) data.push(bits.slice(i, i + 8).reduce((n, bit) => (n << 1) | bit, 0));

  const divisor = rsDivisor(ecLength);
  const split = Array.from({ length: blocks }, (_, b) => data.slice(b * dataLength, (b + 1) * dataLength));
  const ecc = split.map((block) => rsRemainder(block, divisor));
  const result: number[] = [];
  for (let i = 0; i < dataLength; i++) for (const block of split) result.push(block[i]);
  for (let i = 0; i < ecLength; i++) for (const block of ecc) result.push(block[i]);
  return result;
}

const MASKS: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

class Grid {
  readonly dark: boolean[][];
  readonly fixed: boolean[][];
  constructor(readonly size: number) {
    this.dark = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
    this.fixed = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  }
  set(x: number, y: number, dark: boolean) {
    this.dark[y][x] = dark;
    this.fixed[y][x] = true;
  }
  /** The finder, timing and alignment patterns, and room for the format bits. */
  drawPatterns(version: number) {
    const { size } = this;
    for (let i = 0; i < size; i++) {
      this.set(6, i, i % 2 === 0);
      this.set(i, 6, i % 2 === 0);
    }
    for (const [cx, cy] of [
      [3, 3],
      [size - 4, 3],
      [3, size - 4],
    ])
      for (let dy = -4; dy <= 4; dy++)
        for (let dx = -4; dx <= 4; dx++) {
          const x = cx + dx;
          const y = cy + dy;
          const ring = Math.max(Math.abs(dx), Math.abs(dy));
          if (x >= 0 && x < size && y >= 0 && y < size) this.set(x, y, ring !== 2 && ring !== 4);
        }
    // Versions 2-6 have one alignment pattern, near the bottom right corner.
    if (version > 1)
      for (let dy = -2; dy <= 2; dy++)
        for (let dx = -2; dx <= 2; dx++)
          this.set(size - 7 + dx, size - 7 + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
    this.drawFormat(0);
  }
  /** Level M and the mask, with their BCH error correction, in both copies; and the dark module. */
  drawFormat(mask: number) {
    const data = (0b00 << 3) | mask;
    let rem = data;
    for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
    const bits = ((data << 10) | rem) ^ 0x5412;
    const bit = (i: number) => ((bits >>> i) & 1) === 1;
    const { size } = this;
    for (let i = 0; i <= 5; i++) this.set(8, i, bit(i));
    this.set(8, 7, bit(6));
    this.set(8, 8, bit(7));
    this.set(7, 8, bit(8));
    for (let i = 9; i < 15; i++) this.set(14 - i, 8, bit(i));
    for (let i = 0; i < 8; i++) this.set(size - 1 - i, 8, bit(i));
    for (let i = 8; i < 15; i++) this.set(8, size - 15 + i, bit(i));
    this.set(8, size - 8, true);
  }
  /** The codewords in the zigzag of two-module columns, from the bottom right. */
  drawData(data: number[]) {
    const { size } = this;
    let i = 0;
    for (let right = size - 1; right >= 1; right -= 2) {
      if (right === 6) right = 5;
      const upward = ((right + 1) & 2) === 0;
      for (let vert = 0; vert < size; vert++)
        for (let j = 0; j < 2; j++) {
          const x = right - j;
          const y = upward ? size - 1 - vert : vert;
          if (this.fixed[y][x] || i >= data.length * 8) continue;
          this.dark[y][x] = ((data[i >>> 3] >>> (7 - (i & 7))) & 1) === 1;
          i++;
        }
    }
  }
  applyMask(mask: number) {
    for (let y = 0; y < this.size; y++)
      for (let x = 0; x < this.size; x++)
        if (!this.fixed[y][x] && MASKS[mask](x, y)) this.dark[y][x] = !this.dark[y][x];
  }
  /** The standard's penalty: runs of five or more, 2×2 blocks, finder-like patterns, dark balance. */
  penalty(): number {
    const { size, dark } = this;
    const lines: boolean[][] = [...dark, ...dark.map((_, x) => dark.map((row) => row[x]))];
    let score = 0;
    for (const line of lines) {
      let run = 1;
      for (let i = 1; i <= size; i++) {
        if (i < size && line[i] === line[i - 1]) run++;
        else {
          if (run >= 5) score += run - 2;
          run = 1;
        }
      }
      const text = `0000${line.map((d) => (d ? "1" : "0")).join("")}0000`;
      score += 40 * (text.match(/(?=00001011101|10111010000)/g)?.length ?? 0);
    }
    for (let y = 0; y + 1 < size; y++)
      for (let x = 0; x + 1 < size; x++) {
        const c = dark[y][x];
        if (c === dark[y][x + 1] && c === dark[y + 1][x] && c === dark[y + 1][x + 1]) score += 3;
      }
    const darkCount = dark.flat().filter(Boolean).length;
    const total = size * size;
    score += 10 * (Math.ceil(Math.abs(darkCount * 20 - total * 10) / total) - 1);
    return score;
  }
}

/** The modules of the QR code of `text` (true is dark), or null when it is longer than QR_MAX_BYTES. */
export function qrModules(text: string): boolean[][] | null {
  const bytes = new TextEncoder().encode(text);
  const version = BLOCKS.findIndex(([, blocks, data]) => bytes.length <= blocks * data - 2) + 1;
  if (version === 0) return null;
  const grid = new Grid(version * 4 + 17);
  grid.drawPatterns(version);
  grid.drawData(codewords(bytes, version));
  let best = 0;
  let lowest = Infinity;
  for (let mask = 0; mask < 8; mask++) {
    grid.applyMask(mask);
    grid.drawFormat(mask);
    const score = grid.penalty();
    if (score < lowest) [best, lowest] = [mask, score];
    grid.applyMask(mask);
  }
  grid.applyMask(best);
  grid.drawFormat(best);
  return grid.dark;
}
