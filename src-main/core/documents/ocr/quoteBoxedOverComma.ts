import type { Word } from "tesseract.js";

/** The quote marks tesseract reads a small raised digit as. */
const QUOTE_MARK = /^["“”″'‘’`]$/;

/**
 * `high` (which of the word's symbols stand raised) with a quote mark that tesseract boxed over a
 * raised mark and the comma under it counted as raised too. A raised "1" after a name is often
 * read as two marks ("Pusep¹," read "Pusep'”,"): the first boxed where its ink is, the second
 * boxed from as high as the first down past the baseline, over the comma. By its bottom that box
 * is on the line, so the raised run stopped short of it and the name kept both marks, which no
 * name holds: the author row was no byline. A mark boxed from the raised one's top (or higher)
 * down to the baseline or under it, right after a raised mark, is that mark's second half; a
 * quote mark boxed on the line's letters (a closing quote, whose box ends above the baseline) is
 * not, and wordPieces still keeps a quotation's closing marks as the text's own.
 */
export function withQuoteBoxedOverComma(symbols: Word["symbols"], high: readonly boolean[], baselineOf: (x: number) => number): boolean[] {
  const out = [...high];
  for (let i = 1; i < symbols.length; i++) {
    const mark = symbols[i]!;
    const before = symbols[i - 1]!;
    if (out[i] || !out[i - 1] || !QUOTE_MARK.test(mark.text)) continue;
    if (mark.bbox.y0 <= before.bbox.y0 && mark.bbox.y1 >= baselineOf((mark.bbox.x0 + mark.bbox.x1) / 2)) out[i] = true;
  }
  return out;
}
