import type { Chunk } from "./tableChunks.ts";
import { sidesOfDividers } from "./pageDividers.ts";
import { rulesBetween } from "./rulesBetween.ts";
import { alignedSparseRows } from "./sparseRows.ts";
import { findColumns } from "./tableColumns.ts";
import type { RegionContext, TableRegion } from "./regionContext.ts";
import type { Edge } from "./tableEdges.ts";
import { baselineBands, type Band } from "./tableRows.ts";

/** Rows of cells this many or more, one after another, make a table with no caption and no rule. */
const MIN_ROWS = 4;
/** A cell of such a table holds a few words, never a sentence. */
const MAX_CELL_WORDS = 6;
/** A list item's mark before its words: "(i) Sodium chloride", "2. Buffer", "a) Glycerol", "• Salt". */
const LIST_MARK = /^(?:\(?(?:[ivx]{1,5}|\d{1,2}|[a-h])[.)]\s+|[\u2022\u25AA\u25E6\u2023\u2219\u00B7\u2013-]\s*)\p{L}/iu;

/**
 * Tables set in whitespace alone, with no caption and no rule: four or more lines in a row, each of
 * three or more short pieces set well apart (or two set very far apart), in one type size, whose
 * pieces keep to the same columns. Prose, a figure's labels (near its caption or its ink) and
 * regions already read are left alone.
 */
export function whitespaceRegions(context: RegionContext, taken: readonly TableRegion[], used: ReadonlySet<Chunk>): TableRegion[] {
  const free = context.chunks.filter((c) => !used.has(c) && !taken.some((r) => c.baseline > r.top - 1 && c.baseline < r.bottom + 1 && c.x1 > r.x0 && c.x0 < r.x1));
  // Each side of a rule dividing the whole page is searched on its own (pageDividers).
  const found = sidesOfDividers(free, context.verticals).flatMap((side) => regionsIn(side, context));
  return [...found, ...inColumns(free, context, found)];
}

/**
 * Tables set in one column of a two-column page, beside the other column's prose: read across the
 * page, each of their rows shares a baseline with a line of prose and reads as no row of cells.
 * Each column's lines are searched again on their own; what a search across the page found stays.
 */
function inColumns(free: readonly Chunk[], context: RegionContext, found: readonly TableRegion[]): TableRegion[] {
  if (free.length === 0) return [];
  const gutter = context.gutter();
  if (gutter === null) return [];
  const crossing = (r: TableRegion) => r.x0 < gutter && r.x1 > gutter;
  const more: TableRegion[] = [];
  for (const side of [free.filter((c) => c.x1 <= gutter), free.filter((c) => c.x0 >= gutter)]) {
    for (const region of regionsIn(side, context)) {
      if (crossing(region) || [...found, ...more].some((r) => overlaps(r, region))) continue;
      more.push(region);
    }
  }
  return more;
}

function overlaps(a: TableRegion, b: TableRegion): boolean {
  return Math.min(a.x1, b.x1) > Math.max(a.x0, b.x0) && Math.min(a.bottom, b.bottom) > Math.max(a.top, b.top);
}

function regionsIn(free: readonly Chunk[], context: RegionContext): TableRegion[] {
  const bands = baselineBands(free);
  const found: TableRegion[] = [];
  let run: Band[] = [];
  // Lines of one piece met inside a run (a sub-heading over its rows, a cell's word set off its
  // row's baseline): kept only when rows of cells follow them, so a table is not cut in pieces.
  let heads: Band[] = [];
  // Where the run's first column lies, kept as rows join (a run may be thousands of rows long).
  const first = { x0: Infinity, x1: -Infinity };
  // Where the run began among the page's free lines, to look above it for its headings.
  let start = 0;
  const flush = () => {
    const region = run.filter((band) => band.length >= 2).length >= MIN_ROWS ? regionOf(run, context, headingsAbove(bands, start, run, context.edges)) : null;
    if (region) found.push(region);
    run = [];
    heads = [];
    first.x0 = Infinity;
    first.x1 = -Infinity;
  };
  for (const [i, band] of bands.entries()) {
    const last = heads.at(-1) ?? run.at(-1);
    const size = band[0]!.size;
    const close = !last || (band[0]!.baseline - last[0]!.baseline <= 2.5 * size && Math.abs(size - last[0]!.size) <= 0.6);
    if (!close) flush();
    if (isCellRow(band) || keepsColumns(band, run) || endsFlushFigures(band, run)) {
      if (run.length === 0) start = i;
      for (const b of [...heads, band]) {
        run.push(b);
        first.x0 = Math.min(first.x0, b[0]!.x0);
        first.x1 = Math.max(first.x1, b[0]!.x1);
      }
      heads = [];
    } else if (run.length > 0 && heads.length < 2 && isLoneCell(band, run, first)) heads.push(band);
    else flush();
  }
  flush();
  return found;
}

