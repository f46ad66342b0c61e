import type { TableCell, TableRow } from "../../../contract/tables.ts";
import type { Chunk } from "./tableChunks.ts";
import { cellOf, emptyCell, type CellPlacement } from "./tableCells.ts";
import { headingSpan, type Column } from "./tableColumns.ts";
import { baselineBands } from "./tableRows.ts";

/** A heading over one column or several. */
interface Heading {
  chunks: Chunk[];
  first: number;
  last: number;
  /** Its first line's baseline. */
  top: number;
  bottom: number;
}

/** Two header lines closer than this (in ems) are one heading wrapped, farther apart two levels. */
const WRAP = 1.45;

/**
 * Reads a header's levels. A heading that covers several columns (wider than one, or standing
 * over sub-headings that fill the columns beside it, or underlined by a short rule across them)
 * spans them; the headings of one column are one cell when they are lines of one wrapped heading,
 * and levels when set farther apart. Levels are read top down: the spanning headings first, then
 * each column's own, bottom-aligned; a column with nothing above its own heading has it span
 * the levels above (a heading centred beside a two-level group).
 */
export function readHeader(chunks: readonly Chunk[], columns: readonly Column[], underlines: readonly { x0: number; x1: number; y: number }[], placement: CellPlacement): TableRow[] {
  if (chunks.length === 0 || columns.length === 0) return [];
  const bands = baselineBands(chunks);
  const spans = new Map<Chunk, [number, number]>(chunks.map((c) => [c, headingSpan(c, columns)]));
  const filled = (band: Chunk[], k: number) => band.some((c) => spans.get(c)![0] <= k && spans.get(c)![1] >= k);

  // Spanners: a single-column heading over sub-headings that fill the empty columns beside it.
  for (let i = 0; i < bands.length; i++) {
    const band = bands[i]!;
    for (const c of band) {
      let [first, last] = spans.get(c)!;
      const under = underlines.find((u) => u.y > c.baseline && u.y < c.baseline + 1.2 * c.size && u.x0 <= (c.x0 + c.x1) / 2 && u.x1 >= (c.x0 + c.x1) / 2);
      if (under) {
        // A short rule under it says exactly which columns it heads.
        const covered = columns.map((col, k) => ({ k, mid: (col.x0 + col.x1) / 2, col })).filter(({ col }) => Math.min(col.x1, under.x1) - Math.max(col.x0, under.x0) > 0.5 * Math.min(col.x1 - col.x0, under.x1 - under.x0));
        if (covered.length >= 1) {
          first = Math.min(first, covered[0]!.k);
          last = Math.max(last, covered.at(-1)!.k);
        }
      } else if (first === last) {
        const lower = bands.slice(i + 1).find((b) => filled(b, first));
        if (lower && lower[0]!.baseline - c.baseline > WRAP * c.size * 0.8) {
          while (last + 1 < columns.length && !filled(band, last + 1) && filled(lower, last + 1)) last++;
        }
      }
      spans.set(c, [first, last]);
    }
  }

  // Headings: chunks joined with the lines of the same heading below them (same columns, close).
  const headings: Heading[] = [];
  for (const band of bands) {
    for (const c of band) {
      const [first, last] = spans.get(c)!;
      const open = headings.find((h) => h.first === first && h.last === last && c.baseline - h.bottom > 0.3 * c.size && c.baseline - h.bottom <= WRAP * c.size);
      if (open) {
        open.chunks.push(c);
        open.bottom = c.baseline;
      } else {
        headings.push({ chunks: [c], first, last, top: c.baseline, bottom: c.baseline });
      }
    }
  }
  // A heading may cross a column only partly claimed by a narrower one: merge same-line pieces of one column.
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
      grid[level]![h.first] = cellOf(h.chunks, placement, h.last - h.first + 1);
      for (let k = h.first + 1; k <= h.last; k++) grid[level]![k] = null;
    }
  });
  perColumn.forEach((list, k) => {
    if (list.length === 0) return;
    // Bottom-aligned: the last heading sits on the lowest level.
    const start = levels - list.length;
    // Nothing above in this column: the first heading spans up to the top.
    let topFree = start;
    while (topFree > 0 && grid[topFree - 1]![k] === undefined) topFree--;
    list.forEach((h, n) => {
      const level = start + n;
      if (n === 0 && topFree < start) {
        grid[topFree]![k] = cellOf(h.chunks, placement, 1, start - topFree + 1);
        for (let l = topFree + 1; l <= start; l++) grid[l]![k] = null;
      } else {
        grid[level]![k] = cellOf(h.chunks, placement);
      }
    });
  });
  return grid.map((line) => ({ kind: "body" as const, cells: line.filter((c): c is TableCell | undefined => c !== null).map((c) => c ?? emptyCell()) }));
}
