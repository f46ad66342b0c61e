import type { PageGraphics, Rect } from "./types.ts";

// Where a page's figures are: its pictures, and the clusters of drawing (boxes, arrows, fills,
// curves) that touch one another. A title page's figure (a teaser or overview diagram) may carry
// a label set larger than the title; the label lies inside the figure's box, the title outside.

/** The side of a square of the page drawing is counted in, in points: strokes this close touch. */
const CELL = 4;
/** The most squares a page is cut into: a page of 200 inches a side gets coarser squares, not a grid of millions. */
const MAX_SQUARES = 1_000_000;
/** How many squares marking may fill at most: a page of 10,000 drawings stays linear and bounded. */
const MAX_WRITES = 400_000;
/** A cluster of drawing is a figure from this many items (a frame of 4 rules, a band with its border, is not). */
const MIN_ITEMS = 6;

/** How many frames and figures are matched at most (a page of many boxed diagrams). */
const MAX_FRAMES = 200;

const within = (inner: Rect, outer: Rect) => inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w && inner.y + inner.h <= outer.y + outer.h;

const large = (r: Rect, page: { width: number; height: number }) => r.w * r.h > 0.5 * page.width * page.height;

/** The side of the squares a page's drawing is counted in: 4 points, larger on a page too large for a million of them. */
export function squareSide(page: { width: number; height: number }): number {
  return Math.max(CELL, Math.ceil(Math.sqrt((page.width * page.height) / MAX_SQUARES)));
}

/**
 * The boxes of the page's figures: each picture of at least 40 by 30 points (not the page's
 * background), and each cluster of touching drawing of at least MIN_ITEMS items (rules, fills,
 * squares of curves) spanning 60 by 40 points. A single filled band or a framed box (a title set
 * on a coloured banner) is no figure.
 */
export function figureBoxes(graphics: PageGraphics, page: { width: number; height: number }): Rect[] {
  const figures: Rect[] = (graphics.images ?? []).filter((r) => r.w >= 40 && r.h >= 30 && !large(r, page));
  const cell = squareSide(page);
  const columns = Math.ceil(page.width / cell) + 1;
  const rows = Math.ceil(page.height / cell) + 1;
  // Each square holds the count of items whose drawing starts there (+1), or -1 for ink only.
  const grid = new Int32Array(columns * rows);
  const items = new Int32Array(columns * rows);
  let writes = 0;
  const paint = (r: Rect, count: number) => {
    if (large(r, page)) return;
    const c0 = Math.max(0, Math.floor(r.x / cell));
    const c1 = Math.min(columns - 1, Math.floor((r.x + r.w) / cell));
    const r0 = Math.max(0, Math.floor(r.y / cell));
    const r1 = Math.min(rows - 1, Math.floor((r.y + r.h) / cell));
    if (c1 < c0 || r1 < r0) return;
    items[r0 * columns + c0]! += count;
    for (let row = r0; row <= r1; row++) {
      for (let column = c0; column <= c1; column++) {
        if (++writes > MAX_WRITES) return;
        grid[row * columns + column] = 1;
      }
    }
  };
  for (const rule of [...graphics.horizontal, ...graphics.vertical]) paint({ x: rule.x0, y: rule.y0, w: rule.x1 - rule.x0, h: rule.y1 - rule.y0 }, 1);
  for (const fill of graphics.fills) if (fill.color !== "#ffffff") paint(fill, 1);
  for (const shaded of graphics.shadings ?? []) paint(shaded, 1);
  const marks = graphics.marks;
  if (marks) {
    for (const [at, count] of marks.counts.entries()) {
      if (count === 0) continue;
      const x = (at % marks.columns) * marks.cell;
      const y = Math.floor(at / marks.columns) * marks.cell;
      paint({ x, y, w: marks.cell - 0.01, h: marks.cell - 0.01 }, count);
    }
  }
  // Connected squares (8 neighbours) are one cluster: a walk over the grid, each square once.
  const seen = new Uint8Array(columns * rows);
  const stack: number[] = [];
  const frames: Rect[] = [];
  for (let start = 0; start < grid.length; start++) {
    if (grid[start] === 0 || seen[start]) continue;
    let [count, c0, c1, r0, r1] = [0, columns, -1, rows, -1];
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const at = stack.pop()!;
      const column = at % columns;
      const row = (at - column) / columns;
      count += items[at]!;
      [c0, c1, r0, r1] = [Math.min(c0, column), Math.max(c1, column), Math.min(r0, row), Math.max(r1, row)];
      for (let dr = -1; dr <= 1; dr++) {
        for (let dc = -1; dc <= 1; dc++) {
          const [nr, nc] = [row + dr, column + dc];
          if (nr < 0 || nc < 0 || nr >= rows || nc >= columns) continue;
          const next = nr * columns + nc;
          if (grid[next] !== 0 && !seen[next]) {
            seen[next] = 1;
            stack.push(next);
          }
        }
      }
    }
    const box = { x: c0 * cell, y: r0 * cell, w: (c1 - c0 + 1) * cell, h: (r1 - r0 + 1) * cell };
    if (box.w >= 60 && box.h >= 40) (count >= MIN_ITEMS ? figures : frames).push(box);
  }
  // A frame drawn around a figure (a teaser's border, apart from its boxes) is the figure's box:
  // its label may stand between the border and the drawing. A frame with no figure inside is none.
  const framing = frames.slice(0, MAX_FRAMES).filter((frame) => figures.slice(0, MAX_FRAMES).some((f) => within(f, frame)));
  return [...figures, ...framing];
}

/** Whether a box (a line of text) lies inside one of the figures. */
export function insideFigure(box: { x0: number; x1: number; top: number; bottom: number }, figures: readonly Rect[]): boolean {
  return figures.some((f) => box.x0 >= f.x - 2 && box.x1 <= f.x + f.w + 2 && box.top >= f.y - 2 && box.bottom <= f.y + f.h + 2);
}

/**
 * Whether a line of type stands just outside one of the figures: under or over it within one and
 * a half of its own size, across the figure's span (centred on it or half over it), or beside it
 * as near, level with it. A diagram's label is often set there, not inside the drawing.
 */
export function besideFigure(box: { x0: number; x1: number; top: number; bottom: number; size: number }, figures: readonly Rect[]): boolean {
  const reach = 1.5 * box.size;
  const [centre, middle] = [(box.x0 + box.x1) / 2, (box.top + box.bottom) / 2];
  return figures.some((f) => {
    const [right, low] = [f.x + f.w, f.y + f.h];
    const across = (centre >= f.x && centre <= right) || Math.min(box.x1, right) - Math.max(box.x0, f.x) >= 0.5 * (box.x1 - box.x0);
    const under = box.top >= low - 2 && box.top - low <= reach;
    const over = box.bottom <= f.y + 2 && f.y - box.bottom <= reach;
    const level = middle >= f.y && middle <= low;
    const aside = (box.x0 >= right - 2 && box.x0 - right <= reach) || (box.x1 <= f.x + 2 && f.x - box.x1 <= reach);
    return (across && (under || over)) || (level && aside);
  });
}
