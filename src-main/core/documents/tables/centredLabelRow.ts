import type { Chunk } from "./tableChunks.ts";
import { columnSpan, type Column } from "./tableColumns.ts";

/**
 * A row's one label is centred on the table's width (`\multicolumn{n}{c}` over the whole table: a
 * group's name between body rows) when its middle is within this many ems of the table's. Measured
 * on pdf-parse-bench's tuning half: such labels sit within 0.01 em of it; a label alone on its row
 * in a column of its own (a stub's second level) 8.8 em off.
 */
const CENTRED_ON_TABLE = 0.6;

/** Whether these pieces, together, are centred on the table the columns span. */
export function centredOnTable(chunks: readonly Chunk[], columns: readonly Column[]): boolean {
  if (columns.length < 2 || chunks.length === 0) return false;
  const x0 = Math.min(...chunks.map((c) => c.x0));
  const x1 = Math.max(...chunks.map((c) => c.x1));
  const size = Math.max(...chunks.map((c) => c.size));
  return Math.abs((x0 + x1) / 2 - (columns[0]!.x0 + columns.at(-1)!.x1) / 2) <= CENTRED_ON_TABLE * size;
}

/** Whether a row is one label centred across the table, begun past the first column: it names the rows under it. */
export function isCentredLabelRow(chunks: readonly Chunk[], columns: readonly Column[]): boolean {
  const starts = new Set(chunks.map((c) => columnSpan(c, columns)[0]));
  return starts.size === 1 && !starts.has(0) && centredOnTable(chunks, columns);
}
