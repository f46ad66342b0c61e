import type { Line, Rect, Rule } from "../layout/types.ts";
import type { Chunk } from "./tableChunks.ts";
import type { TableCaption } from "./tableCaptions.ts";
import type { Edge } from "./tableEdges.ts";
import { columnRulesStop, leavesGrid, titleOverGrid } from "./gridBounds.ts";
import { withRowUnderLastRule } from "./rowUnderLastRule.ts";

/** Where a table lies in its frame: its outline and how it was bounded. */
export interface TableRegion {
  x0: number;
  x1: number;
  top: number;
  bottom: number;
  /** The edges (rules, band sides) bounding or dividing it, top to bottom. */
  edges: Edge[];
  /** Bounded by text alone: no rule or band marks its ends. */
  textOnly: boolean;
}

export interface RegionContext {
  lines: readonly Line[];
  chunks: readonly Chunk[];
  edges: readonly Edge[];
  captions: readonly TableCaption[];
  /** The body text's type size on this page (prose is told from cells by it). */
  bodySize: number;
  /** The x of the page's column gutter, when it has two columns (found only when asked: it costs). */
  gutter: () => number | null;
  frameWidth: number;
  /** How much else (a chart's curves and marks) is drawn in and around a rectangle of the frame. */
  ink?: (rect: Rect) => number;
  /** The frame's vertical rules, joined where they meet. Defaults to none. */
  verticals?: readonly Rule[];
}

const sortedLines = new WeakMap<readonly Line[], Line[]>();

/** The lines with a baseline strictly between two heights, found by bisection in the lines sorted once. */
function linesBetween(context: RegionContext, lo: number, hi: number): Line[] {
  let sorted = sortedLines.get(context.lines);
  if (!sorted) sortedLines.set(context.lines, (sorted = [...context.lines].sort((a, b) => a.baseline - b.baseline)));
  let a = 0;
  let b = sorted.length;
  while (a < b) {
    const m = (a + b) >> 1;
    if (sorted[m]!.baseline <= lo) a = m + 1;
    else b = m;
  }
  const out: Line[] = [];
  for (let i = a; i < sorted.length && sorted[i]!.baseline < hi; i++) out.push(sorted[i]!);
  return out;
}

/** Every caption's lines, gathered once per list of captions: asked of each line a region's walk passes. */
export function captionLines(captions: readonly TableCaption[]): ReadonlySet<Line> {
  let lines = linesOfCaptions.get(captions);
  if (!lines) linesOfCaptions.set(captions, (lines = new Set(captions.flatMap((c) => c.lines))));
  return lines;
}

const linesOfCaptions = new WeakMap<readonly TableCaption[], Set<Line>>();

const overlap = (a0: number, a1: number, b0: number, b1: number) => Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));

const countsByChunks = new WeakMap<readonly Chunk[], Map<Line, number>>();

/**
 * How many chunks each line was cut into, counted once per list of chunks (a page's are not
 * changed once cut): asked of every line a region's walk passes, a scan of the page's chunks each
 * time made the walk quadratic.
 */
function chunkCounts(chunks: readonly Chunk[]): Map<Line, number> {
  let counts = countsByChunks.get(chunks);
  if (!counts) {
    counts = new Map();
    for (const c of chunks) counts.set(c.line, (counts.get(c.line) ?? 0) + 1);
    countsByChunks.set(chunks, counts);
  }
  return counts;
}

/** Whether a line reads as a paragraph's line: body-size type across most of the width, one piece, many words. */
export function isProseLine(line: Line, chunks: readonly Chunk[], width: number, bodySize: number): boolean {
  if (line.size < 0.93 * bodySize) return false;
  if ((chunkCounts(chunks).get(line) ?? 0) > 1) return false;
  return line.x1 - line.x0 > 0.6 * width && line.text.split(/\s+/).length >= 6 && /\p{Ll}{2,}/u.test(line.text);
}

/** Lines of running text: body-size type, column-wide, wordy. Two of them make a paragraph, which no table holds. */
function proseLines(lines: readonly Line[], width: number, bodySize: number): number {
  return lines.filter((l) => l.size >= 0.93 * bodySize && l.x1 - l.x0 > Math.min(0.35 * width, 150) && l.text.split(/\s+/).length >= 6 && /\p{Ll}{3,}/u.test(l.text)).length;
}

/**
 * The table a caption names: below it, above it (captions set under their tables) or beside it
 * (a side caption in a margin column). Bounded by the rules or shaded bands that run across it,
 * followed down while what lies between them is not prose and not another caption; with no
 * rule or band, by rows of cells under the caption. Null when nothing table-like is there.
 */
