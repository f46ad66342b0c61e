import { boxedColumns } from "./boxedColumn.ts";
import { FIGURE_INK, figureInkNear } from "./figureInkNear.ts";
import { type Chunk, typeSize } from "./tableChunks.ts";
import type { Edge } from "./tableEdges.ts";
import type { RegionContext, TableRegion } from "./regionContext.ts";
import { captionLines } from "./regionLines.ts";
import { walkEdges } from "./walkEdges.ts";
import { isLabelledCell } from "./labelledProse.ts";
import { baselineBands } from "./tableRows.ts";
import { withHeadRowAbove } from "./headRowAbove.ts";
import { stubLabelBands } from "./stubLabelLines.ts";
import { columnRuledRegions, MIN_CROSSED_RULE } from "./columnRuledRegions.ts";
import { crossesGap, joinedColumnRules } from "./gridBounds.ts";
import { falseTable } from "./falseTables.ts";

/**
 * Tables with no caption naming them (a key resources table, a report's tables), found by their
 * rules: two or more rules (or band sides) of one width with rows of cells between them, side by
 * side pieces on most of them, and no paragraph. Regions already read are left alone.
 */
export function unlabelledRegions(context: RegionContext, taken: readonly TableRegion[], used: ReadonlySet<Chunk>): TableRegion[] {
  const found: TableRegion[] = [];
  const sizes = context.chunks.map((c) => c.size).sort((a, b) => a - b);
  const pageSize = sizes[Math.floor(sizes.length / 2)] ?? context.bodySize;
  const inside = (e: Edge, r: TableRegion) => e.y >= r.top - 2 && e.y <= r.bottom + 2 && Math.min(e.x1, r.x1) - Math.max(e.x0, r.x0) > 0;
  let walks = 0;
  for (const edge of context.edges) {
    if (edge.x1 - edge.x0 < 8 * pageSize && !narrowRuledStack(edge, context.edges, pageSize)) continue;
    if ([...taken, ...found].some((r) => inside(edge, r))) continue;
    // Bounded: a page of thousands of rules is walked from its first few dozen, not from each.
    if (++walks > MAX_WALKS) break;
    const region = judged(walkEdges(edge, 1, { size: pageSize, lines: [] }, context), context, used, pageSize);
    if (region) found.push(region);
  }
  // Tables ruled down their columns only, with no rule across to walk from. A walk from a header
  // rule of its own, short of its column rules' ends, found only the rows next to that rule: the
  // column rules show the whole table, which takes the place of those pieces.
  for (const outline of columnRuledRegions(context, pageSize)) {
    if (taken.some((r) => overlapping(r, outline))) continue;
    const pieces = found.filter((r) => overlapping(r, outline));
    if (pieces.some((r) => !within(r, outline))) continue;
    const region = judged(outline, context, used, pageSize);
    if (!region) continue;
    for (const piece of pieces) found.splice(found.indexOf(piece), 1);
    found.push(region);
  }
  // Tables of one column drawn as a stack of boxes, which have no cells side by side.
  for (const stack of boxedColumns(context, used)) if (![...taken, ...found].some((r) => overlapping(r, stack))) found.push(stack);
  return found;
}

/**
 * A table ruled only under its header, left open above and below: the walk from that one rule
 * grows its rows under it as text, which alone is no table. It is one when a header row stands just
 * over the rule in pieces over the columns below (`withHeadRowAbove`); then it is judged as a ruled
 * region is. Any other region is returned as it is.
 */
function headedUnderOneRule(region: TableRegion, context: RegionContext, used: ReadonlySet<Chunk>, pageSize: number): TableRegion {
  const rules = region.edges.filter((e) => e.kind === "rule");
  if (!region.textOnly || region.edges.length !== 1 || rules.length !== 1 || Math.abs(rules[0]!.y - region.top) > 1) return region;
  const headed = withHeadRowAbove({ ...region, textOnly: false }, context, used, pageSize);
  return headed.top < region.top - 1 ? headed : region;
}

/**
 * Whether a rule too short to start a walk alone is one of three or more rules of one extent,
 * stacked: a narrow table's top, header and bottom rules (two short columns, "Episodes 1,000")
 * start and end together, where a fraction's bar or an underline has no such twins.
 */
