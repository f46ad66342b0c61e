import type { Chunk } from "./tableChunks.ts";
import { columnSpan, type Column } from "./tableColumns.ts";
import type { Edge } from "./tableEdges.ts";
import { startsCell, type Band } from "./tableRows.ts";

/** Two lines of one cell are set closer than this (in ems); rows farther apart. */
const WRAP = 1.45;

/**
 * A label over two ruled rows ("Chronic fatigue" / "syndrome" beside "Count" and "Percentage"):
 * the rule between the rows stops short of the label's column, left open because the label's cell
 * spans both. Its second line falls under that rule, so it was read as the next row's. A row's
 * first line goes back to the row above when all of these hold:
 * - a rule lies between the two rows, and no rule there reaches any piece of the line;
 * - each piece goes on with the cell above it in its column: it is set under that cell's last
 *   line as close as a wrapped line, and does not begin a cell of its own;
 * - the row keeps a line of its own.
 */
export function carryAcrossOpenRules(groups: Band[][], columns: readonly Column[], edges: readonly Edge[]): Band[][] {
  const col = (c: Chunk) => columnSpan(c, columns)[0];
  for (let i = 1; i < groups.length; i++) {
    const above = groups[i - 1]!;
    const row = groups[i]!;
    const line = row[0];
    if (!line || row.length < 2 || above.length === 0) continue;
    const bottom = Math.max(...above.flat().map((c) => c.baseline));
    // Rules only: a cell's shading may end anywhere around its text.
    const between = edges.filter((e) => e.kind === "rule" && e.y > bottom && e.y < line[0]!.baseline);
    if (between.length === 0) continue;
    const open = line.every((c) => between.every((e) => c.x1 < e.x0 || c.x0 > e.x1));
    const goesOn = line.every((c) => {
      const cell = above.flat().filter((o) => col(o) === col(c));
      const last = cell.sort((a, b) => a.baseline - b.baseline).at(-1);
      return !!last && c.baseline - last.baseline <= WRAP * c.size && !startsCell(c, last.text);
    });
    if (!open || !goesOn) continue;
    above.push(line);
    row.shift();
  }
  return groups;
}
