import type { Line, Rule } from "../layout/types.ts";
import { headerOverColumnRules } from "./headerOverColumnRules.ts";

// Where a grid's column rules say a table begins and ends, for the walk down its rules.

/**
 * Whether a column rule crosses the gap between two horizontal rules. Its ends may stop short of
 * them: booktabs sets a little space above and below each of its rules, and a vertical rule drawn
 * with them breaks there (a few points, a fifth of the gap at most, as a row is taller than both).
 */
export function crossesGap(v: Rule, lo: number, hi: number): boolean {
  const short = Math.max(2, Math.min(MAX_RULE_SEP, 0.2 * (hi - lo)));
  return v.y0 <= lo + short && v.y1 >= hi - short;
}

/**
 * How far short of a horizontal rule a column rule may stop and still meet it, in points: booktabs'
 * separation under a rule (0.65ex) plus half the rule's width, near 4 points in 12 pt type.
 */
const MAX_RULE_SEP = 4.5;

/**
 * Whether a gap between two rules leaves a grid: vertical rules divide the table walked so far, and
 * none crosses the gap. Two boxed tables one under the other, a heading set between them, share
 * their width and their rules' ends; only their frames' sides stop between them.
 */
export function leavesGrid(verticals: readonly Rule[] | undefined, x0: number, x1: number, from: number, end: number, lo: number, hi: number): boolean {
  if (!verticals || verticals.length === 0 || from === end) return false;
  const [top, bottom] = [Math.min(from, end), Math.max(from, end)];
  const within = joinedColumnRules(verticals).filter((v) => v.x0 >= x0 && v.x0 <= x1);
  const grid = within.some((v) => v.y0 < bottom - 1 && v.y1 > top + 1);
  // A column rule may stop short of the rules at the gap's ends by booktabs' few points
  // (crossesGap), but it must cross most of the gap: a narrow gap between two boxes is crossed by
  // neither's sides.
  return grid && !within.some((v) => crossesGap(v, lo, hi));
}

/**
 * Whether a gap between two rules enters a grid from a table ruled across only: no column rule
 * divides the table walked so far, none crosses the gap, and several start at the gap's far rule
 * and run on away from it. A booktabs table and a boxed grid set one under the other in a column,
 * a line of text between them, share their width; the grid's column rules begin at its own top.
 */
export function entersGrid(verticals: readonly Rule[] | undefined, x0: number, x1: number, from: number, end: number, lo: number, hi: number, direction: 1 | -1): boolean {
  if (!verticals || verticals.length === 0 || from === end) return false;
  const [top, bottom] = [Math.min(from, end), Math.max(from, end)];
  const within = joinedColumnRules(verticals).filter((v) => v.x0 >= x0 && v.x0 <= x1);
  if (within.some((v) => v.y0 < bottom - 1 && v.y1 > top + 1) || within.some((v) => crossesGap(v, lo, hi))) return false;
  const far = direction === 1 ? hi : lo;
  const starting = within.filter((v) => (direction === 1 ? Math.abs(v.y0 - far) <= RULE_PIECE_GAP && v.y1 > far + 1 : Math.abs(v.y1 - far) <= RULE_PIECE_GAP && v.y0 < far - 1));
  return starting.length >= 2;
}

/**
 * Whether a gap between two rules that no column rule crosses is a section row inside one grid
 * ("Methods with frozen backbone" set across the table): the grid's inner column rules stop at the
 * rule on one side and go on, each on its own x, from the rule on the other, and the gap holds one
 * row. The frame's sides, when the grid has them, run through such a row; two boxed tables stacked
 * under a heading stop their sides too, and stay two.
 */
export function sectionRowAcross(verticals: readonly Rule[] | undefined, bounds: { x0: number; x1: number; slack: number }, lo: number, hi: number, gap: readonly Line[]): boolean {
  if (!verticals || verticals.length === 0 || gap.length === 0) return false;
  const first = gap[0]!;
  if (!gap.every((l) => Math.abs(l.baseline - first.baseline) < 0.35 * l.size)) return false;
  const { x0, x1, slack } = bounds;
  const joined = joinedColumnRules(verticals).filter((v) => v.x0 >= x0 - slack && v.x0 <= x1 + slack);
  const near = (y: number, at: number) => Math.abs(y - at) <= RULE_PIECE_GAP;
  const endsAbove = joined.filter((v) => near(v.y1, lo) && v.y0 < lo - 1);
  const startsBelow = joined.filter((v) => near(v.y0, hi) && v.y1 > hi + 1);
  const side = (v: Rule) => v.x0 <= x0 + slack || v.x0 >= x1 - slack;
  if (endsAbove.length === 0 || endsAbove.some(side) || startsBelow.some(side)) return false;
  const sameX = (a: Rule, b: Rule) => Math.abs(a.x0 - b.x0) <= 0.5;
  return endsAbove.length === startsBelow.length && endsAbove.every((v) => startsBelow.some((w) => sameX(v, w)));
}

/**
 * Whether a gap between two rules that no column rule crosses is the grid's head band: one or two
 * lines of headings between the table's top rule and the rule under its header, over column rules
 * that run down the body only (LaTeX's \multicolumn leaves a spanner's "|" out, so the rules start
 * under the band). The gap is over the grid, every inner column rule starts at the gap's lower
 * rule, none reaches over its upper rule, and the grid has no frame sides: two boxed tables stacked
 * under a heading stop their sides between them, and the upper one's rules go on over the gap.
 */