function narrowRuledStack(edge: Edge, edges: readonly Edge[], pageSize: number): boolean {
  if (edge.kind !== "rule" || edge.x1 - edge.x0 < MIN_STACKED_RULE * pageSize) return false;
  const twins = edges.filter((e) => e.kind === "rule" && Math.abs(e.x0 - edge.x0) <= 1 && Math.abs(e.x1 - edge.x1) <= 1);
  return twins.length >= 3;
}

/** The shortest rule, in ems of the page's type, a stack of rules of one extent starts a walk from. */
const MIN_STACKED_RULE = 5;

/** Whether a lies inside b, shorter: rows a walk found within a taller table's outline. */
function within(a: TableRegion, b: TableRegion): boolean {
  return a.x0 >= b.x0 - 2 && a.x1 <= b.x1 + 2 && a.top >= b.top - 2 && a.bottom <= b.bottom + 2 && a.bottom - a.top < b.bottom - b.top;
}

function overlapping(a: TableRegion, b: TableRegion): boolean {
  return Math.min(a.x1, b.x1) > Math.max(a.x0, b.x0) && Math.min(a.bottom, b.bottom) > Math.max(a.top, b.top);
}

/**
 * The region as a table with no caption when rows of cells lie in it (see `unlabelledRegions`), taking
 * in a stub column and header rows its rules leave open; null when it is no table.
 */
function judged(walked: TableRegion | null, context: RegionContext, used: ReadonlySet<Chunk>, pageSize: number): TableRegion | null {
  const region = walked && headedUnderOneRule(walked, context, used, pageSize);
  // A table ruled down its columns may be a header and one row, as short as its rules may be.
  const lowest = region?.columnRuledOnly ? MIN_CROSSED_RULE : 2.5;
  if (!region || region.textOnly || region.bottom - region.top < lowest * pageSize) return null;
  if (narrowerRuledBlock(region, pageSize)) return null;
  const chunks = context.chunks.filter((c) => !used.has(c) && c.baseline > region.top && c.baseline < region.bottom && (c.x0 + c.x1) / 2 >= region.x0 && (c.x0 + c.x1) / 2 <= region.x1);
  if (chunks.length === 0) return null;
  // Labels with scripts ("pz", "fz3") are measured by the letter they hang on, not by their scripts.
  const sorted = chunks.map(typeSize).sort((a, b) => a - b);
  const size = sorted[Math.floor(sorted.length / 2)]!;
  const bands = baselineBands(chunks);
  const multi = bands.filter((b) => b.length >= 2).length;
  // Text a column rule divides from top to bottom is cells, however wordy, and a cell may wrap
  // over several lines with nothing beside its later ones.
  // LaTeX draws a column rule row by row, its pieces a few points apart: joined, they are one rule.
  const divided = joinedColumnRules(context.verticals ?? []).some((v) => v.x0 > region.x0 + 6 && v.x0 < region.x1 - 6 && crossesGap(v, region.top, region.bottom));
  // A grid's cells may be centred down rows whose neighbours wrap over two lines, each on a
  // baseline of its own: then the ruled rows, not the baselines, show the cells side by side.
  const gridRows = divided && ruledRows(region, chunks);
  // A display's fraction bar, a colophon flush to its rules (falseTables).
  if (falseTable("walked", { context, region, bands })) return null;
  if (bands.length < 2 || (multi < 2 && !gridRows) || (multi < 0.5 * bands.length && !divided && !ruledRows(region, chunks))) return null;
  if (chunks.some((c) => captionLines(context.captions).has(c.line))) return null;
  // Running text between two rules (a boxed summary, a page of prose under a rule) is no table.
  // A row's long label wrapped in its first column, beside columns of figures, is no prose.
  const stub = stubLabelBands(bands);
  const isWordy = (c: Chunk) => c.text.split(/\s+/).length >= 7 && c.x1 - c.x0 > 0.25 * (region.x1 - region.x0);
  const wordy = bands.filter((b) => !stub.has(b) && b.some(isWordy)).length;
  // Rows ruled apart, each a short label beside a wordy cell (examples, prompts, a form), are cells.
  if (wordy > 0.3 * bands.length && !divided && !labelledRows(region, chunks, isWordy, size)) return null;
  // A figure's labels and axes: type of many sizes, or a figure's caption right beside it.
  const typical = chunks.filter((c) => Math.abs(typeSize(c) - size) <= 1).length;
  // A grid ruled row by row (or divided by its column rules) may set its figures smaller than
  // its labels: two sizes there are a table's, not a figure's many. So may a header row over
  // rows all in one size, its marks raised smaller still.
  const sizes = new Set(chunks.map((c) => Math.round(typeSize(c)))).size;
  if (typical < 0.85 * chunks.length && !((sizes <= 2 && (divided || ruledRows(region, chunks))) || otherSizeInHeadRow(region, chunks))) return null;
  if (nearFigureCaption(region, context)) return null;
  if (figureInkNear(region, context) >= FIGURE_INK) return null;
  // Judged by its ruled rows alone, the table takes in a header row ruled over part of it.
  // Judged by its ruled rows alone, the table also takes in a header row set over its first rule.
  return withHeadRowAbove(withStubHeadRow(withStubColumn(region, context, used, size), context, used, pageSize), context, used, size);
}

