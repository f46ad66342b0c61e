import type { PageGraphics, Rule } from "../layout/types.ts";
import type { GreyPixels } from "./inkHeights.ts";

/**
 * The ruling lines a scanned page prints, found on its pixels. A born-digital page's table rules
 * are vector strokes the reader is handed (readGraphics); a scan has none, only their ink. A rule
 * is a run of ink along one pixel row (or column) far longer than any letter, and thin: the rows
 * of a run that continue it (same ends, within a pixel or two) are one rule, and a stack thicker
 * than a rule's is a filled band or a picture's dark patch, which is left out. One pass over the
 * pixels each way, so a page costs time in its pixels only.
 */

/** Darker than this (0 black, 255 white) is ink: the midpoint, as the fax scans are thresholded. */
const INK = 128;
/** A rule is at least this long, in points: longer than any word or underline in the body's type. */
const MIN_LENGTH_PT = 60;
/** And no thicker than this, in points: table rules are 0.4-1.5 pt; a heavier stack is a band. */
const MAX_THICKNESS_PT = 2.5;
/** A run's ends may wander this many pixels from row to row and still continue it (anti-aliasing). */
const END_SLACK = 2;
/** Beside a rule, two pixels off, at most this share of its length is ink (letters set close to it). */
const CLEAR_INK = 0.3;
/** At most this many rules a page each way: a page of more is a picture, and nothing is kept. */
const MAX_RULES = 400;
/**
 * A rule drawn as one stroke per cell (common under a table's header) scans with a hairline of
 * paper, 1-6 pixels at 300 dpi, where two cells' strokes meet; a narrow column's piece alone is
 * shorter than MIN_LENGTH_PT, so the rule was cut there and that column lost it. Pieces of ink at
 * least PIECE_PT long, parted by at most GAP_PT, are read as one run. Letters give no such pieces
 * (a horizontal run through a line of type is a stroke or a serif, well under PIECE_PT).
 */
const GAP_PT = 2;
const PIECE_PT = 4;

interface Open {
  from: number;
  to: number;
  first: number;
  last: number;
}

/**
 * Runs of ink of at least `min` pixels along line `i` of `lines`, each `length` long; pieces of at
 * least `piece` pixels parted by at most `gap` pixels of paper count as one run (GAP_PT).
 */
function inkRuns(at: (i: number, j: number) => number, i: number, length: number, min: number, piece: number, gap: number): [number, number][] {
  const out: [number, number][] = [];
  let start = -1;
  // The run being joined from pieces: [from, to], or none.
  let joined: [number, number] | null = null;
  const close = () => {
    if (joined && joined[1] - joined[0] + 1 >= min) out.push(joined);
    joined = null;
  };
  for (let j = 0; j <= length; j++) {
    const ink = j < length && at(i, j) < INK;
    if (ink && start < 0) start = j;
    else if (!ink && start >= 0) {
      const run: [number, number] = [start, j - 1];
      start = -1;
      if (joined && run[0] - joined[1] - 1 <= gap && run[1] - run[0] + 1 >= piece) joined[1] = run[1];
      else {
        close();
        if (run[1] - run[0] + 1 >= Math.min(piece, min)) joined = run;
      }
    }
  }
  close();
  return out;
}

/** Long thin stacks of runs along one direction: [along-from, along-to, across-first, across-last] in pixels. */
function stacks(at: (i: number, j: number) => number, lines: number, length: number, min: number, maxThick: number, piece: number, gap: number): Open[] {
  const done: Open[] = [];
  let open: Open[] = [];
  for (let i = 0; i <= lines; i++) {
    const runs = i < lines ? inkRuns(at, i, length, min, piece, gap) : [];
    const next: Open[] = [];
    // Both lists run left to right, so one walk pairs them.
    let k = 0;
    for (const [from, to] of runs) {
      while (k < open.length && open[k]!.to < from - END_SLACK) done.push(open[k++]!);
      const o = open[k];
      if (o && Math.abs(o.from - from) <= END_SLACK && Math.abs(o.to - to) <= END_SLACK) {
        next.push({ from: Math.min(o.from, from), to: Math.max(o.to, to), first: o.first, last: i });
        k++;
      } else next.push({ from, to, first: i, last: i });
    }
    while (k < open.length) done.push(open[k++]!);
    open = next;
    if (done.length > 20 * MAX_RULES) return [];
  }
  // Paper on both sides: a thin stack inside a picture's dark patch is no rule.
  const clear = (i: number, s: Open) => {
    if (i < 0 || i >= lines) return true;
    let ink = 0;
    for (let j = s.from; j <= s.to; j++) if (at(i, j) < INK) ink++;
    return ink <= CLEAR_INK * (s.to - s.from + 1);
  };
  return done.filter((s) => s.last - s.first + 1 <= maxThick && clear(s.first - 2, s) && clear(s.last + 2, s));
}

/** The page's horizontal and vertical rules in points from its top-left corner (pixels / scale). */
export function pixelRules(pixels: GreyPixels, scale: number): PageGraphics {
  const { data, width, height } = pixels;
  const min = Math.round(MIN_LENGTH_PT * scale);
  const maxThick = Math.max(2, Math.round(MAX_THICKNESS_PT * scale));
  const piece = Math.round(PIECE_PT * scale);
  const gap = Math.round(GAP_PT * scale);
  const asRule = (s: Open, horizontal: boolean): Rule => {
    const across = (s.first + s.last + 1) / 2 / scale;
    const thickness = (s.last - s.first + 1) / scale;
    return horizontal ? { x0: s.from / scale, x1: (s.to + 1) / scale, y0: across, y1: across, width: thickness } : { x0: across, x1: across, y0: s.from / scale, y1: (s.to + 1) / scale, width: thickness };
  };
  const horizontal = stacks((y, x) => data[y * width + x]!, height, width, min, maxThick, piece, gap);
  const vertical = stacks((x, y) => data[y * width + x]!, width, height, min, maxThick, piece, gap);
  const keep = (list: Open[]) => (list.length > MAX_RULES ? [] : list);
  return { horizontal: keep(horizontal).map((s) => asRule(s, true)), vertical: keep(vertical).map((s) => asRule(s, false)), fills: [], truncated: horizontal.length > MAX_RULES || vertical.length > MAX_RULES };
}
