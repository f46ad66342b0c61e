import type { FilledRect } from "../layout/types.ts";

/**
 * Whether shading laid cell by cell parts a stretch of a table into columns: two shaded tiles side
 * by side, each down most of the stretch, with a gap of the page between them (government and
 * statistical reports shade each cell, a stub's in one colour and the figures' in another, and
 * draw no column rule). Lines in such a stretch are cells, however wordy, as lines a column rule
 * divides are: a long stub label ("Federal Risk Authorization and Management Program") beside its
 * figure is no paragraph.
 */
export function tilesDivide(tiles: readonly FilledRect[] | undefined, x0: number, x1: number, lo: number, hi: number, slack: number): boolean {
  if (!tiles || hi - lo < 1) return false;
  const down = tiles.filter((t) => t.x >= x0 - slack && t.x + t.w <= x1 + slack && covered(t, lo, hi) >= MOST * (hi - lo));
  // The tiles that can stand right of the gap, by their left edge: for each tile left of it, the
  // nearest of them at least a visible line away decides (sorted once, not paired two by two).
  const rights = down.filter((b) => b.x < x1 - slack).map((b) => b.x).sort((a, b) => a - b);
  return down.some((a) => {
    if (!(a.x + a.w > x0 + slack)) return false;
    const b = rights[firstGapAtLeast(rights, a.x + a.w)];
    return b !== undefined && b - (a.x + a.w) <= MAX_GAP;
  });
}

/** The first of `lefts` (ascending) that stands at least MIN_GAP right of `end`. */
function firstGapAtLeast(lefts: readonly number[], end: number): number {
  let lo = 0;
  let hi = lefts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (lefts[mid]! - end >= MIN_GAP) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** How much of the stretch from `lo` to `hi` a tile covers, in points. */
const covered = (t: FilledRect, lo: number, hi: number) => Math.max(0, Math.min(hi, t.y + t.h) - Math.max(lo, t.y));

/** Of the stretch's height, the share each of the two tiles covers: a row's cells are shaded down its whole height. */
const MOST = 0.8;

/** The page showing between two tiles, in points: at least a visible line, at most a gutter between cells, not between two boxes. */
const MIN_GAP = 1;
const MAX_GAP = 12;