/**
 * Whether the rules walked are a frame around a narrower ruled table: two wide rules (one under a
 * title, one over the next title) with, between them, many more rules of one narrower width that
 * rule the table's rows. The table is that narrower block, walked from its own first rule; the
 * title and the wide rules around it are not its rows.
 */
function narrowerRuledBlock(region: TableRegion, size: number): boolean {
  const rules = region.edges.filter((e) => e.kind === "rule");
  const full = rules.filter((e) => e.x0 <= region.x0 + size && e.x1 >= region.x1 - size);
  const narrower = rules.filter((e) => e.x0 > region.x0 + 2 * size && e.x1 < region.x1 - 2 * size);
  if (narrower.length < 3 || narrower.length < 2 * full.length) return false;
  const [x0, x1] = [narrower[0]!.x0, narrower[0]!.x1];
  return narrower.every((e) => Math.abs(e.x0 - x0) <= size && Math.abs(e.x1 - x1) <= size);
}

/**
 * A grid that rules the figures only: the rows' names stand left of it, unruled, one on most of its
 * rows, set flush left and short. They are the table's stub column, and the table starts at them.
 */
function withStubColumn(region: TableRegion, context: RegionContext, used: ReadonlySet<Chunk>, size: number): TableRegion {
  const inside = context.chunks.filter((c) => !used.has(c) && c.baseline > region.top && c.baseline < region.bottom && c.x0 >= region.x0 - 1 && c.x1 <= region.x1 + 1);
  const rows = baselineBands(inside);
  // Text under a rule that stops short of the region is the cells of another table set beside
  // this one (two tables side by side, each ruled across its own width), not this one's names.
  const besideRules = context.edges.filter((e) => e.kind === "rule" && e.x1 < region.x0 - 1 && e.y > region.top - 3 * size && e.y < region.bottom + 3 * size);
  const ruledBeside = (c: Chunk) => besideRules.some((e) => e.x0 <= c.x0 + 1 && e.x1 >= c.x1 - 1);
  const names = context.chunks.filter((c) => !used.has(c) && c.baseline > region.top && c.baseline < region.bottom && c.x1 <= region.x0 + 1 && c.x0 > region.x0 - 20 * size && !ruledBeside(c));
  if (rows.length < 3 || names.length < 0.6 * rows.length) return region;
  const x0 = Math.min(...names.map((c) => c.x0));
  // Flush left and short: a column of names, not the lines of a paragraph beside the table.
  if (names.some((c) => c.text.split(/\s+/).length > 6) || names.filter((c) => c.x0 - x0 <= size).length < 0.8 * names.length) return region;
  const named = rows.filter((band) => names.some((c) => Math.abs(c.baseline - band[0]!.baseline) < 0.35 * size)).length;
  return named >= 0.6 * rows.length ? { ...region, x0 } : region;
}

/**
 * A header row ruled above only over the columns after the first: its stub cell is left open, so
 * its top rule is shorter than the table's, ending where they end. The row above the table's first
 * rule is the table's when such a rule lies a row's height above it and the row's text all stands
 * under that rule.
 */
function withStubHeadRow(region: TableRegion, context: RegionContext, used: ReadonlySet<Chunk>, size: number): TableRegion {
  const width = region.x1 - region.x0;
  const slack = Math.max(6, 0.04 * width);
  const rule = context.edges
    .filter((e) => e.kind === "rule" && e.y < region.top - 0.5 && region.top - e.y <= 2.5 * size && Math.abs(e.x1 - region.x1) <= slack && e.x0 > region.x0 + 2 * size && e.x1 - e.x0 >= 0.3 * width)
    .sort((a, b) => b.y - a.y)[0];
  if (!rule) return region;
  const row = context.chunks.filter((c) => !used.has(c) && c.baseline > rule.y && c.baseline < region.top && c.x1 > region.x0 && c.x0 < region.x1);
  if (row.length === 0 || row.some((c) => c.x0 < rule.x0 - size || c.x1 > rule.x1 + size)) return region;
  return { ...region, top: rule.y, edges: [rule, ...region.edges] };
}

