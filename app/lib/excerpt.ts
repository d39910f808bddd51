/**
 * The first words of a text, to name it in a sentence (a deletion's question names a comment by
 * them): its white space collapsed, and beyond `max` characters cut at the last whole word that
 * fits, without the punctuation before the cut, and "…" after it.
 */
export function firstWords(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const head = flat.slice(0, max + 1);
  const space = head.lastIndexOf(" ");
  // One word longer than `max`: cut inside it.
  const cut = space > 0 ? head.slice(0, space) : flat.slice(0, max);
  return `${cut.replace(/[\s,;:.!?–—-]+$/u, "")}…`;
}
