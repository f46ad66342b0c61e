import type { Chunk } from "./tableChunks.ts";

/** One line of the table: its pieces, left to right (as `tableColumns`' rows are). */
type ChunkRow = Chunk[];

/** How near one another the left edges of a column's pieces stand, in points. */
const SAME_EDGE = 1;

/**
 * Cuts for columns whose rows are mostly empty, closed by a label or two across them: a two-column
 * stub whose rows each fill one of the two (a module's name on its own row, its parts' names on the
 * rows under it, further right) shares its gap with every row but a total's label run across both
 * ("Total parameters"), so no gap is left open there. The second column still shows: its pieces
 * start at one left edge on several rows, other rows' pieces end short of that edge, and the header
 * sets a heading of its own over it beside the first column's heading. Such an edge is cut when at
 * most one row in five runs across it; the labels across it then span both columns, whole. Indented
 * labels under no heading of their own (a group's members in one stub column) open nothing.
 */
export function headedEdgeCuts(rows: readonly ChunkRow[], headerRows: readonly ChunkRow[], cuts: readonly number[]): number[] {
  const pieced = rows.filter((row) => row.length >= 2);
  if (pieced.length < 4 || headerRows.length === 0) return [];
  const tableLeft = Math.min(...pieced.map((row) => row[0]!.x0));
  const edges = new Map<number, Chunk[]>();
  for (const row of pieced) {
    for (const c of row.slice(0, 2)) {
      if (c.x0 <= tableLeft + SAME_EDGE) continue;
      const key = [...edges.keys()].find((e) => Math.abs(e - c.x0) <= SAME_EDGE) ?? c.x0;
      edges.set(key, [...(edges.get(key) ?? []), c]);
    }
  }
  const out: number[] = [];
  for (const [edge, starting] of edges) {
    if (starting.length < 2 || cuts.some((x) => Math.abs(x - edge) < 3 * starting[0]!.size)) continue;
    const size = starting[0]!.size;
    const across = pieced.filter((row) => row.some((c) => c.x0 < edge - SAME_EDGE && c.x1 > edge));
    if (across.length === 0 || across.length > 0.2 * pieced.length) continue;
    // A label across the edge starts at the table's left: a row named across the whole stub.
    if (!across.every((row) => row[0]!.x0 <= tableLeft + SAME_EDGE)) continue;
    const short = pieced.filter((row) => row[0]!.x0 <= tableLeft + SAME_EDGE && row[0]!.x1 < edge - 0.5 * size && !(row[1] && row[1].x0 < edge - SAME_EDGE));
    if (short.length < 2) continue;
    const reach = Math.max(...short.map((row) => row[0]!.x1));
    if (!headerRows.some((line) => headsBoth(line, edge, reach, size))) continue;
    out.push((reach + edge) / 2);
  }
  return out;
}

/** Whether a header line has a heading starting at the edge and another ending short of it. */
function headsBoth(line: ChunkRow, edge: number, reach: number, size: number): boolean {
  const over = line.some((h) => Math.abs(h.x0 - edge) <= 0.5 * size);
  const before = line.some((h) => h.x1 < edge - 0.3 * size && h.x0 < reach);
  return over && before && !line.some((h) => h.x0 < edge - SAME_EDGE && h.x1 > edge);
}
