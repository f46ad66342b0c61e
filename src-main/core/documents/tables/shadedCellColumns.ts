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
  return down.some((a) => down.some((b) => b.x - (a.x + a.w) >= MIN_GAP && b.x - (a.x + a.w) <= MAX_GAP && a.x + a.w > x0 + slack && b.x < x1 - slack));
}

/** How much of the stretch from `lo` to `hi` a tile covers, in points. */
const covered = (t: FilledRect, lo: number, hi: number) => Math.max(0, Math.min(hi, t.y + t.h) - Math.max(lo, t.y));

/** Of the stretch's height, the share each of the two tiles covers: a row's cells are shaded down its whole height. */
const MOST = 0.8;

/** The page showing between two tiles, in points: at least a visible line, at most a gutter between cells, not between two boxes. */
const MIN_GAP = 1;
const MAX_GAP = 12;
