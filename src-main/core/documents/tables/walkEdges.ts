import type { Line } from "../layout/types.ts";
import type { Edge } from "./tableEdges.ts";
import { columnRulesStop, crossesGap, entersGrid, headBandOverGrid, leavesGrid, sectionRowAcross, titleOverGrid } from "./gridBounds.ts";
import { growRows } from "./growRows.ts";
import { chunkCounts, isProseLine, proseLines } from "./proseLines.ts";
import { FIGURE } from "./figureRuns.ts";
import type { Anchor, RegionContext, TableRegion } from "./regionContext.ts";
import { captionLines, groupByBaseline, linesBetween, overlap } from "./regionLines.ts";
import { withRowUnderLastRule } from "./rowUnderLastRule.ts";
import { withRuledRowBelow } from "./ruledRowBelow.ts";
import { isNoteLine } from "./tableFootnotes.ts";
import { isKeyedNote } from "./keyedNotes.ts";
import { noteLikeRow, piecesBetween } from "./noteLikeRows.ts";
import { isLabelledProse } from "./labelledProse.ts";
import { isLabelColumn } from "./labelColumn.ts";
import { isGroupLabelOverRows } from "./groupLabelOverRows.ts";
import { tilesDivide } from "./shadedCellColumns.ts";
import { unshadedStripe } from "./alternateShading.ts";

/**
 * From the first edge, follows the edges that run across the same width: each next one extends the
 * table while what lies between is neither another caption nor prose, nor a wide empty stretch.
 */
