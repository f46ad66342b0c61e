import type { TableRow } from "../../../contract/tables.ts";
import { splitChunkAt, splitRunAtRule } from "./chunkSplits.ts";
import type { Chunk } from "./tableChunks.ts";
import { cellOf, emptyCell, type CellPlacement } from "./tableCells.ts";
import { columnSpan, type Column } from "./tableColumns.ts";
import { splitFigureRun } from "./splitFigureRun.ts";
import { baselineBands, type Band } from "./tableRows.ts";
import type { RuledGrid } from "./ruledGrid.ts";
import type { Rule } from "../layout/types.ts";
import { centredOnTable } from "./centredLabelRow.ts";

/** A column rule this close (points) to a column cut is the rule it was cut at. */
const RULE_AT_CUT = 3;

/**
 * Splits chunks that straddle a column cut where their runs part. At a column rule drawn down the
 * whole table, text running past it is two cells' text run together (a name overflowing into the
 * address beside it), even inside one run: it is parted at the rule.
 */
export function splitAcross(band: Band, columns: readonly Column[], rules: readonly number[] = [], vertical: readonly Rule[] = []): Band {
  return splitChunks(band, columns, rules, vertical, false);
}

/**
 * A header line's chunks parted only where a column rule is drawn through them. Headings are not
 * parted at the gaps near column cuts the way body cells are (a spanner's words may part over a
 * cut), but a rule drawn through the line is a cell's edge: a spanner's box leaves it open there,
 * so a heading running across it is two headings the PDF set as one run ("1980** By leading
 * retailers" over two boxes).
 */
export function splitHeaderAtRules(chunks: readonly Chunk[], columns: readonly Column[], rules: readonly number[], vertical: readonly Rule[]): Chunk[] {
  if (rules.length === 0) return [...chunks];
  return baselineBands(chunks).flatMap((band) => splitChunks(band, columns, rules, vertical, true));
}

function splitChunks(band: Band, columns: readonly Column[], rules: readonly number[], vertical: readonly Rule[], drawnOnly: boolean): Band {
  const out: Chunk[] = [];
  const queue = [...band];
  while (queue.length > 0) {
    const c = queue.shift()!;
    // The rule must be drawn through the text's own line: a merged cell leaves it open there.
    const mid = (c.top + c.bottom) / 2;
    const drawnAt = (x: number) => (rules.some((r) => Math.abs(r - x) <= RULE_AT_CUT) ? vertical.find((v) => Math.abs(v.x0 - x) <= RULE_AT_CUT && v.y0 <= mid && v.y1 >= mid) : undefined);
    const inside = (col: Column) => col.x0 > c.x0 + 0.5 * c.size && col.x0 < c.x1 - 0.5 * c.size;
    const cut = drawnOnly ? columns.slice(1).find((col) => inside(col) && drawnAt(col.x0)) : columns.slice(1).find(inside);
    const rule = cut ? drawnAt(cut.x0)?.x0 : undefined;
    const atRule = () => (rule === undefined ? null : splitRunAtRule(c, rule));
    // A header's line is parted at the drawn rule alone: at the gap nearest it, else inside a run.
    const parts = !cut || band.length < 2 ? null : drawnOnly ? (rule === undefined ? null : (splitChunkAt(c, rule) ?? atRule())) : (splitChunkAt(c, cut.x0) ?? splitFigureRun(c, columns) ?? atRule());
    if (parts) queue.unshift(...parts);
    else out.push(c);
  }
  return out.sort((a, b) => a.x0 - b.x0);
}

/**
 * One row's cells: chunks by the column they begin in; a chunk over empty columns spans them. In a
 * grid (`grid` given), a chunk in a box the rules leave open across columns spans the box. A row
 * whose one label is centred on the table's width is that label in the first column, spanning all
 * (unless `split`: a row parted from others by short rules keeps its cells where the split set them).
 */
export function rowOf(chunks: Chunk[], columns: readonly Column[], placement: CellPlacement, grid?: RuledGrid, split = false): { row: TableRow; overlap: boolean } {
  let spans = chunks.map((c) => ({ c, span: columnSpan(c, columns) }));
  if (grid) {
    // How many of the row's pieces cover each column, counted once (asking every other piece for
    // each piece's columns is quadratic in the pieces of a row): a column is covered by another
    // piece when more pieces cover it than the piece itself.
    const cover = new Array<number>(columns.length + 1).fill(0);
    for (const { span } of spans) {
      cover[span[0]]!++;
      cover[span[1] + 1]!--;
    }
    for (let k = 1; k < cover.length; k++) cover[k]! += cover[k - 1]!;
    spans = spans.map(({ c, span }) => ({ c, span: grid.spanOpen(c, span, (k) => cover[k]! - (span[0] <= k && k <= span[1] ? 1 : 0) > 0) }));
  }
  const starts = new Set(spans.map((s) => s.span[0]));
  const byColumn = new Map<number, { chunks: Chunk[]; last: number }>();
  for (const { c, span } of spans) {
    let last = span[0];
    // It spans the columns it covers that no other piece of the row begins in.
    while (last < span[1] && !starts.has(last + 1)) last++;
    const cell = byColumn.get(span[0]) ?? { chunks: [], last: span[0] };
    cell.chunks.push(c);
    cell.last = Math.max(cell.last, last);
    byColumn.set(span[0], cell);
  }
  let overlap = false;
  for (const { chunks: list } of byColumn.values()) {
    for (let i = 0; i < list.length && !overlap; i++) for (let j = i + 1; j < list.length; j++) if (Math.abs(list[i]!.baseline - list[j]!.baseline) < 0.3 * list[i]!.size && Math.min(list[i]!.x1, list[j]!.x1) - Math.max(list[i]!.x0, list[j]!.x0) > 1) overlap = true;
  }
  const lone = byColumn.size === 1 && !byColumn.has(0) ? [...byColumn.values()][0]! : undefined;
  // The row's one label, centred across the table (a group's name between body rows): it names
  // the whole row, as a heading in the first column would, whatever column its middle falls in.
  if (lone && !split && centredOnTable(lone.chunks, columns)) {
    const cells = [cellOf(lone.chunks, placement, columns.length)];
    return { row: { kind: rowKind(cells, columns.length), cells }, overlap };
  }
  const cells = [];
  for (let k = 0; k < columns.length; ) {
    const cell = byColumn.get(k);
    if (!cell) {
      cells.push(emptyCell());
      k++;
      continue;
    }
    cells.push(cellOf(cell.chunks, placement, cell.last - k + 1));
    k = cell.last + 1;
  }
  return { row: { kind: rowKind(cells, columns.length), cells }, overlap };
}

function rowKind(cells: readonly TableRow["cells"][number][], columnCount: number): TableRow["kind"] {
  const filled = cells.filter((c) => c.text);
  return columnCount >= 2 && filled.length === 1 && cells[0]!.text && !/\d/.test(cells[0]!.text) ? "subheading" : "body";
}
