/** Rows packed as one comma-separated text (see packedColumns in load.ts), parsed without a
 * substring per number. */

export interface Packed {
  rows: number;
  /** One column per field: the number, or NaN for an empty or non-numeric field. */
  numbers: Float64Array[];
  /** For the text fields asked for: the raw text per row. */
  texts: Map<number, string[]>;
}

/** Parses `arity` fields per row from a packed text (see packedColumns). */
export function parsePacked(text: string | null | undefined, arity: number, textFields: number[] = []): Packed {
  if (!text)
    return {
      rows: 0,
      numbers: Array.from({ length: arity }, () => new Float64Array(0)),
      texts: new Map(textFields.map((f) => [f, []])),
    };
  let commas = 0;
  for (let i = text.indexOf(","); i !== -1; i = text.indexOf(",", i + 1)) commas++;
  if ((commas + 1) % arity !== 0)
    throw new Error(`packed catalog rows: ${commas + 1} fields is not a multiple of ${arity}`);
  const rows = (commas + 1) / arity;
  const numbers = Array.from({ length: arity }, () => new Float64Array(rows));
  const texts = new Map(textFields.map((f) => [f, new Array<string>(rows)]));
  const isText = Array.from({ length: arity }, (_, f) => textFields.includes(f));
  let field = 0;
  let row = 0;
  let start = 0;
  const len = text.length;
  for (let i = 0; i <= len; i++) {
    const c = i < len ? text.charCodeAt(i) : 44;
    if (c !== 44) continue;
    if (isText[field]) {
      texts.get(field)![row] = text.slice(start, i);
      numbers[field][row] = NaN;
    } else {
      // Plain integers (the usual case) without allocating a substring.
      let value = 0;
      let k = start;
      const negative = k < i && text.charCodeAt(k) === 45;
      if (negative) k++;
      let plain = k < i;
      for (; k < i; k++) {
        const d = text.charCodeAt(k) - 48;
        if (d < 0 || d > 9) {
          plain = false;
          break;
        }
        value = value * 10 + d;
      }
      numbers[field][row] = plain ? (negative ? -value : value) : start === i ? NaN : Number(text.slice(start, i));
    }
    start = i + 1;
    if (++field === arity) {
      field = 0;
      row++;
    }
  }
  return { rows, numbers, texts };
}