export function walkEdges(first: Edge, direction: 1 | -1, caption: Anchor, context: RegionContext): TableRegion | null {
  const size = caption.size;
  // The first edge's width, with any edge on the same height beside it (a rule drawn in two pieces).
  let x0 = first.x0;
  let x1 = first.x1;
  // A header row ruled over the columns after the first leaves its stub cell open: the rules
  // under it, a row down, run the table's full width and end where it ends.
  // A header of several rows may be ruled so, row by row, down to the first full rule.
  if (direction === 1) {
    let y = first.y;
    for (let row = 0; row < MAX_OPEN_STUB_ROWS; row++) {
      // A header row may wrap over two lines of the caption's type, or three of the cells' smaller one.
      const under = (e: Edge) => e.y > y + 0.5 && e.y - y <= 3.5 * size && Math.abs(e.x1 - x1) <= 6;
      const full = context.edges.find((e) => under(e) && e.x0 < x0 - 2 * size);
      if (full) {
        x0 = full.x0;
        break;
      }
      const same = context.edges.find((e) => under(e) && Math.abs(e.x0 - x0) <= 6);
      if (!same) break;
      y = same.y;
    }
  }
  // A table's rules (and its bands) run across the same width, end to end.
  const slack = Math.max(6, 0.04 * (x1 - x0));
  const wide = (e: Edge) => Math.abs(e.x0 - x0) <= slack && Math.abs(e.x1 - x1) <= slack;
  const candidates = context.edges
    .filter((e) => e !== first && (direction === 1 ? e.y > first.y + 0.5 : e.y < first.y - 0.5))
    .sort((a, b) => direction * (a.y - b.y));
  // A rule running past the table on both sides (under the next table's title) is no rule of its.
  const wider = context.edges.filter((e) => e.x0 < x0 - slack && e.x1 > x1 + slack);
  let end = first.y;
  const start = first.y;
  const used: Edge[] = [first];
  for (const edge of candidates) {
    if (!wide(edge)) continue;
    const lo = Math.min(end, edge.y);
    const hi = Math.max(end, edge.y);
    if (wider.some((e) => e.y > lo + 0.5 && e.y < hi - 0.5)) break;
    const between = linesBetween(context, lo, hi).filter((l) => overlap(l.x0, l.x1, x0, x1) > 0.5 * (l.x1 - l.x0));
    if (between.some((l) => !caption.lines.includes(l) && captionLines(context.captions).has(l))) break;
    // Notes come under a table's last rule. The line nearest it (the first of the nearest baseline's).
    let first = between[0];
    for (const l of between) if (direction * (l.baseline - first!.baseline) < 0) first = l;
    // A numbered note whose raised mark stands in the rows walked: the table ends above it.
    if (first && used.length > 1 && first.size <= size + 0.5 && isKeyedNote(first, linesBetween(context, Math.min(start, end), Math.max(start, end)))) break;
    // Lines divided by a column rule are cells, however wordy.
    const divided = context.verticals?.some((v) => v.x0 > x0 + slack && v.x0 < x1 - slack && crossesGap(v, lo, hi)) ?? false;
    // A note set larger than the cells is still the table's note when the grid's column rules
    // stop above it: the frame around it does not make it a row. A line that looks like a note
    // ("A [m2]", "a) ...") with a column rule running through its stretch is a row's first cell.
    // So is a group's label alone on its row over the group's rows of figures ("(a) COCO"), and a
    // row that opens like a note with cells standing in the table's columns ("† Ours  71.2  64.0").
    if (first && used.length > 1 && !divided && isNoteLine(first) && !isFigureRow(first, context, x0, x1) && !(direction === 1 && isGroupLabelOverRows(first, between, context.chunks, x0, x1)) && !noteLikeRow(first, context.chunks, piecesBetween(context.chunks, direction === 1 ? start : hi, direction === 1 ? lo : start, x0, x1), x0, x1) && (first.size <= size + 0.5 || columnRulesStop(context.verticals, x0 + slack, x1 - slack, start, end, lo, hi))) break;
    // A tall stretch with no upright line ends the table, unless the grid's column rules run down
    // through it: a row of cells set sideways (vertical headings) or left empty. Three lines' height
    // with nothing in it is the space between two tables set one under the other (one table's
    // bottom rule, the next one's top rule), which a column rule stopping short no longer marks.
    if (between.length === 0 && hi - lo > EMPTY_STRETCH_LINES * size && !divided) break;
    // Past a table closed by its rules, an empty stretch taller than two lines before the next
    // line or rule of the same width is the space the typesetter leaves between two tables
    // stacked one over the other, not a row of one.
    const empty = first ? (direction === 1 ? first.top - end : end - first.bottom) : hi - lo;
    if (used.length >= 2 && empty > STACKED_GAP * size && !divided) break;
    // Past alternate shading, its unshaded last row and then an empty stretch taller than two
    // lines before a rule: the shaded table ended with that row, and the rule opens the next table.
    if (used.length >= 2 && used.at(-1)!.kind === "band" && edge.kind === "rule" && !divided && blankBeforeRule(between, edge, direction) > STACKED_GAP * size) break;
    // One table's closing rule, a blank stretch taller than a row, and the next table's opening
    // rule (of any width): tables stacked in one column. Rows between a table's rules leave none empty.
    if (!divided && blankPastLastRule(end, edge, direction, used.at(-1)!, context, x0, x1, EMPTY_ROWS_APART * size)) break;
    // So are lines in shaded cells set side by side (`tilesDivide`).
    if (!divided && readsAsProse(between, context, x0, x1, size) && !tilesDivide(context.tiles, x0, x1, lo, hi, slack)) break;
    // A table ruled across only, then a line of text and a grid whose column rules start at its
    // top: two tables stacked in one column, not a header over a grid.
    if (used.length >= 2 && between.length > 0 && entersGrid(context.verticals, x0 - slack, x1 + slack, start, end, lo, hi, direction)) break;
    // A section row set across the grid breaks its column rules without ending it; a head band
    // over column rules that start under it is the grid's head.
    // The unshaded row of alternate shading leaves no grid: the strokes it stops are the tiles' sides (`unshadedStripe`).
    if (hi - lo > 3 && !unshadedStripe(used, edge) && leavesGrid(context.verticals, x0 - slack, x1 + slack, start, end, lo, hi) && !sectionRowAcross(context.verticals, { x0, x1, slack }, lo, hi, between) && !headBandOverGrid(context.verticals, { x0, x1, slack }, { top: Math.min(start, end), bottom: Math.max(start, end) }, lo, hi, between)) break;
    end = edge.y;
    used.push(edge);
  }
  // A title over a grid, between a rule above it and the grid's top rule, is not the grid's.
  if (direction === 1 && used.length >= 3) {
    const gap = linesBetween(context, first.y, used[1]!.y).filter((l) => overlap(l.x0, l.x1, x0, x1) > 0.5 * (l.x1 - l.x0));
    if (titleOverGrid(context.verticals, { x0, x1, slack }, first.y, used[1]!.y, gap, (l) => chunkCounts(context.chunks).get(l) ?? 0)) used.shift();
  }
  // Inner edges (spanner rules, band sides inside the table) belong to it too.
  const top = Math.min(used[0]!.y, end);
  const bottom = Math.max(used[0]!.y, end);
  // A set: a grid ruled row by row walks hundreds of edges, each checked against all it used.
  const usedSet = new Set(used);
  const inner = context.edges.filter((e) => e.y > top && e.y < bottom && overlap(e.x0, e.x1, x0, x1) > 0 && !usedSet.has(e));
  let region: TableRegion = { x0, x1, top, bottom, edges: [...used, ...inner].sort((a, b) => a.y - b.y), textOnly: false };
  if (bottom - top < 1.5 * size) {
    // One rule alone (under a header, or a top rule with none below): the rows go on under it as text.
    const grown = growRows(region, direction, caption, context);
    if (!grown) return null;
    region = grown;
  } else if (used.at(-1)!.kind === "band") {
    // Alternate shading: the last row may be the unshaded one after the last band.
    region = growRows(region, direction, caption, context, 1) ?? region;
  } else if (used.length === 2 && direction === 1) {
    // A header ruled above and below, its rows unruled under it down to a closing rule (wider, or
    // none): the rows go on as text, up to any rule across the table.
    const rows = groupByBaseline(context.lines.filter((l) => l.baseline > top && l.baseline < bottom && !caption.lines.includes(l)));
    // With no rule of the table's width further down, its rows go on unruled whatever the header's
    // lines: a column heading may wrap over several ("Totals" over "2013–" over "2017").
    // A turned frame read by OCR sets a header row's lines at scattered baselines: its header is
    // counted by its height there, five lines of the type (with their leading) at most.
    const fewRows = rows.length <= 5 || (context.turned === true && bottom - top <= 5 * HEADER_LEADING * size);
    if (rows.length <= 2 || (fewRows && !context.edges.some((e) => e.y > bottom + 0.5 && wide(e)))) {
      const closing = context.edges.find((e) => e.y > bottom + 0.5 && e.x0 <= x0 + slack && e.x1 >= x1 - slack);
      const grown = growRows(region, 1, caption, context, Infinity, closing?.y);
      if (grown) region = { ...grown, textOnly: false };
    }
  }
  // A last row ruled off above and left open below ("Total") is the table's when it repeats its
  // columns, under a table ruled top, under its header and above that row, or with no top rule
  // (the header's rule and that row's: two).
  if (direction === 1 && used.length >= 2 && used.at(-1)!.kind === "rule" && region.bottom === bottom) {
    const notes = captionLines(context.captions);
    region = withRowUnderLastRule(region, context.chunks, size, (c) => isNoteLine(c.line) || notes.has(c.line) || caption.lines.includes(c.line), context.verticals);
  }
  // A row boxed apart under a grid whose column rules go on through its box (a Totals row).
  if (direction === 1 && used.length >= 3 && region.bottom === bottom) region = withRuledRowBelow(region, context.verticals, context.chunks, size);
  const inside = context.chunks.filter((c) => c.baseline > region.top && c.baseline < region.bottom + 0.2 * size && c.x0 >= region.x0 - size && c.x1 <= region.x1 + size);
  return inside.length >= 2 ? region : null;
}

