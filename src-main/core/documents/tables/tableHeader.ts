import type { TableCell, TableRow } from "../../../contract/tables.ts";
import type { Chunk } from "./tableChunks.ts";
import { cellOf, emptyCell, type CellPlacement } from "./tableCells.ts";
import { headingSpan, type Column } from "./tableColumns.ts";
import { baselineBands } from "./tableRows.ts";
import { goesOnAtLeading } from "./headerLeading.ts";

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
  // Headings: each chunk with the lines under it that go on with it (same columns, set close, or
  // after an open parenthesis or a word that cannot end a heading).
  const headings: Heading[] = [];
  // A line that sits a little farther under the headings of two or more columns at once is a level
  // of its own ("MODEL 1" over "HR (95% CI)" in every column), not their wrapped lines; unless a
  // heading beside it already wraps at that leading.
  const levelLine = (band: Chunk[]) =>
    !goesOnAtLeading(band, headings, columns) &&
    band.filter((c) => {
      const [first, last] = headingSpan(c, columns);
      return headings.some((h) => h.first <= first && h.last >= last && c.baseline - h.bottom > WRAP * c.size && c.baseline - h.bottom <= 2 * c.size);
    }).length >= 2;
  for (const band of bands) {
    const level = levelLine(band);
    const line = joinWords(band, columns);
    // Pieces of one line in the same columns are one heading's words ("WHO" "REMAINED").
    const units = new Map<string, Chunk[]>();
    for (const c of line) {
      const [first, last] = headingSpan(c, columns);
      const key = `${first}:${last}`;
      units.set(key, [...(units.get(key) ?? []), c]);
    }
    for (const [key, pieces] of units) {
      const [first, last] = key.split(":").map(Number) as [number, number];
      const c = pieces[0]!;
      const open = headings.find((h) => h.first === first && h.last === last && c.baseline - h.bottom > 0.3 * c.size && goesOn(h, c, level) && !spannerOver(h, c, line, columns) && !ruledOff(h, c, underlines));
      if (open) {
        open.chunks.push(...pieces);
        open.bottom = c.baseline;
      } else {
        headings.push({ chunks: [...pieces], first, last, top: c.baseline, bottom: c.baseline });
      }
    }
  }
  const inColumn = (k: number) => headings.filter((h) => h.first <= k && h.last >= k);
  // Spanners: a one-column heading over a heading of its own below it (farther than a wrapped line)
  // spans the columns beside it that are empty at its height and headed below; a short rule under
  // it says exactly which columns it heads.
  for (const h of headings) {
    const c = h.chunks[0]!;
    const under = underlines.find((u) => u.y > h.bottom && u.y < h.bottom + 1.2 * c.size && u.x0 <= (c.x0 + c.x1) / 2 && u.x1 >= (c.x0 + c.x1) / 2);
    if (under) {
      const part = underlineShare(h, under, headings);
      const covered = columns.map((col, k) => ({ col, k })).filter(({ col }) => Math.min(col.x1, part.x1) - Math.max(col.x0, part.x0) > 0.5 * Math.min(col.x1 - col.x0, part.x1 - part.x0));
      if (covered.length > 0) {
        h.first = Math.min(h.first, covered[0]!.k);
        h.last = Math.max(h.last, covered.at(-1)!.k);
      }
      continue;
    }
    if (h.first !== h.last) continue;
    const below = (k: number) => inColumn(k).some((o) => o !== h && o.top > h.bottom + WRAP * c.size * 0.8);
    const level = (k: number) => inColumn(k).some((o) => o !== h && o.top <= h.bottom + 0.3 * c.size && o.bottom >= h.top - 0.3 * c.size);
    if (!below(h.first)) continue;
    // Centred over the headings of a run of columns empty at its height: it heads that run, on
    // either side of the column it stands in.
    const sub = headings
      .filter((o) => o !== h && o.top > h.bottom + WRAP * c.size * 0.8)
      .sort((a, b) => a.top - b.top)
      .map((o) => ({ x0: Math.min(...o.chunks.map((x) => x.x0)), x1: Math.max(...o.chunks.map((x) => x.x1)) }))
      .map((o) => ({ ...o, column: centreColumn(o, columns) }));
    const run = centredRun(h, sub, c.size);
    if (run && run.every((k) => k === h.first || (!level(k) && below(k)))) {
      h.first = run[0]!;
      h.last = run.at(-1)!;
      continue;
    }
    while (h.last + 1 < columns.length && !level(h.last + 1) && below(h.last + 1)) h.last++;
  }
  // Headings that all begin on one line are one level, however many lines each wraps to and
  // however many columns each covers: none stands over another.
  const firstLine = Math.min(...headings.map((h) => h.top));
  if (headings.every((h) => h.top - firstLine < 0.3 * h.chunks[0]!.size)) {
    const line: TableCell[] = [];
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
      line.push(taken.length > 0 ? cellOf(taken.flatMap((h) => h.chunks), placement, last - k + 1) : emptyCell());
      k = Math.max(k + 1, last + 1);
    }
    return [{ kind: "body", cells: line }];
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
      grid[level]![h.first] = cellOf(h.chunks, placement, h.last - h.first + 1);
      for (let k = h.first + 1; k <= h.last; k++) grid[level]![k] = null;
    }
  });
  const lowest = Math.max(...headings.map((h) => h.bottom));
  perColumn.forEach((list, k) => {
    if (list.length === 0) return;
    // Bottom-aligned: the last heading sits on the lowest level.
    const start = levels - list.length;
    // Nothing above in this column: the first heading spans up to the top, unless it is printed on
    // the lowest line with the others (bottom-aligned), where it is a heading of that level.
    let topFree = start;
    while (topFree > 0 && grid[topFree - 1]![k] === undefined) topFree--;
    const bottomAligned = list.length === 1 && list[0]!.top >= lowest - 0.5 * list[0]!.chunks[0]!.size;
    list.forEach((h, n) => {
      const level = start + n;
      if (n === 0 && topFree < start && !bottomAligned) {
        grid[topFree]![k] = cellOf(h.chunks, placement, 1, start - topFree + 1);
        for (let l = topFree + 1; l <= start; l++) grid[l]![k] = null;
      } else {
        grid[level]![k] = cellOf(h.chunks, placement);
      }
    });
  });
  return withoutEmptyLevels(grid).map((line) => ({ kind: "body" as const, cells: line.filter((c): c is TableCell | undefined => c !== null).map((c) => c ?? emptyCell()) }));
}

