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
  /** Built on the first typo look-up: most searches never need it. */
  private deletionIndex: Map<string, string[]> | null = null;

  constructor(all: Iterable<string>) {
    this.set = new Set(all);
    this.sorted = [...this.set].sort();
  }

  private get byDeletion(): Map<string, string[]> {
    if (this.deletionIndex) return this.deletionIndex;
    const index = new Map<string, string[]>();
    for (const word of this.sorted) {
      if (word.length < MIN_TYPO_LENGTH - 1 || /\d/.test(word)) continue;
      for (const d of deletions(word)) {
        const list = index.get(d);
        if (list) list.push(word);
        else index.set(d, [word]);
      }
    }
    return (this.deletionIndex = index);
  }

  get size(): number {
    return this.sorted.length;
  }

  has(word: string): boolean {
    return this.set.has(word);
  }

  /** Whether some word starts with `prefix` (the word itself counts). */
  hasPrefix(prefix: string): boolean {
    const at = this.lowerBound(prefix);
    return at < this.sorted.length && this.sorted[at].startsWith(prefix);
  }

  /** The words that start with `prefix` (the word itself included), in order; null when there
   * are more than `max`. */
  completions(prefix: string, max: number): string[] | null {
    const out: string[] = [];
    for (let i = this.lowerBound(prefix); i < this.sorted.length && this.sorted[i].startsWith(prefix); i++) {
      if (out.length === max) return null;
      out.push(this.sorted[i]);
    }
    return out;
  }

  private lowerBound(word: string): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sorted[mid] < word) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Words at Damerau-Levenshtein distance exactly one (not the word itself), at most 20. */
  near(word: string): string[] {
    if (word.length < MIN_TYPO_LENGTH || /\d/.test(word)) return [];
    const found = new Set<string>();
    const consider = (candidate: string) => {
      if (candidate !== word && withinOneEdit(word, candidate)) found.add(candidate);
    };
    const index = this.byDeletion;
    // The word lacks a letter: it is a deletion of vocabulary words.
    for (const w of index.get(word) ?? []) consider(w);
    for (const d of deletions(word)) {
      // The word has an extra letter.
      if (this.set.has(d)) consider(d);
      // A letter differs, or two neighbours are swapped: both share a deletion.
      for (const w of index.get(d) ?? []) consider(w);
    }
    return [...found].sort().slice(0, MAX_ALTERNATIVES);
  }
}
