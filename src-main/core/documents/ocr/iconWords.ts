import type { Line, Word } from "tesseract.js";
import { baselineAt } from "./baselines.ts";

/**
 * What tesseract makes of a round badge: the round signs of its character set, never a letter.
 * Figures, brackets, degree signs and operators reach as far in a formula (tesseract fits a
 * formula's row badly), and "$" stands as tall in prose, so a badge is only ever found by these.
 */
const SIGN = /^[©®¢@]$/u;
/** What tesseract reads the rest of a badge's round outline as, beside the sign ("(©", "¢2"). */
const OUTLINE = /^[()\p{N}]$/u;
/** A badge is drawn about as tall as the line's row, ascenders to descenders (1.0-1.2 measured); a sign in the text is a capital's height or less. */
const BADGE_TALL = 0.9;
/** A word of letters only, as a name's words are (a comma may follow it). */
const NAME_WORD = /^\p{L}{2,}[,;]?$/u;
/** A year opens a copyright notice after its sign ("© 2014"). */
const YEAR = /^\d{4}/;

type WordSymbol = Word["symbols"][number];

/**
 * The word without the small picture set in it that tesseract read as characters, null when
 * nothing else is left: an ORCID badge before or after each author's name (a round badge about
 * as tall as the line's row), read "©", "(©", "¢2", "(®" or glued to the name ("Lee(®’,"). Read
 * as text, "© Selene Maia de Morais" or "Garge (®,"?" is no name, and a paper lost all its
 * authors. The text layer of the same page has nothing there (the badge is a drawing or an
 * image), so the scan's reading should not either.
 *
 * Told by its boxes: a sign whose box is about as tall as the whole row and reaches under the
 * baseline, where a sign of the text ("©", "®") stands a capital's height or less on it or above
 * it; with it goes what tesseract read from the same blob beside it (a bracket or figure boxed
 * over the sign). Only beside a name (a word of letters next to it, or letters before it in its
 * word), never opening its line or before a year, as a copyright notice's sign does, however
 * large it is set ("© 2014 ACM").
 */
export function withoutIcons(word: Word, line: Line): Word | null {
  const symbols = word.symbols ?? [];
  const text = word.text.trim();
  if (symbols.length === 0 || symbols.map((s) => s.text).join("") !== text) return word;
  const row = line.rowAttributes;
  if (!row || !(row.rowHeight > 0)) return word;
  const isBadge = (s: WordSymbol) => SIGN.test(s.text) && s.bbox.y1 - s.bbox.y0 >= BADGE_TALL * row.rowHeight && s.bbox.y1 > baselineAt(line, (s.bbox.x0 + s.bbox.x1) / 2);
  const badges = symbols.filter(isBadge);
  if (badges.length === 0) return word;
  const overlaps = (s: WordSymbol) => badges.some((b) => s.bbox.x0 < b.bbox.x1 && b.bbox.x0 < s.bbox.x1);
  const dropped = symbols.map((s) => isBadge(s) || (OUTLINE.test(s.text) && overlaps(s)));
  const first = dropped.indexOf(true);
  const words = line.words.filter((w) => w.text.trim());
  const at = words.indexOf(word);
  if (at < 0 || (at === 0 && first === 0)) return word;
  // Glued to a name it ends the name ("Lee(®’,"): letters before it, only marks and punctuation
  // after it; an "@" inside an address or a sign inside a formula has more of the word after it.
  const before = symbols.slice(0, first).map((s) => s.text).join("");
  const after = symbols.filter((_, i) => i > first && !dropped[i]).map((s) => s.text).join("");
  if (/[\p{L}\p{N}]/u.test(after) || (before !== "" && !/\p{L}$/u.test(before))) return word;
  const next = words[at + 1];
  if (YEAR.test(next?.text.trim() ?? "")) return word;
  if (before === "" && ![words[at - 1], next].some((w) => w && NAME_WORD.test(w.text.trim()))) return word;
  const kept = symbols.filter((_, i) => !dropped[i]);
  if (kept.length === 0) return null;
  const bbox = { x0: Math.min(...kept.map((s) => s.bbox.x0)), y0: Math.min(...kept.map((s) => s.bbox.y0)), x1: Math.max(...kept.map((s) => s.bbox.x1)), y1: Math.max(...kept.map((s) => s.bbox.y1)) };
  return { ...word, text: kept.map((s) => s.text).join(""), bbox, symbols: kept, choices: [] };
}