export function regionForCaption(caption: TableCaption, context: RegionContext): TableRegion | null {
  const size = caption.lines[0]!.size;
  const { edges } = context;
  // Beside: an edge starting right of a caption set in a narrow column, at its top.
  const beside = edges.find((e) => e.x0 >= caption.x1 - 1 && e.x1 - e.x0 > 3 * (caption.x1 - caption.x0) * 0.5 && e.y >= caption.top - 2 * size && e.y <= caption.lines[0]!.baseline + 0.5 * size);
  if (beside && caption.x1 - caption.x0 < 0.4 * context.frameWidth) {
    const region = walkEdges(beside, 1, anchorOf(caption), context);
    if (region) return region;
  }
  const spanOk = (e: Edge) => overlap(e.x0, e.x1, caption.x0 - 10, caption.x1 + 10) > 0.5 * Math.min(e.x1 - e.x0, caption.x1 - caption.x0);
  const below = edges.find((e) => e.y >= caption.bottom - 1 && e.y <= caption.bottom + 3 * size && spanOk(e));
  const linesBelow = nextLines(caption, 1, context);
  const textBelow = linesBelow.length > 0 && linesBelow[0]!.top - caption.bottom < 2.5 * size;
  // A lone short line between the caption and the table's top rule ("[In thousands]") is a note
  // on the caption, not a row of a table of text.
  const overRule = below ? linesBelow.filter((l) => l.baseline < below.y) : [];
  const noteOver = !!below && overRule.length === 1 && overRule[0]!.x1 - overRule[0]!.x0 < 0.5 * (below.x1 - below.x0) && !looksTabular(overRule, context);
  if (below && (!textBelow || below.y <= linesBelow[0]!.baseline || noteOver)) {
    const region = walkEdges(below, 1, anchorOf(caption), context);
    if (region) return region;
  }
  if (textBelow && looksTabular(linesBelow.slice(0, 4), context)) {
    const region = textRegion(caption, 1, context);
    if (region) return region;
  }
  // Above: captions some journals set under the table.
  const above = [...edges].reverse().find((e) => e.y <= caption.top + 1 && e.y >= caption.top - 3 * size && spanOk(e));
  if (above) {
    const region = walkEdges(above, -1, anchorOf(caption), context);
    if (region) return region;
  }
  const linesAbove = nextLines(caption, -1, context);
  if (linesAbove.length > 0 && caption.top - linesAbove[0]!.bottom < 2.5 * size && looksTabular(linesAbove.slice(0, 4), context)) {
    return textRegion(caption, -1, context);
  }
  return null;
}

/** Lines next to the caption in a direction, nearest first, in the caption's horizontal reach. */
function nextLines(caption: TableCaption, direction: 1 | -1, context: RegionContext): Line[] {
  // Under the caption itself (its column is found only if a table of text alone is read there).
  const [x0, x1] = [caption.x0, caption.x1];
  return context.lines
    .filter((l) => !caption.lines.includes(l) && (direction === 1 ? l.top >= caption.bottom - 1 : l.bottom <= caption.top + 1) && overlap(l.x0, l.x1, x0, x1) > 0)
    .sort((a, b) => direction * (a.baseline - b.baseline));
}

/** How far across a caption's table may reach: the caption's column, or the page when it crosses the gutter. */
function reach(caption: TableCaption, context: RegionContext): [number, number] {
  const g = context.gutter();
  if (g === null) return [0, context.frameWidth];
  if (caption.x1 <= g + 2) return [0, g];
  if (caption.x0 >= g - 2) return [g, context.frameWidth];
  return [0, context.frameWidth];
}

/** Several pieces on one baseline, set apart: cells, not a paragraph's line. */
function looksTabular(lines: readonly Line[], context: RegionContext): boolean {
  const rows = groupByBaseline(lines);
  // Cells stand well apart; the words of a justified line of prose do not.
  return rows.some((row) => {
    const pieces = context.chunks.filter((c) => row.includes(c.line)).sort((a, b) => a.x0 - b.x0);
    return pieces.some((c, i) => i > 0 && c.x0 - pieces[i - 1]!.x1 > 1.5 * c.size);
  });
}

function groupByBaseline(lines: readonly Line[]): Line[][] {
  const rows: Line[][] = [];
  for (const l of [...lines].sort((a, b) => a.baseline - b.baseline)) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0]!.baseline - l.baseline) < 0.35 * l.size) row.push(l);
    else rows.push([l]);
  }
  return rows;
}

/**
 * From the first edge, follows the edges that run across the same width: each next one extends the
 * table while what lies between is neither another caption nor prose, nor a wide empty stretch.
 */
/** What a region is read from: the caption's lines (left out of it) and its type size. */
interface Anchor {
  size: number;
  lines: readonly Line[];
}

