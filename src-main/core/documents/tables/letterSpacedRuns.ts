/**
 * Text set letter-spaced (small-caps table headings, Wiley's "T A B L E 1") comes out of the text
 * layer with a space after every letter, while the words are separate runs. Within one run the
 * letters are joined again; a number after a word is a word of its own ("MODEL 1", "TABLE 2"),
 * and so is a bracket opened after one ("HR (95%").
 * A run counts as letter-spaced when most of its tokens are single letters and it is no wider
 * than tracked letters are: cells of single letters set far apart in one run ("A   B   C") are not.
 * Tracking puts its space between the letters of a word, so two single letters stand side by side
 * somewhere ("T A B L E", "H R ("); a formula's spacing stands around its operators and
 * punctuation only, never between two of its letters ("𝑇 = 2 → 𝑇 = 2", "k < n", "f , e", "M & E"),
 * and such a run keeps the spaces the page set.
 */
const SPACED_LETTERS = /(?:^|\s)\S \S \S(?:\s|$)/;
/** One letter alone (a math italic letter is one code point of two UTF-16 units). */
const LETTER = /^\p{L}$/u;

export function collapseLetterSpacing(text: string, width: number, size: number): string {
  // Most runs have no three single characters in a row: nothing to do (this runs on every run).
  if (!SPACED_LETTERS.test(text)) return text;
  const tokens = text.trim().split(" ");
  if (tokens.length < 3) return text;
  const letters = tokens.filter((t) => LETTER.test(t)).length;
  const single = tokens.filter((t) => [...t].length === 1).length;
  if (letters < 2 || single < 3 || single < 0.7 * tokens.length || width > 1.1 * size * text.trim().length) return text;
  if (!tokens.some((t, i) => LETTER.test(t) && LETTER.test(tokens[i + 1] ?? ""))) return text;
  const lead = text.match(/^\s*/)![0];
  const tail = text.match(/\s*$/)![0];
  // Only single spaces are tracking; two in a row are a word space kept.
  const joined = text
    .trim()
    .split(/ {2,}/)
    .map((part) => part.replace(/ (?=\S)/g, "").replace(/(\p{L})(\p{N})/gu, "$1 $2").replace(/([\p{L}\p{N}])([([])/gu, "$1 $2"))
    .join(" ");
  return `${lead}${joined}${tail}`;
}
