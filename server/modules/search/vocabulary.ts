import { deletions, withinOneEdit } from "./text";

/** Words shorter than this are never typo-corrected; neither are words with digits (SKUs, numbers). */
export const MIN_TYPO_LENGTH = 4;
const MAX_ALTERNATIVES = 20;

/**
 * The distinct folded words of a site's documents in one language: exact and prefix look-ups
 * (binary search over the sorted list) and the words within one typo of a word, found through a
 * deletion-neighbourhood index (each word filed under every one-character deletion of itself), so
 * a look-up costs a few map reads whatever the vocabulary's size.
 */
export class Vocabulary {
  private readonly sorted: string[];
  private readonly set: Set<string>;
  private readonly byDeletion = new Map<string, string[]>();

  constructor(all: Iterable<string>) {
    this.set = new Set(all);
    this.sorted = [...this.set].sort();
    for (const word of this.sorted) {
      if (word.length < MIN_TYPO_LENGTH - 1 || /\d/.test(word)) continue;
      for (const d of deletions(word)) {
        const list = this.byDeletion.get(d);
        if (list) list.push(word);
        else this.byDeletion.set(d, [word]);
      }
    }
  }

  get size(): number {
    return this.sorted.length;
  }

  has(word: string): boolean {
    return this.set.has(word);
  }

  /** Whether some word starts with `prefix` (the word itself counts). */
  hasPrefix(prefix: string): boolean {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sorted[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.sorted.length && this.sorted[lo].startsWith(prefix);
  }

  /** Words at Damerau-Levenshtein distance exactly one (not the word itself), at most 20. */
  near(word: string): string[] {
    if (word.length < MIN_TYPO_LENGTH || /\d/.test(word)) return [];
    const found = new Set<string>();
    const consider = (candidate: string) => {
      if (candidate !== word && withinOneEdit(word, candidate)) found.add(candidate);
    };
    // The word lacks a letter: it is a deletion of vocabulary words.
    for (const w of this.byDeletion.get(word) ?? []) consider(w);
    for (const d of deletions(word)) {
      // The word has an extra letter.
      if (this.set.has(d)) consider(d);
      // A letter differs, or two neighbours are swapped: both share a deletion.
      for (const w of this.byDeletion.get(d) ?? []) consider(w);
    }
    return [...found].sort().slice(0, MAX_ALTERNATIVES);
  }
}