const anchorOf = (caption: TableCaption): Anchor => ({ size: caption.lines[0]!.size, lines: caption.lines });

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
    // A note set larger than the cells is still the table's note when the grid's column rules
    // stop above it: the frame around it does not make it a row.
    if (first && used.length > 1 && isNoteLine(first) && (first.size <= size + 0.5 || columnRulesStop(context.verticals, x0 + slack, x1 - slack, start, end, lo, hi))) break;
    // Lines divided by a column rule are cells, however wordy.
    const divided = context.verticals?.some((v) => v.x0 > x0 + slack && v.x0 < x1 - slack && v.y0 <= lo + 2 && v.y1 >= hi - 2) ?? false;
    // A tall stretch with no upright line ends the table, unless the grid's column rules run down
    // through it: a row of cells set sideways (vertical headings) or left empty.
    if (between.length === 0 && hi - lo > 4 * size && !divided) break;
    if (!divided && (between.some((l) => isProseLine(l, context.chunks, x1 - x0, context.bodySize)) || proseLines(between, x1 - x0, context.bodySize) >= 3)) break;
    if (hi - lo > 3 && leavesGrid(context.verticals, x0 - slack, x1 + slack, start, end, lo, hi)) break;
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
    if (rows.length <= 2 || (rows.length <= 5 && !context.edges.some((e) => e.y > bottom + 0.5 && wide(e)))) {
      const closing = context.edges.find((e) => e.y > bottom + 0.5 && e.x0 <= x0 + slack && e.x1 >= x1 - slack);
      const grown = growRows(region, 1, caption, context, Infinity, closing?.y);
      if (grown) region = { ...grown, textOnly: false };
    }
  }
  // A last row ruled off above and left open below ("Total") is the table's when it repeats its columns.
  if (direction === 1 && used.length >= 3 && used.at(-1)!.kind === "rule" && region.bottom === bottom) {
    const notes = captionLines(context.captions);
    region = withRowUnderLastRule(region, context.chunks, size, (c) => isNoteLine(c.line) || notes.has(c.line) || caption.lines.includes(c.line));
  }
  const inside = context.chunks.filter((c) => c.baseline > region.top && c.baseline < region.bottom + 0.2 * size && c.x0 >= region.x0 - size && c.x1 <= region.x1 + size);
  return inside.length >= 2 ? region : null;
}

/** Header rows ruled over the columns after the stub, at most, before the table's first full rule. */
const MAX_OPEN_STUB_ROWS = 4;

/** Extends a region by rows of text beyond its edge (at most `limit` rows). */
function growRows(region: TableRegion, direction: 1 | -1, caption: Anchor, context: RegionContext, limit = Infinity, stop?: number): TableRegion | null {
  const size = caption.size;
  const from = direction === 1 ? region.bottom : region.top;
  const lines = context.lines
    .filter((l) => !caption.lines.includes(l) && (direction === 1 ? l.baseline > from && (stop === undefined || l.baseline < stop) : l.baseline < from) && l.x0 >= region.x0 - size && l.x1 <= region.x1 + size)
    .sort((a, b) => direction * (a.baseline - b.baseline));
  const rows = groupByBaseline(lines);
  if (direction === -1) rows.reverse();
  let edge = from;
  let pitch = 0;
  let taken = 0;
  for (const row of rows) {
    const baseline = row[0]!.baseline;
    const gap = Math.abs(baseline - edge);
    if (taken >= limit) break;
    if (gap > Math.max(2.6 * size, pitch * 1.9)) break;
    if (row.some((l) => captionLines(context.captions).has(l) || isProseLine(l, context.chunks, region.x1 - region.x0, context.bodySize) || isNoteLine(l))) break;
    if (taken > 0) pitch = pitch === 0 ? gap : Math.min(pitch, gap);
    edge = direction === 1 ? Math.max(...row.map((l) => l.bottom)) : Math.min(...row.map((l) => l.top));
    taken++;
  }
  if (taken === 0) return limit === Infinity ? null : region;
  return direction === 1 ? { ...region, bottom: edge, textOnly: region.edges.length <= 1 } : { ...region, top: edge, textOnly: region.edges.length <= 1 };
}

/** The first line of a table's notes: "a Mean (SD).", "* P < .05", "Note:", "Abbreviations:". */
export function isNoteLine(line: Line): boolean {
  return /^(?:[a-h*∗⁎†‡§¶#](?:\s|,\s?[a-h]\s)|[*∗⁎†‡§¶#]{1,3}\s?\p{L}|\(?[a-h]\)\s|notes?\s?[:.]|abbreviations?\s?[:.]|source\s?[:.]|data (?:are|were)\b)/iu.test(line.text);
}

/** A table under (or over) its caption with no rule or band: rows of cells, followed while they go on. */
function textRegion(caption: TableCaption, direction: 1 | -1, context: RegionContext): TableRegion | null {
  const [r0, r1] = reach(caption, context);
  const start: TableRegion = { x0: r0, x1: r1, top: caption.top, bottom: caption.bottom, edges: [], textOnly: true };
  const grown = growRows(start, direction, anchorOf(caption), context);
  if (!grown) return null;
  const top = direction === 1 ? caption.bottom : grown.top;
  const bottom = direction === 1 ? grown.bottom : caption.top;
  const inside = context.chunks.filter((c) => c.baseline > top && c.baseline < bottom + 1 && c.x0 >= r0 - 1 && c.x1 <= r1 + 1);
  if (inside.length < 4) return null;
  return { x0: Math.min(...inside.map((c) => c.x0)), x1: Math.max(...inside.map((c) => c.x1)), top, bottom, edges: [], textOnly: true };
}
