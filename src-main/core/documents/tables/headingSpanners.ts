import type { Chunk } from "./tableChunks.ts";
import { centreColumn, type Column } from "./tableColumns.ts";
import { WRAP, type Heading } from "./headingLines.ts";

/**
 * The stretch of an underline that heads one heading's columns. One rule drawn under a whole line
 * of spanners ("2007" "2006" ... each over its own "N" and "% Pos") underlines them all; each
 * heads only its share of it, up to halfway to the next spanner on its line.
 */
export function underlineShare(h: Heading, under: { x0: number; x1: number }, headings: readonly Heading[]): { x0: number; x1: number } {
  const centre = (o: Heading) => (Math.min(...o.chunks.map((c) => c.x0)) + Math.max(...o.chunks.map((c) => c.x1))) / 2;
  const size = h.chunks[0]!.size;
  const mine = centre(h);
  const beside = headings.filter((o) => o !== h && Math.abs(o.top - h.top) < 0.3 * size && centre(o) > under.x0 && centre(o) < under.x1).map(centre);
  const left = Math.max(under.x0, ...beside.filter((x) => x < mine).map((x) => (x + mine) / 2));
  const right = Math.min(under.x1, ...beside.filter((x) => x > mine).map((x) => (x + mine) / 2));
  return { x0: left, x1: right };
}

/**
 * The columns a heading stands centred over, when the headings under it in two or more adjacent
 * columns are centred under it far better than the one in its own column: a spanner set over its
 * sub-headings ("Gender" over "Male" and "Female"), whose own extent may lie in one column alone.
 * A heading whose text reaches over the heading under it in a column beside its own spans them
 * even when the one under it in its own column is centred as well (a spanner over an odd number
 * of columns stands centred over the middle one): a wrapped heading's lines stay in one column.
 * So does one alone on its line, set farther above its own column's heading than a wrapped line
 * (`apart`), whose text is wider than that heading on both sides: a wrapped heading's lines follow
 * at the leading, so centred over an odd run as well as over its middle column, it heads the run
 * ("N-WER" over "AVG", "N ≥ S", "N < S"). Alone, as a header set at a loose leading wraps several
 * headings on the same lines ("Total Costs" / "All Funds" beside "Indirect" / "Costs").
 */
export function centredRun(h: Heading, under: readonly { x0: number; x1: number; column: number }[], size: number, apart = false): number[] | null {
  const x0 = Math.min(...h.chunks.map((c) => c.x0));
  const x1 = Math.max(...h.chunks.map((c) => c.x1));
  const centre = (x0 + x1) / 2;
  // Each column's first heading under it (the list comes top down).
  const byColumn = new Map<number, { x0: number; x1: number }>();
  for (const u of under) if (!byColumn.has(u.column)) byColumn.set(u.column, { x0: u.x0, x1: u.x1 });
  const own = byColumn.get(h.first);
  if (!own) return null;
  const ownMiss = reachesOverBeside(h, [...byColumn].map(([column, u]) => ({ ...u, column })), size) ? Infinity : Math.abs((own.x0 + own.x1) / 2 - centre);
  const columns = [...byColumn.keys()].sort((a, b) => a - b);
  let best: { run: number[]; miss: number } | null = null;
  for (let i = 0; i < columns.length; i++) {
    for (let j = i + 1; j < columns.length; j++) {
      // Adjacent columns only (a gap ends the runs from i), with the heading's own among them and
      // the heading within their stretch.
      if (columns[j]! - columns[i]! !== j - i) break;
      if (columns[i]! > h.first || columns[j]! < h.first) continue;
      const left = byColumn.get(columns[i]!)!.x0;
      const right = byColumn.get(columns[j]!)!.x1;
      if (x0 < left - 0.5 * size || x1 > right + 0.5 * size) continue;
      const miss = Math.abs((left + right) / 2 - centre);
      if (miss > Math.max(0.5 * size, 0.1 * (right - left))) continue;
      // The fewest columns that centre it: a wider run may centre it as well by symmetry alone.
      const run = columns.slice(i, j + 1);
      if (!best || run.length < best.run.length || (run.length === best.run.length && miss < best.miss)) best = { run, miss };
      break;
    }
  }
  if (!best) return null;
  if (best.miss + 0.5 * size <= ownMiss) return best.run;
  const middle = best.run.length % 2 === 1 && best.run.length >= 3 && best.run[(best.run.length - 1) / 2] === h.first;
  const widerThanOwn = x0 < own.x0 - OVERHANG * size && x1 > own.x1 + OVERHANG * size;
  return apart && middle && widerThanOwn ? best.run : null;
}

/** How far (in ems) a heading's text must reach over a heading in the next column to stand over it, past a kerned edge. */
const OVERHANG = 0.3;

/** Whether a heading's text reaches over a piece of the line under it that lies in another column. */
function reachesOverBeside(h: Heading, under: readonly { x0: number; x1: number; column: number }[], size: number): boolean {
  const x0 = Math.min(...h.chunks.map((c) => c.x0));
  const x1 = Math.max(...h.chunks.map((c) => c.x1));
  return under.some((u) => u.column !== h.first && Math.min(x1, u.x1) - Math.max(x0, u.x0) > OVERHANG * size);
}

/**
 * Whether a heading is a spanner centred over pieces of the line under it in two or more columns.
 * Set farther above the line than a wrapped line, it may be; set as close, only when it is not
 * aligned with the piece under it in its own column (a wrapped heading's lines share their left
 * edge, centre or right edge).
 */
export function spannerOver(h: Heading, c: Chunk, line: readonly Chunk[], columns: readonly Column[], alone = false): boolean {
  const under = line.map((p) => ({ x0: p.x0, x1: p.x1, column: centreColumn(p, columns) }));
  if (c.baseline - h.bottom <= WRAP * c.size && alignedOver(h, c) && !reachesOverBeside(h, under, c.size)) return false;
  return centredRun(h, under, c.size, alone && c.baseline - h.bottom > WRAP * c.size) !== null;
}

/** Whether a line's piece lies under a heading as its wrapped line would: its left edge, centre or right edge under the heading's. */
function alignedOver(h: Heading, c: Chunk): boolean {
  const x0 = Math.min(...h.chunks.map((x) => x.x0));
  const x1 = Math.max(...h.chunks.map((x) => x.x1));
  const slack = 0.5 * c.size;
  return Math.abs(c.x0 - x0) <= slack || Math.abs(c.x1 - x1) <= slack || Math.abs((c.x0 + c.x1) / 2 - (x0 + x1) / 2) <= slack;
}