/**
 * Whether the region is ruled row by row and every row holding a wordy piece holds it in a
 * second column beside a short label (`isLabelledCell`).
 */
function labelledRows(region: TableRegion, chunks: readonly Chunk[], isWordy: (c: Chunk) => boolean, size: number): boolean {
  if (!ruledRows(region, chunks)) return false;
  const ys = region.edges.filter((e) => e.kind === "rule").map((e) => e.y);
  for (let i = 1; i < ys.length; i++) {
    const inRow = chunks.filter((c) => c.baseline > ys[i - 1]! && c.baseline < ys[i]!);
    const wordy = inRow.filter(isWordy);
    if (wordy.length > 0 && !isLabelledCell(wordy, inRow, region.x0, region.x1, size)) return false;
  }
  return true;
}

/**
 * Whether the region is ruled row by row and most rows hold cells side by side: a row is what lies
 * between two rules, however many lines its cells wrap over.
 */
function ruledRows(region: TableRegion, chunks: readonly Chunk[]): boolean {
  const ys = region.edges.filter((e) => e.kind === "rule").map((e) => e.y);
  if (ys.length < 3) return false;
  let filled = 0;
  let multi = 0;
  for (let i = 1; i < ys.length; i++) {
    const inRow = chunks.filter((c) => c.baseline > ys[i - 1]! && c.baseline < ys[i]!);
    if (inRow.length === 0) continue;
    filled++;
    const sorted = inRow.sort((a, b) => a.x0 - b.x0);
    if (sorted.some((c, k) => k > 0 && c.x0 > Math.max(...sorted.slice(0, k).map((p) => p.x1)) + c.size)) multi++;
  }
  return filled >= 2 && multi >= 0.5 * filled;
}

/**
 * Whether the text under the region's first row is all set in one size, and whatever is set in
 * another stands in that first row (between the top edge and the next one under it): a header
 * set smaller or larger than the body, in its own band or under its own rule, however many
 * headings it stacks. A figure's labels of several sizes are spread over it, not stacked in one
 * row over rows in one size.
 */
function otherSizeInHeadRow(region: TableRegion, chunks: readonly Chunk[]): boolean {
  const ys = region.edges.map((e) => e.y).filter((y) => y > region.top + 0.5).sort((a, b) => a - b);
  const headBottom = ys[0];
  if (headBottom === undefined || ys.length < 2) return false;
  const body = chunks.filter((c) => c.baseline > headBottom);
  if (body.length === 0) return false;
  const bodySize = body.map((c) => c.size).sort((a, b) => a - b)[Math.floor(body.length / 2)]!;
  return body.every((c) => Math.abs(c.size - bodySize) <= 1);
}

/** Rules a page's search for tables with no caption starts from, at most. */
const MAX_WALKS = 60;

/** "Fig. 3", "Figure 2": a figure's caption label at a line's start. */
const FIGURE_LABEL = /^(?:fig(?:ure)?s?\.?|scheme|chart)\s*[A-Z]?\d+[a-z]?\b/i;

/**
 * Whether the region is part of a figure: a figure's caption sits within a few lines of it across
 * its width, or a panel letter ("B", set alone) stands at its top left corner.
 */
function nearFigureCaption(region: TableRegion, context: RegionContext): boolean {
  const reach = 4 * context.bodySize;
  const panel = context.lines.some((l) => /^[A-Ha-h]$/.test(l.text) && l.x1 <= region.x0 + 2 * l.size && region.x0 - l.x1 < 4 * l.size && Math.abs(l.baseline - region.top) < 3 * l.size);
  if (panel) return true;
  return context.lines.some(
    (l) => FIGURE_LABEL.test(l.text) && l.x1 > region.x0 && l.x0 < region.x1 && ((l.top >= region.bottom - 1 && l.top - region.bottom < reach) || (l.bottom <= region.top + 1 && region.top - l.bottom < reach) || (l.baseline > region.top && l.baseline < region.bottom)),
  );
}
