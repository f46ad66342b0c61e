import type { Rule } from "../layout/types.ts";
import type { Chunk } from "./tableChunks.ts";
import { columnRuleXs } from "./columnRules.ts";
import { figureWords } from "./figureWords.ts";
import { headedEdgeCuts } from "./headedEdgeCuts.ts";
import { runPieces } from "./figureRuns.ts";
import { withoutSpannerRows } from "./spannerRows.ts";

/** A column: the stretch between two separators (whitespace shared down the rows, or a rule). */
export interface Column {
  x0: number;
  x1: number;
  /** Where the body's text in it lies (narrower than the column); absent before the body is read. */
  content?: { x0: number; x1: number };
}

/** Rows of a table's body as chunks on one baseline. */
export type ChunkRow = Chunk[];

/**
 * The columns of a table's body. A grid's vertical rules divide it where they run down most of
 * the body; otherwise the columns are the stretches between gaps of whitespace that every row
 * with two or more pieces leaves open (a one-piece row may be a heading across the table or a
 * wrapped cell's line, so it does not close a gap). Sweeping the pieces' edges keeps this n log n.
 */
export function findColumns(rows: readonly ChunkRow[], x0: number, x1: number, vertical: readonly Rule[], top: number, bottom: number, headerRows: readonly ChunkRow[] = []): { columns: Column[]; ruled: boolean; rules: number[] } {
  const ruled = columnRuleXs(vertical, x0, x1, top, bottom, 0.6);
  if (ruled.length > 0) {
    const cuts = dedupe(ruled);
    // A table ruled only in part (a rule after the stub alone, as statistics packages print)
    // still parts the columns between its rules by whitespace.
    const inner = between(cuts, x0, x1).flatMap((col) => whitespaceCuts(rows.map((row) => row.filter((c) => (c.x0 + c.x1) / 2 > col.x0 && (c.x0 + c.x1) / 2 < col.x1)), true, headerRows));
    return { columns: between(dedupe([...cuts, ...inner]), x0, x1), ruled: true, rules: cuts };
  }
  // A row of spanners heading a second block bridges the gaps under it: it leaves them be.
  const open = withoutSpannerRows(rows, headerRows);
  const cuts = whitespaceCuts(open, false, headerRows);
  // A column most rows leave empty, under a heading of its own, closed by a label run across it.
  const headed = headedEdgeCuts(open, headerRows, cuts);
  return { columns: between(headed.length > 0 ? [...cuts, ...headed].sort((p, q) => p - q) : cuts, x0, x1), ruled: false, rules: [] };
}

/**
 * Gaps left open by every row with two or more pieces: between the union of the pieces' covered
 * stretches. Between two rules a cell's line is one piece, so there the gaps count only when most
 * of the lines with text are in pieces, as columns are, and cells seldom are.
 *
 * pdf.js sets cells closer than about half an em as one run ("0.28 0.53", "VLD (MSE) 0.71"), which
 * then closes the gap between their columns. Such a run yields a gap at one of its spaces only
 * when the other rows leave it open there too and some line of the table (a body row or a header
 * line) shows it as a gap between two of its pieces: a figure with its spread ("12.3 (4.5)") in
 * every row, under one heading, stays one column.
 */
function whitespaceCuts(rows: readonly ChunkRow[], betweenRules: boolean, headerRows: readonly ChunkRow[] = []): number[] {
  // A run holding several columns' figures with wide spaces leaves their gaps open where its figures are printed apart.
  const pieces = (c: Chunk): [number, number][] => figureWords(c)?.map((w) => [w.x0, w.x1] as [number, number]) ?? [[c.x0, c.x1]];
  const parted = (c: Chunk): [number, number][] => figureWords(c)?.map((w) => [w.x0, w.x1] as [number, number]) ?? runPieces(c)?.map((w) => [w.x0, w.x1] as [number, number]) ?? [[c.x0, c.x1]];
  const spans: [number, number][] = [];
  const partedSpans: [number, number][] = [];
  for (const row of rows) {
    const own = row.flatMap(pieces);
    if (own.length < 2) continue;
    spans.push(...own);
    partedSpans.push(...row.flatMap(parted));
  }
  if (spans.length === 0) return [];
  // Between rules, with fewer lines in pieces than most, a gap still parts two columns where the
  // header's own line shows it, a heading over each side ("2D" "3D" under "Sup."): a column whose
  // cells are often empty ("✓" in some rows only) leaves most lines one piece.
  let headed = false;
  if (betweenRules) {
    const pieced = rows.filter((row) => row.length >= 2).length;
    if (pieced < 2) return [];
    headed = pieced < 0.6 * rows.filter((row) => row.length > 0).length;
  }
  const cuts: number[] = [];
  const blocks = coveredBlocks(spans);
  for (let i = 1; i < blocks.length; i++) {
    const x = (blocks[i - 1]![1] + blocks[i]![0]) / 2;
    if (!headed || headerRows.some((row) => shownAsGap(row, x, blocks[i - 1]!, blocks[i]!))) cuts.push(x);
  }
  if (headed) return cuts;
  const softBlocks = coveredBlocks(partedSpans);
  const lines = [...rows, ...headerRows];
  for (let i = 1; i < softBlocks.length; i++) {
    const left = softBlocks[i - 1]!;
    const right = softBlocks[i]!;
    const x = (left[1] + right[0]) / 2;
    if (!cuts.some((c) => c >= left[1] - 0.5 && c <= right[0] + 0.5) && lines.some((row) => shownAsGap(row, x, left, right))) cuts.push(x);
  }
  return cuts.sort((p, q) => p - q);
}

