import type { Chunk } from "./tableChunks.ts";
import { baselineBands, type Band } from "./tableRows.ts";

/** A cell's text that opens with a figure: "0.698", "29,423", "634 secs", "0.907 (19%)". */
const FIGURE_LED = /^[-–−+±]?\(?\d[\d.,]*/;

/**
 * The lines above a table's first rule when they are all rows of the body: two or more, each a
 * label at the left then only figures, in the body's type. A table with no headings ruled in groups
 * of rows (a rule over it, one under every few rows) ends its first group, not a header, with the
 * first rule; read as headings, the group's lines stacked into one row. A line of figures under
 * other headings ("Statistic  1  2 ... 10" under a spanner "Lead time (years)") heads columns, so
 * a header with any line not of that kind is left whole, and so is a lone line ("Year  2004").
 */
export function headerIsFigureRows(headerChunks: readonly Chunk[], bodyFont: string | undefined): boolean {
  const bands = baselineBands(headerChunks);
  return bands.length >= 2 && bands.every((band) => isFigureRow(band, bodyFont));
}

function isFigureRow(band: Band, bodyFont: string | undefined): boolean {
  const sorted = [...band].sort((a, b) => a.x0 - b.x0);
  if (sorted.length < 2 || FIGURE_LED.test(sorted[0]!.text.trim())) return false;
  return sorted.every((c) => c.font === bodyFont) && sorted.slice(1).every((c) => FIGURE_LED.test(c.text.trim()));
}
