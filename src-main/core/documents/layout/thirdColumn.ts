import type { Line } from "./types.ts";
import { percentile } from "./quantiles.ts";
import { findGutter } from "./columnGutter.ts";

/**
 * A page of three narrow columns: the gutter search finds one of its two gutters, and the side
 * beyond it holds two columns whose lines would otherwise be read across, row by row. That side
 * has a gutter of its own when its lines split there as a page's columns do (findGutter on that
 * side alone) and the two columns it gives are about as wide as the column on the other side:
 * three columns of one measure. A table or figure labels inside one column of a two-column page
 * give columns of unequal widths or too few lines, and are left as they are.
 */
export function splitThirdColumn(lines: Line[], gutter: number, pageWidth: number): void {
  const sides = [
    { lines: lines.filter((l) => !l.spanning && l.column === 0), from: 0, to: gutter, first: 0 },
    { lines: lines.filter((l) => !l.spanning && l.column === 1), from: gutter, to: pageWidth, first: 1 },
  ];
  const measure = (ls: Line[]) => percentile(ls.filter((l) => l.text.length >= 20).map((l) => l.x1 - l.x0), 0.75);
  for (const [i, side] of sides.entries()) {
    const other = sides[1 - i]!;
    const otherWidth = measure(other.lines);
    // Only the wider side can hold two columns.
    if (side.to - side.from < 1.5 * (other.to - other.from) || otherWidth === 0) continue;
    const shifted = side.lines.map((l) => ({ ...l, x0: l.x0 - side.from, x1: l.x1 - side.from }));
    const found = findGutter(shifted, side.to - side.from);
    if (found === null) continue;
    const inner = found + side.from;
    const left = side.lines.filter((l) => l.x1 <= inner + 2);
    const right = side.lines.filter((l) => l.x0 >= inner - 2);
    const equal = (w: number) => w > 0.8 * otherWidth && w < 1.25 * otherWidth;
    if (left.length < 8 || right.length < 8 || !equal(measure(left)) || !equal(measure(right))) continue;
    const edges = (ls: Line[]) => [percentile(ls.filter((l) => l.text.length >= 20).map((l) => l.x0), 0.1), percentile(ls.filter((l) => l.text.length >= 20).map((l) => l.x1), 0.9)];
    const [leftFrom, leftTo] = edges(left);
    const [rightFrom, rightTo] = edges(right);
    for (const l of side.lines) {
      const second = l.x0 >= inner - 2 && l.x1 > inner + 2;
      // A line across the inner gutter (a figure or table two columns wide) stays with the first.
      Object.assign(l, second ? { column: side.first + 1, colLeft: rightFrom, colRight: rightTo } : { column: side.first, colLeft: leftFrom, colRight: l.x1 > inner + 2 ? Math.max(rightTo!, l.x1) : leftTo });
    }
    // The other side's column comes after (or before) both.
    if (i === 0) for (const l of other.lines) l.column = 2;
    return;
  }
}
