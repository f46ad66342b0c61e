import type { Line } from "../layout/types.ts";
import type { Chunk } from "./tableChunks.ts";

/**
 * The tallest step, in lines of the caption's type, from a sideways table's row to the next that
 * still reads as one table: rows whose cells wrap over three or four lines, padded in alternate
 * shading, stand a blank line or two apart (papers-more 67's Table 1), and OCR may drop a shaded
 * row's last lines, leaving up to five (the scan of the same table).
 */
const MAX_BLANK_LINES = 6;

/** How far, in the type's sizes, a cell's left may stand from a column's and still start it (OCR sets a word's box a few points off). */
const COLUMN_SLACK = 1.2;

/**
 * Whether `row`, past a blank taller than the rows under a caption leave, is still the table's:
 * in a turned frame (a table printed sideways, which holds nothing else of the page), within
 * `MAX_BLANK_LINES`, with three or more cells and most of them starting where cells of the rows
 * already taken start. A line of notes or a figure's labels set there do not line up with the
 * table's columns.
 */
export function rowApartRepeatsColumns(row: readonly Line[], taken: readonly Line[], gap: number, size: number, chunks: readonly Chunk[]): boolean {
  if (taken.length === 0 || gap > MAX_BLANK_LINES * size) return false;
  const rowLines = new Set(row);
  const takenLines = new Set(taken);
  const lefts = chunks.filter((c) => takenLines.has(c.line)).map((c) => c.x0);
  const cells = chunks.filter((c) => rowLines.has(c.line) && c.text.trim());
  const aligned = cells.filter((c) => lefts.some((x) => Math.abs(x - c.x0) <= COLUMN_SLACK * size));
  return cells.length >= 3 && aligned.length >= 3 && aligned.length * 2 > cells.length;
}