/**
 * How far above its rows a table's headings reach, in the rows' type size: a heading wrapped over
 * lines under a spanner, with headings centred between them on baselines of their own.
 */
const MAX_HEADING_REACH = 4.5;
const MAX_HEADING_LINES = 6;
/** A rule between two lines takes up this much of the reach, in the rows' type size: a line's height. */
const RULE_REACH = 1.2;
/** A spanning heading may be set larger than the cells, up to this many times their size. */
const HEADING_SIZE = 1.3;
/** A heading may say more than a cell ("How often have you taken these?"), but not a sentence's worth. */
const MAX_HEADING_WORDS = 10;

/**
 * The heading lines just above a run of rows, which the run's test for rows leaves out: headings
 * are wider than the figures under them, so they stand closer together than the cells do, and a
 * heading wrapped over two lines leaves a line of one piece. A line is a heading when it is set
 * close above the rows, in their type size or a little larger, no further left than they are,
 * with no sentence in it, and each of its pieces stands over a cell of the rows; a line of one
 * piece at the left is a title or caption, unless set between heading lines.
 */
function headingsAbove(bands: readonly Band[], start: number, run: readonly Band[], edges: readonly Edge[]): Band[] {
  const cells = run.flat();
  const size = run[0]![0]!.size;
  const x0 = Math.min(...cells.map((c) => c.x0));
  const x1 = Math.max(...cells.map((c) => c.x1));
  // A rule across the rows between two lines stands in a line's place (see rulesBetween).
  const ruled = (top: number, bottom: number) => RULE_REACH * size * rulesBetween(edges, top, bottom, x0, x1);
  // Where the first column's cells end: those starting at the rows' left edge.
  const firstColumn = Math.max(...cells.filter((c) => c.x0 <= x0 + size).map((c) => c.x1));
  const above: Band[] = [];
  for (let i = start - 1; i >= 0 && above.length < MAX_HEADING_LINES; i--) {
    const band = bands[i]!;
    const below = above.at(-1) ?? run[0]!;
    // The rows may stand off their headings by a blank line; wrapped heading lines stand close.
    const reach = (above.length === 0 ? 2.5 : 1.6) * size + ruled(band[0]!.baseline, below[0]!.baseline);
    const top = run[0]![0]!.baseline;
    if (below[0]!.baseline - band[0]!.baseline > reach || top - band[0]!.baseline > MAX_HEADING_REACH * size + ruled(band[0]!.baseline, top)) break;
    // A heading over several columns may be set larger than the cells, never smaller.
    if (band.some((c) => c.size < size - 0.6 || c.size > HEADING_SIZE * size || c.text.split(/\s+/).length > MAX_HEADING_WORDS)) break;
    // Headings start no further left than the rows, and each piece stands over a cell of the rows,
    // or goes on close after a piece that does (a heading wider than the figures under it).
    if (band[0]!.x0 < x0 - size) break;
    if (!band.every((p, k) => cells.some((c) => c.x0 < p.x1 && c.x1 > p.x0) || (k > 0 && p.x0 - band[k - 1]!.x1 < 1.5 * size))) break;
    // A lone piece at the left is the stub's heading only when set between the heading lines
    // around it (centred on a header of several lines), not a line's height above them.
    // Any other lone piece stands over the columns after the first; set larger than the cells, it
    // is a spanner only when centred over a cell of the rows (a caption's second line, hung under
    // its label, is not).
    const lone = band.length === 1 ? band[0]! : null;
    if (lone && lone.x0 <= firstColumn && below[0]!.baseline - lone.baseline > 0.8 * size) break;
    if (lone && lone.size > size + 0.6 && !cells.some((c) => c.x0 <= (lone.x0 + lone.x1) / 2 && c.x1 >= (lone.x0 + lone.x1) / 2)) break;
    above.push(band);
  }
  return above.reverse();
}

