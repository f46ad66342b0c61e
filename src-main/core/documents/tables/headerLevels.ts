import type { TableCell, TableRow } from "../../../contract/tables.ts";
import { cellOf, emptyCell, type CellPlacement } from "./tableCells.ts";
import type { Column } from "./tableColumns.ts";
import type { Heading } from "./headingLines.ts";
import type { Chunk } from "./tableChunks.ts";
import type { RuledGrid } from "./ruledGrid.ts";
import { ruledHeaderLevels } from "./ruledHeaderLevels.ts";

/**
 * A header's rows from its headings, their columns settled: one level when they all begin on one
 * line; else the spanning headings' levels top down, then each column's own, bottom-aligned.
 */
export function headerLevels(headings: readonly Heading[], columns: readonly Column[], placement: CellPlacement, ruled?: RuledGrid): TableRow[] {
  // Each cell's heading, so a grid's merged boxes can be spanned once the levels are settled.
  const headingOf = new Map<TableCell, Heading>();
  const cellFor = (h: Heading, colSpan = 1, rowSpan = 1) => {
    const cell = cellOf(h.chunks, placement, colSpan, rowSpan);
    headingOf.set(cell, h);
    return cell;
  };
  const finish = (grid: (TableCell | null | undefined)[][]): TableRow[] =>
    grid.map((line) => ({ kind: "header" as const, cells: (ruled ? widenOpenBoxes(line, (c) => headingOf.get(c)?.chunks[0], ruled) : line).filter((c): c is TableCell | undefined => c !== null).map((c) => c ?? emptyCell()) }));
  // In a grid whose rules across part the header, its rows are the ruled rows.
  const byRules = ruled ? ruledHeaderLevels(headings, columns, ruled.across) : null;
  if (byRules) {
    const grid: (TableCell | null | undefined)[][] = Array.from({ length: byRules.levels }, () => new Array<TableCell | null | undefined>(columns.length).fill(undefined));
    for (const { heading, level, rows } of byRules.placed) {
      for (let l = level; l < level + rows; l++) for (let k = heading.first; k <= heading.last; k++) grid[l]![k] = null;
      grid[level]![heading.first] = cellFor(heading, heading.last - heading.first + 1, rows);
    }
    return finish(withoutEmptyLevels(grid));
  }
  // Headings that all begin on one line are one level, however many lines each wraps to and
  // however many columns each covers: none stands over another.
  const firstLine = Math.min(...headings.map((h) => h.top));
  if (headings.every((h) => h.top - firstLine < 0.3 * h.chunks[0]!.size)) {
    const line: (TableCell | null | undefined)[] = [];
    for (let k = 0; k < columns.length; ) {
      // A cell takes the headings that begin in the columns it covers, widening as they reach on.
      let last = k - 1;
      const taken: Heading[] = [];
      for (const h of [...headings].sort((a, b) => a.first - b.first)) {
        if (h.first === k || (h.first > k && h.first <= last)) {
          taken.push(h);
          last = Math.max(last, h.last);
        }
      }
      if (taken.length > 0) {
        const cell = cellOf(taken.flatMap((h) => h.chunks), placement, last - k + 1);
        headingOf.set(cell, taken[0]!);
        line.push(cell, ...Array<null>(last - k).fill(null));
      } else line.push(undefined);
      k = Math.max(k + 1, last + 1);
    }
    return finish([line]);
  }
  const spanning = headings.filter((h) => h.last > h.first);
  const own = headings.filter((h) => h.last === h.first);
  // Levels of spanning headings, top down: each nested one goes a level lower.
  const spanLevels: Heading[][] = [];
  for (const h of [...spanning].sort((a, b) => a.top - b.top)) {
    let level = 0;
    while (spanLevels[level]?.some((o) => o.first <= h.last && o.last >= h.first)) level++;
    (spanLevels[level] ??= []).push(h);
  }
  // Each column's own headings, top down; the deepest column sets how many levels they take.
  const perColumn = columns.map((_, k) => own.filter((h) => h.first === k).sort((a, b) => a.top - b.top));
  const ownLevels = Math.max(0, ...perColumn.map((list) => list.length));
  const levels = spanLevels.length + ownLevels;
  if (levels === 0) return [];
  const grid: (TableCell | null | undefined)[][] = Array.from({ length: levels }, () => new Array<TableCell | null | undefined>(columns.length).fill(undefined));
  spanLevels.forEach((list, level) => {
    for (const h of list) {
      grid[level]![h.first] = cellFor(h, h.last - h.first + 1);
      for (let k = h.first + 1; k <= h.last; k++) grid[level]![k] = null;
    }
  });
  const lowest = Math.max(...headings.map((h) => h.bottom));
  perColumn.forEach((list, k) => {
    if (list.length === 0) return;
    // Bottom-aligned: the last heading sits on the lowest level.
    const start = levels - list.length;
    // Nothing above in this column: the first heading spans up to the top, unless it is printed on
    // the lowest line with the others (bottom-aligned), where it is a heading of that level. The
    // stub's heading heads the whole stub, whose column no spanner ever stands over: printed alone
    // there, it spans the header wherever its line is (as ICDAR 2013's truth gives it).
    let topFree = start;
    while (topFree > 0 && grid[topFree - 1]![k] === undefined) topFree--;
    const bottomAligned = k > 0 && list.length === 1 && list[0]!.top >= lowest - 0.5 * list[0]!.chunks[0]!.size;
    list.forEach((h, n) => {
      const level = start + n;
      if (n === 0 && topFree < start && !bottomAligned) {
        grid[topFree]![k] = cellFor(h, 1, start - topFree + 1);
        for (let l = topFree + 1; l <= start; l++) grid[l]![k] = null;
      } else {
        grid[level]![k] = cellFor(h);
      }
    });
  });
  return finish(withoutEmptyLevels(grid));
}

