import type { TableRow } from "../../../contract/tables.ts";
import type { Chunk } from "./tableChunks.ts";
import type { CellPlacement } from "./tableCells.ts";
import { centreColumn, headingSpan, type Column } from "./tableColumns.ts";
import { baselineBands } from "./tableRows.ts";
import { goesOnAtLeading } from "./headerLeading.ts";
import { headerLevels } from "./headerLevels.ts";
import { goesOn, joinWords, ruledOff, WRAP, type Heading } from "./headingLines.ts";
import { centredRun, spannerOver, underlineShare } from "./headingSpanners.ts";
import { centredBeside } from "./headingCentredBeside.ts";
import { valueSweepRun, widerCentredRun } from "./widerSpanner.ts";
import { valueUnder } from "./spannerValueLine.ts";
import { extentOf, type RuledGrid } from "./ruledGrid.ts";
import { pieceKey, repeatedGroupSpanners } from "./repeatedGroupSpanners.ts";
import { spannersOverSpanners } from "./spannerOverSpanners.ts";

/**
 * Reads a header's levels. A heading that covers several columns (wider than one, or standing
 * over sub-headings that fill the columns beside it, or underlined by a short rule across them)
 * spans them; the headings of one column are one cell when they are lines of one wrapped heading,
 * and levels when set farther apart. Levels are read top down: the spanning headings first, then
 * each column's own, bottom-aligned; a column with nothing above its own heading has it span
 * the levels above (a heading centred beside a two-level group). In a grid (`grid` given), a
 * heading boxed by column rules heads the columns of its box, and once the levels are settled a
 * heading in a box the rules leave open across empty columns spans the box.
 */
export function readHeader(chunks: readonly Chunk[], columns: readonly Column[], underlines: readonly { x0: number; x1: number; y: number }[], placement: CellPlacement, grid?: RuledGrid): TableRow[] {
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
  // Whether no other heading has a line on a heading's last line.
  const aloneOnLine = (h: Heading) => !headings.some((o) => o !== h && o.chunks.some((x) => Math.abs(x.baseline - h.bottom) < 0.3 * x.size));
  const pieceOf = (c: Chunk) => ({ x0: c.x0, x1: c.x1, top: c.baseline, bottom: c.baseline, size: c.size });
  const pieces = grid ? chunks.map(pieceOf) : [];
  const lines = bands.map((band) => joinWords(band, columns, grid?.drawnBetween));
  // Spanners found by the sub-headings they repeat head their runs, however close above them.
  const repeated = repeatedGroupSpanners(lines, columns);
  const spanners = new Set<Heading>();
  bands.forEach((band, b) => {
    const level = levelLine(band);
    const line = lines[b]!;
    // Pieces of one line in the same columns are one heading's words ("WHO" "REMAINED").
    const units = new Map<string, Chunk[]>();
    // In a grid, a piece alone in its ruled box is keyed by the box, so the box's lines join.
    const spanOf = (c: Chunk) => repeated.get(pieceKey(c)) ?? (grid?.boxOf(pieceOf(c), pieces) || headingSpan(c, columns));
    for (const c of line) {
      const [first, last] = spanOf(c);
      const key = `${first}:${last}`;
      units.set(key, [...(units.get(key) ?? []), c]);
    }
    for (const [key, pieces] of units) {
      const [first, last] = key.split(":").map(Number) as [number, number];
      const c = pieces[0]!;
      const open = headings.find((h) => h.first === first && h.last === last && c.baseline - h.bottom > 0.3 * c.size && (goesOn(h, c, level) || centredBeside(h, c, headings)) && !spannerOver(h, c, line, columns, aloneOnLine(h)) && !ruledOff(h, c, underlines));
      if (open) {
        open.chunks.push(...pieces);
        open.bottom = c.baseline;
      } else {
        headings.push({ chunks: [...pieces], first, last, top: c.baseline, bottom: c.baseline });
        if (repeated.has(pieceKey(c))) spanners.add(headings.at(-1)!);
      }
    }
  });
  // A heading in a ruled cell of its own heads that cell's columns, whatever its text lines up with.
  const boxed = new Set<Heading>();
  const extents = grid ? headings.map(extentOf) : [];
  for (const h of grid ? headings : []) {
    const span = grid?.boxOf(extentOf(h), extents);
    if (!span) continue;
    [h.first, h.last] = span;
    boxed.add(h);
  }
  const inColumn = (k: number) => headings.filter((h) => h.first <= k && h.last >= k);
  // Spanners: a one-column heading over a heading of its own below it (farther than a wrapped line)
  // spans the columns beside it that are empty at its height and headed below; a short rule under
  // it says exactly which columns it heads.
  for (const h of headings) {
    if (boxed.has(h) || spanners.has(h)) continue;
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
    // A heading set a line under it: farther than a wrapped line, or (over several columns) a
    // value of a swept quantity at a table's solid leading, which no heading wraps onto.
    const setUnder = (o: Heading) => o !== h && (o.top > h.bottom + WRAP * c.size * 0.8 || (h.first !== h.last && valueUnder(o, h, c.size)));
    const below = (k: number) => inColumn(k).some(setUnder);
    const level = (k: number) => inColumn(k).some((o) => o !== h && o.top <= h.bottom + 0.3 * c.size && o.bottom >= h.top - 0.3 * c.size);
    if (!below(h.first)) continue;
    // Centred over the headings of a run of columns empty at its height: it heads that run, on
    // either side of the column it stands in.
    const sub = headings
      .filter(setUnder)
      .sort((a, b) => a.top - b.top)
      .map((o) => ({ x0: Math.min(...o.chunks.map((x) => x.x0)), x1: Math.max(...o.chunks.map((x) => x.x1)), text: o.chunks.map((x) => x.text).join(" ") }))
      .map((o) => ({ ...o, column: centreColumn(o, columns) }));
    if (h.first !== h.last) {
      const wider = widerCentredRun(h, sub, c.size) ?? valueSweepRun(h, sub, c.size);
      if (wider?.every((k) => (k >= h.first && k <= h.last) || (!level(k) && below(k)))) [h.first, h.last] = [wider[0]!, wider.at(-1)!];
      continue;
    }
    // Its own column's heading under it, set farther than a wrapped line, or not. Other headings
    // on its line do not make it a wrapped heading's first line: a level of spanners side by side
    // ("Kinetics" "SSv2-FULL" each centred over "1-shot 3-shot 5-shot") shares one line, and the
    // columns it takes must still be empty at its height.
    const ownBelow = inColumn(h.first).filter((o) => o !== h && o.top > h.bottom).sort((a, b) => a.top - b.top)[0];
    const run = centredRun(h, sub, c.size, ownBelow !== undefined && ownBelow.top - h.bottom > WRAP * c.size);
    if (run && run.every((k) => k === h.first || (!level(k) && below(k)))) {
      h.first = run[0]!;
      h.last = run.at(-1)!;
      continue;
    }
    while (h.last + 1 < columns.length && !level(h.last + 1) && below(h.last + 1)) h.last++;
  }
  spannersOverSpanners(headings);
  return headerLevels(headings, columns, placement, grid);
}