/** The empty height between the last of `between` (walking in `direction`) and the rule walked to; 0 with no line. */
function blankBeforeRule(between: readonly Line[], rule: Edge, direction: 1 | -1): number {
  if (between.length === 0) return 0;
  let last = between[0]!;
  for (const l of between) if (direction * (l.baseline - last.baseline) > 0) last = l;
  return direction === 1 ? rule.y - last.bottom : last.top - rule.y;
}

/** An empty stretch between two rules, in lines of the type, past which a walk takes them for two tables. */
const STACKED_GAP = 2;

/**
 * Whether the last rule walked is followed by a blank stretch taller than `least`, then by a rule
 * across the table's columns (the edge walked to, or a narrower one before it).
 */
function blankPastLastRule(end: number, edge: Edge, direction: 1 | -1, last: Edge, context: RegionContext, x0: number, x1: number, least: number): boolean {
  if (last.kind !== "rule" || Math.abs(edge.y - end) <= least) return false;
  const textBetween = (a: number, b: number) => linesBetween(context, Math.min(a, b), Math.max(a, b)).some((l) => overlap(l.x0, l.x1, x0, x1) > 0);
  // Most steps have a row right under the rule: that settles it without looking at the edges.
  if (textBetween(end, end + direction * least)) return false;
  const next = context.edges
    .filter((e) => e !== last && direction * (e.y - end) > 0.5 && direction * (e.y - edge.y) <= 0 && overlap(e.x0, e.x1, x0, x1) > 0.5 * (e.x1 - e.x0))
    .sort((a, b) => direction * (a.y - b.y))[0];
  return next !== undefined && next.kind === "rule" && Math.abs(next.y - end) > least && !textBetween(end, next.y);
}