/**
 * Drops levels that begin no heading (only gaps and cells covered from above): a heading over
 * two columns beside headings that span two lines makes such a level when nothing stands under
 * it. The cells above that reach down through a dropped level span one row fewer.
 */
function withoutEmptyLevels(grid: (TableCell | null | undefined)[][]): (TableCell | null | undefined)[][] {
  const kept: (TableCell | null | undefined)[][] = [];
  grid.forEach((line, level) => {
    if (line.some((c) => c)) {
      kept.push(line);
      return;
    }
    // Each cell reaching through this level spans one row fewer, once.
    const shortened = new Set<TableCell>();
    line.forEach((c, k) => {
      if (c !== null) return;
      // The cell this place is covered by: the nearest one above in this column or, for a cell
      // covering several columns, to the left on that row.
      for (let l = level - 1; l >= 0; l--) {
        let j = k;
        while (j >= 0 && grid[l]![j] === null) j--;
        const cell = j >= 0 ? grid[l]![j] : undefined;
        if (!cell || j + cell.colSpan - 1 < k || cell.rowSpan <= level - l) continue;
        if (!shortened.has(cell)) cell.rowSpan--;
        shortened.add(cell);
        break;
      }
    });
  });
  return kept;
}

/**
 * One header level, a place per column (a cell where it begins, null where a cell covers it,
 * undefined where it is empty), with each cell spread over the empty places beside it whose edge
 * the grid leaves open at its first line. Levels are settled first: spanning a box moves no
 * heading to another level.
 */
function widenOpenBoxes(line: readonly (TableCell | null | undefined)[], chunkOf: (cell: TableCell) => Chunk | undefined, grid: RuledGrid): (TableCell | null | undefined)[] {
  const out = [...line];
  for (let k = 0; k < out.length; k++) {
    const cell = out[k];
    const chunk = cell ? chunkOf(cell) : undefined;
    // A cell reaching down through the levels below would cover their headings if it spread.
    if (!cell || !chunk || cell.rowSpan > 1) continue;
    const [first, last] = grid.spanOpen(chunk, [k, k + cell.colSpan - 1], (j) => out[j] !== undefined);
    if (first === k && last === k + cell.colSpan - 1) continue;
    const widened = { ...cell, colSpan: last - first + 1 };
    for (let j = first; j <= last; j++) out[j] = j === first ? widened : null;
    k = last;
  }
  return out;
}
