import { coverCounts } from "./coverCounts.ts";

/** Tiles this close across a seam (points) touch: nothing shows between them. */
const TOUCH = 0.5;
/** A gap along a seam narrower than this (points) shows nothing either. */
const SLIVER = 1;
/** A tile across a side begins at least this far (points) beyond it: one level with it is beside it, not across. */
const BEYOND = 0.01;

type Fill = { x: number; y: number; w: number; h: number; color: string };

/**
 * Which sides of each shaded tile are seams, not edges: shading laid cell by cell in one colour
 * (a header shaded as a whole, drawn as a tile per cell and per line) shows no line where one tile
 * meets the next above or below it. A side is a seam when tiles of the same colour on its other
 * side touch or overlap it along its whole length; a shade meeting another colour, or the page,
 * is an edge. Each colour's tiles are swept once down the page for their tops and once for their
 * bottoms, the tiles across the side in hand kept as counts over x: n log n, however many tiles a
 * page lays.
 */
export function tileSeams(fills: readonly Fill[]): { top: boolean; bottom: boolean }[] {
  const seams = fills.map(() => ({ top: false, bottom: false }));
  const byColor = new Map<string, number[]>();
  for (const [i, f] of fills.entries()) {
    // Two pattern fills need not be one pattern.
    if (f.color === "pattern") continue;
    const group = byColor.get(f.color);
    if (group) group.push(i);
    else byColor.set(f.color, [i]);
  }
  for (const group of byColor.values()) {
    if (group.length < 2) continue;
    const tiles = group.map((i) => fills[i]!);
    // Tops: a tile is across when it begins above the side and reaches down to touch it.
    sweep(tiles, (f) => f.y, (g, side) => g.y < side - BEYOND, (g, side) => g.y + g.h < side - TOUCH).forEach((seam, k) => (seams[group[k]!]!.top = seam));
    // Bottoms: it ends below the side and begins up to touching it.
    sweep(tiles, (f) => f.y + f.h, (g, side) => g.y <= side + TOUCH, (g, side) => g.y + g.h <= side + BEYOND).forEach((seam, k) => (seams[group[k]!]!.bottom = seam));
  }
  return seams;
}

/**
 * For each tile, whether the tiles across one of its sides cover the side's whole length but for
 * slivers. Sides are taken in order down the page; a tile joins the tiles across once `joined` and
 * leaves for good once `left` (both stay true further down), so each joins and leaves once.
 *
 * Covering is walked as a reach along x: from the side's start, each tile beginning within a
 * sliver of the reach carries it to its own end, until it passes a sliver short of the side's end.
 * So each tile across is kept as the stretch from its start to a sliver past its end, counted over
 * x; the walk gets past the end when the stretches run unbroken from the side's start (a sliver
 * past it) to the nearest start of a tile across that ends beyond that point.
 */
function sweep(tiles: readonly Fill[], sideOf: (f: Fill) => number, joined: (g: Fill, side: number) => boolean, left: (g: Fill, side: number) => boolean): boolean[] {
  const reachOf = (g: Fill) => g.x + g.w + SLIVER;
  const xs = [...new Set(tiles.flatMap((f) => [f.x, reachOf(f), f.x + SLIVER]))].sort((a, b) => a - b);
  const at = new Map(xs.map((x, i) => [x, i]));
  // Place 2i is x number i, place 2i+1 the open stretch to the next: closed stretches that meet cover the point between them.
  const counts = coverCounts(2 * xs.length - 1);
  const order = (key: (f: Fill) => number) => tiles.map((_, k) => k).sort((a, b) => key(tiles[a]!) - key(tiles[b]!));
  // The tiles across by where they end, each holding its start while across: the nearest start among those ending far enough.
  const byEnd = order((f) => f.x + f.w);
  const ends = byEnd.map((k) => tiles[k]!.x + tiles[k]!.w);
  const endRank = new Int32Array(tiles.length);
  byEnd.forEach((k, rank) => (endRank[k] = rank));
  const starts = leastOf(tiles.length);
  const lay = (k: number, across: boolean) => {
    const g = tiles[k]!;
    counts.add(2 * at.get(g.x)!, 2 * at.get(reachOf(g))!, across ? 1 : -1);
    starts.set(endRank[k]!, across ? g.x : Infinity);
  };
  const byTop = order((f) => f.y);
  const byBottom = order((f) => f.y + f.h);
  const state = new Uint8Array(tiles.length); // 0 waiting, 1 across, 2 gone
  let nextIn = 0;
  let nextOut = 0;
  const seams = new Array<boolean>(tiles.length).fill(false);
  for (const k of order(sideOf)) {
    const f = tiles[k]!;
    const side = sideOf(f);
    while (nextIn < byTop.length && joined(tiles[byTop[nextIn]!]!, side)) {
      const g = byTop[nextIn++]!;
      if (state[g] !== 0) continue;
      state[g] = 1;
      lay(g, true);
    }
    while (nextOut < byBottom.length && left(tiles[byBottom[nextOut]!]!, side)) {
      const g = byBottom[nextOut++]!;
      if (state[g] === 1) lay(g, false);
      state[g] = 2;
    }
    // The tile itself is never across its own side: it begins level with its top and ends level with its bottom.
    const end = f.x + f.w - SLIVER;
    const nearest = starts.least(firstAtLeast(ends, end));
    const start = f.x + SLIVER;
    seams[k] = nearest <= start || (Number.isFinite(nearest) && counts.covered(2 * at.get(start)!, 2 * at.get(nearest)!));
  }
  return seams;
}

/** The index of the first of the sorted values at least `value` (their length when none is). */
function firstAtLeast(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! >= value) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Values at places 0..size-1, Infinity until set: the least from a place to the last in log(size) steps. */
function leastOf(size: number): { set(at: number, value: number): void; least(from: number): number } {
  let n = 1;
  while (n < size) n *= 2;
  const tree = new Float64Array(2 * n).fill(Infinity);
  return {
    set(at, value) {
      let i = at + n;
      tree[i] = value;
      for (i >>= 1; i >= 1; i >>= 1) tree[i] = Math.min(tree[2 * i]!, tree[2 * i + 1]!);
    },
    least(from) {
      let best = Infinity;
      for (let lo = from + n, hi = 2 * n - 1; lo <= hi; lo >>= 1, hi >>= 1) {
        if (lo & 1) best = Math.min(best, tree[lo++]!);
        if (!(hi & 1)) best = Math.min(best, tree[hi--]!);
      }
      return best;
    },
  };
}