/**
 * The stretch of an underline that heads one heading's columns. One rule drawn under a whole line
 * of spanners ("2007" "2006" ... each over its own "N" and "% Pos") underlines them all; each
 * heads only its share of it, up to halfway to the next spanner on its line.
 */
function underlineShare(h: Heading, under: { x0: number; x1: number }, headings: readonly Heading[]): { x0: number; x1: number } {
  const centre = (o: Heading) => (Math.min(...o.chunks.map((c) => c.x0)) + Math.max(...o.chunks.map((c) => c.x1))) / 2;
  const size = h.chunks[0]!.size;
  const mine = centre(h);
  const beside = headings.filter((o) => o !== h && Math.abs(o.top - h.top) < 0.3 * size && centre(o) > under.x0 && centre(o) < under.x1).map(centre);
  const left = Math.max(under.x0, ...beside.filter((x) => x < mine).map((x) => (x + mine) / 2));
  const right = Math.min(under.x1, ...beside.filter((x) => x > mine).map((x) => (x + mine) / 2));
  return { x0: left, x1: right };
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
 * The columns a heading stands centred over, when the headings under it in two or more adjacent
 * columns are centred under it far better than the one in its own column: a spanner set over its
 * sub-headings ("Gender" over "Male" and "Female"), whose own extent may lie in one column alone.
 */
function centredRun(h: Heading, under: readonly { x0: number; x1: number; column: number }[], size: number): number[] | null {
  const x0 = Math.min(...h.chunks.map((c) => c.x0));
  const x1 = Math.max(...h.chunks.map((c) => c.x1));
  const centre = (x0 + x1) / 2;
  // Each column's first heading under it (the list comes top down).
  const byColumn = new Map<number, { x0: number; x1: number }>();
  for (const u of under) if (!byColumn.has(u.column)) byColumn.set(u.column, { x0: u.x0, x1: u.x1 });
  const own = byColumn.get(h.first);
  if (!own) return null;
  const ownMiss = Math.abs((own.x0 + own.x1) / 2 - centre);
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
  return best && best.miss + 0.5 * size <= ownMiss ? best.run : null;
}

/**
 * Whether a heading is a spanner centred over pieces of the line under it in two or more columns.
 * Set farther above the line than a wrapped line, it may be; set as close, only when it is not
 * aligned with the piece under it in its own column (a wrapped heading's lines share their left
 * edge, centre or right edge).
 */
function spannerOver(h: Heading, c: Chunk, line: readonly Chunk[], columns: readonly Column[]): boolean {
  if (c.baseline - h.bottom <= WRAP * c.size && alignedOver(h, c)) return false;
  const under = line.map((p) => ({ x0: p.x0, x1: p.x1, column: centreColumn(p, columns) }));
  return centredRun(h, under, c.size) !== null;
}

/**
 * Whether a rule runs between a heading and a line under it, across both: a wrapped heading's
 * lines have none between them, so the heading ends there ("Year" underlined over the years, one
 * of them set right under it).
 */
function ruledOff(h: Heading, c: Chunk, underlines: readonly { x0: number; x1: number; y: number }[]): boolean {
  const x0 = Math.min(...h.chunks.map((x) => x.x0));
  const x1 = Math.max(...h.chunks.map((x) => x.x1));
  return underlines.some((u) => u.y > h.bottom && u.y < c.baseline - 0.7 * c.size && u.x0 <= Math.min(x0, c.x0) && u.x1 >= Math.max(x1, c.x1));
}

/** Whether a line's piece lies under a heading as its wrapped line would: its left edge, centre or right edge under the heading's. */
function alignedOver(h: Heading, c: Chunk): boolean {
  const x0 = Math.min(...h.chunks.map((x) => x.x0));
  const x1 = Math.max(...h.chunks.map((x) => x.x1));
  const slack = 0.5 * c.size;
  return Math.abs(c.x0 - x0) <= slack || Math.abs(c.x1 - x1) <= slack || Math.abs((c.x0 + c.x1) / 2 - (x0 + x1) / 2) <= slack;
}

/** The column a piece's centre falls in. */
function centreColumn(c: { x0: number; x1: number }, columns: readonly Column[]): number {
  const centre = (c.x0 + c.x1) / 2;
  const k = columns.findIndex((col) => centre < col.x1);
  return k < 0 ? columns.length - 1 : k;
}

const OPEN_END = /(?:[,;:/&+(–—-]|\b(?:and|or|of|the|with|in|for|to|a|an|by|on|at|from|per|than|vs\.?))$/i;

/** Whether a line goes on with the heading above it: set close under it, or the heading is plainly unfinished. */
function goesOn(h: Heading, c: Chunk, levelLine: boolean): boolean {
  const gap = c.baseline - h.bottom;
  const text = h.chunks.map((x) => x.text).join(" ");
  const unclosed = (text.match(/\(/g) ?? []).length > (text.match(/\)/g) ?? []).length;
  const unfinished = unclosed || OPEN_END.test(text);
  // A wrapped heading keeps its type: a line in much smaller type set farther than a wrapped line
  // under a finished heading heads a level below it.
  const above = h.chunks.at(-1)!.size;
  if (gap > WRAP * c.size && c.size < 0.85 * above && !unfinished) return false;
  if (gap <= WRAP * c.size) return true;
  if (gap > 2 * c.size) return false;
  return unfinished || !levelLine;
}

/**
 * Words of one heading set a little apart (letter-spaced "ALL" "DEMENTIA") are one piece, unless
 * each belongs to a column of its own.
 */
function joinWords(band: readonly Chunk[], columns: readonly Column[]): Chunk[] {
  const out: Chunk[] = [];
  for (const c of band) {
    const previous = out.at(-1);
    if (previous && c.x0 - previous.x1 < 0.9 * c.size) {
      const a = headingSpan(previous, columns);
      const b = headingSpan(c, columns);
      if (c.x0 - previous.x1 < 0.3 * c.size || !(a[0] === a[1] && b[0] === b[1] && a[0] !== b[0])) {
        out[out.length - 1] = { ...previous, text: `${previous.text} ${c.text}`, x1: Math.max(previous.x1, c.x1) };
        continue;
      }
    }
    out.push(c);
  }
  return out;
}