export function headBandOverGrid(verticals: readonly Rule[] | undefined, bounds: { x0: number; x1: number; slack: number }, walked: { top: number; bottom: number }, lo: number, hi: number, gap: readonly Line[]): boolean {
  if (!verticals || verticals.length === 0 || gap.length === 0) return false;
  const baselines: number[] = [];
  for (const l of [...gap].sort((a, b) => a.baseline - b.baseline)) if (baselines.length === 0 || l.baseline - baselines.at(-1)! > 0.35 * l.size) baselines.push(l.baseline);
  if (baselines.length > 2) return false;
  const { x0, x1, slack } = bounds;
  const within = joinedColumnRules(verticals).filter((v) => v.x0 >= x0 - slack && v.x0 <= x1 + slack);
  // A head band is over the grid; lines in a gap under it are its notes, or the next table.
  if (hi > walked.top + 1) return false;
  const grid = within.filter((v) => v.y0 < walked.bottom - 1 && v.y1 > walked.top + 1);
  if (grid.length === 0 || grid.some((v) => v.x0 <= x0 + slack || v.x0 >= x1 - slack)) return false;
  if (!grid.every((v) => Math.abs(v.y0 - hi) <= RULE_PIECE_GAP)) return false;
  return !within.some((v) => v.y0 < lo - 1);
}

/**
 * The column rules with the pieces of one rule joined: LaTeX draws a column rule row by row, and
 * booktabs leaves it a few points open above and below each horizontal rule. Pieces on one x with
 * at most this gap between them are one rule down the table.
 */
export function joinedColumnRules(verticals: readonly Rule[]): readonly Rule[] {
  let joined = joinedCache.get(verticals);
  if (joined) return joined;
  const sorted = [...verticals].sort((a, b) => a.x0 - b.x0 || a.y0 - b.y0);
  const out: Rule[] = [];
  for (const v of sorted) {
    const last = out.at(-1);
    if (last && Math.abs(last.x0 - v.x0) <= 0.5 && v.y0 - last.y1 <= RULE_PIECE_GAP && v.y1 > last.y1) out[out.length - 1] = { ...last, y1: v.y1 };
    else if (!(last && Math.abs(last.x0 - v.x0) <= 0.5 && v.y1 <= last.y1)) out.push(v);
  }
  joinedCache.set(verticals, (joined = out));
  return joined;
}

const joinedCache = new WeakMap<readonly Rule[], readonly Rule[]>();

/**
 * Points a column rule may be left open at a horizontal rule: booktabs' space above and below a
 * rule (1.05ex) and the rule's width, 5 to 6 points in 10 to 12 pt type.
 */
const RULE_PIECE_GAP = 6.5;

/**
 * Whether the column rules inside a grid (its frame's sides left out) divide the table walked so far
 * and none of them crosses the gap between two rules.
 */
export function columnRulesStop(verticals: readonly Rule[] | undefined, x0: number, x1: number, from: number, end: number, lo: number, hi: number): boolean {
  return leavesGrid(verticals?.filter((v) => v.x0 > x0 && v.x0 < x1), x0, x1, from, end, lo, hi);
}

/**
 * Whether the first rule walked lies over a grid rather than on it: a rule across the page above
 * the grid (a running head's rule, a title's underline) with only a title between it and the rule
 * where the grid's column rules begin. No vertical rule crosses that gap, and the title is one
 * line of one piece, or a few such lines stacked (a chapter title, a heading, the table's title);
 * a header row there would be cut into cells. The grid then starts at its own
 * top rule, and the title is not read as a header row.
 */
export function titleOverGrid(verticals: readonly Rule[] | undefined, bounds: { x0: number; x1: number; slack: number }, above: number, gridTop: number, gap: readonly Line[], pieces: (line: Line) => number): boolean {
  const { x0, x1, slack } = bounds;
  const within = (verticals ?? []).filter((v) => v.x0 >= x0 - slack && v.x0 <= x1 + slack);
  const columns = within.filter((v) => v.x0 > x0 + slack && v.x0 < x1 - slack && Math.abs(v.y0 - gridTop) <= 2);
  if (columns.length === 0 || within.some((v) => v.y0 < gridTop - 2 && v.y1 > above + 2)) return false;
  if (gap.length === 0 || headerOverColumnRules(columns.map((v) => v.x0), gap)) return false;
  if (!gap.every((l) => pieces(l) === 1)) return false;
  const first = gap[0]!;
  if (gap.every((l) => Math.abs(l.baseline - first.baseline) < 0.35 * l.size)) return true;
  // Several lines of one piece each, one line to a baseline: a chapter title, a section heading and
  // the table's title stacked between the page's rule and the grid. Nothing in them is set side by
  // side, so none of them is a row of cells.
  // Sorted by baseline, neighbours alone need comparing (no pair of lines is looked at twice).
  const byBaseline = [...gap].sort((a, b) => a.baseline - b.baseline);
  return byBaseline.every((l, i) => i === 0 || l.baseline - byBaseline[i - 1]!.baseline >= 0.35 * l.size);
}
