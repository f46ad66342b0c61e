import type { Chunk } from "./tableChunks.ts";
import { leavesUnfinished } from "./tableRows.ts";

/** One word opening with a letter of the mathematical alphabets (math italic 𝑓, 𝜏: a typeset symbol). */
const SYMBOL_WORD = /^[\u{1D400}-\u{1D7FF}]\S*$/u;

/**
 * Whether a chunk is a symbol set under another symbol in its column: each one word that opens
 * with a letter the PDF's font maps to the mathematical alphabets ("𝑓base" under "𝑆base", "𝜏lp"
 * under "𝜏v"). A cell's text wraps at a space, onto words of its sentence; a symbol is a word of
 * no sentence, so one symbol under another begins a cell of its own, though it opens with a small
 * letter (startsCell reads those as a wrapped line's). It is asked of every column: unlike
 * unwrappedLines.ts, it needs no column width, which short labels in a narrow column never show.
 */
export function symbolUnderSymbol(chunk: Chunk, above: string | undefined): boolean {
  if (above === undefined || leavesUnfinished(above)) return false;
  return SYMBOL_WORD.test(chunk.text.trim()) && SYMBOL_WORD.test(above.trim());
}
