/**
 * Headings set letter-spaced ("R E F E R E N C E S", "M A T E R I A L S  A N D  M E T H O D S")
 * come out of the text layer as single letters with one space between each; the gap between two
 * words is lost. The letters are joined again, and split into words where the letters spell words
 * a heading is made of.
 */

/** A heading of single letters separated by spaces, after an optional number ("2 B A C K ..."). */
const SPACED = /^((?:\d{1,2}(?:\.\d{1,2})*\.?|[IVX]{1,5}\.)\s+)?((?:\p{L} ){3,}\p{L})$/u;

/** The letters of a letter-spaced heading read as words ("REFERENCES"), or the text unchanged. */
export function unspaceLetters(text: string, words: ReadonlySet<string>): string {
  const match = text.trim().match(SPACED);
  if (!match) return text;
  const letters = match[2]!.replace(/ /g, "");
  return `${match[1] ?? ""}${splitWords(letters, words) ?? letters}`;
}

/** The letters split into known words (a plural "s" allowed), or null when they are not all words. */
function splitWords(letters: string, words: ReadonlySet<string>): string | null {
  const lower = letters.toLowerCase();
  // best[i]: a split of the first i letters into words, with as few words as possible.
  const best: (number[] | null)[] = [[]];
  for (let end = 1; end <= lower.length; end++) {
    best[end] = null;
    for (let start = 0; start < end; start++) {
      const before = best[start];
      const word = lower.slice(start, end);
      if (!before || !(words.has(word) || (word.endsWith("s") && words.has(word.slice(0, -1))))) continue;
      if (!best[end] || before.length + 1 < best[end]!.length) best[end] = [...before, end];
    }
  }
  const cuts = best[lower.length];
  if (!cuts) return null;
  let from = 0;
  return cuts.map((to) => letters.slice(from, (from = to))).join(" ");
}