/** Blank height, in rows of the caption's (or page's) type, between two rules that parts two tables. */
const EMPTY_ROWS_APART = 1.5;

/** An empty stretch between two rules taller than this many lines of the caption's (or page's) type ends the walk. */
const EMPTY_STRETCH_LINES = 3;

/** A line's height with its leading, in sizes of its type. */
const HEADER_LEADING = 1.2;

/** Header rows ruled over the columns after the stub, at most, before the table's first full rule. */
const MAX_OPEN_STUB_ROWS = 4;

/**
 * A line that opens like a note ("(a) w/o Status Judgment") with three or more figures set apart
 * on its baseline across the table, as the rows above it have, is a row of the table: a note's
 * text runs on as words.
 */
function isFigureRow(line: Line, context: RegionContext, x0: number, x1: number): boolean {
  const beside = context.chunks.filter((c) => c.line !== line && Math.abs(c.baseline - line.baseline) < 1 && c.x0 >= line.x1 && c.x1 <= x1 + 1 && c.x0 >= x0 - 1);
  return beside.length >= 3 && beside.every((c) => FIGURE.test(c.text.trim()));
}

/**
 * Whether the lines between two rules are a paragraph (one of them reads as prose, or three are
 * wordy and column-wide), which no table holds, unless they are a wordy cell beside a short label
 * or a column of labels each beside its one-line description.
 */
function readsAsProse(between: readonly Line[], context: RegionContext, x0: number, x1: number, size: number): boolean {
  const width = x1 - x0;
  const prose = between.filter((l) => isProseLine(l, context.chunks, width, context.bodySize, true));
  if (prose.length === 0 && proseLines(between, width, context.bodySize) < 3) return false;
  const wordy = prose.length > 0 ? prose : between.filter((l) => proseLines([l], width, context.bodySize) === 1);
  return !isLabelledProse(wordy, between, context.chunks, x0, x1, size) && !isLabelColumn(wordy, between, context.chunks, x0, x1, size);
}
