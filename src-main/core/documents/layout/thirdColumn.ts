import type { Line } from "./types.ts";
import { percentile } from "./quantiles.ts";
import { findGutter } from "./columnGutter.ts";

/**
 * A page of three narrow columns: the gutter search finds one of its two gutters, and the side
 * beyond it holds two columns whose lines would otherwise be read across, row by row. That side
 * has a gutter of its own when its lines split there as a page's columns do (findGutter on that
 * side alone) and the two columns it gives are about as wide as the column on the other side:
 * three columns of one measure. A magazine's page sets one of the three as a sidebar (an abstract
 * or a box beside the body's two columns), narrower than the body's measure: it is a column too
 * when it is a stack of prose lines of one left edge (sidebarColumn). A table or figure labels
 * inside one column of a two-column page give columns of unequal widths, short lines or too few
 * lines, and are left as they are.
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
    // Only the wider side can hold two columns (a column and a narrower sidebar need less room).
    if (side.to - side.from < 1.3 * (other.to - other.from) || otherWidth === 0) continue;
    const shifted = side.lines.map((l) => ({ ...l, x0: l.x0 - side.from, x1: l.x1 - side.from }));
    const found = findGutter(shifted, side.to - side.from);
    if (found === null) continue;
    const inner = found + side.from;
    const left = side.lines.filter((l) => l.x1 <= inner + 2);
    const right = side.lines.filter((l) => l.x0 >= inner - 2);
    const equal = (w: number) => w > 0.8 * otherWidth && w < 1.25 * otherWidth;
    if (left.length < 8 || right.length < 8) continue;
    const [leftWidth, rightWidth] = [measure(left), measure(right)];
    const sidebar = (ls: Line[], w: number, beside: number) => equal(beside) && w >= 0.5 * otherWidth && w <= 0.8 * otherWidth && sidebarColumn(ls);
    const ruled = side.to - side.from >= 1.5 * (other.to - other.from) && equal(leftWidth) && equal(rightWidth);
    const narrow = ruled ? null : sidebar(left, leftWidth, rightWidth) ? left : sidebar(right, rightWidth, leftWidth) ? right : null;
    if (!ruled && !narrow) continue;
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
    if (narrow) readSidebarFirst(narrow, lines);
    return;
  }
}

/**
 * A sidebar that opens level with the body beside it (an abstract, a summary, key points set
 * beside the article's opening) is read before the body's columns, as the article's lead: read
 * after them, a labelled abstract would follow the whole body, and the front matter would take
 * the body for what stands before the abstract. A sidebar that opens lower, a box within the
 * article, keeps its place among the columns.
 */
function readSidebarFirst(sidebar: Line[], lines: Line[]): void {
  const column = sidebar[0]!.column;
  const top = Math.min(...sidebar.map((l) => l.top));
  const body = lines.filter((l) => !l.spanning && l.column !== column && l.bottom > top);
  const bodyTop = Math.min(...body.map((l) => l.top));
  if (column === 0 || body.length === 0 || top > bodyTop + 2 * sidebar[0]!.size) return;
  for (const l of lines) if (!l.spanning) l.column = l.column === column ? 0 : l.column < column ? l.column + 1 : l.column;
}

/**
 * Whether the lines of a narrow column are a sidebar of prose: most of them stand in one stack,
 * one under the other at a steady line spacing from one left edge (a paragraph's lines, the
 * column's other lines a page number or a footer), and most of the stack's lines hold words.
 * Cells of a table or a figure's labels share baselines or hold numbers and single words.
 */
function sidebarColumn(lines: Line[]): boolean {
  const sorted = [...lines].sort((a, b) => a.baseline - b.baseline);
  if (sorted.some((l, i) => i > 0 && l.baseline - sorted[i - 1]!.baseline < 0.5 * l.size)) return false;
  const stacks: Line[][] = [];
  for (const [i, l] of sorted.entries()) {
    if (i > 0 && l.baseline - sorted[i - 1]!.baseline <= 2 * l.size) stacks.at(-1)!.push(l);
    else stacks.push([l]);
  }
  const stack = stacks.reduce((a, b) => (b.length > a.length ? b : a));
  if (stack.length < 8 || stack.length < 0.75 * sorted.length) return false;
  const words = stack.filter((l) => (l.text.match(/\p{L}{2,}/gu) ?? []).length >= 3);
  const left = percentile(stack.map((l) => l.x0), 0.5);
  return words.length >= 0.8 * stack.length && stack.filter((l) => Math.abs(l.x0 - left) <= 1.5 * l.size).length >= 0.7 * stack.length;
}
