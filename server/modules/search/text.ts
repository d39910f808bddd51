/**
 * Text rules of search, shared by indexing and querying: folding (case and diacritics), words,
 * plain text from HTML, the query's words and their FTS5 / tsquery spelling, typo distance and
 * excerpts. Pure functions, no database.
 */

/** Letters that NFKD does not decompose, spelled as their usual Latin fallbacks. */
const SPECIAL_LETTERS: Record<string, string> = {
  đ: "d",
  Đ: "d",
  ß: "ss",
  ẞ: "ss",
  æ: "ae",
  Æ: "ae",
  ø: "o",
  Ø: "o",
  œ: "oe",
  Œ: "oe",
  ł: "l",
  Ł: "l",
  þ: "th",
  Þ: "th",
  ı: "i",
};
const SPECIAL_RE = /[đĐßẞæÆøØœŒłŁþÞı]/g;
const MARKS_RE = /\p{M}+/gu;
const NON_WORD_RE = /[^\p{L}\p{N}]+/u;

/** Lower-case without diacritics: "Košarica" -> "kosarica", "Đurđevac" -> "durdevac", "Straße" -> "strasse". */
export function fold(text: string): string {
  return text
    .replace(SPECIAL_RE, (c) => SPECIAL_LETTERS[c] ?? c)
    .toLowerCase()
    .normalize("NFKD")
    .replace(MARKS_RE, "");
}

/** The folded words of a text: runs of letters and digits; everything else separates words. */
export function words(text: string): string[] {
  return fold(text).split(NON_WORD_RE).filter(Boolean);
}

/** What is indexed: the folded words joined by single spaces (only letters, digits and spaces, so
 * SQLite's unicode61 tokenizer and PostgreSQL's parser see exactly the same words). */
export function normalize(text: string): string {
  return words(text).join(" ");
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", shy: "" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : " ";
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Plain text of (sanitized) HTML: no tags, scripts or styles; entities decoded; blanks collapsed. */
export function htmlToText(html: string): string {
  return collapse(
    decodeEntities(
      html
        .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, " ")
        .replace(/<!--[\s\S]*?-->/g, " ")
        .replace(/<[^>]*>/g, " "),
    ),
  );
}

export function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

// ---------------------------------------------------------------- queries

/** Upper-case FTS operators typed as words are taken as operators and ignored (lower-case
 * "and" or "or" are ordinary words). */
const OPERATORS = new Set(["AND", "OR", "NOT", "NEAR"]);
export const MAX_QUERY_WORDS = 8;
export const MAX_WORD_LENGTH = 40;

export interface QueryWord {
  /** Folded. */
  text: string;
  /** Matches as a prefix: the last word, and every word of 3 letters or more. */
  prefix: boolean;
}

/** The words of a user's query, folded, in order, without repeats; no FTS syntax survives. */
export function queryWords(raw: string): QueryWord[] {
  const out: string[] = [];
  for (const chunk of raw.split(/[^\p{L}\p{M}\p{N}]+/u)) {
    if (!chunk || OPERATORS.has(chunk)) continue;
    for (const w of words(chunk)) {
      const word = w.slice(0, MAX_WORD_LENGTH);
      if (!out.includes(word)) out.push(word);
    }
  }
  const list = out.slice(0, MAX_QUERY_WORDS);
  return list.map((text, i) => ({ text, prefix: i === list.length - 1 || text.length >= 3 }));
}

export interface QueryTerm {
  text: string;
  prefix: boolean;
}

/** What the full-text engine is asked for: every group must match (AND), a group by any of its
 * terms (OR). */
export type TermGroups = QueryTerm[][];

/** One query word and what it is matched by. */
export interface QueryGroup {
  word: QueryWord;
  /** The word as typed: itself (as a prefix for prefix words), or a long prefix spelled out as the
   * few words it completes to. */
  typed: QueryTerm[];
  /** Words one typo away, matched after the word as typed. */
  typos: QueryTerm[];
  /** The vocabulary holds the word as a whole word. */
  whole: boolean;
  /** The vocabulary holds words the word matches as typed. */
  known: boolean;
}