/**
 * A line of one short piece inside a run of rows: a heading over the rows that follow when it
 * starts in the first column, or a cell's word set above or below its row's baseline ("Respondent
 * / unsure" beside a row) when it lies under a cell of the rows around it.
 */
function isLoneCell(band: Band, run: readonly Band[], first: { x0: number; x1: number }): boolean {
  // A sign and the word after it ("⩞ \doublebarwedge") are one piece, as in a row (cellPieces).
  const pieces = cellPieces(band);
  if (pieces.length !== 1 || band.some((c) => c.text.split(/\s+/).length > MAX_CELL_WORDS)) return false;
  const piece = { ...pieces[0]!, size: band[0]!.size };
  if (piece.x0 <= first.x0 + piece.size && piece.x1 < first.x1 + 2 * piece.size) return true;
  return run.slice(-3).some((b) => b.length >= 2 && b.slice(1).some((c) => c.x0 < piece.x1 && c.x1 > piece.x0));
}

/**
 * Short pieces, set apart: three or more an em and a half apart, or two four ems apart. A figure
 * or sign closer than that to its neighbour is one cell with it ("80 +" set in two runs a few
 * points apart): they count as one piece, so a wide space inside a cell does not unmake its row.
 */
function isCellRow(band: Band): boolean {
  if (band.some((c) => c.text.split(/\s+/).length > MAX_CELL_WORDS)) return false;
  return isSpaced(cellPieces(band), band[0]!.size);
}

/**
 * A line of two pieces closer than four ems, inside a run of rows, is a row when it keeps the
 * columns of a row above: each piece lies over one of that row's cells, in order, flush with its
 * left or right edge, an em and a half from the next. A table of two wide columns (a sign and its
 * name in each) has rows where the first name runs long and the gap to the second column narrows.
 * The rows looked to are the last few of two pieces or more, not the last alone: a row whose cell
 * is empty or lost (a sign drawn with no text) starts its next cell off the column's left edge,
 * and the rows under it would otherwise end the table there. A row above the last is looked to
 * only when it has more cells than the last has, and the line as many as it.
 */
function keepsColumns(band: Band, run: readonly Band[]): boolean {
  if (run.length === 0 || band.some((c) => c.text.split(/\s+/).length > MAX_CELL_WORDS)) return false;
  const size = band[0]!.size;
  const pieces = cellPieces(band);
  if (pieces.length < 2 || pieces.slice(1).some((p, i) => p.x0 - pieces[i]!.x1 <= 1.5 * size)) return false;
  // From the run's end up (a run may be thousands of rows long): past the last row only when it
  // is short of a cell the row looked to has, and the line fills that row's cells, so a list's
  // lines that wander (an index's entries and their pages) stay no rows.
  let looked = 0;
  let last: Band | null = null;
  for (let i = run.length - 1; i >= 0 && looked < COLUMN_ROWS; i--) {
    const above = cellPieces(run[i]!);
    if (above.length < 2) continue;
    const back = last !== null && run[i]!.length > last.length && pieces.length === above.length;
    if ((!last || back) && fitsCells(pieces, above)) return true;
    last ??= run[i]!;
    looked++;
  }
  return false;
}

/**
 * A line of figures and signs alone, no letter in it, whose runs end flush with the cells of the
 * row above, one run to a cell, in order, starting at the rows' left edge: a row, though its
 * figures stand too close to part as cells. The widest figures (a total, the last row of a table
 * whose values grow: "1,360 1,440 1,520") narrow the gaps, or run a row's dot leaders into its
 * figures a space apart. Runs set flush with the columns' right edges are the table's own
 * alignment; prose has letters, a page number or a lone figure one run.
 */
function endsFlushFigures(band: Band, run: readonly Band[]): boolean {
  if (band.length < 2 || band.some((c) => /\p{L}/u.test(c.text))) return false;
  const above = run.findLast((b) => b.length >= 3);
  if (!above || Math.abs(band[0]!.x0 - above[0]!.x0) > 1) return false;
  let k = 0;
  for (const c of band) {
    while (k < above.length && Math.abs(above[k]!.x1 - c.x1) > 1) k++;
    if (k === above.length) return false;
    k++;
  }
  return true;
}

