import type { Chunk } from "./tableChunks.ts";

/** Rows that must leave a gap open before a row bridging it alone is taken for a row of spanners. */
const MIN_OPEN_ROWS = 3;

/**
 * The rows that decide a table's whitespace columns, without rows of spanners (and without the
 * cells centred across columns, below): a row whose every piece bridges a gap that all the other
 * rows leave open. A table of two blocks heads its second
 * with a line of its own ("Infection-related mortality" over the HR and p value columns, as the
 * first block's "All-cause mortality" is, but set in the body: 96-pd-cvd's Table 4); read as a
 * row of cells it closed the gaps under each heading, and each HR ran into its p value. A row of
 * cells has pieces inside the columns; one label too long for its column bridges a gap, its row's
 * other cells do not, so it still closes the gap. The rows' cover is swept once and each piece is
 * asked with prefix counts, so this stays n log n. `headerLines`: the head's lines, counted as
 * rows that leave gaps open when they bridge none, never dropped nor returned. Defaults to none.
 */
export function withoutSpannerRows(rows: readonly Chunk[][], headerLines: readonly Chunk[][] = []): Chunk[][] {
  const pieced = rows.filter((row) => row.length >= 2);
  const heads = headerLines.filter((row) => row.length >= 2);
  if (pieced.length < 2 || pieced.length + heads.length < MIN_OPEN_ROWS + 1) return [...rows];
  // How many rows cover each stretch between two consecutive piece edges (a row counted once).
  const xs = [...new Set(pieced.flatMap((row) => row.flatMap((c) => [c.x0, c.x1])))].sort((a, b) => a - b);
  const index = (x: number) => lowerBound(xs, x);
  const delta = new Array<number>(xs.length + 1).fill(0);
  for (const row of pieced) {
    for (const [a, b] of union(row)) {
      delta[index(a)]!++;
      delta[index(b)]!--;
    }
  }
  // cover[i]: rows over the stretch xs[i]..xs[i+1]; open[i]: stretches before i covered by one row alone.
  const cover: number[] = [];
  let running = 0;
  for (let i = 0; i + 1 < xs.length; i++) cover.push((running += delta[i]!));
  const alone = [0];
  for (const c of cover) alone.push(alone.at(-1)! + (c === 1 ? 1 : 0));
  // The nearest stretch other rows cover too, at or after and at or before each stretch.
  const next = new Array<number>(cover.length + 1).fill(cover.length);
  for (let i = cover.length - 1; i >= 0; i--) next[i] = cover[i]! >= 2 ? i : next[i + 1]!;
  const previous = new Array<number>(cover.length).fill(-1);
  for (let i = 0; i < cover.length; i++) previous[i] = cover[i]! >= 2 ? i : i > 0 ? previous[i - 1]! : -1;
  // The stretches other rows cover too that a piece reaches first and last, when it bridges a stretch only its row covers between them.
  const bridged = (c: Chunk): [number, number] | null => {
    const to = index(c.x1) - 1;
    if (to < 0) return null;
    const first = next[index(c.x0)]!;
    const last = previous[Math.min(to, cover.length - 1)]!;
    return last > first && alone[last]! - alone[first + 1]! > 0 ? [first, last] : null;
  };
  const spanners = new Set(pieced.filter((row) => row.every((c) => bridged(c) !== null)));
  // A head line whose pieces all sit inside the body's columns leaves their gaps open as a row
  // of cells does: a short body's head ("Class Precision Recall F1-score Support") tells its
  // columns. A head line of spanners bridges them and does not count.
  const openHeads = heads.filter((row) => row.every((c) => bridged(c) === null)).length;
  if (pieced.length - spanners.size + openHeads < MIN_OPEN_ROWS) return [...rows];
  // Where the first column's text ends: the first stretch two rows cover, and those on from it.
  let firstEnd = next[0]!;
  while (firstEnd + 1 < cover.length && cover[firstEnd + 1]! >= 2) firstEnd++;
  const firstColumnEnd = firstEnd < cover.length ? xs[firstEnd + 1]! : Infinity;
  // A cell set across several columns in a row of cells (\multicolumn) is centred on the columns'
  // text it reaches; a label too long for its column starts flush with its column's text and runs
  // on, and a row's first piece is its stub, which runs on rightwards, unless it starts past the
  // first column's text (\multicolumn{4}{c}{Overall accuracy} over a row of figures).
  const centredOver = (c: Chunk, row: readonly Chunk[]): boolean => {
    const reach = row.some((o) => o.x0 < c.x0) || c.x0 > firstColumnEnd ? bridged(c) : null;
    if (!reach) return false;
    let [from, to] = reach;
    while (from > 0 && cover[from - 1]! >= 1) from--;
    while (to + 1 < cover.length && cover[to + 1]! >= 1) to++;
    const a = xs[from]!;
    const b = xs[to + 1]!;
    return Math.abs((c.x0 + c.x1) / 2 - (a + b) / 2) <= Math.max(1, 0.1 * (b - a));
  };
  // A cell set across two columns whose text is narrower than the gutter between them stands in
  // the gutter alone, bridging nothing: centred between the two columns' text, with no heading of
  // its own over that gutter, it is theirs, not a column of one cell (a p-value of a difference
  // test set under two estimates' columns).
  const headerCentres = headerLines.flat().map((c) => (c.x0 + c.x1) / 2);
  const inGutter = (c: Chunk): boolean => {
    const i0 = index(c.x0);
    const i1 = index(c.x1) - 1;
    if (i0 < 1 || i1 + 1 >= cover.length || cover[i0 - 1] !== 0 || cover[i1 + 1] !== 0) return false;
    for (let k = i0; k <= i1; k++) if (cover[k] !== 1) return false;
    const left = previous[i0 - 1]!;
    const right = next[i1 + 1]!;
    if (left < 0 || right >= cover.length) return false;
    let from = left;
    let to = right;
    while (from > 0 && cover[from - 1]! >= 1) from--;
    while (to + 1 < cover.length && cover[to + 1]! >= 1) to++;
    const a = xs[from]!;
    const b = xs[to + 1]!;
    if (Math.abs((c.x0 + c.x1) / 2 - (a + b) / 2) > Math.max(1, 0.1 * (b - a))) return false;
    return !headerCentres.some((x) => x > xs[left + 1]! && x < xs[right]!);
  };
  return rows.filter((row) => !spanners.has(row)).map((row) => (row.length >= 2 ? row.filter((c) => !centredOver(c, row) && !inGutter(c)) : row));
}

/** A row's pieces as stretches of the line, overlapping ones merged. */
function union(row: readonly Chunk[]): [number, number][] {
  const sorted = [...row].sort((a, b) => a.x0 - b.x0);
  const out: [number, number][] = [];
  for (const c of sorted) {
    const last = out.at(-1);
    if (last && c.x0 <= last[1]) last[1] = Math.max(last[1], c.x1);
    else out.push([c.x0, c.x1]);
  }
  return out;
}

function lowerBound(xs: readonly number[], x: number): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (xs[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