/** Every term of every group: the whole query. */
export function allTerms(groups: QueryGroup[]): TermGroups {
  return groups.map((g) => {
    const seen = new Map<string, QueryTerm>();
    for (const t of [...g.typed, ...g.typos]) seen.set(`${t.text}${t.prefix ? "*" : "="}`, t);
    return [...seen.values()];
  });
}

/** A term quoted for FTS5: inside double quotes nothing is an operator; quotes are doubled. */
export function fts5Term(text: string, prefix: boolean): string {
  return `"${text.replace(/"/g, '""')}"${prefix ? "*" : ""}`;
}

/** An FTS5 MATCH expression: every group must match (AND), any term of a group (OR).
 * With `titleOnly`, the whole expression is limited to the title column. */
export function fts5Query(groups: TermGroups, titleOnly = false): string {
  const expr = groups
    .map((terms) => {
      const quoted = terms.map((t) => fts5Term(t.text, t.prefix));
      return quoted.length === 1 ? quoted[0] : `(${quoted.join(" OR ")})`;
    })
    .join(" AND ");
  return titleOnly ? `{title} : (${expr})` : expr;
}

/** A lexeme quoted for to_tsquery: single quotes doubled, backslashes escaped; `:*` for a prefix,
 * a weight letter to restrict it (A is the title). */
export function tsqueryTerm(text: string, prefix: boolean, weight = ""): string {
  const quoted = `'${text.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
  const suffix = `${prefix ? "*" : ""}${weight}`;
  return suffix ? `${quoted}:${suffix}` : quoted;
}

export function tsquery(groups: TermGroups, titleOnly = false): string {
  return groups
    .map((terms) => {
      const quoted = terms.map((t) => tsqueryTerm(t.text, t.prefix, titleOnly ? "A" : ""));
      return quoted.length === 1 ? quoted[0] : `(${quoted.join(" | ")})`;
    })
    .join(" & ");
}

// ---------------------------------------------------------------- typos

/** Damerau-Levenshtein (optimal string alignment) distance of at most one: one substitution,
 * insertion, deletion or transposition of neighbours. Equal strings count too. */
export function withinOneEdit(a: string, b: string): boolean {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === la && i === lb) return true;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return i + 1 < la && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // transposition
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Every string made by deleting one character. */
export function deletions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) {
    const d = word.slice(0, i) + word.slice(i + 1);
    if (out[out.length - 1] !== d) out.push(d);
  }
  return out;
}

// ---------------------------------------------------------------- excerpts

const EXCERPT_LENGTH = 160;

/** A piece of the body around the first word that matches the query (a matching word is one whose
 * folded form equals or, for prefix words, starts with a query spelling); the start otherwise. */
export function excerpt(body: string, groups: TermGroups, length = EXCERPT_LENGTH): string {
  if (body.length <= length) return body;
  const terms = groups.flat();
  const matches = (w: string) => terms.some((t) => (t.prefix ? w.startsWith(t.text) : w === t.text));
  let at = -1;
  const wordRe = /[\p{L}\p{M}\p{N}]+/gu;
  for (let m = wordRe.exec(body); m; m = wordRe.exec(body)) {
    if (words(m[0]).some(matches)) {
      at = m.index;
      break;
    }
  }
  let start = 0;
  if (at > length / 3) {
    start = at - Math.floor(length / 3);
    // Start at the sentence if it begins close before the match, else at a word.
    const sentence = body.lastIndexOf(". ", at);
    if (sentence >= start - 20 && sentence < at) start = sentence + 2;
    else {
      const space = body.indexOf(" ", start);
      start = space >= 0 && space < at ? space + 1 : start;
    }
  }
  let end = Math.min(body.length, start + length);
  if (end < body.length) {
    const space = body.lastIndexOf(" ", end);
    if (space > start + length / 2) end = space;
  }
  return `${start > 0 ? "…" : ""}${body.slice(start, end).trim()}${end < body.length ? "…" : ""}`;
}
