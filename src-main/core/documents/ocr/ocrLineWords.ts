import type { Line, Word } from "tesseract.js";
import { capitalIWord } from "./capitalI.ts";
import { numberUnitWords } from "./numberUnitSpaces.ts";

/**
 * A line's words as the reader reads them, for the page's text and for the words drawn over the
 * scan alike (so both say the same): blank words left out, Roman numerals read as "|" or "Il" set
 * back to I's (`capitalI`), a number and its unit that tesseract joined read apart
 * (`numberUnitSpaces`). A word left as read is the very object tesseract gave.
 */
export function ocrLineWords(line: Line): Word[] {
  return line.words.filter((w) => w.text.trim()).flatMap((w) => numberUnitWords(capitalIWord(w, line), line));
}