/** The union of the spans, as stretches apart by more than half a point, left to right. */
function coveredBlocks(spans: readonly [number, number][]): [number, number][] {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const blocks: [number, number][] = [];
  for (const [s0, s1] of sorted) {
    const last = blocks.at(-1);
    if (last && s0 <= last[1] + 0.5) last[1] = Math.max(last[1], s1);
    else blocks.push([s0, s1]);
  }
  return blocks;
}

/**
 * Whether a line shows a gap at x between the two stretches of text beside it: a piece ending in
 * the left one, the next starting in the right one, none across x (a gap between other columns
 * does not count).
 */
function shownAsGap(row: ChunkRow, x: number, left: readonly [number, number], right: readonly [number, number]): boolean {
  if (row.some((c) => c.x0 <= x && c.x1 >= x)) return false;
  const before = row.filter((c) => c.x1 < x).reduce((m, c) => Math.max(m, c.x1), -Infinity);
  const after = row.filter((c) => c.x0 > x).reduce((m, c) => Math.min(m, c.x0), Infinity);
  return before >= left[0] && after <= right[1];
}

function dedupe(xs: number[]): number[] {
  const out: number[] = [];
  for (const x of [...xs].sort((a, b) => a - b)) if (out.length === 0 || x - out.at(-1)! > 3) out.push(x);
  return out;
}

function between(cuts: number[], x0: number, x1: number): Column[] {
  const edges = [Math.min(x0, ...cuts), ...cuts, Math.max(x1, ...cuts)];
  const columns: Column[] = [];
  for (let i = 0; i + 1 < edges.length; i++) columns.push({ x0: edges[i]!, x1: edges[i + 1]! });
  return columns;
}

/** The columns a chunk covers: those its extent overlaps by more than a sliver, at least the one its centre falls in. */
export function columnSpan(chunk: Chunk, columns: readonly Column[]): [number, number] {
  let first = -1;
  let last = -1;
  for (let i = 0; i < columns.length; i++) {
    const col = columns[i]!;
    const shared = Math.min(chunk.x1, col.x1) - Math.max(chunk.x0, col.x0);
    if (shared > Math.min(2, 0.25 * (chunk.x1 - chunk.x0))) {
      if (first < 0) first = i;
      last = i;
    }
  }
  if (first < 0) {
    const centre = (chunk.x0 + chunk.x1) / 2;
    let best = 0;
    for (let i = 0; i < columns.length; i++) if (Math.abs((columns[i]!.x0 + columns[i]!.x1) / 2 - centre) < Math.abs((columns[best]!.x0 + columns[best]!.x1) / 2 - centre)) best = i;
    return [best, best];
  }
  return [first, last];
}

/**
 * The columns a heading covers: those whose body text it overlaps. A heading wider than its
 * column's text yet short of the next column's text heads one column, wherever the cut between
 * them falls.
 */
export function headingSpan(chunk: Chunk, columns: readonly Column[]): [number, number] {
  const [first, last] = columnSpan(chunk, columns);
  if (first === last) return [first, last];
  const covers = (k: number) => {
    const c = columns[k]!.content;
    return !c || Math.min(chunk.x1, c.x1) - Math.max(chunk.x0, c.x0) > 0;
  };
  let a = first;
  let b = last;
  while (a < b && !covers(a)) a++;
  while (b > a && !covers(b)) b--;
  return [a, b];
}

/** The column a piece's centre falls in. */
export function centreColumn(c: { x0: number; x1: number }, columns: readonly Column[]): number {
  const centre = (c.x0 + c.x1) / 2;
  const k = columns.findIndex((col) => centre < col.x1);
  return k < 0 ? columns.length - 1 : k;
}
