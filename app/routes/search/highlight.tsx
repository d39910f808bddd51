function fold(ch: string): string {
  const base = ch
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
  return base === "đ" ? "d" : base.length === 1 ? base : ch.toLowerCase();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Marks the searched words in an excerpt, ignoring case and diacritics ("kosarica" marks
 * "košarica"), as the platform's search matches them: in Croatian a word of 4 letters or more also
 * marks the whole words that end in another letter ("dostava" marks "dostave").
 */
export function Highlight({ text, query, locale }: { text: string; query: string; locale?: string }) {
  const words = query
    .split(/\s+/)
    .map((w) => [...w].map(fold).join(""))
    .filter((w) => w.length >= 2);
  if (!words.length || !text) return <>{text}</>;
  const chars = [...text];
  const folded = chars.map(fold).join("");
  // One folded char per original char (fold keeps lengths), so indexes line up.
  if (folded.length !== chars.length) return <>{text}</>;
  const marks = new Array<boolean>(chars.length).fill(false);
  for (const w of words) {
    let from = 0;
    for (let at = folded.indexOf(w, from); at !== -1; at = folded.indexOf(w, from)) {
      for (let i = at; i < at + w.length; i++) marks[i] = true;
      from = at + w.length;
    }
    if (locale !== "hr" || [...w].length < 4) continue;
    const otherEnding = new RegExp(`(?<!\\p{L})${escape(w.slice(0, -1))}\\p{L}(?!\\p{L})`, "gu");
    for (const match of folded.matchAll(otherEnding))
      for (let i = match.index; i < match.index + match[0].length; i++) marks[i] = true;
  }
  const parts: React.ReactNode[] = [];
  let i = 0;
  while (i < chars.length) {
    const on = marks[i];
    let j = i;
    while (j < chars.length && marks[j] === on) j++;
    const piece = chars.slice(i, j).join("");
    parts.push(on ? <mark key={i}>{piece}</mark> : piece);
    i = j;
  }
  return <>{parts}</>;
}
