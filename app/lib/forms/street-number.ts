/**
 * A street written with its house number at its end ("Ilica 10", "Via Roma, 10", "Fő utca 10.",
 * "Mariahilfer Straße 1/3"), as a browser's address autofill gives it: the address blank asks for the
 * number in a field of its own, which no autofill token names. The countries the demo stores deliver
 * to write the number after the street.
 */
const streetWithNumber = /^(.*?[^\d\s,]),?\s+(\d+(?:\s?[a-z])?(?:\s?[/-]\s?\d+(?:\s?[a-z])?)?\.?)$/iu;

/** The street and its house number apart, or null when the street does not end in a number. */
export function splitStreetNumber(value: string): { street: string; houseNumber: string } | null {
  const match = streetWithNumber.exec(value.trim());
  return match ? { street: match[1]!.trim(), houseNumber: match[2]! } : null;
}
