import type { Line } from "../layout/types.ts";
import { FIGURE } from "./figureRuns.ts";
import type { Chunk } from "./tableChunks.ts";
import { isNoteLine } from "./tableFootnotes.ts";

/** Pieces set apart on a row of cells under a group's label, at least; figures among them, at least. */
const MIN_ROW_PIECES = 3;
const MIN_ROW_FIGURES = 2;

/**
 * Whether a line that opens like a note ("(a) COCO", "b) MSR-VTT") is a group's label set alone on
 * its row inside a table's rules, over the rows of its group: nothing else stands on its baseline
 * across the table, and the next line under it, before the rule walked to, is a row of cells
 * (three pieces or more set apart, two of them figures) that is no note itself. A note under a
 * table's last rule runs on as words, or as more notes; it heads no row of figures before another
 * rule of the table's width.
 */
export function isGroupLabelOverRows(line: Line, between: readonly Line[], chunks: readonly Chunk[], x0: number, x1: number): boolean {
  const inTable = (c: Chunk) => c.x0 >= x0 - 1 && c.x1 <= x1 + 1;
  const onBaseline = chunks.filter((c) => inTable(c) && Math.abs(c.baseline - line.baseline) < 1);
  if (onBaseline.some((c) => c.line !== line) || line.x1 - line.x0 > 0.5 * (x1 - x0)) return false;
  const next = between.filter((l) => l.baseline > line.baseline + 0.5).sort((a, b) => a.baseline - b.baseline)[0];
  if (!next || isNoteLine(next)) return false;
  const row = chunks.filter((c) => inTable(c) && Math.abs(c.baseline - next.baseline) < 1);
  return row.length >= MIN_ROW_PIECES && row.filter((c) => FIGURE.test(c.text.trim())).length >= MIN_ROW_FIGURES;
}