/** How many of the rows above a line may show the columns it keeps (see keepsColumns). */
const COLUMN_ROWS = 3;

/** Each piece over one of the row's cells, in order, flush with its left or right edge. */
function fitsCells(pieces: readonly { x0: number; x1: number }[], above: readonly { x0: number; x1: number }[]): boolean {
  if (pieces.length > above.length) return false;
  let k = 0;
  for (const piece of pieces) {
    while (k < above.length && above[k]!.x1 <= piece.x0) k++;
    const cell = above[k];
    if (!cell || cell.x0 >= piece.x1) return false;
    if (Math.abs(cell.x0 - piece.x0) > 1 && Math.abs(cell.x1 - piece.x1) > 1) return false;
    k++;
  }
  return true;
}

/** A line's pieces, a figure or sign joined to its neighbour when set close (see isCellRow). */
function cellPieces(band: Band): { x0: number; x1: number }[] {
  const size = band[0]!.size;
  const cells: { x0: number; x1: number }[] = [];
  for (const [i, c] of band.entries()) {
    const last = cells.at(-1);
    // Only a figure or a sign joins its neighbour so: the words of a justified column of prose,
    // set wide apart, stay pieces, and a line of them stays no row of cells.
    const sign = !/\p{L}/u.test(c.text) || !/\p{L}/u.test(band[i - 1]?.text ?? "x");
    if (last && sign && c.x0 - last.x1 <= 1.5 * size) last.x1 = Math.max(last.x1, c.x1);
    else cells.push({ x0: c.x0, x1: c.x1 });
  }
  return cells;
}

function isSpaced(band: readonly { x0: number; x1: number }[], size: number): boolean {
  const gaps = band.slice(1).map((c, i) => c.x0 - band[i]!.x1);
  return (band.length >= 3 && gaps.every((g) => g > 1.5 * size)) || (band.length === 2 && gaps[0]! > 4 * size);
}

/** The rows' region, judged by the rows alone, its outline taking in the headings above them. */
function regionOf(run: Band[], context: RegionContext, headings: readonly Band[]): TableRegion | null {
  const chunks = run.flat();
  const outline = [...headings.flat(), ...chunks];
  const x0 = Math.min(...outline.map((c) => c.x0));
  const x1 = Math.max(...outline.map((c) => c.x1));
  const top = Math.min(...outline.map((c) => c.top));
  const bottom = Math.max(...chunks.map((c) => c.bottom));
  const { columns } = findColumns(run, x0, x1, [], top, bottom);
  if (columns.length < 2) return null;
  // Most rows of cells (sub-heading lines aside) fill most columns: a table's rows, not scattered labels.
  const rows = run.filter((band) => band.length >= 2);
  const isFull = (band: Band) => band.length >= Math.max(2, 0.6 * columns.length);
  if (rows.filter(isFull).length < 0.7 * rows.length && !alignedSparseRows(rows, isFull)) return null;
  // A list whose items carry a value set apart ("(i) Sodium chloride    150 mM") is the text's,
  // not a table: nearly every line starts with an item's mark.
  if (rows.filter((band) => LIST_MARK.test(band[0]!.text)).length >= 0.7 * rows.length) return null;
  const size = chunks.map((c) => c.size).sort((a, b) => a - b)[Math.floor(chunks.length / 2)]!;
  if (chunks.filter((c) => Math.abs(c.size - size) <= 1).length < 0.9 * chunks.length) return null;
  const region: TableRegion = { x0, x1, top: top - 1, bottom: bottom + 1, edges: [], textOnly: true };
  if (context.ink && context.ink({ x: x0, y: top, w: x1 - x0, h: bottom - top }) >= 8) return null;
  const figure = /^(?:fig(?:ure)?s?\.?|scheme|chart)\s*[A-Z]?\d+[a-z]?\b/i;
  const reach = 4 * context.bodySize;
  if (context.lines.some((l) => figure.test(l.text) && l.x1 > x0 && l.x0 < x1 && l.top < bottom + reach && l.bottom > top - reach)) return null;
  return region;
}
